import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';

/**
 * docs/clinical.md §9: the care a condition needs is never a ritual to drop. For someone who looks
 * after a condition (here diabetes, epilepsy and asthma, in words of our own), a bodily sensation
 * is never a trigger to seek out or stay with (shaking may be a real hypo, an aura a real seizure),
 * and no step drops "all rituals", does one "wrong" or stops measuring.
 */
const engine = createOfflineEngine();
const person = (fields: Partial<GenerationInput>): GenerationInput => ({ obsessions: [], compulsions: [], triggers: [], ybocs: null, ...fields });
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;

const PEOPLE = {
  diabetes: person({
    obsessions: ['I will go hypo while driving and crash', 'my readings mean my kidneys are failing'],
    compulsions: ['pricking my finger again and again to test my glucose', 'asking my partner to watch me sleep'],
    triggers: ['feeling shaky in the afternoon', 'sweating at night', 'long car journeys'],
  }),
  epilepsy: person({
    obsessions: ['What if I have a seizure in the shower and drown'],
    compulsions: ['checking my tablets are in my bag ten times', 'texting my mum before every shower'],
    triggers: ['feeling dizzy', 'tingling in my hands', 'being home alone'],
  }),
  asthma: person({
    obsessions: ['What if my asthma closes my throat tonight'],
    compulsions: ['counting my breaths', 'checking my inhaler is in every coat pocket'],
    triggers: ['chest tightness after stairs', 'cold air', 'dusty rooms'],
  }),
};
const SENSATIONS = /\b(shak\w*|sweat\w*|dizz\w*|tingl\w*|tight\w*|breathless\w*)\b/i;
const UNSAFE_GENERIC = /\b(?:whole (?:day|morning) without (?:any of )?your rituals|ritual "wrong"|without body checks)\b/i;

describe('a person who looks after a condition (docs/clinical.md §9)', () => {
  for (const [name, input] of Object.entries(PEOPLE)) {
    it(`${name}: no bodily sensation to seek out, no step that drops every ritual or stops measuring`, async () => {
      const ladder = await engine.generate(input);
      expect(ladder.length).toBeGreaterThanOrEqual(6);
      for (const item of ladder) {
        expect(text(item), 'a sensation used as a trigger').not.toMatch(SENSATIONS);
        expect(text(item), 'a generic step that drops the care too').not.toMatch(UNSAFE_GENERIC);
        expect(text(item)).not.toMatch(/\bdo not\b[^.]{0,30}\bmeasure\b/i);
      }
    });
  }

  it('without a condition, a sensation is still a trigger to meet (health anxiety)', async () => {
    const ladder = await engine.generate(
      person({
        obsessions: ['What if this dizziness is a brain tumour'],
        compulsions: ['googling symptoms', 'asking my GP for scans'],
        triggers: ['feeling dizzy when I stand up', 'headaches'],
      }),
    );
    expect(ladder.some((item) => /dizz/i.test(text(item)))).toBe(true);
  });
});
