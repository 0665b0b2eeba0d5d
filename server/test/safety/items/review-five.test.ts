import { describe, expect, it } from 'vitest';
import { harmfulListItem, unsafeReason } from '../../../src/modules/safety/items/filter';
import { pastUseInDoubt } from '../../../src/modules/safety/items/list-items';
import { engineItem } from './helpers';

/** Issue 16, the fifth clinician-minded review: two rules of the safety checks. */
describe('a memory of drinking inside an obsession is not current alcohol use (cause 3)', () => {
  it.each([
    'at a wedding years back we were drunk and maybe i said something awful to my cousin',
    'i got really drunk at uni once and cant remember if i hurt someone',
    'what if i was high at that festival and did something i dont remember',
  ])('keeps the real-event doubt: %j', (text) => {
    expect(pastUseInDoubt(text)).toBe(true);
    expect(harmfulListItem(text)).toBeNull();
  });

  it.each(['drinking every night', 'getting drunk', 'drinking wine to calm down', 'i was drunk', 'drinking alcohol until the thoughts stop'])(
    'still sets aside drinking now: %j',
    (text) => {
      expect(harmfulListItem(text)).toBe('alcohol_or_drugs');
    },
  );
});

describe('bath time keeps its usual length (cause 6, docs/clinical.md §10)', () => {
  it.each([
    ['An hour with the thought on a card: bath time', 'Write the thought on a card and spend an hour in this situation, reading the card twice. Do not leave early.'],
    ['Bath your little one for 45 minutes', 'Stay 45 minutes in the bathroom with the baby in the bath. Do not ask anyone to take over.'],
    ['Bathing the baby, every evening', 'Keep her in the bath for half an hour while the thought comes. Do not check your feelings.'],
  ])('refuses %j', (title, description) => {
    expect(unsafeReason({ ...engineItem(description), title })).toMatch(/personal safety/i);
  });

  it.each([
    ['Bath the baby with your partner close by', 'Bath the baby as usual with your partner in the room. Stay with the fear for 20 minutes afterwards. Do not ask if it went all right.'],
    ['Touch the bath taps, then do not wash', 'Touch the bath taps with both hands. For an hour afterwards, do not wash your hands.'],
  ])('lets through %j', (title, description) => {
    expect(unsafeReason({ ...engineItem(description), title })).toBeNull();
  });
});
