import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { generationInput } from './factories';

const engine = createOfflineEngine();
const person = generationInput;
const text = (items: Array<{ title: string; description: string }>) => items.map((item) => `${item.title}. ${item.description}`).join('\n');

describe('a feeling of dirt on the skin gets a contamination step (issue 16; docs/clinical.md §9)', () => {
  it('lets the sticky feeling stay after touching something ordinary, with no washing for a set time', async () => {
    const items = await engine.generate(person(['germs on my hands'], ['washing my hands till the feeling goes'], ['feeling sticky', 'the feeling of dirt on my skin']));
    const steps = items.filter((item) => /^Let it stay\b/.test(item.title));
    expect(steps.length).toBeGreaterThanOrEqual(1);
    for (const step of steps) {
      expect(step.theme).toBe('contamination');
      expect(step.description).toMatch(/touch something ordinary/i);
      expect(step.description).toMatch(/\d+ minutes|two hours/);
      expect(step.description).not.toMatch(/on purpose/i);
    }
  });

  it('never makes a breathing or heart sensation the step', async () => {
    const items = await engine.generate(person(['germs on my hands', 'feeling dirty all the time'], ['washing'], ['my heart racing', 'a tight chest', 'feeling short of breath']));
    expect(text(items)).not.toMatch(/heart racing|tight chest|short of breath/i);
  });
});

describe('care steps for children of an unread age (issue 16)', () => {
  it('says a meal, a story, a walk, never nappies or baths, when no baby is named', async () => {
    const items = await engine.generate(person(['im scared im dangerous around my kids', 'i could lose control and hurt someone'], ['leaving the room when the thoughts come'], ['my kids', 'tea time']));
    expect(text(items)).not.toMatch(/napp(?:y|ies)|diaper|\bbaths?\b/i);
    expect(items.some((item) => /a meal, a story, a walk/.test(item.description))).toBe(true);
  });

  it('keeps nappy changes for a baby that is named', async () => {
    const items = await engine.generate(person(['im scared im dangerous', 'i could lose control and hurt someone'], ['not changing the babys nappy on my own'], ['the baby']));
    expect(text(items)).not.toMatch(/a meal, a story, a walk/);
  });
});

describe('pet harm fears get graded pet steps (issue 16)', () => {
  it('feeds, brushes and walks the dog, the feared object out of reach before within it', async () => {
    const items = await engine.generate(person(['scared ill hurt my dog', 'what if i stab him with a knife'], ['locking the knives away'], ['my dog']));
    const all = text(items);
    expect(all).toMatch(/\b(?:feed|brush or stroke|walk) your dog\b/i);
    expect(all).not.toMatch(/\b(?:handle it|touch it)\b[^.]*your dog/i);
    // No meal at the table or a drink handed to a pet.
    expect(all).not.toMatch(/serve your dog|your dog a drink|eat together/i);
  });

  it('names no one from the person describing themselves ("im a good dad")', async () => {
    const items = await engine.generate(person(['im scared im dangerous around my kids', 'i could lose control and hurt someone'], ['telling myself im a good dad'], ['my kids']));
    expect(text(items)).not.toMatch(/\byour dad\b/i);
  });
});
