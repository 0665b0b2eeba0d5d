import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, ritualAsActivity } from '../../src/modules/generator/offline/phrasing';
import { instructionInText } from '../../src/modules/safety/items/filter';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';

/**
 * Issue 16, the seventh clinician-minded review (cause 4): the person's phrase pasted so it no longer reads as they
 * meant it. "while we are cooking" became "while I am cooking" in their "maybe"; "three or four times" left "check
 * the door three"; "till it feels even" lost its "even"; "I might have said" became "I will have said";
 * "avoiding hugging him until he's changed" became "Hug your son until he's changed", the avoidance kept.
 */
const intake = (fields: Partial<GenerationInput>): GenerationInput => ({ obsessions: [], compulsions: [], triggers: [], ybocs: null, confirmedThemes: null, selfHarmFear: false, ...fields });
const text = (items: CandidateExposure[]) => items.map((item) => `${item.title}. ${item.description}`).join('\n');

describe('a "maybe" keeps the person’s meaning (docs/clinical.md §15; decision 043)', () => {
  it('keeps "we" and "our" as the person wrote them: the others are still in it', () => {
    expect(asMaybe('what if i stab my girlfriend while we are cooking')).toBe('Maybe I will stab my girlfriend while we are cooking');
    expect(asMaybe('my son brings germs home and we all get ill')).toBe('Maybe my son brings germs home and we all get ill');
    expect(asMaybe('what if our house floods')).toBe('Maybe our house floods');
  });

  it('says "might have said" as something that may already have happened, never "will have said"', () => {
    expect(asMaybe('i might have said something untrue at work')).toBe('Maybe I have said something untrue at work');
    expect(asMaybe('what if i might have hit someone')).toBe('Maybe I have hit someone');
  });

  // A third clinician-minded review: "Maybe do me really love my boyfriend or am I just settling". A question's
  // feared answer differs from one question to the next ("am I gay": yes; "did I lock the door": no), so a question
  // is never turned into a "maybe": the line keeps the library's wording.
  it.each(['do i really love my boyfriend or am i just settling', 'am i gay', 'did i lock the door', 'does she really love me', 'will i ever feel sure about him', 'is my partner the right one'])(
    'leaves the question %j to the library',
    (question) => {
      expect(asMaybe(question)).toBeNull();
      expect(asMaybe(`${question}?`)).toBeNull();
    },
  );

  it('keeps a negative as the person wrote it, never "I will dont"', () => {
    expect(asMaybe('what if i dont love her')).toBe('Maybe I dont love her');
    expect(asMaybe("what if i don't really love him")).toBe("Maybe I don't really love him");
    expect(asMaybe('what if i didnt turn the oven off')).toBe('Maybe I didnt turn the oven off');
  });
});

describe('a ritual keeps its whole words once its amount is taken out (decision 043)', () => {
  it('takes out a range of times whole: "three or four times", "5-10 times", "two to three hours"', () => {
    expect(ritualAsActivity('going back to check the door three or four times')).toBe('going back to check the door');
    expect(ritualAsActivity('checking the taps 5-10 times')).toBe('checking the taps');
    expect(ritualAsActivity('cleaning the kitchen for two to three hours')).toBe('cleaning the kitchen');
  });

  it('keeps "even" where it says how the ritual ends', () => {
    // Issue 16, natural wording (third pass): the ending is said as what the ritual is for, never dropped.
    expect(ritualAsActivity('tapping both sides of the door till it feels even')).toBe('tapping both sides of the door to make it feel even');
  });
});

describe('an avoidance undone is said as the act, the avoidance gone (decision 026, own ritual)', () => {
  it('turns "until he is changed" into "before": the hug comes first', async () => {
    const items = await createOfflineEngine().generate(
      intake({
        obsessions: ['my son brings germs home from nursery and we all get ill', 'snot on his sleeves spreads to everything'],
        compulsions: ['avoiding hugging him until hes changed', 'wiping all his toys every night', 'washing my hands after every nappy'],
        triggers: ['him coming home from nursery with a runny nose', 'his toys', 'the nursery door handle'],
      }),
    );
    expect(text(items)).not.toMatch(/\bhug your son until\b/i);
    expect(text(items)).toMatch(/\bhug your son before\b/i);
  });

  it('turns "anything" into "something" once the avoidance is taken away', async () => {
    const items = await createOfflineEngine().generate(
      intake({
        obsessions: ['if my clothes dont feel even both sides my day will go bad'],
        compulsions: ['avoiding wearing anything with one pocket', 'touching left then right'],
        triggers: ['socks', 'bags on one shoulder'],
      }),
    );
    expect(text(items)).not.toMatch(/\bwear anything\b/i);
    expect(text(items)).toMatch(/\bwear something with one pocket\b/i);
  });
});

describe('a ritual put in the item’s voice never reads as an order (docs/clinical.md §12)', () => {
  it('leaves out "asking … if I need to …" once it would read "if you need to"', async () => {
    const items = await createOfflineEngine().generate(
      intake({
        obsessions: ['i broke my amrit vows by having a bad thought', 'Waheguru will punish me for the disrespect'],
        compulsions: ['asking the granthi over and over if i need to retake amrit', 'washing my face and hands before every paath until it feels clean'],
        triggers: ['the Sri Guru Granth Sahib Ji', 'sukhmani sahib paath', 'the langar hall'],
      }),
    );
    expect(items.filter((item) => instructionInText(`${item.title}. ${item.description}`)).map((item) => item.title)).toEqual([]);
  });
});
