import { YBOCS_ITEM_KEYS } from '@ladder/contracts';
import { describe, expect, it } from 'vitest';
import { answeredCount, completeYbocsResponses, type YbocsDraft } from './ybocs-draft';

describe('a Y-BOCS draft', () => {
  it('is not complete until all ten items are answered', () => {
    const nine: YbocsDraft = Object.fromEntries(YBOCS_ITEM_KEYS.slice(1).map((key) => [key, '2']));
    expect(answeredCount(nine)).toBe(9);
    expect(completeYbocsResponses(nine)).toBeNull();
  });

  it('gives the ten answers in the contract’s key order, a 0 counting as an answer', () => {
    const reversed: YbocsDraft = Object.fromEntries([...YBOCS_ITEM_KEYS].reverse().map((key, index) => [key, String(index % 5)]));
    const responses = completeYbocsResponses(reversed);
    expect(Object.keys(responses!)).toEqual([...YBOCS_ITEM_KEYS]);
    expect(responses![YBOCS_ITEM_KEYS[9]]).toBe('0');
    expect(answeredCount(reversed)).toBe(10);
  });
});
