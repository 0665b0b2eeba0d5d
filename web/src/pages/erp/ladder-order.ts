import type { ExposureResponse, ExposureStatus } from '@ladder/contracts';

/**
 * The order each tab of the ERP page lists its exposures in (issue 16, "easiest first"; docs/clinical.md §4
 * on hierarchies: practice starts around the middle of the ladder, never at its top):
 * - not started: by rated fear, easiest first (then the order they were added);
 * - in progress: the one practised most recently first, so "Continue" is at hand;
 * - completed: the newest first, as before.
 */
// Timestamps are ISO 8601 in UTC from the server, so their characters order them; unlike localeCompare this
// loads no ICU collation data in /erp's first view (docs/performance.md).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function orderExposures(items: readonly ExposureResponse[], status: ExposureStatus): ExposureResponse[] {
  const list = [...items];
  if (status === 'not_started') {
    return list.sort((a, b) => a.fear_level - b.fear_level || byText(a.created_at, b.created_at));
  }
  if (status === 'in_progress') {
    return list.sort((a, b) => byText(b.last_practised_at ?? b.created_at, a.last_practised_at ?? a.created_at));
  }
  return list.sort((a, b) => byText(b.created_at, a.created_at));
}

/** The band the first exposure should come from: hard enough to learn from, not overwhelming. */
export const FIRST_STEP_BAND = { min: 4, max: 6 } as const;

/**
 * The not-started exposure marked "Start here": the easiest one in the 4–6 band; without one there,
 * the easiest at 4 or above; failing that, the hardest of the easy ones (so there is always a first
 * step while the list is not empty).
 */
export function firstStepId(notStarted: readonly ExposureResponse[]): string | null {
  const ordered = orderExposures(notStarted, 'not_started');
  const inBand = ordered.find((item) => item.fear_level >= FIRST_STEP_BAND.min && item.fear_level <= FIRST_STEP_BAND.max);
  const above = ordered.find((item) => item.fear_level > FIRST_STEP_BAND.max);
  return (inBand ?? above ?? ordered.at(-1))?.id ?? null;
}
