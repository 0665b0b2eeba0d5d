/**
 * The pure rules of exposures, without zod: the public pages show difficulty badges (an example
 * ladder) and load no schemas. exposures.ts re-exports them with the schemas.
 */

/** docs/product.md §33 difficulty badge: 1-3 green, 4-6 yellow, 7-10 red. */
export function difficultyBand(fearLevel: number): 'low' | 'medium' | 'high' {
  if (fearLevel <= 3) return 'low';
  if (fearLevel <= 6) return 'medium';
  return 'high';
}

/**
 * docs/product.md §34 progress bar: 100% when the initial fear is 1 or less or the values are not numbers;
 * otherwise (initial - current) / (initial - 1), clamped to 0-100%.
 */
export function exposureProgressPercent(initialFear: unknown, currentAnxiety: unknown): number {
  if (typeof initialFear !== 'number' || typeof currentAnxiety !== 'number') return 100;
  if (!Number.isFinite(initialFear) || !Number.isFinite(currentAnxiety) || initialFear <= 1) return 100;
  const percent = ((initialFear - currentAnxiety) / (initialFear - 1)) * 100;
  return Math.min(100, Math.max(0, percent));
}
