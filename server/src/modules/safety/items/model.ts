import { modelKnowsEnough, scoreWith, textFeatures, wordsOf, type LinearModel } from '../screening/features';
import { ITEM_MODEL_WEIGHTS } from './model-weights';
import { legitimateWork } from './patterns/legitimate';

/**
 * A small logistic model of dangerous exposure steps, behind the phrase lists of patterns/
 * (docs/decisions/017). The lists read what they were written for; the model catches dangerous
 * steps said in words nobody listed ("ambulate unaccompanied through the municipal park between
 * 02:00 and 04:00"). Trained by bench/safety/train-item-model.ts on the labelled item sets and the
 * offline library (which it must never flag); it only adds to the lists, and never removes the
 * legitimate work docs/clinical.md §15 names (patterns/legitimate.ts).
 */
export const ITEM_MODEL: LinearModel = ITEM_MODEL_WEIGHTS;

/**
 * Words that say how an item is written, not what it asks: on a few hundred items the model would
 * otherwise learn the writers' style ("as an exposure", "the") and read "Secret exposure title" as
 * dangerous.
 */
export const ITEM_STYLE_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'then', 'so', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'it', 'its', 'this',
  'that', 'these', 'those', 'is', 'are', 'be', 'was', 'were', 'you', 'your', 'yours', 'yourself', 'i', 'my', 'me', 'we', 'our', 'do', 'does',
  'exposure', 'exposures', 'step', 'steps', 'item', 'items', 'task', 'practice', 'practise', 'exercise', 'title', 'description', 'minutes',
  'minute', 'mins', 'seconds', 'hour', 'hours', 'today', 'week', 'day', 'time', 'times', 'once', 'while', 'will', 'can', 'just', 'very', 'really',
  'through', 'into', 'out', 'up', 'down', 'over', 'after', 'before', 'about', 'all', 'some', 'any', 'one', 'two', 'three', 'five', 'ten',
]);

/** A few words say too little for the model: "Sit on the floor of the train" is left to the lists. */
const MIN_CONTENT_WORDS = 6;
function contentWords(text: string): number {
  return wordsOf(text).filter((word) => !ITEM_STYLE_WORDS.has(word)).length;
}

/** The features the item model reads. */
export function itemFeatures(text: string): Map<string, number> {
  return textFeatures(text, ITEM_STYLE_WORDS);
}

/** Whether the model reads the step as dangerous, with the committed weights or those given (the bench). */
export function itemModelVerdict(text: string, model: Pick<LinearModel, 'bias' | 'threshold' | 'weights'> = ITEM_MODEL): boolean {
  const instructions = withoutProhibitions(text);
  if (!modelKnowsEnough(instructions, model.weights) || legitimateWork(text) || contentWords(instructions) < MIN_CONTENT_WORDS) return false;
  return scoreWith(model, itemFeatures(instructions)) > model.threshold;
}

/**
 * The sentences that ask for something: a prohibition ("Do not leave the hob on") names a danger to
 * avoid it. Where the prohibition is itself the harm ("Do not take your tablets"), the phrase lists
 * say so; the model does not read prohibitions at all.
 */
const PROHIBITION = /^\s*(?:do not|don't|dont|never|no|avoid|without|resist|refrain|stop yourself|hold off|hold back)\b/i;
function withoutProhibitions(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+/)
    .filter((sentence) => !PROHIBITION.test(sentence))
    .join(' ');
}
