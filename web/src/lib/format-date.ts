/**
 * Dates as the person reads them: en-US words, in their own time zone (the browser's, which is
 * also the zone the app sends to the server for streaks). `timeZone` 'UTC' is for calendar days sent as
 * noon UTC (the urge views); other zones are for tests.
 *
 * In the browser's own zone and in UTC the words are put together here from the Date's fields, not by
 * Intl.DateTimeFormat: the first formatter of a page loads ICU's locale data and patterns, about 30 ms of
 * a phone's CPU (120 ms at the four times slower CPU Lighthouse simulates), one long task in the first
 * view of every screen that shows a date (docs/performance.md). The shapes are few and fixed (en-US is the
 * app's only language), and a test holds each to Intl's own output across zones and instants.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// Some ICU versions put a narrow no-break space before AM/PM; docs/product.md §49 writes a plain space.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

// In another named zone (tests): building a formatter costs far more than using one, so one per shape and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function inZone(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string): string {
  const key = `${JSON.stringify(options)}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return plainSpaces(formatter.format(new Date(iso)));
}

/** A date's fields in the browser's zone, or in UTC (a calendar day sent as noon UTC). */
interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

/** The instant's fields, or null for another named zone (Intl writes those); an unreadable instant throws, as Intl's format does. */
function fields(iso: string, timeZone: string | undefined): Fields | null {
  if (timeZone !== undefined && timeZone !== 'UTC') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return timeZone === 'UTC'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay(), hours: date.getHours(), minutes: date.getMinutes() };
}

const longDate = (f: Fields) => `${MONTHS[f.month]} ${f.day}, ${f.year}`;
const clock = (f: Fields) => `${f.hours % 12 === 0 ? 12 : f.hours % 12}:${String(f.minutes).padStart(2, '0')} ${f.hours < 12 ? 'AM' : 'PM'}`;

/** 'January 5, 2026' */
export function formatDate(iso: string, timeZone?: string): string {
  const f = fields(iso, timeZone);
  return f ? longDate(f) : inZone(iso, { year: 'numeric', month: 'long', day: 'numeric' }, timeZone!);
}

/** 'Jan 5' — chart ticks, where space is short. */
export function formatShortDate(iso: string, timeZone?: string): string {
  const f = fields(iso, timeZone);
  return f ? `${MONTHS[f.month]!.slice(0, 3)} ${f.day}` : inZone(iso, { month: 'short', day: 'numeric' }, timeZone!);
}

/** docs/product.md §49 "Journal": 'Monday, January 5, 2026 · 3:04 PM'. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return `${formatDay(iso, timeZone)} · ${formatTime(iso, timeZone)}`;
}

/** 'Tuesday, November 24, 2026' — a day heading. */
export function formatDay(iso: string, timeZone?: string): string {
  const f = fields(iso, timeZone);
  return f ? `${WEEKDAYS[f.weekday]}, ${longDate(f)}` : inZone(iso, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, timeZone!);
}

/** '3:04 PM' */
export function formatTime(iso: string, timeZone?: string): string {
  const f = fields(iso, timeZone);
  return f ? clock(f) : inZone(iso, { hour: 'numeric', minute: '2-digit' }, timeZone!);
}

/** 'Tue' — a day in a week's row of bars. */
export function formatShortWeekday(iso: string, timeZone?: string): string {
  const f = fields(iso, timeZone);
  return f ? WEEKDAYS[f.weekday]!.slice(0, 3) : inZone(iso, { weekday: 'short' }, timeZone!);
}
