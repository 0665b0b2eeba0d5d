import { modelKnowsEnough, scoreWith, textFeatures, wordsOf, type LinearModel } from '../screening/features';
import { CRISIS_MODEL_WEIGHTS } from './model-weights';

/**
 * A small logistic model of crisis language, beside the phrase lists (docs/decisions/017). The
 * lists read what they were written for; people say it in more ways than any list holds ("death
 * sounds so peaceful rn", "my whole existence is just a weight on my family"). The model reads the
 * same screening form (screening/features.ts), learned from the labelled sets in
 * server/test/safety/sets/crisis/ and ordinary OCD writing by bench/safety/train-crisis-model.ts into
 * model-weights.ts (deterministic; the weights are committed, nothing is downloaded). It never
 * overrules a negation or an OCD look-alike the rules recognise: screen.ts decides what its score
 * may change.
 */
export const CRISIS_MODEL: LinearModel = CRISIS_MODEL_WEIGHTS;

/** The model's probability that the text is crisis language (0-1). */
export function crisisScore(text: string): number {
  return scoreWith(CRISIS_MODEL, textFeatures(text));
}

/**
 * Two or three words say too little for the model: "Sunday evenings", "cutting vegetables", "wedding
 * planning" are intake list entries, and a word the model learned from a plan ("Sunday is the day")
 * carries the whole score of a text that short. They are left to the phrase lists, which read "kms",
 * "bought a rope" and "tonight's the night" (docs/decisions/027-crisis-screen-list-entries.md: on every
 * labelled set left out of training, this cost no crisis text).
 */
const MIN_WORDS = 4;

/** Whether the model knows enough of the words to be read at all. */
export function modelCanRead(text: string, weights: Record<string, number> = CRISIS_MODEL.weights): boolean {
  return wordsOf(text).length >= MIN_WORDS && modelKnowsEnough(text, weights);
}
