import { describe, expect, it } from 'vitest';
import { relapsePlanReason, relapsePlanRequest } from '../src';

/** The rule that offers the relapse-prevention plan (Mataix-Cols et al. 2016; decision 029). */
describe('relapsePlanReason', () => {
  it.each([
    [[20, 13], 'response'],
    [[20, 14], null],
    [[40, 26], 'response'],
    [[40, 27], null],
    [[100, 65], 'response'],
    [[18, 12], 'remission'],
    [[13, 12], 'remission'],
    [[18, 13], null],
    [[20, 10], 'remission'],
    [[12, 0], null],
    [[0, 0], null],
    [[20], null],
    [[], null],
    [[30, 10, 25], null],
  ] as const)('%j → %s', (totals, reason) => {
    expect(relapsePlanReason(totals)).toBe(reason);
  });
});

describe('relapsePlanRequest', () => {
  it('trims each part, treats left-out and null parts as blank, and says "at most" over the limits', () => {
    expect(relapsePlanRequest.parse({ warning_signs: '  Checking again ', who_to_tell: null })).toEqual({
      warning_signs: 'Checking again',
      if_signs_appear: '',
      booster_practice: '',
      who_to_tell: '',
    });
    const tooLong = relapsePlanRequest.safeParse({ booster_practice: 'x'.repeat(2001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Booster practice can be at most 2000 characters.');
  });
});
