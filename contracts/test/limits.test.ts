import { describe, expect, it } from 'vitest';
import { formatCount } from '../src/limits';

describe('formatCount', () => {
  it('writes thousands separators as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 20_000, 123_456, 1_000_000, 98_765_432]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('keeps the sign of a negative number', () => {
    expect(formatCount(-1234)).toBe('-1,234');
  });
});
