import { describe, expect, it } from 'vitest';
import { describesEatingDisorder } from '../../src/modules/safety/eating-disorder';

describe('eating-disorder picture', () => {
  it.each([
    'I have to stay under 1000 calories a day',
    'counting every calorie I eat',
    'making myself sick after dinner',
    'throwing up after meals',
    'taking laxatives after I eat',
    'weighing myself ten times a day',
    'terrified of gaining weight',
    'skipping meals to feel in control',
    'fasting for two days at a time',
    'binge eating then hating myself',
    'vomitar después de comer',
  ])('recognises "%s"', (text) => {
    expect(describesEatingDisorder(text)).toBe(true);
  });

  it.each([
    'I cannot eat food other people have touched',
    'afraid of being sick in public',
    'checking use-by dates so I do not get food poisoning',
    'washing my hands before every meal',
    'fasting for Ramadan makes my scrupulosity worse',
    'worried the food is contaminated',
  ])('leaves the OCD and anxiety theme "%s" alone', (text) => {
    expect(describesEatingDisorder(text)).toBe(false);
  });
});
