import type { GeneratedExposure } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { unprocessable } from '../../http/errors';
import { assertPracticeAllowed } from '../billing/access';
import { answerSubject, loadSafetyAnswers } from '../safety/answers';
import { gateGeneration } from '../safety/generation-gate';
import { loadGenerationInput } from '../safety/generation-input';
import { screenGenerationInput } from '../safety/input-screen';
import { NOTHING_LEFT_TO_BUILD } from '../safety/texts';
import { claimGeneration } from './generation-limit';
import { presentGenerated } from './presenters';

/**
 * Builds a personal hierarchy from the person's own obsessions, compulsions, triggers and latest
 * Y-BOCS. Nothing is saved here: the person rates the proposals and keeps what they choose.
 * The safety gate comes before the subscription check and the daily limit, so a crisis answer, a
 * question or a signpost never uses up a generation and never hides behind a paywall (CLINICAL.md
 * "Crisis screen").
 */
export async function generateExposures(ctx: AppContext, userId: string): Promise<GeneratedExposure[]> {
  const input = await loadGenerationInput(ctx, userId);
  const gate = gateGeneration(screenGenerationInput(input), await loadSafetyAnswers(ctx, userId), (text) => answerSubject(ctx, text));
  if (!gate.proceed) throw unprocessable(gate.detail, gate.code);
  // The subscription gate comes after the safety gate: a person in danger gets help, not a paywall.
  await assertPracticeAllowed(ctx, userId);
  if (input.obsessions.length === 0) {
    throw unprocessable('Add at least one obsession before generating exposures, so they can be built from your own words.');
  }
  // Every obsession was set aside (a harmful behaviour, an instruction): nothing is left to build from.
  if (gate.input.obsessions.length === 0) throw unprocessable(NOTHING_LEFT_TO_BUILD, 'for_a_professional');
  await claimGeneration(ctx, userId);
  const candidates = await ctx.generator.generate(gate.input);
  return candidates.map(presentGenerated);
}
