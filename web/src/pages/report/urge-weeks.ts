import type { UrgeResponse } from '@ladder/contracts';
import { localDayOf, shiftDay } from '../../lib/local-day';

export interface UrgeWeekRow {
  compulsion: string;
  done: number;
  resisted: number;
  delayed: number;
}

export interface UrgeWeek {
  /** The Monday the week starts on, YYYY-MM-DD, in the browser's time zone (the person's own days). */
  start: string;
  rows: UrgeWeekRow[];
  /** The entries with a note, earliest first (shown only when the person asks for them). */
  notes: UrgeResponse[];
}

/** The Monday of the local week an instant falls in (ISO 8601 weeks). */
export function weekStartOf(instant: string): string {
  const day = localDayOf(new Date(instant));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return shiftDay(day, 1 - weekday);
}

/**
 * The urge log for the report (issue 17): per local week, newest first, how often each compulsion was
 * done, resisted or delayed. Compulsions that differ only in letter case are one; within a week the
 * most logged come first.
 */
export function urgeWeeks(urges: readonly UrgeResponse[]): UrgeWeek[] {
  const weeks = new Map<string, { rows: Map<string, UrgeWeekRow>; notes: UrgeResponse[] }>();
  const ordered = [...urges].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  for (const urge of ordered) {
    const start = weekStartOf(urge.occurred_at);
    const week = weeks.get(start) ?? { rows: new Map<string, UrgeWeekRow>(), notes: [] as UrgeResponse[] };
    weeks.set(start, week);
    const key = urge.compulsion.toLocaleLowerCase();
    const row = week.rows.get(key) ?? { compulsion: urge.compulsion, done: 0, resisted: 0, delayed: 0 };
    row[urge.outcome] += 1;
    week.rows.set(key, row);
    if (urge.note) week.notes.push(urge);
  }
  const total = (row: UrgeWeekRow) => row.done + row.resisted + row.delayed;
  return [...weeks.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([start, week]) => ({
      start,
      rows: [...week.rows.values()].sort((a, b) => total(b) - total(a) || a.compulsion.localeCompare(b.compulsion)),
      notes: week.notes,
    }));
}
