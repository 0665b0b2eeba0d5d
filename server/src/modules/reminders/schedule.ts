/**
 * When a reminder is due: a local wall-clock time in an IANA zone, turned into instants with the
 * zone's own daylight-saving rules (Intl, the runtime's time-zone database). Pure functions of their
 * arguments; the caller passes the clock's "now" (docs/practice.md §7).
 *
 * A local time that does not exist on a day (the spring-forward gap, 02:30 in Berlin on the last
 * Sunday of March) is read with the offset before the gap, so it lands as much later as the clock
 * jumped (03:30), as RFC 5545 §3.3.5 and Temporal's "compatible" disambiguation do. A local time
 * that happens twice (the autumn fall-back) is the first of the two.
 */

export interface ReminderSchedule {
  /** "HH:MM", 24-hour. */
  time: string;
  /** IANA name. */
  timeZone: string;
  /** ISO weekday (1 = Monday … 7 = Sunday) for a weekly reminder; null: every day. */
  weekday: number | null;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in the zone at an instant, as if it were UTC (milliseconds), to do arithmetic on. */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds: Intl shows no less). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAt(instant - (instant % 1000), timeZone) - (instant - (instant % 1000));
}

/** The person's calendar day at an instant, "YYYY-MM-DD". */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant at which the zone's clocks show `time` on `day` (see the module note for gaps and overlaps). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/**
 * The first occurrence of the schedule at or after `from`, skipping the local day `skipDay` (the
 * day one was last sent on: never two on one local day).
 */
export function nextOccurrence(schedule: ReminderSchedule, from: Date, skipDay: string | null = null): Date {
  const firstDay = addDays(localDay(from, schedule.timeZone), -1);
  for (let offset = 0; offset < 10; offset += 1) {
    const day = addDays(firstDay, offset);
    if (day === skipDay) continue;
    if (schedule.weekday !== null && isoWeekday(day) !== schedule.weekday) continue;
    const instant = zonedInstant(day, schedule.time, schedule.timeZone);
    if (instant.getTime() >= from.getTime()) return instant;
  }
  throw new Error('No occurrence of the reminder within ten days.');
}

/** The start of the minute an instant falls in. */
export function startOfMinute(instant: Date): Date {
  return new Date(instant.getTime() - (instant.getTime() % 60_000));
}
