import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, nameReferent, ritualAsActivity, tidyClauseEnd, toFirstPerson } from '../../src/modules/generator/offline/phrasing';
import { isNegatedRitual, triggerWithin } from '../../src/modules/generator/offline/render';

/**
 * Issue 16, the fifth clinician-minded review (15 ladders rated 6.1/10): general rules for the defects it found.
 * Each input here is written for the rule, not copied from the review's vignettes.
 */
const engine = createOfflineEngine();
async function ladder(obsessions: string[], compulsions: string[], triggers: string[]) {
  return engine.generate({ obsessions, compulsions, triggers, ybocs: null, confirmedThemes: null, selfHarmFear: false } as never);
}
const texts = (items: Array<{ title: string; description: string }>) => items.map((item) => `${item.title} ${item.description}`);

describe('compulsions cut only at clause boundaries (cause 8)', () => {
  it('leaves no comma hanging where a count was taken out', () => {
    expect(ritualAsActivity('scrubbing my hands till they bleed, like 30 times a day')).toBe('scrubbing your hands till they bleed');
    expect(ritualAsActivity('checking the windows, about 12 times')).toBe('checking the windows');
    expect(tidyClauseEnd('wiping the counters,, and')).toBe('wiping the counters');
  });

  it('never cuts an activity before what it is done with', () => {
    expect(triggerWithin('helping the little ones with their shoelaces', 34)).toBeNull();
    expect(triggerWithin('using the self-checkout at the supermarket', 30)).toBe('using the self-checkout');
  });

  it('writes no ",," or ",." in any step', async () => {
    const items = await ladder(['germs on the rail will make my mum sick'], ['scrubbing my hands till they bleed, like 30 times a day'], ['the bus rail', 'cash']);
    for (const text of texts(items)) expect(text).not.toMatch(/,[,.]/);
  });
});

describe('pronouns and referents (cause 7)', () => {
  it('keeps "I" after the joining words people type ("cos", "till")', () => {
    expect(toFirstPerson('the flat floods cos you left the tap running')).toBe('the flat floods cos I left the tap running');
    expect(asMaybe('the flat floods cuz i left the tap running')).toBe('Maybe the flat floods cuz I left the tap running');
  });

  it('never makes the helper or the company the one a "him" or "her" stands for', () => {
    expect(nameReferent('not going in his room', ['thoughts of hurting grandad', 'asking my uncle to sit with him'])).toBe('not going in my grandad room'.replace('my grandad room', "my grandad's room"));
    expect(nameReferent('holding her only sitting down', ['what if i drop her', 'wont feed her unless my husband is home'])).toBeNull();
    expect(nameReferent('checking on him', ['asking my sister to check on him', 'scared about my son'])).toBe('checking on my son');
  });

  it('reads a family word typed without "my" as that person, but not a plural or a quoted search', () => {
    expect(nameReferent('not hugging him', ['what if i stab dads back'])).toBe('not hugging my dad');
    expect(nameReferent('carrying her', ['searching "mums who snap"'])).toBeNull();
  });

  it('turns a harm "what if" into the future, unless the words place it in the past', () => {
    expect(asMaybe('what if i hit my nan with the hoover')).toBe('Maybe I will hit my nan with the hoover');
    expect(asMaybe('what if i hurt someone at the bus stop')).toBe('Maybe I will hurt someone at the bus stop');
    expect(asMaybe('what if i hit someone last night')).toBe('Maybe I hit someone last night');
    expect(asMaybe('what if i left the door open')).toBe('Maybe I left the door open');
    expect(asMaybe('thoughts of shoving her down the steps')).toBe(null);
    expect(asMaybe('thoughts of pushing him off the bench')).toBe('Maybe I will push him off the bench');
  });

  it('never puts a negated avoidance after "hold off" or "do not"', async () => {
    expect(isNegatedRitual('not going in his room at night')).toBe(true);
    expect(isNegatedRitual('wont bath her unless my partner is there')).toBe(true);
    expect(isNegatedRitual('checking the locks')).toBe(false);
    const items = await ladder(
      ['what if i strangle my grandad when hes asleep', 'thoughts of hurting grandad'],
      ['not going in his room at night', 'telling myself i love him over and over'],
      ['grandad asleep in his chair', 'scarves', 'helping him up the stairs'],
    );
    for (const text of texts(items)) expect(text).not.toMatch(/\b(?:hold off|do not|don't|without) not\b/i);
  });
});

describe('durations and frequencies that fit (cause 6)', () => {
  it('never meets a rare event daily, and never a once-a-day routine twice a day', async () => {
    const items = await ladder(
      ['what if the house floods because i left the tap on', 'what if i left the back door unlocked'],
      ['checking the taps 15 times', 'pulling the door handle over and over'],
      ['leaving for school', 'the school reunion', 'the last one to leave'],
    );
    for (const text of texts(items)) {
      expect(text).not.toMatch(/(?:twice|three times) a day[^.]*leaving for school|leaving for school[^.]*(?:twice|three times) a day/i);
      expect(text).not.toMatch(/(?:daily|each day|every day)[^.]*reunion|reunion[^.]*(?:daily|each day|every day)/i);
    }
  });
});

describe('the feared outcome, health and tradition (causes 4, 5, 10, 11)', () => {
  it('reads which obsessions name an outcome, and finds the clause that does', async () => {
    const { namesOutcome, outcomeClause } = await import('../../src/modules/generator/offline/render');
    expect(namesOutcome('if the tins are not lined up my brother will get ill')).toBe(true);
    expect(namesOutcome('uneven numbers feel wrong')).toBe(false);
    expect(outcomeClause('the pens have to be straight or my sister will die in a crash')).toBe('my sister will die in a crash');
  });

  it('holds back only the confession of a moral ritual, never the lawful act', async () => {
    const { withoutLawfulAct, ritualAsActivity } = await import('../../src/modules/generator/offline/phrasing');
    expect(ritualAsActivity('paying back the change and telling the cashier i was wrong')).toBe('telling the cashier you were wrong');
    expect(withoutLawfulAct('returning the stapler')).toBeNull();
    expect(withoutLawfulAct('confessing to my manager')).toBe('confessing to my manager');
    const items = await ladder(
      ['i might have kept a biro from the bank thats theft', 'did i lie to my landlord'],
      ['returning pens to the bank and confessing to the clerk', 'correcting everything i say'],
      ['going to the bank', 'talking to my landlord'],
    );
    for (const text of texts(items)) expect(text).not.toMatch(/\b(?:hold off|do not|without|don't) (?:\w+ ){0,2}returning\b|without returning/i);
  });

  it('says "begin with your words" only on a step where the person writes or records', async () => {
    const items = await ladder(
      ['what if god hates me for my thoughts in church', 'did i commit a mortal sin'],
      ['praying the rosary again until it feels right', 'confessing the same sin every week'],
      ['church', 'reading the bible'],
    );
    for (const item of items) {
      if (/Begin with your words/.test(item.description)) expect(item.description, item.title).toMatch(/\b(?:write|record|card)\b/i);
    }
  });

  it('never pins a ritual of theirs to checks "agreed with your care team", and keeps a feared illness in view', async () => {
    const items = await ladder(
      ['this tightness means im having a stroke', 'i will collapse like my uncle did'],
      ['taking my blood pressure on the home cuff all evening', 'checking my blood sugar more than the diabetes nurse said'],
      ['headlines about young strokes', 'my uncles birthday'],
    );
    for (const text of texts(items)) expect(text).not.toMatch(/(?:cuff|blood pressure)[^.]*beyond (?:those|the) agreed/i);
    expect(texts(items).some((text) => /your condition/i.test(text))).toBe(false);
    expect(texts(items).some((text) => /stroke/i.test(text))).toBe(true);
  });

  it('pairs a step with a ritual about what the step touches, else with the theme’s own wording', async () => {
    const items = await ladder(
      ['germs from gym door handles will make my grandma ill', 'dirt from the supermarket on everything'],
      ['wiping the shopping with antibac wipes', 'washing my hands for ages'],
      ['gym door handles', 'the supermarket'],
    );
    const gym = items.filter((item) => /gym door handles/i.test(item.title));
    expect(gym.length).toBeGreaterThan(0);
    for (const item of gym) expect(item.description).not.toMatch(/shopping/i);
  });
});
