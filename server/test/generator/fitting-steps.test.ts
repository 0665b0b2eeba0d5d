import { describe, expect, it } from 'vitest';
import type { GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import { sameKind } from '../../src/modules/generator/offline/ritual-families';
import { triggerWithin } from '../../src/modules/generator/offline/render';
import { inPerson } from '../../src/modules/generator/offline/phrasing';

/**
 * Issue 16, the second clinician-minded review (decision 026, "Pairing, own situations and matched
 * sensations"): each item holds back the ritual its step provokes, the person's central situation
 * and ritual are steps of their own, and interoceptive items match the feared sensation.
 */
function intake(overrides: Partial<GenerationInput>): GenerationInput {
  return { obsessions: [], compulsions: [], triggers: [], ybocs: null, ...overrides };
}

const generate = (input: GenerationInput) => createOfflineEngine().generate(input);

describe('pairing a ritual with the step that provokes it', () => {
  it('reads the act a ritual leads with and what it is done to', () => {
    expect(sameKind('googling throat cancer symptoms', 'swallow again and again to test your throat')).toBe(false);
    expect(sameKind('swallowing over and over to check my throat still works', 'swallow again and again to test your throat')).toBe(true);
    expect(sameKind('texting her over and over to check she still loves me', 'check your feelings')).toBe(false);
    expect(sameKind('going back to check the stove', 'wash or use hand gel')).toBe(false);
    expect(sameKind('washing my hands till they sting', 'washing, wiping or hand gel')).toBe(true);
  });

  it('never holds back the stove check in a touching step', async () => {
    const items = await generate(
      intake({
        obsessions: ['germs from the bins will make my kids ill', 'the house will burn down if I leave the stove on'],
        compulsions: ['washing my hands until they are red', 'going back to check the stove is off'],
        triggers: ['the kitchen bin', 'leaving the house'],
      }),
    );
    const touching = items.filter((item) => /^(touch|rest|hold)\b/i.test(item.title) || /\btouch\b/i.test(item.title));
    expect(touching.length).toBeGreaterThan(0);
    for (const item of touching) expect(item.response_prevention, item.title).not.toMatch(/stove/i);
  });

  it('never puts "us" or "we" in the item’s own voice', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if she doesnt really love me'],
        compulsions: ['comparing us to couples on instagram', 'asking her if we are ok every night'],
        triggers: ['couples on instagram'],
      }),
    );
    for (const item of items) expect(item.description, item.title).not.toMatch(/\b(?:us|we)\b/);
  });
});

describe('the person’s own situation as a step', () => {
  it('names a long trigger up to where it happens, not as a placeholder', () => {
    expect(triggerWithin('using the self-checkout at the supermarket', 30)).toBe('using the self-checkout');
    expect(triggerWithin('an evening alone when she is out with her friends', 30)).toBe('an evening alone');
  });

  it('makes the self-checkout a step for a real-event doubt about stealing', async () => {
    const input = intake({
      obsessions: ['i might not have scanned something at the self checkout and basically stolen it'],
      compulsions: ['checking the receipt line by line', 'going back in to the shop to pay again'],
      triggers: ['using the self-checkout at the supermarket', 'security guards near the exit'],
    });
    expect(detectThemes(input).map((match) => match.theme)).toEqual(['real_event']);
    const items = await generate(input);
    expect(items.some((item) => /self-checkout/i.test(item.title))).toBe(true);
  });

  it('gives a person who washes again before prayer a step of washing once, then praying', async () => {
    const items = await generate(
      intake({
        obsessions: ['my wudu isnt valid and allah wont accept my salah'],
        compulsions: ['redoing wudu 4 or 5 times until it feels right', 'restarting salah if a bad thought comes'],
        triggers: ['doing wudu before fajr'],
      }),
    );
    // In the tradition's own words (docs/clinical.md §9): "Make wudu once, then begin your salah".
    expect(items.some((item) => /(?:wash for \w+|make wudu) once, then begin your/i.test(item.title))).toBe(true);
    for (const item of items) expect(item.description).not.toMatch(/\bdo not (?:pray|do wudu)\b/i);
  });

  it('never asks for a weekly event daily', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if im a paedophile deep down'],
        compulsions: ['avoiding my nephew', 'checking my body for a reaction'],
        triggers: ['sunday lunch at my sisters with the kids'],
      }),
    );
    for (const item of items) if (/sunday/i.test(item.title)) expect(item.title).not.toMatch(/daily|each day/i);
  });
});

describe('interoceptive items match the feared sensation', () => {
  it('gives a throat fear throat items and no racing heart', async () => {
    const items = await generate(
      intake({
        obsessions: ['my throat is closing up and I am going to choke'],
        compulsions: ['swallowing over and over to check my throat still works', 'googling throat cancer'],
        triggers: ['eating dry food', 'wearing a scarf'],
      }),
    );
    expect(items.some((item) => item.kind === 'interoceptive')).toBe(true);
    for (const item of items) expect(item.description, item.title).not.toMatch(/heart rate|racing heart/i);
  });
});

describe('saving: acquiring and grief', () => {
  it('gives acquiring "just in case" steps of not acquiring', async () => {
    const items = await generate(
      intake({
        obsessions: ['if i dont buy it now ill need it later'],
        compulsions: ['buying extra in every sale just in case', 'picking up free stuff people leave outside'],
        triggers: ['charity shops', 'sales and offers'],
      }),
    );
    expect(items.some((item) => /without going in|leave with nothing|free things where you find them|only what is on your list/i.test(item.title))).toBe(true);
  });

  it('never tells a bereaved person not to keep what she wrote, and never walks past her lists as a shop', async () => {
    const items = await generate(
      intake({
        obsessions: ['if i throw out anything mum touched im erasing her', 'i will forget her voice if i delete her voicemails'],
        compulsions: ['keeping every birthday card she ever wrote on', 'checking the bin bags in case something of hers went in'],
        triggers: ['her handwriting on old shopping lists', 'bin day'],
      }),
    );
    expect(items.every((item) => item.theme === 'saving')).toBe(true);
    for (const item of items) {
      expect(item.description, item.title).not.toMatch(/do not keep every birthday card/i);
      expect(item.description, item.title).not.toMatch(/pass her handwriting/i);
    }
  });
});

describe('slot grammar: "you" before a verb inside the person’s own sentence', () => {
  it('is "I", not "me"', () => {
    expect(inPerson('the illness you fear', 'first')).toBe('the illness I fear');
    expect(inPerson('tell you', 'first')).toBe('tell me');
  });
});
