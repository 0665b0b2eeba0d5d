import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { filterUnsafe } from '../../src/modules/safety/items/filter';

/**
 * Real biological contamination is never touched (docs/clinical.md §10). A clinician's review found
 * the offline engine's own-trigger step filled with "seeing dog mess": "Go to it on purpose and touch
 * it … with bare hands several times. Then touch your face". Such a trigger gets a step that passes
 * it and carries the feeling home on the shoes instead; an everyday trigger keeps its touching step.
 */
const engine = createOfflineEngine();
const person = (trigger: string): GenerationInput => ({
  obsessions: ['germs from outside will get into the house and make my family ill and it will be my fault'],
  compulsions: ['washing my hands for ages', 'wiping the soles of my shoes with wipes'],
  triggers: [trigger, 'people coming round'],
  ybocs: null,
});
const text = (item: CandidateExposure) => `${item.title} ${item.description} ${item.response_prevention}`;
/** Hands on a thing; "without touching it" is not. */
const HANDS_ON = /(?<!\b(?:without|not|never|no) )\b(?:touch\w*|handl\w*|grip\w*|press\w*|rub\w*|fingertip|bare[- ]hand\w*|palms?)\b/i;

const HAZARDS = [
  'seeing dog mess on the path', 'bird droppings on the car', 'the cat litter tray', 'sick on the pavement', 'vomit on the bus',
  'fox poo in the garden', 'urine in the lift', 'blood on the pavement', 'roadkill on the road', 'a dead bird in the garden',
  'rats near the bins', 'dirty nappies', 'pigeon droppings on the bench',
];

describe('a biological trigger is passed by, never touched (docs/clinical.md §10)', () => {
  it.each(HAZARDS)('no hands on "%s"', async (trigger) => {
    const ladder = await engine.generate(person(trigger));
    const naming = ladder.filter((item) => text(item).toLowerCase().includes(trigger));
    for (const item of naming) expect(text(item), 'hands on a biological trigger').not.toMatch(HANDS_ON);
  });

  // Blood, sick, urine and the like are never quoted in a step at all (phrasing.ts, namesDanger); the rest are passed by.
  it.each(HAZARDS.filter((trigger) => !/\b(?:sick|vomit|poo|urine|blood)\b/.test(trigger)))('"%s" gets a step that passes it by', async (trigger) => {
    const ladder = await engine.generate(person(trigger));
    const naming = ladder.filter((item) => text(item).toLowerCase().includes(trigger));
    expect(naming.map((item) => item.title)).toContain(`Walk by it, then go home: ${trigger}`);
    // The step survives the item filter: passing it is exposure, not contamination.
    expect(filterUnsafe(naming).rejected).toEqual([]);
  });

  it.each(['door handles at work', 'money', 'bus poles', 'the kitchen bin lid'])('an everyday trigger keeps its touching steps: "%s"', async (trigger) => {
    const ladder = await engine.generate(person(trigger));
    const touching = ladder.filter((item) => item.title.toLowerCase().includes(trigger) && HANDS_ON.test(item.title));
    expect(touching.length).toBeGreaterThan(0);
    expect(filterUnsafe(touching).rejected).toEqual([]);
    expect(ladder.some((item) => item.title.startsWith('Walk by it'))).toBe(false);
  });
});
