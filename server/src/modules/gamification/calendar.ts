/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with
 * it (it dominated the stats route's profile), and the set of zones in use is small.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; DST-safe because it formats the instant. */
export function localDay(instant: Date, timeZone: string): string {
  return dayFormatter(timeZone).format(instant);
}

/** The day before a YYYY-MM-DD day (calendar arithmetic in UTC, no time zone involved). */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
