import { describe, expect, it } from 'vitest';
import { durationMinutes, elapsedSeconds, initialAnxiety, parseLikelihood, resumableStart } from './session-values';

const MINUTE = 60_000;

describe('session values', () => {
  it('starts the pre-rating at the latest anxiety, else the fear level (docs/product.md §37)', () => {
    expect(initialAnxiety({ latest_anxiety: 3, fear_level: 8 })).toBe(3);
    expect(initialAnxiety({ latest_anxiety: null, fear_level: 8 })).toBe(8);
  });

  it('rounds the duration to whole minutes (docs/product.md §37), never below 0 or above a day', () => {
    expect(durationMinutes(0, 89_999)).toBe(1);
    expect(durationMinutes(0, 90_000)).toBe(2);
    expect(durationMinutes(0, 29_000)).toBe(0);
    expect(durationMinutes(5000, 0)).toBe(0);
    expect(durationMinutes(0, 25 * 60 * MINUTE)).toBe(24 * 60);
  });

  it('counts whole elapsed seconds, never negative', () => {
    expect(elapsedSeconds(1000, 6999)).toBe(5);
    expect(elapsedSeconds(5000, 1000)).toBe(0);
  });

  it('resumes an open session younger than a day', () => {
    const now = Date.parse('2025-01-05T15:00:00.000Z');
    const open = (startedAt: string) => ({ open_session: { id: 's', started_at: startedAt, anxiety_level_pre: 5 } });
    expect(resumableStart({ open_session: null }, now)).toBeNull();
    expect(resumableStart(open('2025-01-05T14:59:00.000Z'), now)).toBe(now - MINUTE);
    expect(resumableStart(open('2025-01-04T15:00:00.000Z'), now)).toBeNull();
    expect(resumableStart(open('not a date'), now)).toBeNull();
  });

  it('reads the likelihood as a whole percent, or nothing', () => {
    expect(parseLikelihood('')).toBeNull();
    expect(parseLikelihood('  ')).toBeNull();
    expect(parseLikelihood('abc')).toBeNull();
    expect(parseLikelihood('40')).toBe(40);
    expect(parseLikelihood('40.6')).toBe(41);
    expect(parseLikelihood('150')).toBe(100);
    expect(parseLikelihood('-5')).toBe(0);
  });
});
