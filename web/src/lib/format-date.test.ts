import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatShortDate, formatShortWeekday, formatTime } from './format-date';

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

    // The browser's own zone is written without Intl (no ICU data in the first view): every shape must
    // read exactly as Intl's en-US formatter writes it in that zone.
    it.each(['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'])(
      'writes every shape as Intl does in %s, for any instant',
      (zone) => {
        process.env.TZ = zone;
        const shapes = [formatDate, formatShortDate, formatDateTime, formatDay, formatTime, formatShortWeekday];
        fc.assert(
          fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
            const iso = date.toISOString();
            for (const shape of shapes) expect(shape(iso)).toBe(shape(iso, zone));
            // UTC is written by hand too (calendar days sent as noon UTC): held to Intl's own words.
            const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date).replace(/\u202f/g, ' ');
            expect(formatDate(iso, 'UTC')).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' }));
            expect(formatShortDate(iso, 'UTC')).toBe(intl({ month: 'short', day: 'numeric' }));
            expect(formatDay(iso, 'UTC')).toBe(intl({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }));
            expect(formatTime(iso, 'UTC')).toBe(intl({ hour: 'numeric', minute: '2-digit' }));
            expect(formatShortWeekday(iso, 'UTC')).toBe(intl({ weekday: 'short' }));
          }),
          { numRuns: 200 },
        );
      },
    );

    it('throws on an unreadable date, as Intl does', () => {
      expect(() => formatDate('not a date')).toThrow(RangeError);
      expect(() => formatDate('not a date', 'UTC')).toThrow(RangeError);
    });

    it('follows the zone when it changes', () => {
      process.env.TZ = 'America/New_York';
      expect(formatDateTime(INSTANT)).toBe('Monday, January 5, 2026 · 3:04 PM');
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDateTime(INSTANT)).toBe('Tuesday, January 6, 2026 · 5:04 AM');
      process.env.TZ = 'America/New_York';
      expect(formatDateTime(INSTANT)).toBe('Monday, January 5, 2026 · 3:04 PM');
    });
  });
});
