import { previousDay } from './calendar';

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Streaks over the person's own calendar days with at least one completed exposure session.
 * The current streak is the run ending today, or yesterday when today has no practice yet (the day
 * is not over). Both are computed from the session history every time, so they always agree with it.
 */
export function computeStreaks(practiceDays: Iterable<string>, today: string): Streaks {
  const days = new Set(practiceDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(previousDay(day))) continue; // not the start of a run
    let length = 1;
    let cursor = day;
    for (;;) {
      const next = nextDay(cursor);
      if (!days.has(next)) break;
      length += 1;
      cursor = next;
    }
    longest = Math.max(longest, length);
  }
  let current = 0;
  let cursor = days.has(today) ? today : previousDay(today);
  while (days.has(cursor)) {
    current += 1;
    cursor = previousDay(cursor);
  }
  return { current, longest };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
