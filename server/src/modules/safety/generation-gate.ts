import type { SafetyCode } from '@ladder/contracts';
import type { GenerationInput } from '../generator/types';
import type { StoredAnswers } from './answers';
import type { InputScreen } from './input-screen';
import { CRISIS_DETAIL, CRISIS_QUESTION_DETAIL, EATING_DISORDER_SIGNPOST } from './texts';

export type GenerationGate =
  | { proceed: true; input: GenerationInput }
  | { proceed: false; code: SafetyCode; detail: string };

/**
 * Whether generation may go ahead, in the order docs/clinical.md §19 sets: a crisis first (the calm screen);
 * then an intrusive thought about killing oneself, asked about unless the person has said it is a
 * fear (saying "thoughts of ending my life" shows the crisis screen); then the eating-disorder
 * signpost, until the person chooses to continue. None of these uses up a generation: the gate runs
 * before the subscription check and the daily limit.
 */
export function gateGeneration(screen: InputScreen, answers: StoredAnswers, subjectOf: (text: string) => string): GenerationGate {
  if (screen.crisis.length > 0) return { proceed: false, code: 'crisis', detail: CRISIS_DETAIL };
  const answersGiven = screen.ambiguous.map((text) => answers.crisisQuestion.get(subjectOf(text)));
  if (answersGiven.includes('thoughts_of_ending_life')) return { proceed: false, code: 'crisis', detail: CRISIS_DETAIL };
  if (answersGiven.some((answer) => answer !== 'fear')) return { proceed: false, code: 'crisis_question', detail: CRISIS_QUESTION_DETAIL };
  if (screen.eatingDisorder && !answers.continuedAfterEatingDisorderSignpost) {
    return { proceed: false, code: 'eating_disorder_signpost', detail: EATING_DISORDER_SIGNPOST };
  }
  return { proceed: true, input: screen.input };
}

