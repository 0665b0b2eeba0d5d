import type { GeneratedExposure } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { assertPracticeAllowed } from '../billing/access';
import { storeDraft } from './drafts/draft';
import { confirmThemes, confirmedThemes } from './drafts/themes';
import { assertSomethingToBuild, gatedGenerationInput } from './gated-input';
import { claimGeneration } from './generation-limit';
import { presentGenerated } from './presenters';

/**
 * Builds a personal hierarchy from the person's own obsessions, compulsions, triggers and latest
 * Y-BOCS, for the themes they confirmed (`themes` confirms them in the same call; without any
 * confirmation the detected themes are used, so the spec's empty-body call still works). The
 * proposals become the person's draft (issue 16): only this call spends one of the day's
 * generations; reading the draft back never does. The safety gate comes before the subscription
 * check and the daily limit, so a crisis answer, a question or a signpost never uses up a
 * generation and never hides behind a paywall (docs/clinical.md §18).
 */
export async function generateExposures(ctx: AppContext, userId: string, themes?: readonly string[]): Promise<GeneratedExposure[]> {
  const gated = await gatedGenerationInput(ctx, userId);
  const { input } = gated;
  // The subscription gate comes after the safety gate: a person in danger gets help, not a paywall.
  await assertPracticeAllowed(ctx, userId);
  assertSomethingToBuild(gated);
  const confirmed = themes ? await confirmThemes(ctx, userId, input, themes) : await confirmedThemes(ctx, userId, input);
  await claimGeneration(ctx, userId);
  const candidates = await ctx.generator.generate({ ...input, confirmedThemes: confirmed });
  const items = candidates.map(presentGenerated);
  await storeDraft(ctx, userId, { themes: confirmed ?? [...new Set(candidates.map((item) => item.theme).filter((theme) => theme !== 'general'))], items });
  return items;
}
