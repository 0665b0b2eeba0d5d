import { screeningForm } from '../screening/normalise';
import { writeOutContractions } from './framing';
import { CRISIS_MODEL_WEIGHTS } from './model-weights';

/**
 * A small logistic model of crisis language, beside the phrase lists (docs/decisions/017). The
 * lists read what they were written for; people say it in more ways than any list holds ("death
 * sounds so peaceful rn", "my whole existence is just a weight on my family"). The model reads the
 * same screening form and weighs words, word pairs, words under a negation, and the four-letter
 * groups inside words (which carry misspellings the spelling correction does not know), learned from the labelled sets in server/test/safety/sets/crisis/ by
 * bench/safety/train-crisis-model.ts into model-weights.ts (deterministic; the weights are committed,
 * nothing is downloaded). It never overrules a negation or an OCD look-alike the rules recognise: screen.ts
 * decides what its score may change.
 */
export interface CrisisModel {
  bias: number;
  threshold: number;
  /** Labelled phrases the weights were learned from, per set file: a test checks none is missing. */
  trainedOn: Record<string, number>;
  weights: Record<string, number>;
}

const NEGATIONS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'zero', 'without', 'nor']);
const NEGATION_REACH = 3;
const LETTER_GROUP = 4;
/** Letter groups weigh less than whole words: they carry misspellings, not meaning. */
const LETTER_GROUP_WEIGHT = 0.3;

/** The features of a text, L2-normalised so long and short texts weigh alike. */
export function crisisFeatures(text: string): Map<string, number> {
  const words = writeOutContractions(screeningForm(text))
    .split(/[^a-z0-9']+/)
    .filter((word) => word !== '');
  const features = new Map<string, number>();
  const add = (key: string, value = 1) => features.set(key, (features.get(key) ?? 0) + value);
  let negated = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    add(`w:${word}`);
    if (negated > 0) add(`n:${word}`);
    negated = NEGATIONS.has(word) ? NEGATION_REACH : Math.max(0, negated - 1);
    if (i + 1 < words.length) add(`b:${word} ${words[i + 1]}`);
    const padded = `<${word}>`;
    for (let start = 0; start + LETTER_GROUP <= padded.length; start += 1) add(`c:${padded.slice(start, start + LETTER_GROUP)}`, LETTER_GROUP_WEIGHT);
  }
  let norm = 0;
  for (const value of features.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [key, value] of features) features.set(key, value / norm);
  return features;
}

export function scoreWith(model: Pick<CrisisModel, 'bias' | 'weights'>, features: Map<string, number>): number {
  let z = model.bias;
  for (const [key, value] of features) z += (model.weights[key] ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

export const CRISIS_MODEL: CrisisModel = CRISIS_MODEL_WEIGHTS;

/** The model's probability that the text is crisis language (0-1). */
export function crisisScore(text: string): number {
  return scoreWith(CRISIS_MODEL, crisisFeatures(text));
}
