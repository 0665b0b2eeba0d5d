import { screeningForm, writeOutContractions } from './normalise';

/**
 * The features the small safety models read (crisis/model.ts, items/model.ts), from the screening
 * form: words, word pairs, words under a negation, and the four-letter groups inside words (which
 * carry misspellings the spelling correction does not know). L2-normalised, so long and short texts
 * weigh alike. Words in `ignore` count for nothing (for words that say how a text is written rather
 * than what it asks). Words in `pairsOnly` count only in the pairs they make ("kill myself", "to be"): alone they
 * say how a sentence is built, not what it is about.
 */
const NEGATIONS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'zero', 'without', 'nor']);
const NEGATION_REACH = 3;
const LETTER_GROUP = 4;
/** Letter groups weigh less than whole words: they carry misspellings, not meaning. */
const LETTER_GROUP_WEIGHT = 0.3;
const NOTHING: ReadonlySet<string> = new Set();

export function textFeatures(text: string, ignore: ReadonlySet<string> = NOTHING, pairsOnly: ReadonlySet<string> = NOTHING): Map<string, number> {
  const features = new Map<string, number>();
  const add = (key: string, value = 1) => features.set(key, (features.get(key) ?? 0) + value);
  const words = wordsOf(text);
  let negated = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (negated > 0 && !ignore.has(word)) add(`n:${word}`);
    negated = NEGATIONS.has(word) ? NEGATION_REACH : Math.max(0, negated - 1);
    if (ignore.has(word)) continue;
    if (next !== undefined && !ignore.has(next)) add(`b:${word} ${next}`);
    if (pairsOnly.has(word)) continue;
    add(`w:${word}`);
    const padded = `<${word}>`;
    for (let start = 0; start + LETTER_GROUP <= padded.length; start += 1) add(`c:${padded.slice(start, start + LETTER_GROUP)}`, LETTER_GROUP_WEIGHT);
  }
  let norm = 0;
  for (const value of features.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [key, value] of features) features.set(key, value / norm);
  return features;
}

export function wordsOf(text: string): string[] {
  return writeOutContractions(screeningForm(text))
    .split(/[^a-z0-9']+/)
    .filter((word) => word !== '');
}

/** A trained logistic model: a bias, a threshold and one weight per feature it kept. */
export interface LinearModel {
  bias: number;
  threshold: number;
  /** Phrases the weights were learned from, per source: a test checks none is missing. */
  trainedOn: Record<string, number>;
  weights: Record<string, number>;
}

export function scoreWith(model: Pick<LinearModel, 'bias' | 'weights'>, features: Map<string, number>): number {
  let z = model.bias;
  for (const [key, value] of features) z += (model.weights[key] ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'but', 'for', 'not', 'you', 'are', 'was', 'would', 'will', 'have', 'has', 'had', 'this', 'that', 'with', 'from', 'just', 'all', 'can', 'its', 'his', 'her', 'she', 'him', 'they', 'them', 'our', 'out', 'who', 'what', 'when', 'how', 'any', 'too', 'very', 'really', 'your']);

/**
 * Whether a model has anything to go on: at least two words it learned, besides function words.
 * Text in no language it knows ("justo mi non purus", markup, random letters) gets no score; the
 * model's output on it would be noise around its prior.
 */
export function modelKnowsEnough(text: string, weights: Record<string, number>): boolean {
  let known = 0;
  for (const word of wordsOf(text)) {
    if (word.length >= 3 && !FUNCTION_WORDS.has(word) && weights[`w:${word}`] !== undefined && ++known >= 2) return true;
  }
  return false;
}
