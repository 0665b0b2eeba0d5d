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

/**
 * The breathing and heart family, in the words people write it (a clinician's review: an asthma
 * ladder said "A week, only agreed checks: a tight chest — meet this for 20 minutes, by chance or on
 * purpose").
 */
const CARDIO_RESPIRATORY = [
  'a tight chest', 'my chest feels tight', 'wheezing at night', 'feeling short of breath', 'being breathless on the stairs',
  'when i cant breathe properly', 'palpitations', 'my heart racing', 'a racing heart', 'feeling dizzy', 'my heart skipping a beat',
];

describe('a breathing or heart sensation is never a trigger to meet on purpose with a condition (docs/clinical.md §9)', () => {
  it.each(CARDIO_RESPIRATORY)('asthma and "%s"', async (sensation) => {
    const ladder = await engine.generate(
      person({
        obsessions: ['i have asthma and im terrified ill have an attack in my sleep and die'],
        compulsions: ['doing my peak flow 15 times a day', 'googling asthma deaths'],
        triggers: [sensation, 'going to bed', 'cold air'],
      }),
    );
    expect(ladder.length).toBeGreaterThanOrEqual(6);
    for (const item of ladder) expect(text(item).toLowerCase()).not.toContain(sensation);
  });
});

/** Emergency care in every name it goes by: never counted, put off or held back (docs/clinical.md §9). */
const EMERGENCY_RITUALS = [
  'going to a&e when my chest feels a bit tight', 'going to A and E to get checked', 'calling 999 when my heart races',
  'ringing 911', 'calling 112', 'calling an ambulance', 'going to the ER', 'going to the emergency room',
  'going to the emergency department', 'going to urgent care', 'going to casualty',
];
const EMERGENCY = /\b(?:a ?& ?e|a and e|999|911|112|ambulance\w*|er|emergenc\w*|urgent care|casualty)\b/i;

describe('emergency care is never put in a "do not" clause (docs/clinical.md §9)', () => {
  it.each(EMERGENCY_RITUALS)('"%s", with asthma and without a condition', async (ritual) => {
    for (const obsessions of [['i have asthma and im scared ill have an attack and die'], ['what if this pain is a heart attack']]) {
      const ladder = await engine.generate(person({ obsessions, compulsions: [ritual, 'googling my symptoms'], triggers: ['cold air', 'going to bed'] }));
      expect(ladder.length).toBeGreaterThanOrEqual(6);
      for (const item of ladder) expect(`${text(item)} ${item.response_prevention}`).not.toMatch(EMERGENCY);
    }
  });
});
