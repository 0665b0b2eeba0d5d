import type { YbocsSeverity } from '@ladder/contracts';

/**
 * The fear levels a hierarchy aims for (docs/clinical.md §4): a span from about
 * 2-3 up to 8-10, most first steps around 4-6, and several items per band so the person can vary
 * practice; order need not be strictly ascending (Knowles, Jessup & Olatunji 2023).
 *
 * Issue 16 (gradation): at least two items in each band 2-3, 4-6, 7-8 and 9-10 for one theme.
 * A more severe self-reported Y-BOCS adds lower steps and keeps the top around 8-9: Severe gets
 * one more easy step (at 4, so most steps stay in 4-6) and two in 9-10, both at 9; Extreme gets
 * two more at 2-3 and one 9 with no 10, so its hardest step sits below a milder person's (its
 * 9-10 band has one item: the severity rule wins over the band rule there). Mild and
 * Subclinical reach 10.
 */
const LOW_STEPS: Record<YbocsSeverity | 'unknown', number[]> = {
  Subclinical: [2, 3],
  Mild: [2, 3],
  Moderate: [2, 3],
  unknown: [2, 3],
  Severe: [2, 3, 4],
  Extreme: [2, 2, 3, 3],
};
const HIGH_STEPS: Record<YbocsSeverity | 'unknown', number[]> = {
  Subclinical: [7, 8, 9, 10],
  Mild: [7, 8, 9, 10],
  Moderate: [7, 8, 9, 10],
  unknown: [7, 8, 9, 10],
  Severe: [7, 8, 9, 9],
  Extreme: [7, 8, 9],
};
/** Middle steps fill from the centre outwards: 5 first, then 4 and 6. */
const MIDDLE_CYCLE = [5, 4, 6];

export const MIN_ITEMS = 8;
export const MAX_ITEMS = 12;

/** How many items: 10 for one focus, one more per extra theme, one more for Severe/Extreme. */
export function itemCount(themeCount: number, severity: YbocsSeverity | null): number {
  const extraForSeverity = severity === 'Severe' || severity === 'Extreme' ? 1 : 0;
  return Math.min(MAX_ITEMS, Math.max(MIN_ITEMS, 10 + Math.max(0, themeCount - 1) + extraForSeverity));
}

/** Target fear levels for `count` items, ascending. */
export function targetLevels(count: number, severity: YbocsSeverity | null): number[] {
  const low = LOW_STEPS[severity ?? 'unknown'];
  const high = HIGH_STEPS[severity ?? 'unknown'];
  const middle = Array.from({ length: Math.max(0, count - low.length - high.length) }, (_, index) => MIDDLE_CYCLE[index % MIDDLE_CYCLE.length] ?? 5);
  return [...low, ...middle, ...high].sort((a, b) => a - b);
}

/**
 * Splits `count` items across themes in proportion to their strength (largest remainder), with
 * at least `minimum` each so every matched theme gets a small ladder of its own.
 */
export function allocate(scores: readonly number[], count: number, minimum = 3): number[] {
  if (scores.length === 0) return [];
  const floor = Math.min(minimum, Math.floor(count / scores.length));
  const spare = count - floor * scores.length;
  const total = scores.reduce((sum, score) => sum + score, 0) || 1;
  const exact = scores.map((score) => (score / total) * spare);
  const counts = exact.map((share) => floor + Math.floor(share));
  const byRemainder = exact.map((share, index) => ({ index, remainder: share - Math.floor(share) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = count - counts.reduce((sum, value) => sum + value, 0);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/**
 * Deals the ascending levels out to themes so each theme gets its own spread from low to high
 * (a proportional interleave), rather than one theme taking all the easy steps.
 */
export function dealLevels(levels: readonly number[], counts: readonly number[]): number[][] {
  const dealt: number[][] = counts.map(() => []);
  const total = levels.length;
  levels.forEach((level, position) => {
    let best = 0;
    let bestLag = -Infinity;
    counts.forEach((count, index) => {
      const lag = (count * (position + 1)) / total - (dealt[index]?.length ?? 0);
      if ((dealt[index]?.length ?? 0) < count && lag > bestLag) {
        best = index;
        bestLag = lag;
      }
    });
    dealt[best]?.push(level);
  });
  return dealt;
}
