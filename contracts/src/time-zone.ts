import { z } from 'zod';

/** Whether the runtime knows this IANA zone name (Intl refuses unknown ones). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name from the browser, such as Europe/Berlin: the person's own calendar days. */
export const timeZoneName = z
  .string()
  .max(64, 'A time zone name can be at most 64 characters.')
  .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Berlin.');
