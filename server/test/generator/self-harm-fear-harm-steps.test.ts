import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { generationInput } from './factories';

/**
 * Issue 16, a third clinician-minded review: a person whose intrusive thought is of harming himself (a train, a
 * knife), who had answered the crisis question "a fear", still got two harm-OCD steps that cannot tell whose harm
 * "the harm thought" is: "Write a story in which you act on the harm thought… the harm you fear happens and you did
 * it" (for him, a written suicide scene) and "Go to the everyday situation you avoid most… listen on a loop there"
 * (for him, a platform or a balcony). With that fear answered, the harm-OCD library leaves out every step that puts
 * the act itself in a scene or sends the person to the most feared place (decision 026: the self-harm fear gets the
 * most cautious library, whose furthest steps say "If it ever feels like a wish, not a fear, stop and get help").
 */
const SELF_HARM_FEAR = [
  generationInput(
    ["what if i jump in front of the train when it comes in", "scared i'll cut myself with a knife without meaning to"],
    ['standing right at the back of the platform', 'hiding the kitchen knives', 'asking my partner if i seem ok'],
    ['train platforms', 'high balconies', 'the knife block'],
  ),
  generationInput(
    ['what if i lose control and hurt myself', 'an image of stabbing myself in the kitchen'],
    ['avoiding sharp knives', 'checking my mood over and over'],
    ['cooking dinner', 'being home alone'],
  ),
];

describe('a self-harm fear answered "a fear" gets no step that stages the act or sends the person to the most feared place', () => {
  it.each(SELF_HARM_FEAR.map((input) => [input.obsessions[0]!, input] as const))('%s', async (_first, input) => {
    const items = await createOfflineEngine().generate({ ...input, selfHarmFear: true });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const text = `${item.title} ${item.description}`;
      expect(text).not.toMatch(/\bact on the harm thought\b|\bthe harm you fear happens and you did it\b/i);
      expect(text).not.toMatch(/\bsituation you avoid most\b/i);
    }
  });

  it('keeps both steps for a harm thought about someone else', async () => {
    const items = await createOfflineEngine().generate(
      generationInput(
        ['what if i stab my wife while she sleeps', 'images of hurting my wife with a knife'],
        ['hiding the knives', 'asking my wife if i am a good person', 'avoiding being alone with her'],
        ['the knife block', 'my wife asleep', 'being alone with her'],
      ),
    );
    expect(items.some((item) => /\bact on the harm thought\b/i.test(item.title))).toBe(true);
  });
});
