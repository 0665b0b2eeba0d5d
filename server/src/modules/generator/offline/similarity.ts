import { tokenize, words } from './text';

/** Words that carry no meaning of their own in an exposure title. */
const FILLER = new Set([
  'a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'into', 'it', 'of', 'on', 'or', 'the', 'then', 'to', 'with',
  'your', 'you', 'without', 'while', 'as', 'is', 'are', 'be', 'that', 'this', 'one', 'once',
]);

function contentWords(title: string): Set<string> {
  return new Set(words(title).filter((word) => !FILLER.has(word)));
}

/** Jaccard similarity of the content words of two titles, 0-1. */
export function titleSimilarity(a: string, b: string): number {
  const left = contentWords(a);
  const right = contentWords(b);
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Two items this alike offer the same practice twice; a hierarchy keeps one. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;

export function isNearDuplicate(a: string, b: string): boolean {
  return titleSimilarity(a, b) >= NEAR_DUPLICATE_SIMILARITY;
}

/** The stems of a text's content words ("the gym changing room" → gym, chang, room). */
export function contentStems(text: string): Set<string> {
  return new Set(tokenize(text).filter((token) => !FILLER.has(token.raw) && !/^(?:my|our|his|her|their|at|when|i|im|me)$/.test(token.raw)).map((token) => token.stem));
}
