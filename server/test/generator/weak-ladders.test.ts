import { describe, expect, it } from 'vitest';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { detectThemes } from '../../src/modules/generator/offline/themes';

/**
 * Issue 16, ladders that still did not fit the person (five weak vignettes of the generator
 * rubric). Each case here is written in words of our own, not the vignette's, so a fix that only
 * matched one vignette's wording would fail it.
 */
function intake(overrides: Partial<GenerationInput>): GenerationInput {
  return { obsessions: [], compulsions: [], triggers: [], ybocs: null, ...overrides };
}

const generate = (input: GenerationInput) => createOfflineEngine().generate(input);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
const themesOf = (input: GenerationInput) => detectThemes(input).map((match) => match.theme);

describe('a religious dietary doubt is scrupulosity, not harm checking', () => {
  const halal = intake({
    obsessions: ['I may have eaten something that was not halal by accident', 'if I break the rules Allah will punish me'],
    compulsions: ['asking the imam the same question again and again', 'checking ingredient lists many times'],
    triggers: ['eating at a friend’s house', 'restaurants'],
  });

  it('reads "by accident" as a doubt of the theme it serves, with no checking theme', () => {
    expect(themesOf(halal)).toEqual(['scrupulosity']);
  });

  it('builds no stove, lock or fire step, and holds back asking the religious leader again', async () => {
    const items = await generate(halal);
    for (const item of items) expect(text(item), item.title).not.toMatch(/\b(?:stove|oven|appliance|front door|fire|windows)\b/i);
    expect(items.some((item) => /\bask\w*\b[^.]*\bagain\b/i.test(item.title))).toBe(true);
  });

  it('still reads a feared accident as harm checking', () => {
    const driver = intake({
      obsessions: ['I will cause an accident and someone will die because of me'],
      compulsions: ['checking the news for crashes'],
      triggers: ['driving at night'],
    });
    expect(themesOf(driver)).toContain('checking');
  });
});

describe('a bereaved person who keeps what someone left gets no shopping steps', () => {
  it('reads "boxes for the charity shop" as giving, not acquiring', async () => {
    const items = await generate(
      intake({
        obsessions: ['Since mum passed away, throwing out anything she owned feels like betraying her'],
        compulsions: ['keeping every one of her cardigans folded in her drawer', 'playing her answerphone message each night'],
        triggers: ['boxes for the charity shop', 'her reading glasses on the table'],
      }),
    );
    expect(items.some((item) => item.theme === 'saving')).toBe(true);
    for (const item of items) expect(text(item), item.title).not.toMatch(/\b(?:buy\w*|bought|sales?|browse|shopping|free things)\b/i);
  });

  it('meets the fear that holds a place, without letting anything of theirs go', async () => {
    const brother = intake({
      obsessions: ['since my brother passed away I cannot throw away anything of his', 'if his room is moved around I will lose him'],
      compulsions: ['keeping his books on the shelf in the same order', 'asking my family to leave his things alone'],
      triggers: ['his room', 'talk of a clear out'],
    });
    // "In the same order" is how things were left, not a symmetry theme ("orderly" once stemmed to "order").
    expect(themesOf(brother)).toEqual(['saving']);
    const items = await generate(brother);
    const moving = items.filter((item) => /\bmove\b/i.test(item.title));
    expect(moving.length).toBeGreaterThan(0);
    for (const item of moving) expect(text(item)).not.toMatch(/\b(?:throw|recycle|donate|give away|let go)\b/i);
  });

  it('keeps the not-acquiring steps for someone who buys "in case"', async () => {
    const items = await generate(
      intake({
        obsessions: ['if I do not buy it now I might need it later'],
        compulsions: ['buying three of everything in the sales', 'keeping every carrier bag just in case'],
        triggers: ['the charity shop on my road', 'two for one offers'],
      }),
    );
    expect(items.some((item) => /\b(?:buy\w*|sales?)\b/i.test(text(item)))).toBe(true);
  });
});

describe('a confessing ritual gets a step of its own', () => {
  it('delays or drops confessing, not only names it in clauses', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if I was dishonest with my boss and it is a sin', 'God sees every untruth I tell'],
        compulsions: ['confessing small things to my husband', 'praying for forgiveness many times', 'going back to correct what I said'],
        triggers: ['meetings at work', 'church on Sunday'],
      }),
    );
    expect(items.some((item) => /\bconfess\w*\b/i.test(item.title))).toBe(true);
  });
});

describe('a condition the person looks after is a health fear, with the agreed care kept (docs/clinical.md §9)', () => {
  const glucose = intake({
    obsessions: ['my blood glucose will crash while I am asleep', 'I will lose my sight from high sugars'],
    compulsions: ['testing my glucose every half hour', 'ringing the helpline to check my numbers'],
    triggers: ['after dinner', 'going to bed'],
  });

  it('detects the health theme from glucose and blood sugar words', () => {
    expect(themesOf(glucose)).toContain('health');
    expect(themesOf(glucose)).not.toContain('contamination');
  });

  it('keeps the checks agreed with the care team and never asks them to doubt a diagnosis they have', async () => {
    const items = await generate(glucose);
    expect(items.filter((item) => item.theme === 'health').length).toBeGreaterThanOrEqual(6);
    expect(items.some((item) => /agreed with your care team/i.test(text(item)))).toBe(true);
    for (const item of items) {
      expect(text(item), item.title).not.toMatch(/\bmaybe I have\b|\bdiagnos\w*\b/i);
      expect(text(item), item.title).not.toMatch(/\b(?:do not|don't|stop|skip|no)\b[^.]{0,20}\b(?:check|test|measur)\w*\b[^.]{0,20}\b(?:sugar|glucose)\b(?![^.]*\b(?:extra|beyond|agreed)\b)/i);
    }
  });
});

describe('counting and both hands beside a harm thought are not symmetry', () => {
  const newDad = intake({
    obsessions: ['since my son arrived I keep thinking what if I lose control and hurt him'],
    compulsions: ['counting to ten while I change him', 'touching the cot with both hands before I leave the room'],
    triggers: ['night feeds', 'the nursery'],
  });

  it('reads one harm-thought theme, and builds no symmetry step', async () => {
    expect(themesOf(newDad)).toEqual(['taboo_thoughts']);
    const items = await generate(newDad);
    expect(items.filter((item) => item.theme === 'symmetry')).toEqual([]);
  });

  it('still reads symmetry beside a harm thought when "just right" is there', () => {
    const both = intake({
      obsessions: ['what if I lose control and hurt my partner', 'things on my desk have to feel just right'],
      compulsions: ['lining up my pens until it feels right', 'counting to ten'],
      triggers: ['knives in the kitchen', 'a messy desk'],
    });
    expect(themesOf(both)).toEqual(expect.arrayContaining(['taboo_thoughts', 'symmetry']));
  });
});

describe('a driver’s impulse to harm is a harm thought, beside the checking it brings', () => {
  it('reads swerving and "deliberately" as taboo thoughts', async () => {
    const input = intake({
      obsessions: ['I keep imagining swerving my car onto the pavement', 'what if I hit a pedestrian deliberately'],
      compulsions: ['driving only on quiet roads', 'looking in the mirror again and again'],
      triggers: ['school crossings', 'busy high streets'],
    });
    expect(themesOf(input)).toContain('taboo_thoughts');
    const items = await generate(input);
    expect(items.some((item) => item.theme === 'taboo_thoughts')).toBe(true);
  });
});
