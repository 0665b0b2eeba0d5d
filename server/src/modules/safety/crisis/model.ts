import { FUNCTION_WORDS, scoreWith, textFeatures, wordsOf, type LinearModel } from '../screening/features';
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

/**
 * The words that build an English sentence (pronouns, articles, prepositions, auxiliaries, conjunctions) count
 * only in the pairs they make: "kill myself", "end it", "be gone" keep their weight, while "myself", "to", "be" or
 * "would" or "got" alone no longer tip a short list entry over ("correcting myself mid sentence to be precise",
 * "the night we got engaged"; docs/decisions/027, "Trigger fragments").
 */
export const GRAMMAR_WORDS: ReadonlySet<string> = new Set(
  ('i me my myself mine you your yourself he him his she her it its itself we us our they them their a an the ' +
    'to of in on at for with by from up into onto over after before about and or but so if as than then ' +
    'be am is are was were being do does did have has had get gets got gotten would will can could should might may must shall ' +
    'this that these those there here some any')
    .split(' '),
);

/** What the crisis model reads of a text (the trainer uses the same). */
export function crisisFeatures(text: string): Map<string, number> {
  return textFeatures(text, undefined, GRAMMAR_WORDS);
}

/** The model's probability that the text is crisis language (0-1). */
export function crisisScore(text: string): number {
  return scoreWith(CRISIS_MODEL, crisisFeatures(text));
}

/**
 * Two or three words say too little for the model: "Sunday evenings", "cutting vegetables", "wedding
 * planning" are intake list entries, and a word the model learned from a plan ("Sunday is the day")
 * carries the whole score of a text that short. They are left to the phrase lists, which read "kms",
 * "bought a rope" and "tonight's the night" (docs/decisions/027-crisis-screen-list-entries.md: on every
 * labelled set left out of training, this cost no crisis text).
 */
const MIN_WORDS = 4;

/**
 * Whether the model knows enough of the words to be read at all: at least two content words it learned, alone or
 * in a pair with a neighbour (screening/features.ts modelKnowsEnough, for a model that keeps grammar words only in
 * pairs: "going over how I'd do it in my head" is known by "going over" and "head").
 */
export function modelCanRead(text: string, weights: Record<string, number> = CRISIS_MODEL.weights): boolean {
  const words = wordsOf(text);
  if (words.length < MIN_WORDS) return false;
  let known = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word.length < 3 || FUNCTION_WORDS.has(word) || GRAMMAR_WORDS.has(word)) continue;
    const learned =
      weights[`w:${word}`] !== undefined ||
      (i > 0 && weights[`b:${words[i - 1]} ${word}`] !== undefined) ||
      (i + 1 < words.length && weights[`b:${word} ${words[i + 1]}`] !== undefined);
    if (learned && ++known >= 2) return true;
  }
  return false;
}
