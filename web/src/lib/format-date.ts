/**
 * Dates as the person reads them: en-US words, in their own time zone (the browser's, which is
 * also the zone the app sends to the server for streaks). `timeZone` is for tests and nothing else.
 */

// Some ICU versions put a narrow no-break space before AM/PM; docs/product.md §49 writes a plain space.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

// Building a formatter costs far more than using one (each loads its locale data and patterns), and
// a journal page formats two dates per entry: one formatter per shape and zone, made on first use.
// A formatter keeps the zone it was made in, so the browser's own zone is part of the key through its
// current offset: a laptop carried to another zone gets new formatters.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const zone = timeZone ?? `local${new Date().getTimezoneOffset()}`;
  const key = `${JSON.stringify(options)}|${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return plainSpaces(formatter.format(new Date(iso)));
}

/** 'January 5, 2026' */
export function formatDate(iso: string, timeZone?: string): string {
  return format(iso, { year: 'numeric', month: 'long', day: 'numeric' }, timeZone);
}

/** 'Jan 5' — chart ticks, where space is short. */
export function formatShortDate(iso: string, timeZone?: string): string {
  return format(iso, { month: 'short', day: 'numeric' }, timeZone);
}

/** docs/product.md §49 "Journal": 'Monday, January 5, 2026 · 3:04 PM'. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const day = format(iso, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, timeZone);
  const time = format(iso, { hour: 'numeric', minute: '2-digit' }, timeZone);
  return `${day} · ${time}`;
}

/** 'Tuesday, November 24, 2026' — a day heading. */
export function formatDay(iso: string, timeZone?: string): string {
  return format(iso, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, timeZone);
}

/** '3:04 PM' */
export function formatTime(iso: string, timeZone?: string): string {
  return format(iso, { hour: 'numeric', minute: '2-digit' }, timeZone);
}

/** 'Tue' — a day in a week's row of bars. */
export function formatShortWeekday(iso: string, timeZone?: string): string {
  return format(iso, { weekday: 'short' }, timeZone);
}
