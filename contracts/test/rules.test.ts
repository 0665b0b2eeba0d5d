import { describe, expect, it } from 'vitest';
import {
  allowsPractice,
  difficultyBand,
  exposureProgressPercent,
  normaliseItems,
  percentChange,
  scoreYbocs,
  ybocsSeverity,
  type YbocsResponses,
} from '../src';

const answers = (value: '0' | '1' | '2' | '3' | '4'): YbocsResponses => ({
  time_spent_obsessing: value,
  obsession_interference: value,
  obsession_distress: value,
  obsession_resistance: value,
  obsession_control: value,
  time_spent_compulsing: value,
  compulsion_interference: value,
  compulsion_distress: value,
  compulsion_resistance: value,
  compulsion_control: value,
});

describe('Y-BOCS scoring (Goodman et al. 1989; bands of docs/product.md §45)', () => {
  it('sums items 1-5 and 6-10 into subtotals and a total', () => {
    expect(scoreYbocs({ ...answers('0'), time_spent_obsessing: '4', compulsion_control: '3' })).toEqual({
      total: 7,
      obsessions: 4,
      compulsions: 3,
      severity: 'Subclinical',
    });
    expect(scoreYbocs(answers('4'))).toMatchObject({ total: 40, obsessions: 20, compulsions: 20, severity: 'Extreme' });
  });

  it.each([
    [0, 'Subclinical'],
    [7, 'Subclinical'],
    [8, 'Mild'],
    [15, 'Mild'],
    [16, 'Moderate'],
    [23, 'Moderate'],
    [24, 'Severe'],
    [31, 'Severe'],
    [32, 'Extreme'],
    [40, 'Extreme'],
  ] as const)('a total of %i is %s', (total, severity) => {
    expect(ybocsSeverity(total)).toBe(severity);
  });

  it('percent change is rounded and null without a previous score', () => {
    expect(percentChange(30, 20)).toBe(-33);
    expect(percentChange(20, 25)).toBe(25);
    expect(percentChange(null, 20)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 5)).toBeNull();
  });
});

describe('exposure rules', () => {
  it.each([
    [1, 'low'],
    [3, 'low'],
    [4, 'medium'],
    [6, 'medium'],
    [7, 'high'],
    [10, 'high'],
  ] as const)('fear %i has the %s difficulty band (docs/product.md §33)', (fear, band) => {
    expect(difficultyBand(fear)).toBe(band);
  });

  it('progress is (initial - current) / (initial - 1), clamped, 100% when initial is 1 or less (docs/product.md §34)', () => {
    expect(exposureProgressPercent(7, 4)).toBe(50);
    expect(exposureProgressPercent(7, 7)).toBe(0);
    expect(exposureProgressPercent(7, 1)).toBe(100);
    expect(exposureProgressPercent(5, 9)).toBe(0);
    expect(exposureProgressPercent(1, 5)).toBe(100);
    expect(exposureProgressPercent(0, 5)).toBe(100);
    expect(exposureProgressPercent(7, null)).toBe(100);
    expect(exposureProgressPercent('7', 3)).toBe(100);
    expect(exposureProgressPercent(Number.NaN, 3)).toBe(100);
  });

  it('only active, trial and lifetime allow practice (docs/product.md §53)', () => {
    expect(['active', 'trial', 'lifetime'].every(allowsPractice)).toBe(true);
    expect(['expired', 'none', 'past_due', '', null, undefined].some(allowsPractice)).toBe(false);
  });
});

describe('intake lists', () => {
  it('trims, collapses spaces, drops blanks and merges case-insensitive duplicates', () => {
    expect(normaliseItems(['  Door  handles ', '', '  ', 'door handles', 'Stove'])).toEqual(['Door handles', 'Stove']);
  });
});
