import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, a tenth clinician-minded reading: a ritual of asking someone ("asking my wife if she locked the door",
 * "asking my partner if im a bad person") counted as worked on by any library step about what it asks about
 * ("Lock the front door once and walk away"), so the asking, the reassurance itself, got no step of its own while
 * stock steps filled the ladder. A step is for an asking ritual only when it holds back asking (docs/clinical.md §5:
 * reassurance-seeking is a compulsion in its own right). Intakes written for this test, in words of our own.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const listed = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title}`).join('\n');

// Each: the lists, then what a step's title must say for the asking ritual (the person asked, in the second person).
// Not here, and left for later: a harm ladder whose every step at 5 and above is a knife, a trigger, the partner the
// thought is about or the story ("asking my partner if im a bad person" beside "hiding the knives") keeps the asking in
// "do not" clauses; none of those steps may give way to it.
const ASKERS: Array<[string[], string[], string[], RegExp]> = [
  [['the house burning down because i left the hob on'], ['checking the hob is off 10 times', 'asking my wife if she locked the door'], ['leaving for work', 'bedtime'], /\bask\w* your wife\b/i],
  [['burglars getting in cos i left the back door open'], ['pulling the door handle over and over', 'asking my flatmate if he locked up'], ['going out', 'nights'], /\bask\w* your flatmate\b/i],
  [['that i could hurt my baby when im tired'], ['not bathing her on my own', 'asking my mum if im a good mother'], ['bath time', 'the baby crying at night'], /\bask\w* your mum\b/i],
  [['germs from the hospital making my kids sick'], ['washing my hands over and over after work', 'asking my husband if i washed properly'], ['coming home from a shift', 'my uniform'], /\bask\w* your husband\b/i],
  [['that i ran someone over on the way home'], ['driving back round to look', 'asking my son if he heard a bump'], ['the school run', 'speed bumps'], /\bask\w* your son\b/i],
  [['that i dont really love him and im leading him on'], ['comparing him to other guys', 'asking my sister if she thinks were right together'], ['his birthday', 'couples on instagram'], /\bask\w* your sister\b/i],
];

describe('an asking ritual gets a step of its own, beside the ritual it comes with', () => {
  it.each(ASKERS.map((entry, index) => [index, ...entry] as const))('asker %i', async (_index, obsessions, compulsions, triggers, asked) => {
    const items = await generate(obsessions, compulsions, triggers);
    expect(items.some((item) => asked.test(item.title)), listed(items)).toBe(true);
  });
});

describe('a library step still counts for the ritual it is made for', () => {
  it('a lock checker who asks no one keeps the library lock step and gets no asking step', async () => {
    const items = await generate(['burglars getting in because the door is unlocked'], ['checking the front door lock 15 times', 'going back home to check the lock'], ['leaving the house', 'bedtime']);
    expect(items.some((item) => /\block\b/i.test(item.title)), listed(items)).toBe(true);
    expect(items.some((item) => /\bask\w* your\b/i.test(item.title)), listed(items)).toBe(false);
  });

  it('a person whose asking is their only ritual still gets a step for it', async () => {
    const items = await generate(['that i offended my friend and she hates me now'], ['asking her if shes annoyed with me'], ['her not replying', 'group chats']);
    expect(items.some((item) => /\bask/i.test(`${item.title} ${item.description}`)), listed(items)).toBe(true);
  });
});
