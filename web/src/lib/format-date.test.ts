import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortDate } from './format-date';

// 20:04 UTC on Monday 5 January 2026. (docs/product.md §49's example, 'Monday, January 5, 2025', names a day that
// was a Sunday; the format is what counts.)
const INSTANT = '2026-01-05T20:04:00.000Z';

describe('format-date', () => {
  it.each([
    ['America/New_York', 'Monday, January 5, 2026 · 3:04 PM'],
    ['Europe/Berlin', 'Monday, January 5, 2026 · 9:04 PM'],
    ['Asia/Tokyo', 'Tuesday, January 6, 2026 · 5:04 AM'],
  ])('writes a journal date-time in %s as "%s"', (zone, expected) => {
    expect(formatDateTime(INSTANT, zone)).toBe(expected);
  });

  it('writes dates in the given zone', () => {
    expect(formatDate(INSTANT, 'America/New_York')).toBe('January 5, 2026');
    expect(formatDate(INSTANT, 'Asia/Tokyo')).toBe('January 6, 2026');
    expect(formatShortDate(INSTANT, 'America/New_York')).toBe('Jan 5');
  });

  describe("in the browser's own zone", () => {
    const before = process.env.TZ;
    afterEach(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('follows the zone when it changes (formatters are reused, and keep the zone they were made in)', () => {
      process.env.TZ = 'America/New_York';
      expect(formatDateTime(INSTANT)).toBe('Monday, January 5, 2026 · 3:04 PM');
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDateTime(INSTANT)).toBe('Tuesday, January 6, 2026 · 5:04 AM');
      process.env.TZ = 'America/New_York';
      expect(formatDateTime(INSTANT)).toBe('Monday, January 5, 2026 · 3:04 PM');
    });
  });
});
