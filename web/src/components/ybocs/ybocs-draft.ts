import { YBOCS_ITEM_KEYS, type YbocsAnswer, type YbocsItemKey, type YbocsResponses } from '@ladder/contracts';

/** The answers given so far, in the intake or the dashboard's retake. */
export type YbocsDraft = Partial<Record<YbocsItemKey, YbocsAnswer>>;

/** All ten answered (docs/product.md §27), in the contract's key order; null while any is missing. */
export function completeYbocsResponses(answers: YbocsDraft): YbocsResponses | null {
  const entries = YBOCS_ITEM_KEYS.map((key) => [key, answers[key]] as const);
  if (entries.some(([, answer]) => answer === undefined)) return null;
  return Object.fromEntries(entries) as YbocsResponses;
}

export function answeredCount(answers: YbocsDraft): number {
  return YBOCS_ITEM_KEYS.filter((key) => answers[key] !== undefined).length;
}
