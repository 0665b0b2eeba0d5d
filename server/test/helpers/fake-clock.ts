import type { Clock } from '../../src/lib/clock';

/** A clock tests move by hand: expiry, windows and retries without sleeping. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance({ minutes = 0, seconds = 0, hours = 0 }: { minutes?: number; seconds?: number; hours?: number }): void {
    this.current += ((hours * 60 + minutes) * 60 + seconds) * 1000;
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}
