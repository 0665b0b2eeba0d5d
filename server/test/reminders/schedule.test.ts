import { describe, expect, it } from 'vitest';
import { localDay, nextOccurrence, zonedInstant } from '../../src/modules/reminders/schedule';

/** Local times to instants with each zone's own rules (docs/practice.md §7; decision 022). */
describe('zonedInstant', () => {
  it.each([
    ['2025-03-29', '07:00', 'Europe/Berlin', '2025-03-29T06:00:00.000Z'],
    ['2025-03-31', '07:00', 'Europe/Berlin', '2025-03-31T05:00:00.000Z'],
    // spring-forward gap: read with the offset before the gap (RFC 5545 §3.3.5)
    ['2025-03-30', '02:00', 'Europe/Berlin', '2025-03-30T01:00:00.000Z'],
    ['2025-03-30', '02:59', 'Europe/Berlin', '2025-03-30T01:59:00.000Z'],
    ['2025-03-30', '03:00', 'Europe/Berlin', '2025-03-30T01:00:00.000Z'],
    ['2025-03-09', '02:30', 'America/New_York', '2025-03-09T07:30:00.000Z'],
    // fall-back overlap: the first of the two
    ['2025-10-26', '02:30', 'Europe/Berlin', '2025-10-26T00:30:00.000Z'],
    ['2025-11-02', '01:30', 'America/New_York', '2025-11-02T05:30:00.000Z'],
    ['2025-11-02', '02:00', 'America/New_York', '2025-11-02T07:00:00.000Z'],
    // southern hemisphere, half-hour and 45-minute offsets, no daylight saving
    ['2025-04-06', '02:30', 'Australia/Sydney', '2025-04-05T15:30:00.000Z'],
    ['2025-10-05', '02:30', 'Australia/Sydney', '2025-10-04T16:30:00.000Z'],
    ['2025-06-01', '00:00', 'Pacific/Chatham', '2025-05-31T11:15:00.000Z'],
    ['2025-06-01', '23:59', 'Asia/Kathmandu', '2025-06-01T18:14:00.000Z'],
    ['2025-01-15', '12:00', 'UTC', '2025-01-15T12:00:00.000Z'],
    ['2024-02-29', '08:00', 'Asia/Tokyo', '2024-02-28T23:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(expected);
  });

  it('round-trips every minute of a change day that exists', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const instant = zonedInstant('2025-10-26', time, 'Europe/Berlin');
      const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
      expect(shown).toBe(time);
      expect(localDay(instant, 'Europe/Berlin')).toBe('2025-10-26');
    }
  });
});

describe('nextOccurrence', () => {
  const daily = { time: '07:00', timeZone: 'Europe/Berlin', weekday: null };

  it('is the same instant when it is now, and tomorrow once it has passed', () => {
    expect(nextOccurrence(daily, new Date('2025-03-29T06:00:00Z')).toISOString()).toBe('2025-03-29T06:00:00.000Z');
    expect(nextOccurrence(daily, new Date('2025-03-29T06:00:00.001Z')).toISOString()).toBe('2025-03-30T05:00:00.000Z');
  });

  it('skips the local day one was already sent on', () => {
    expect(nextOccurrence(daily, new Date('2025-03-29T05:00:00Z'), '2025-03-29').toISOString()).toBe('2025-03-30T05:00:00.000Z');
  });

  it('serves a weekly kind (a booster reminder) on its ISO weekday', () => {
    const mondays = { time: '18:00', timeZone: 'America/New_York', weekday: 1 };
    expect(nextOccurrence(mondays, new Date('2025-11-01T12:00:00Z')).toISOString()).toBe('2025-11-03T23:00:00.000Z');
    const sundays = { ...mondays, weekday: 7 };
    expect(nextOccurrence(sundays, new Date('2025-11-01T12:00:00Z')).toISOString()).toBe('2025-11-02T23:00:00.000Z');
    expect(nextOccurrence(sundays, new Date('2025-11-02T23:00:01Z')).toISOString()).toBe('2025-11-09T23:00:00.000Z');
  });
});
