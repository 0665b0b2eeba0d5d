import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, ritualAsActivity, ritualAsImperative, shorten } from '../../src/modules/generator/offline/phrasing';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import { templateTakesKind } from '../../src/modules/generator/offline/trigger-grammar';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, a twelfth clinician-minded reading of fifteen blind intakes: "Maybe there's a typo in something me sent";
 * a question the person asks someone ("asking priya 'you'd know if i was straight right?'") turned into the item's voice
 * and left open; a title cut inside a quotation; what is said after a ritual ("…, he's heard the story 200 times", "esp at
 * night, what i said, …", "+ reading forums till 2am") held back with it; "quiet evenings" had near "on purpose"; a
 * long ritual with an aside after it ("…, sometimes I run it again if …") made no step. Intakes written for this test, in
 * words of our own.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const listed = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title}\n    ${item.description}`).join('\n');
const allText = (items: CandidateExposure[]) => items.map((item) => `${item.title} ${item.description} ${item.response_prevention}`).join('\n');

describe('"you" before a verb in the past is its subject in a "maybe" statement', () => {
  it.each([
    ['what if there is a mistake in the report i sent my boss', 'Maybe there is a mistake in the report I sent my boss'],
    ['what if the card i wrote upset her', 'Maybe the card I wrote upset her'],
    ['that the comment i posted was offensive', 'Maybe the comment I posted was offensive'],
    // Still the object after a preposition or a verb that takes one.
    ['what if the people near me get ill', 'Maybe the people near me get ill'],
  ])('%s', (obsession, expected) => {
    expect(asMaybe(obsession)).toBe(expected);
  });

  it.each([
    ['how do i know the people around me are real', /^Maybe I can never know whether the people around me are real$/],
    ['how can i be sure i turned the oven off', /^Maybe I can never know whether I turned the oven off$/],
  ])('a "how do I know" doubt is a doubt that cannot be settled: %s', (obsession, expected) => {
    expect(asMaybe(obsession)).toMatch(expected);
  });
});

describe('what the person says in quotation marks stays theirs', () => {
  it.each([
    ["asking tom 'you'd tell me if i seemed off right?'", "asking tom 'you'd tell me if i seemed off right?'"],
    ["saying 'safe safe safe' under my breath", "saying 'safe safe safe' under your breath"],
  ])('%s', (ritual, expected) => {
    expect(ritualAsActivity(ritual)).toBe(expected);
  });

  it('a question asked in quotation marks is held back for what it is, its marks never left open', () => {
    expect(ritualAsImperative("asking my mum 'are you sure the door was locked?'")).toBe("ask your mum 'are you sure the door was locked?'");
  });

  it('a title is never cut inside a quotation', () => {
    expect(shorten("A week without asking your husband Rob 'do you still love me even now?'", 60)).toBe('A week without asking your husband Rob…');
  });
});

describe('what the person adds after a ritual is not held back with it', () => {
  it.each([
    ['telling my sister about it, she has heard it a hundred times', 'telling your sister about it'],
    ['going over the party in my head, what i said, who looked at me', 'going over the party in your head'],
    ['rereading old texts esp late at night', 'rereading old texts'],
    ['searching symptoms + reading medical forums till 3am', 'searching symptoms and reading medical forums'],
    ['checking the back door for hours some nights', 'checking the back door'],
    ['washing my gym kit on its own, sometimes twice if it touched the floor', 'washing your gym kit on its own'],
    ['texting my dad to check he got home, calling him if he doesnt answer', 'texting your dad to check he got home'],
    ['rewashing the towels at 60 degrees', 'rewashing the towels'],
    // Never cut inside their quotation, no "even" left hanging, the example after a dash and the aim after "trying to" off.
    ["sending follow up 'sorry just to clarify' messages", "sending follow up 'sorry just to clarify' messages"],
    ['rechecking every order against the receipt even after my manager has signed it off', 'rechecking every order against the receipt'],
    ["correcting myself - 'well technically it was tuesday'", 'correcting yourself'],
    ['reading science articles trying to find proof that it is all real', 'reading science articles'],
  ])('%s', (ritual, expected) => {
    expect(ritualAsActivity(ritual)).toBe(expected);
  });

  it('two acts run long keep the first', () => {
    expect(ritualAsActivity('leave my work shoes in the porch and wipe the door handles and light switches with wipes')).toBe('leaving your work shoes in the porch');
  });
});

describe('a time of day comes round: never "had near"', () => {
  it.each(['quiet evenings', 'slow mornings at home', 'quiet moments at the end of the day', 'long night shifts', 'the handover at work'])('%s', (trigger) => {
    expect(triggerKind(trigger)).toBe('event');
  });

  it('in a ladder', async () => {
    const items = await generate(
      ['what if i dont really love him', 'maybe i should be with someone else'],
      ['checking how i feel when he hugs me', 'comparing him to my ex'],
      ['quiet evenings at home', 'friends posting engagement photos'],
    );
    expect(allText(items), listed(items)).not.toMatch(/\b(?:have|had|having) (?:them|it) near\b/i);
  });
});

describe('a long ritual with an aside gets its step', () => {
  it('the rewash of work clothes is done once, as the plain wash', async () => {
    const items = await generate(
      ['bringing germs home from the ward to my son', 'that he gets ill because of me'],
      [
        'rewashing my work clothes in their own load at 60 degrees, sometimes twice if i think they brushed the laundry basket',
        'asking my partner Lee "do you think hes ok" again and again every evening',
      ],
      ['coming home after a shift', 'patients with a stomach bug'],
    );
    const text = allText(items);
    expect(text, listed(items)).toMatch(/\bwash your work clothes\b/i);
    expect(text).not.toMatch(/\bRewash your work clothes\b[^.]*\bonce\b/i);
    expect(text).not.toMatch(/\bsometimes twice\b/i);
  });
});

describe('the one a step is about is "her" or "him" once the step names them', () => {
  it('a wife is "her" in the step\'s own words, never "them"', async () => {
    const items = await generate(
      ['a flash of stabbing my wife when we cook together', 'what if i snap one day and hurt her'],
      ['keeping away from my wife when the thought comes', 'asking her if she feels safe with me'],
      ['knives in the kitchen', 'cooking dinner together'],
    );
    const aboutHer = items.filter((item) => /\byour wife\b/.test(`${item.title} ${item.description}`));
    expect(aboutHer.length, listed(items)).toBeGreaterThan(0);
    for (const item of aboutHer) expect(`${item.description} ${item.why ?? ''}`, listed(items)).not.toMatch(/\b(?:them|they|their)\b/);
  });

  it('with no one named the library keeps "them"', async () => {
    const items = await generate(['what if i stab someone'], ['hiding the knives'], ['knives']);
    expect(allText(items), listed(items)).not.toMatch(/\b(?:send her out|send him out|with her close)\b/);
  });
});

describe('a name written with a capital once is written with it everywhere', () => {
  it('"efua" in a trigger is Efua, as the person wrote her elsewhere', async () => {
    const items = await generate(
      ['bringing germs home from the ward and making the baby ill', 'what if there is blood on my shoes'],
      ['changing out of my work clothes in the garage', 'washing my hands again and again before I hold him', 'asking my wife Efua if the baby seems ok'],
      ['efua putting my work bag on the sofa', 'coming home after a night shift'],
    );
    const text = allText(items);
    expect(text, listed(items)).toMatch(/\bEfua putting\b/);
    expect(text, listed(items)).not.toMatch(/\befua\b/);
  });
});

describe('a badness from a person that clings to things gets steps about that person, place and things', () => {
  it('mental contamination from an ex is not met with germs alone', async () => {
    const items = await generate(
      ['anything my ex touched feels tainted, like his badness rubs off on me', 'if i think of him while holding something its ruined'],
      ['throwing out things he gave me', 'saying a cleansing phrase in my head', 'avoiding the road where he lives'],
      ['letters with his handwriting', 'his name coming up', 'the road where he lives'],
    );
    const mental = items.filter((item) => /\bthat person\b|\blinked to them\b|\bthe name linked\b/i.test(`${item.title} ${item.description}`));
    expect(mental.length, listed(items)).toBeGreaterThanOrEqual(3);
  });

  it('a fear of germs gets none of them', async () => {
    const items = await generate(['germs from the bus making me ill'], ['washing my hands 30 times a day'], ['bus seats', 'door handles']);
    expect(allText(items), listed(items)).not.toMatch(/\blinked to (?:them|that person)\b/i);
  });
});

describe('finding others attractive, beside a doubt about the partner, is a relationship doubt', () => {
  it('no orientation steps for a fiancé who notices other women', async () => {
    const items = await generate(
      ['what if i dont really love my girlfriend', 'i notice other women are attractive so maybe im meant to be with someone else'],
      ['checking my feelings when we hug', 'asking my brother if we seem happy'],
      ['attractive women on the train', 'planning the wedding'],
    );
    expect(items.map((item) => item.theme), listed(items)).not.toContain('sexual_orientation');
    expect(items.map((item) => item.theme)).toContain('relationship');
  });
});

describe('a review at work in a given month comes on its date, never "today"', () => {
  const ownTrigger = LIBRARIES.perfectionism.templates.find((template) => template.id === 'perfectionism.own-trigger')!;
  it.each(['performance review in december', 'my appraisal in march', 'the audit next month'])('%s: no "when it comes up today" step', (trigger) => {
    expect(templateTakesKind(ownTrigger, trigger)).toBe(false);
  });
  it.each(['writing reports', 'filling in forms'])('%s: still met today', (trigger) => {
    expect(templateTakesKind(ownTrigger, trigger)).toBe(true);
  });
});
