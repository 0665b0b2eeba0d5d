import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { titleInKind } from '../../src/modules/generator/offline/trigger-grammar';
import type { GenerationInput } from '../../src/modules/generator/types';

/**
 * A trigger-slot title says the time with the trigger in its kind's grammar, not "with your trigger: X"
 * (issue 16; docs/clinical.md §2: a step is concrete and reads as something to do; §9: a sensation is let
 * stay, never sought). Titles stay within 60 characters.
 */
describe('trigger-slot titles in the trigger’s kind', () => {
  it.each([
    ['An hour with your trigger: the bus station', 'the bus station', 'An hour at the bus station'],
    ['An hour with your trigger: the bus', 'the bus', 'An hour on the bus'],
    ['Spend 20 minutes with your trigger: your kitchen', 'my kitchen', '20 minutes in your kitchen'],
    ['Spend 20 minutes with your trigger: shaking hands', 'shaking hands', '20 minutes of shaking hands'],
    ['15 minutes with your trigger: bath time', 'bath time', '15 minutes of bath time'],
    ['45 minutes with your trigger: your neighbour', 'my neighbour', '45 minutes with your neighbour'],
    ['An hour with your trigger: news about murders', 'news about murders', 'An hour of news about murders'],
    ['Spend 20 minutes with your trigger: feeling sticky', 'feeling sticky', 'Let it stay 20 minutes: feeling sticky'],
    ['An hour with your trigger: family parties', 'family parties', 'An hour at family parties'],
    ['An hour with your trigger: your coat and bag', 'my coat and bag', 'An hour with your coat and bag'],
  ])('"%s" (%s) → "%s"', (title, trigger, expected) => {
    expect(titleInKind(title, trigger)).toBe(expected);
  });

  it('keeps a title that would not fit in 60 characters, and any other title', () => {
    const long = 'the big shopping centre car park on a busy saturday';
    expect(titleInKind(`An hour with your trigger: ${long}`, long, 60)).toBe(`An hour with your trigger: ${long}`);
    expect(titleInKind('Daily for a week, no ritual: the bus', 'the bus')).toBe('Daily for a week, no ritual: the bus');
  });

  it('no ladder says "with your trigger:" for people with triggers of every kind', async () => {
    const engine = createOfflineEngine();
    const people: GenerationInput[] = [
      { obsessions: ['catching something off strangers'], compulsions: ['hand gel after every bus ride'], triggers: ['the bus station', 'shaking hands', 'my neighbour', 'the news'], ybocs: null },
      { obsessions: ['what if i am a bad person'], compulsions: ['asking my mum if im ok'], triggers: ['the park', 'clearing out the cupboard', 'my sister', 'crime documentarys'], ybocs: null },
    ];
    for (const person of people) {
      for (const item of await engine.generate(person)) {
        expect(item.title).not.toMatch(/with your trigger:/i);
        expect(item.title.length).toBeLessThanOrEqual(60);
      }
    }
  });
});
