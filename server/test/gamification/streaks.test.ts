import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/modules/gamification/calendar';
import fc from 'fast-check';
import { addPracticeDay, computeStreaks, streakInputs, streaksFrom, type StreakInputs } from '../../src/modules/gamification/streaks';
import { nextMilestone, reachedMilestones } from '../../src/modules/gamification/milestones';

describe('calendar days in the person’s time zone', () => {
  it('the same instant is a different day in different zones (a streak across midnight)', () => {
    const instant = new Date('2026-03-10T02:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-10');
    expect(localDay(instant, 'America/New_York')).toBe('2026-03-09');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-10T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
  });

  it('a daylight-saving change neither skips nor repeats a day', () => {
    // US clocks go forward on 2026-03-08; the day before and after are consecutive calendar days.
    const days = ['2026-03-07T23:00:00-05:00', '2026-03-08T23:00:00-04:00', '2026-03-09T23:00:00-04:00'].map((iso) =>
      localDay(new Date(iso), 'America/New_York'),
    );
    expect(days).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(computeStreaks(days, '2026-03-09')).toEqual({ current: 3, longest: 3 });
    // Europe falls back on 2026-10-25: 00:30 local on the 26th is still the 26th.
    expect(localDay(new Date('2026-10-25T23:30:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });
});

describe('streaks', () => {
  it('counts the run ending today', () => {
    expect(computeStreaks(['2026-01-01', '2026-01-02', '2026-01-03'], '2026-01-03')).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the current streak alive through today until the day is over', () => {
    expect(computeStreaks(['2026-01-01', '2026-01-02'], '2026-01-03')).toEqual({ current: 2, longest: 2 });
  });

  it('a missed day ends the current streak and the longest is preserved', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-06', '2026-01-07'];
    expect(computeStreaks(days, '2026-01-07')).toEqual({ current: 2, longest: 4 });
    expect(computeStreaks(days, '2026-01-09')).toEqual({ current: 0, longest: 4 });
  });

  it('several sessions on one day count once; no practice means zero', () => {
    expect(computeStreaks(['2026-01-05', '2026-01-05'], '2026-01-05')).toEqual({ current: 1, longest: 1 });
    expect(computeStreaks([], '2026-01-05')).toEqual({ current: 0, longest: 0 });
  });

  it('runs across month and year ends', () => {
    expect(computeStreaks(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01')).toEqual({ current: 3, longest: 3 });
    expect(computeStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toEqual({ current: 3, longest: 3 });
  });
});

describe('milestones', () => {
  it('reaches every rung at or below the metric', () => {
    const codes = reachedMilestones({ sessions: 5, longestStreak: 3, points: 60 }).map((m) => m.code);
    expect(codes).toEqual(['exposures-1', 'exposures-5', 'streak-3', 'points-50']);
  });

  it('the next milestone is the unachieved rung closest to done, with its progress', () => {
    const earned = new Set(['exposures-1', 'exposures-5', 'streak-3', 'points-50']);
    expect(nextMilestone({ sessions: 8, longestStreak: 3, points: 90 }, earned)).toEqual({
      title: 'Building the habit',
      current: 8,
      target: 10,
      progress_percent: 80,
      description: 'Complete 10 exposure sessions.',
    });
    expect(nextMilestone({ sessions: 0, longestStreak: 0, points: 0 }, new Set())).toMatchObject({ current: 0, progress_percent: 0 });
  });
});

describe('streak inputs kept instead of the history (decision 031)', () => {
  const dayOf = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  const days = fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 });

  it('answer as computeStreaks over the days, for any today on or after the latest day', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 5 }), (offsets, after) => {
        const list = offsets.map(dayOf);
        const today = dayOf(Math.max(0, ...offsets) + after);
        expect(streaksFrom(streakInputs(list), today)).toEqual(computeStreaks(list, today));
      }),
      { numRuns: 500 },
    );
  });

  it('added one day at a time in order, equal the inputs counted at once; a day before the latest asks for a recount', () => {
    fc.assert(
      fc.property(days, (offsets) => {
        const sorted = [...offsets].sort((a, b) => a - b).map(dayOf);
        let inputs: StreakInputs | undefined = { longest: 0, lastDay: null, lastRun: 0 };
        for (const day of sorted) inputs = addPracticeDay(inputs!, day);
        expect(inputs).toEqual(streakInputs(sorted));
      }),
      { numRuns: 500 },
    );
    expect(addPracticeDay({ longest: 3, lastDay: '2026-01-10', lastRun: 3 }, '2026-01-09')).toBeUndefined();
    expect(streaksFrom({ longest: 3, lastDay: '2026-01-10', lastRun: 3 }, '2026-01-09')).toBeUndefined();
  });
});
