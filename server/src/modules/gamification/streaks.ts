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

/**
 * What a streak needs to be known later without the history (decision 031): the longest run, and
 * the latest practice day with the length of the run ending on it.
 */
export interface StreakInputs {
  longest: number;
  lastDay: string | null;
  lastRun: number;
}

export function streakInputs(practiceDays: Iterable<string>): StreakInputs {
  const days = [...new Set(practiceDays)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && nextDay(previous) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { longest, lastDay: previous, lastRun: run };
}

/**
 * The inputs after one more practice day, or undefined when that day is before the latest one (a
 * back-dated row or a moved clock): only a recount from the history is right then.
 */
export function addPracticeDay(inputs: StreakInputs, day: string): StreakInputs | undefined {
  if (inputs.lastDay === null) return { longest: Math.max(inputs.longest, 1), lastDay: day, lastRun: 1 };
  if (day === inputs.lastDay) return inputs;
  if (day < inputs.lastDay) return undefined;
  const lastRun = nextDay(inputs.lastDay) === day ? inputs.lastRun + 1 : 1;
  return { longest: Math.max(inputs.longest, lastRun), lastDay: day, lastRun };
}

/**
 * The streaks from the inputs, equal to computeStreaks over the days they summarise; undefined when
 * the latest practice day is after today (then only the history can say, as computeStreaks does).
 */
export function streaksFrom(inputs: StreakInputs, today: string): Streaks | undefined {
  if (inputs.lastDay !== null && inputs.lastDay > today) return undefined;
  const current = inputs.lastDay === today || inputs.lastDay === previousDay(today) ? inputs.lastRun : 0;
  return { current, longest: inputs.longest };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
