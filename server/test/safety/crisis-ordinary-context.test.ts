import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenForCrisis } from '../../src/modules/safety/crisis/screen';
import { loadCrisisTrainingData } from './crisis-training-data';

/**
 * Issue 16: false alarms a clinician found in intake lists, each read as a crisis so the whole intake was
 * blocked, and the blind set 12 written before the change (sets/crisis-blind/12-blind.json, never trained on).
 * Each false alarm is paired with a near-crisis variant in the same words that must still be a crisis
 * (framing.ts ordinaryContext, english.ts "affairs in order"; docs/clinical.md §16-§18; docs/decisions/027).
 */
const verdict = (text: string) => screenForCrisis(text).verdict;
/** The model as if it read every text as a crisis: what a frame excuses, whatever a retrain weighs. */
const alwaysCrisis = { score: () => 1, threshold: 0.5, canRead: () => true };
const rulesOnly = { score: () => 0, threshold: 1, canRead: () => false };

interface Phrase {
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
}
const blindFile = fileURLToPath(new URL('./sets/crisis-blind/12-blind.json', import.meta.url));
const blind = JSON.parse(readFileSync(blindFile, 'utf8')) as { about: string; never_trained_on: boolean; phrases: Phrase[] };

describe('crisis screen on ordinary contexts (issue 16)', () => {
  it('reads a medicine taken as directed as no crisis, and an overdose by count or with a plan as one', () => {
    for (const text of ['I took 2 paracetamol for my headache', 'took my antibiotics at the exact same time every day', 'took one of my diazepam before the flight like the doctor said']) {
      expect(verdict(text), text).toBe('clear');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('clear');
    }
    expect(verdict('I took 40 paracetamol')).toBe('crisis');
    expect(verdict('I took 40 paracetamol for my headache')).toBe('crisis');
    for (const text of ['I took 2 paracetamol for my headache and saved the rest', 'I take my tablets every night and keep one back each time', 'took my pills with breakfast and hid the rest in a sock', 'took 2 paracetamol for my headache, the rest are for tonight', 'took 10 paracetamol for my headache', 'I took 2 paracetamol for my headache and I want to take the whole packet']) {
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('crisis');
    }
  });

  it('asks about "thinking about it all night" said alone, lets rumination about a named doubt through, and reads a plan for "it" as a crisis', () => {
    expect(verdict('thinking about it all night')).not.toBe('crisis');
    expect(screenForCrisis('thinking about it all night', alwaysCrisis).verdict).toBe('ambiguous');
    expect(screenForCrisis('been thinking about it for weeks, did i lock the car', alwaysCrisis).verdict).toBe('clear');
    for (const text of ['thinking about it all night, I know how I would do it', 'been thinking about it all night and I am ready', 'thinking about it all night, tonight is the night']) {
      expect(verdict(text), text).toBe('crisis');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('crisis');
    }
  });

  it('reads a bridge on the way somewhere as no crisis, and a plan or a wait at its edge as one', () => {
    for (const text of ['the bridge on the way to school', 'walking over the bridge to get to uni', 'driving over the flyover on my way to work']) {
      expect(verdict(text), text).toBe('clear');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('clear');
    }
    for (const text of ['my plan is to jump from the bridge on the way to school', 'I stand on the bridge on the way to school looking down', 'stopping on the bridge on the way to work and waiting']) {
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('crisis');
    }
    expect(verdict('my plan is to jump from the bridge on the way to school')).toBe('crisis');
  });

  it('reads affairs put in order for an everyday event as no crisis, and before ending it as one', () => {
    for (const text of ['putting my affairs in order for the tax return', 'getting my affairs in order before we move house']) {
      expect(verdict(text), text).toBe('clear');
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('clear');
    }
    for (const text of ['putting my affairs in order before I end it', 'putting my affairs in order before I go', 'getting my affairs in order, I will not need them', 'putting my affairs in order for when I am gone']) {
      expect(verdict(text), text).toBe('crisis');
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
  });

  it('reads a plan made with a therapist as no crisis, and a plan to die or a decision beside it as one', () => {
    for (const text of ['my therapist and I have a plan', 'i have a plan with my counsellor to cut down checking', 'plan for tomorrow: go to the supermarket without gloves']) {
      expect(verdict(text), text).toBe('clear');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('clear');
    }
    for (const text of ['my therapist and I have a plan to keep me safe but I have already decided', 'my therapist does not know I have a plan to end my life', 'I have a plan and my therapist does not know, tonight']) {
      expect(verdict(text), text).toBe('crisis');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('crisis');
    }
  });

  it('reads ending it with a partner as no crisis, and wanting to end it after a break-up as one', () => {
    for (const text of ['constantly asking myself if i should end it with her', 'i ended it with my gf last year and replay it all the time']) {
      expect(verdict(text), text).toBe('clear');
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('clear');
    }
    for (const text of ['my boyfriend left me and I just want to end it', 'since she broke up with me I keep thinking about ending it all', 'ended it with my gf and now I want to die']) {
      expect(verdict(text), text).toBe('crisis');
    }
    expect(screenForCrisis('since my wife left I think I will end it', alwaysCrisis).verdict).toBe('crisis');
  });

  it('excuses nothing that says a crisis beside the ordinary context, whatever the model weighs', () => {
    for (const text of [
      'driving over the bridge on the way to work and thinking about swerving off',
      'the bridge on the way to school, one day i will not come back from it',
      'walking over the bridge to get to uni and wondering how long the fall is',
      'my therapist and I have a plan but she does not know about my other one',
      'took my pills every morning but not for much longer',
      'took my tablets with breakfast, the others are in the drawer for later',
      'been thinking about it for weeks, did i lock the car, does it even matter, nothing does',
      'i ended it with my gf and now there is no reason to carry on',
      'my plan with my gp is to come off my meds and then go through with it',
      // A review of this change: each was a crisis before the frames, and the first version excused it.
      'my therapist and i have a plan but i have my own plan too',
      'the bridge on the way to school, i think about how easy it would be',
    ]) {
      expect(screenForCrisis(text, alwaysCrisis).verdict, text).toBe('crisis');
    }
  });

  it('reads affairs put in order for an everyday event as a farewell again when an ending follows', () => {
    for (const text of ['putting my affairs in order for the tax return and then i will be done', 'sorting my affairs out before we move house, then it is over']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
  });

  it('reads a plan worked out for "it" and a last goodbye to a person as a crisis, whatever the model weighs', () => {
    for (const text of ["ive worked out how i'd do it and when", 'told my mum i love her one last time', 'hugged my kids one last time this morning']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
    for (const text of ['checking the door one last time before bed', 'hugged my nan one last time before she died', 'worked out how to do it without asking for reassurance']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('clear');
    }
  });
});

describe('blind set 12 (never trained on)', () => {
  it('is kept out of the model training data', () => {
    expect(blind.never_trained_on).toBe(true);
    const trained = new Set(loadCrisisTrainingData().phrases.map((phrase) => phrase.text.trim().toLowerCase()));
    expect(blind.phrases.filter((phrase) => trained.has(phrase.text.trim().toLowerCase()))).toEqual([]);
  });

  it('holds at least 120 ordinary OCD texts and 60 crisis texts', () => {
    expect(blind.phrases.filter((phrase) => phrase.label === 'not_crisis').length).toBeGreaterThanOrEqual(120);
    expect(blind.phrases.filter((phrase) => phrase.label === 'crisis').length).toBeGreaterThanOrEqual(60);
  });

  it('shows the crisis screen for every crisis text, and refuses at most 1% of the ordinary ones', () => {
    const missed = blind.phrases.filter((phrase) => phrase.label === 'crisis' && verdict(phrase.text) !== 'crisis').map((phrase) => phrase.text);
    expect(missed).toEqual([]);
    const ordinary = blind.phrases.filter((phrase) => phrase.label === 'not_crisis');
    const refused = ordinary.filter((phrase) => verdict(phrase.text) === 'crisis').map((phrase) => phrase.text);
    expect(refused.length / ordinary.length, refused.join(' | ')).toBeLessThanOrEqual(0.01);
  });
});
