import type { AppContext } from '../../context';
import { unprocessable } from '../../http/errors';
import type { GenerationInput } from '../generator/types';
import { answerSubject, loadSafetyAnswers } from '../safety/answers';
import { gateGeneration } from '../safety/generation-gate';
import { aboutOwnHarm } from '../safety/self-harm-fear';
import { loadGenerationInput } from '../safety/generation-input';
import { screenGenerationInput } from '../safety/input-screen';
import { NOTHING_LEFT_TO_BUILD } from '../safety/texts';

export const NO_OBSESSIONS = 'Add at least one obsession before generating exposures, so they can be built from your own words.';

/**
 * What generation may build from, once the safety gate has let it through: the person's lists with
 * anything set aside removed, and whether an intrusive thought about harming themselves was
 * answered "a fear" (only then may that theme's library be used, docs/clinical.md §18).
 * A crisis answer, a question or a signpost throws the 422 the web shows as its calm screen.
 */
export async function gatedGenerationInput(ctx: AppContext, userId: string): Promise<{ lists: GenerationInput; input: GenerationInput }> {
  const lists = await loadGenerationInput(ctx, userId);
  const screen = screenGenerationInput(lists);
  const gate = gateGeneration(screen, await loadSafetyAnswers(ctx, userId), (text) => answerSubject(ctx, text));
  if (!gate.proceed) throw unprocessable(gate.detail, gate.code);
  return { lists, input: { ...gate.input, selfHarmFear: screen.ambiguous.some((text) => aboutOwnHarm(text, lists.obsessions)), eatingDisorder: screen.eatingDisorder } };
}

/** No obsession yet, or every obsession set aside (a harmful behaviour, an instruction): nothing to build from. */
export function assertSomethingToBuild({ lists, input }: { lists: GenerationInput; input: GenerationInput }): void {
  if (lists.obsessions.length === 0) throw unprocessable(NO_OBSESSIONS);
  if (input.obsessions.length === 0) throw unprocessable(NOTHING_LEFT_TO_BUILD, 'for_a_professional');
}
