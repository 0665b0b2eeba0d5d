import { describe, expect, it } from 'vitest';
import type { GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { namesIntroduced } from '../../src/modules/generator/offline/names';

/**
 * A name the person typed in lower case is written with its capital in their steps (an eighth clinician-minded
 * review: "A week without asking your boyfriend josh", "rosie crying"). Only a word introduced by who the person is
 * to them counts as a name, so no ordinary word ever gains a capital.
 */
describe('names introduced by who they are', () => {
  it.each([
    [['asking my boyfriend josh if hes really conscious'], ['josh']],
    [['my wife sarah in the kitchen', 'my son ollie coming home'], ['sarah', 'ollie']],
    [["i noticed my friend amira's body at the gym"], ['amira']],
    [['comparing him to my ex jamie'], ['jamie']],
    [['making my husband dan do all the nappies'], ['dan']],
    [['my flatmate mary-jane touching my stuff'], ['mary-jane']],
  ])('%j', (texts, names) => {
    expect([...namesIntroduced(texts)].sort()).toEqual([...names].sort());
  });

  it.each([
    'my boyfriend said it was fine',
    'asking my husband if the food smells ok',
    'my sister asking me to babysit',
    'my partner leaving the cushions wonky',
    'my mum always checks',
    "my friend won't hug me",
    'my dad did too',
    'my wife and kids',
    'my manager even noticed',
    'my boss at work',
    'my colleague hates me',
  ])('no name in "%s"', (text) => {
    expect([...namesIntroduced([text])]).toEqual([]);
  });
});

describe('in a whole ladder', () => {
  const MODERATE = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' as const };
  const intake = (obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput => ({ obsessions, compulsions, triggers, ybocs: MODERATE, confirmedThemes: null });
  it.each([
    [intake(['how do i know other people have minds'], ['asking my boyfriend josh if hes really conscious', 'reading philosophy forums'], ['films like the matrix']), 'josh'],
    [intake(['maybe i dont love tom enough'], ['comparing him to my ex jamie', 'asking my sister beth if tom is the one'], ['seeing happy couples']), 'beth'],
    [intake(['i might poison my flatmate jess with bleach'], ['asking my flatmate jess to double check the hob', 'rewashing the chopping board'], ['cleaning the bathroom']), 'jess'],
  ])('%#', async (input, name) => {
    const items = await createOfflineEngine().generate(input);
    const text = items.map((item) => `${item.title} ${item.description} ${item.why ?? ''}`).join('\n');
    expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
    expect(text).toMatch(new RegExp(`\\b${name.charAt(0).toUpperCase()}${name.slice(1)}\\b`));
  });
});
