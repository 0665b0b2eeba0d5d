/**
 * The one seam for time. Everything date-dependent (token expiry, rate-limit windows, mail retries,
 * later streaks and trials) takes a Clock so tests can move time without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
