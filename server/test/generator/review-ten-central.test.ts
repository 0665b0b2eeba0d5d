import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, the tenth review's second reading (15 blind intakes, mean 5.3): the person's central ritual still made no
 * step when it washed a thing rather than the hands ("wash fruit and veg 3 times, even bananas", "strip and rewash the
 * bedding if alex sits on it"), when a count was said in a clause of its own ("do online am i gay quizzes, done probably
 * 50 of them"), or when it was a rite's washing redone ("redo wudu 4 or 5 times before each prayer"). Intakes written
 * for this test, in words of our own.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const listed = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title}`).join('\n');

describe('washing a thing, not the hands, is cut to once or dropped, never "ordinary washing only"', () => {
  const cases: Array<[string[], string[], string[], RegExp]> = [
    [['pesticides on fruit poisoning my kids'], ['wash fruit and veg 3 times, even bananas', 'reading labels for chemicals'], ['the supermarket', 'fruit bowl'], /\bfruit and veg\b/i],
    [['my partner brings germs into our bed'], ['strip and rewash the bedding if she sits on it in her work clothes', 'wiping the remote'], ['her work clothes', 'the bed'], /\bbedding\b/i],
    [['germs on the kids lunchboxes making them ill'], ['rewash the kids lunchboxes after my husband washes them', 'checking the fridge'], ['packed lunches', 'the dishwasher'], /\blunchboxes\b/i],
    [['the dishes are still dirty and will make us sick'], ['washing the plates again after the dishwasher, like 3 times', 'smelling the cups'], ['the dishwasher', 'visitors'], /\bplates\b/i],
  ];
  it.each(cases.map((entry, index) => [index, ...entry] as const))('washer of things %i', async (_index, obsessions, compulsions, triggers, thing) => {
    const items = await generate(obsessions, compulsions, triggers);
    const own = items.filter((item) => thing.test(item.title));
    expect(own.length, listed(items)).toBeGreaterThanOrEqual(1);
    for (const item of own) expect(item.title).not.toMatch(/ordinary washing only|\bbriefly\b|,\s*even\b/i);
  });
});

describe('a count said in a clause of its own does not stop the ritual getting a step', () => {
  it.each([
    [['what if im gay and lying to my girlfriend'], ['do online am i gay quizzes, done probably 50 of them', 'checking my body for a reaction'], ['the gym', 'films'], /\bquiz/i],
    [['i might have cancer'], ['googling my symptoms, like 20 searches a night', 'feeling for lumps'], ['health stories', 'twinges'], /\bgoogl/i],
  ] as Array<[string[], string[], string[], RegExp]>)('%j', async (obsessions, compulsions, triggers, ritual) => {
    const items = await generate(obsessions, compulsions, triggers);
    const steps = items.filter((item) => ritual.test(item.title));
    expect(steps.length, listed(items)).toBeGreaterThanOrEqual(1);
    for (const item of steps) expect(`${item.title} ${item.description}`).not.toMatch(/\d|\bare you gay quizzes\b/i);
  });
});

describe("a rite's washing redone is paired with itself and graded to a week", () => {
  it('has a wudu step whose "do not" holds back redoing the wudu, and one lasting a week', async () => {
    const items = await generate(
      ['my wudu broke without me knowing so my salah isnt valid', 'allah wont accept my prayer'],
      ['redo wudu 4 or 5 times before each prayer, it can take 20 min', 'repeat the prayer from the start if i lose focus'],
      ['passing wind or thinking i might have', 'jummah'],
    );
    const wudu = items.filter((item) => /\bwudu\b/i.test(item.title));
    expect(wudu.length, listed(items)).toBeGreaterThanOrEqual(2);
    expect(wudu.some((item) => /\bweek\b/i.test(item.title)), listed(items)).toBe(true);
    for (const item of wudu) expect(item.description).not.toMatch(/do not repeat the prayer from the start/i);
  });
});

describe('worship on a day is gone to, never "had near"', () => {
  it.each(['sunday worship at church', 'jummah when people can see me', 'the sermon on sundays'])('"%s"', async (trigger) => {
    const items = await generate(
      ['i keep getting the thought f*** god and im terrified ive committed the unforgivable sin', 'maybe im not really saved and im going to hell'],
      ['pray the sinners prayer again, like 10 times a day just in case', 'confess to my wife every small thing i think might be a sin'],
      [trigger, 'communion', 'hearing someone swear'],
    );
    for (const item of items) expect(`${item.title} ${item.description}`, listed(items)).not.toMatch(/\bhave (?:it|them) near\b/i);
  });
});
