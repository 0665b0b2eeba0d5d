import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import { isEligible } from '../../src/modules/generator/offline/hierarchy';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import { describePerson } from '../../src/modules/generator/offline/person';
import { generationInput } from './factories';

/**
 * Issue 16, a seventh clinician-minded review (mean 6.6/10 over 21 ladders): one word in a person's lists added a
 * second theme, which then took over much of the ladder.
 * - A prayer said to cancel an unwanted thought is a neutralising ritual, held back like any other, not a religious
 *   fear (docs/clinical.md §9): a mother with POCD images got "Keep praying when an unwanted thought comes".
 * - A ritual done a number of times "or mum dies" is the just-right form of symmetry with a magical feared outcome,
 *   not perfectionism: a teenager got "make a mistake on purpose" steps.
 * - A theme whose only evidence is one ambiguous word in passing ("perfect", "mistake", "pray", "clean") is not a
 *   second focus beside a clearly evidenced theme; a person who clearly has two themes still gets both.
 */
const engine = createOfflineEngine();
const themesOf = (obsessions: string[], compulsions: string[], triggers: string[]) => detectThemes(generationInput(obsessions, compulsions, triggers)).map((match) => match.theme);

describe('a prayer said to cancel a thought is a neutralising ritual, not scrupulosity', () => {
  it.each([
    ['father, US wording', ['thoughts about molesting my son while i give him a bath'], ['i pray to god to make the thought go away', 'making my wife do diapers'], ['diaper changes', 'bathtime'], 'pocd'],
    ['mother, asks forgiveness for the thought', ['intrusive images of touching my daughter inappropriately while i change her'], ['i pray to cancel the images', 'asking god to forgive me for the thought', 'avoid bathing her alone'], ['nappy changes'], 'pocd'],
    ['grandson, harm thought', ['thoughts of pushing my nan down the stairs when nobody is looking'], ['praying over and over for the thought to go away', 'saying a prayer every time the image pops up', 'not walking behind her on the stairs'], ['visiting nan'], 'taboo_thoughts'],
    ['new dad, lower case and typos', ['scared ill do somthing sexual to my baby when im changing him'], ['prayin in my head till the thoughts stop', 'dua to get rid of the bad thoughts', 'let my wife do all the changes'], ['changing him', 'bath'], 'pocd'],
  ])('%s: only the fear theme, and no worship step', async (_who, obsessions, compulsions, triggers, theme) => {
    const input = generationInput(obsessions, compulsions, triggers);
    const themes = detectThemes(input).map((match) => match.theme);
    expect(themes).toContain(theme);
    expect(themes).not.toContain('scrupulosity');
    const ladder = await engine.generate(input);
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter((item) => item.theme === 'scrupulosity' || item.theme === 'perfectionism').map((item) => item.title)).toEqual([]);
    expect(ladder.filter((item) => /keep praying|your usual prayer|place of worship/i.test(item.title)).map((item) => item.title)).toEqual([]);
  });

  it('keeps scrupulosity for a person who fears sin itself, beside a harm thought', () => {
    const themes = themesOf(
      ['thoughts of stabbing my husband with a knife', 'that god will send me to hell for thinking it, its a mortal sin'],
      ['praying for forgiveness for hours', 'confessing to the priest every week'],
      ['mass', 'the knife block'],
    );
    expect(themes).toEqual(expect.arrayContaining(['taboo_thoughts', 'scrupulosity']));
  });

  it('keeps scrupulosity for a believer whose thoughts come during prayer', () => {
    const themes = themesOf(['blasphemous thoughts about jesus when im in church'], ['starting my prayers again when a bad thought comes', 'confessing'], ['mass', 'praying']);
    expect(themes[0]).toBe('scrupulosity');
  });
});

describe('a ritual done a number of times "or someone dies" is just-right symmetry with a feared outcome', () => {
  it.each([
    ['teen, British', ['scared my mum dies if i dont do it 4 times perfectly'], ['re doing stuff 4 times', 'making sure i get it right'], ['bedtime', 'mum at work']],
    ['counting to eight for dad', ['something bad will happen to my dad if i dont count to 8 first'], ['counting to eight before i walk through a door', 'touching the table in sets of eight'], ['doors', 'when dad is driving']],
    ['light switch for a brother', ['have to switch the light off and on til it feels right or my little brother will get hurt'], ['flicking the switch', 'starting again if i lose count'], ['bedroom light']],
    ['US teen, tapping for mom', ['if i dont tap the desk four times perfectly my mom could die in a car crash'], ['tapping in fours', 'redoing it if i make a mistake'], ['mom leaving for work', 'school']],
  ])('%s: symmetry, and no mistake-on-purpose steps', async (_who, obsessions, compulsions, triggers) => {
    const input = generationInput(obsessions, compulsions, triggers);
    const themes = detectThemes(input).map((match) => match.theme);
    expect(themes[0]).toBe('symmetry');
    expect(themes).not.toContain('perfectionism');
    expect(themes).not.toContain('checking');
    const ladder = await engine.generate(input);
    expect(ladder.filter((item) => item.theme === 'perfectionism' || /\bmistake\b/i.test(item.title)).map((item) => item.title)).toEqual([]);
    // The outcome the ritual guards against is imagined, with nothing done to undo it (library symmetry.feared-outcome-story).
    expect(ladder.some((item) => item.theme === 'symmetry' && item.kind === 'imaginal' && /never know what follows/i.test(item.title))).toBe(true);
  });
});

describe('one ambiguous word in passing does not add a second theme', () => {
  it.each([
    ['checking, a prayer as they leave', ['what if i left the oven on and the house burns down'], ['checking the oven 10 times', 'saying a little prayer as i leave'], ['leaving the house'], 'checking', 'scrupulosity'],
    ['contamination, washing "until perfect"', ['germs from raw chicken will make my kids sick'], ['washing my hands until they feel perfect', 'bleaching the counters'], ['cooking chicken'], 'contamination', 'perfectionism'],
    ['POCD mother, "a mistake with her"', ['what if i touched my daughter the wrong way when changing her', 'i must not make a mistake with her'], ['praying until the thought goes', 'never bathing her alone'], ['changing her nappy', 'bathing'], 'pocd', 'perfectionism'],
    ['harm, a mistake in a check', ['what if i stab my boyfriend with a kitchen knife'], ['hiding the knives', 'checking i havent made a mistake and hurt him'], ['cooking dinner'], 'taboo_thoughts', 'perfectionism'],
    ['relationship, a clean flat', ['what if i dont really love my girlfriend', 'is she the right person'], ['comparing her to my ex', 'keeping my flat clean before she comes round'], ['seeing couples'], 'relationship', 'contamination'],
    ['symmetry, "one mistake"', ['books have to be lined up exactly'], ['fixing them until its right, one mistake and i start again'], ['my bookshelf'], 'symmetry', 'perfectionism'],
  ])('%s', (_who, obsessions, compulsions, triggers, theme, stray) => {
    const themes = themesOf(obsessions, compulsions, triggers);
    expect(themes).toContain(theme);
    expect(themes).not.toContain(stray);
  });
});

describe('a person who clearly has two themes keeps both', () => {
  it.each([
    ['contamination and scrupulosity', ['germs from the bins will make me ill', 'what if god punishes me for sinful thoughts'], ['washing my hands', 'praying for forgiveness all day', 'confessing to the priest'], ['bins', 'church'], ['contamination', 'scrupulosity']],
    ['perfectionism and contamination', ['terrified of making mistakes in my emails at work', 'germs on the office kettle'], ['rereading every email 10 times', 'washing my hands after touching anything'], ['sending emails', 'the kitchen at work'], ['perfectionism', 'contamination']],
    ['symmetry and checking', ['things on my desk must be even and lined up', 'what if i left the stove on and the flat burns'], ['arranging my pens symmetrically', 'checking the stove is off 10 times'], ['leaving the house', 'messy desks'], ['symmetry', 'checking']],
    ['perfectionism beside just-right counting', ['if i dont switch the light off 4 times my mum will die', 'terrified of making a mistake in my coursework and failing'], ['switching the light off and on 4 times', 'rereading my essays over and over'], ['bedtime', 'handing in homework'], ['symmetry', 'perfectionism']],
  ])('%s', (_who, obsessions, compulsions, triggers, expected) => {
    expect(themesOf(obsessions, compulsions, triggers)).toEqual(expect.arrayContaining(expected));
  });
});

describe('library: a worship step is never the neutralising prayer itself', () => {
  it('a person who confirms scrupulosity but prays only to cancel thoughts gets no "keep praying" step', async () => {
    const input = {
      ...generationInput(['unwanted thoughts that i will hurt someone and god will punish me'], ['praying to cancel every bad thought', 'asking god to forgive me for the thought'], ['knives', 'news about attacks']),
      confirmedThemes: ['scrupulosity'],
    };
    const ladder = await engine.generate(input);
    expect(ladder.filter((item) => /keep praying/i.test(item.title)).map((item) => item.title)).toEqual([]);
  });
});

describe('library: God named in a neutralising prayer brings no blasphemy step', () => {
  it.each([
    ['harm thought, prays to God to take it away', ['what if i snap and hurt my flatmate'], ['begging god to take the thought away', 'staying in my room'], ['the kitchen at night']],
    ['pure O, asks God for forgiveness', ['violent images i dont want popping into my head'], ['asking god to forgive me for the images', 'checking the news'], ['violent films']],
  ])('%s', async (_who, obsessions, compulsions, triggers) => {
    const ladder = await engine.generate(generationInput(obsessions, compulsions, triggers));
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter((item) => /blasphem/i.test(item.title)).map((item) => item.title)).toEqual([]);
  });

  it('a believer whose thoughts are blasphemous keeps the blasphemy steps', () => {
    const person = describePerson({ ...generationInput(['blasphemous thoughts about god and jesus', 'swearing at god in my head'], ['crossing myself', 'confessing the thoughts'], ['church', 'saying grace']), confirmedThemes: ['taboo_thoughts'] });
    const blasphemy = LIBRARIES.taboo_thoughts.templates.filter((template) => /blasphem/i.test(template.title));
    expect(blasphemy.length).toBeGreaterThan(1);
    expect(blasphemy.filter((template) => !isEligible(template, person)).map((template) => template.id)).toEqual([]);
  });
});

describe('a child named as a parent does ("my little girl") is a child', () => {
  it.each([
    [['intrusive pictures of touching my little girl inappropriately when i change her nappy'], ['praying to cancel the pictures'], ['nappy changes']],
    [['sexual thoughts about my little boy at bathtime'], ['getting my husband to do bathtime'], ['bathtime']],
  ])('%j is POCD', (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)[0]).toBe('pocd');
  });
});
