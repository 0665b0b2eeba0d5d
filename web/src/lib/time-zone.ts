/**
 * The browser's IANA time zone ("Europe/Berlin"), which the app sends for streaks, urge days and
 * reminders.
 *
 * Only Intl knows the zone's name, and the first Intl.DateTimeFormat of a page loads ICU's locale and
 * zone data: about 30 ms of a phone's CPU, a long task in the first view of every signed-in screen, which
 * sends the zone as a session starts (docs/performance.md). So the name is kept on this device (it is no
 * health data) with the zone's offsets from UTC in January and July of this year and now, which Date
 * gives cheaply. While those are the same the kept name is used: a zone that differs in none of them puts
 * every instant in the same calendar day. Travel, or a change of the device's zone, changes them, and the
 * name is asked for again.
 */
const KEY = 'time_zone';

/** The zone's offsets in January, July and now (minutes, as getTimezoneOffset gives them). */
export function offsetSignature(now: Date = new Date()): string {
  const year = now.getFullYear();
  return [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset(), now.getTimezoneOffset()].join(',');
}

function askIntl(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** What this device kept, if it is readable. */
function readKept(): { signature?: unknown; zone?: unknown } | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return kept && typeof kept === 'object' ? (kept as { signature?: unknown; zone?: unknown }) : null;
  } catch {
    return null;
  }
}

export function browserTimeZone(now: Date = new Date()): string {
  const signature = offsetSignature(now);
  const kept = readKept();
  if (kept && kept.signature === signature && typeof kept.zone === 'string' && kept.zone) return kept.zone;
  const zone = askIntl();
  try {
    localStorage.setItem(KEY, JSON.stringify({ signature, zone }));
  } catch {
    // Storage full or refused: the name is asked for again next time.
  }
  return zone;
}
