/** Calendar days as the person lives them: YYYY-MM-DD in the browser's own time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of an instant. */
export function localDayOf(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day: calendar arithmetic, no zone. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'HH:MM' of an instant, local time (the value of an <input type="time">). */
export function localTimeOf(instant: Date): string {
  return `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The instant at 'HH:MM' on the local day of `day` (an instant), or null for a time that is not one. */
export function atLocalTime(day: Date, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const at = new Date(day);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return at;
}
