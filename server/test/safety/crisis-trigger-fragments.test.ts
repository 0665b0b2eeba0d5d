import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crisisFeatures } from '../../src/modules/safety/crisis/model';
import { screenForCrisis } from '../../src/modules/safety/crisis/screen';

/**
 * Issue 16, a third clinician-minded review: a 16-year-old's whole intake got the crisis screen for one trigger,
 * "my mums car in the morning". The model had learned everyday words from plans ("tomorrow", "garage", "my
 * mums") and the words that build a sentence ("myself", "to", "be", "would") as crisis signs, and in a list entry of
 * a few words one of them decides. Two blind sets were written before any change and are never trained on:
 * set 13 (cars, mornings, family, the days ahead; written first, the committed screen refused 10 of its 51
 * fragments) and set 14 (school, travel, heights, medicines, ropes and belts as things, goodbyes as routine;
 * written by someone who had not seen the screen, 1 of 90 refused). The fix is a training set of fragments
 * (sets/crisis/15-fragments.json, the same everyday words in ordinary entries and in crisis ones) and grammar
 * words counted only in the pairs they make (crisis/model.ts GRAMMAR_WORDS). docs/decisions/027, "Trigger fragments".
 */
interface Phrase {
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
}
const blindSet = (name: string) =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(`./sets/crisis-blind/${name}`, import.meta.url)), 'utf8')) as { phrases: Phrase[] }).phrases;

describe('crisis screen on short list fragments (issue 16)', () => {
  for (const [name, allowedFalseAlarms] of [['13-blind.json', 2], ['14-blind.json', 2]] as const) {
    it(`${name}: every crisis text is a crisis, and at most ${allowedFalseAlarms} ordinary fragments are refused`, () => {
      const phrases = blindSet(name);
      const missed = phrases.filter((phrase) => phrase.label === 'crisis' && screenForCrisis(phrase.text).verdict !== 'crisis').map((phrase) => phrase.text);
      const refused = phrases.filter((phrase) => phrase.label === 'not_crisis' && screenForCrisis(phrase.text).verdict === 'crisis').map((phrase) => phrase.text);
      expect(missed).toEqual([]);
      expect(phrases.filter((phrase) => phrase.label === 'crisis').length).toBeGreaterThan(5);
      expect(refused.length, refused.join(' | ')).toBeLessThanOrEqual(allowedFalseAlarms);
    });
  }

  it('lets the reviewer\'s trigger through and still reads a plan in the same words', () => {
    expect(screenForCrisis('my mums car in the morning').verdict).toBe('clear');
    for (const text of ['taking my mums car in the morning and driving it off the bridge', 'my mums car in the garage with the engine running tonight, im done']) {
      expect(screenForCrisis(text).verdict, text).toBe('crisis');
    }
  });

  // A seventh clinician-minded review: an honesty-scrupulosity intake got the crisis screen for one trigger.
  it('reads "off" in its everyday senses as ordinary, and "off" a place as before', () => {
    for (const text of ['when someone seems a bit off with me', 'my manager being off with me', 'the milk smells a bit off', 'feeling a bit off today', 'my day off', 'off work with flu']) {
      expect(screenForCrisis(text).verdict, text).toBe('clear');
    }
    for (const text of ['i will jump off the bridge tonight', 'driving it off the cliff in the morning', 'everyone seems a bit off with me and i want to die']) {
      expect(screenForCrisis(text).verdict, text).toBe('crisis');
    }
  });

  it('counts a grammar word only in the pairs it makes', () => {
    const alone = crisisFeatures('correcting myself mid sentence to be precise');
    expect(alone.has('w:myself')).toBe(false);
    expect(alone.has('w:be')).toBe(false);
    expect(alone.has('b:correcting myself')).toBe(true);
    const plan = crisisFeatures('i want to kill myself');
    expect(plan.has('b:kill myself')).toBe(true);
    expect(plan.has('w:kill')).toBe(true);
    expect(plan.has('w:myself')).toBe(false);
  });
});

/**
 * An eighth clinician-minded review: an impulse-phobia trigger, "the sound of a train coming", stopped a whole intake
 * (the person wrote "it horrifies me"). The model had learned "train … coming" from plans ("what time it comes
 * through"). The fix is a training set of such fragments, ordinary and crisis alike (sets/crisis/16-triggers-sounds.json);
 * retrained, a blind set's overdose in progress lost the model's catch, so the phrase list now names the medicines
 * its sibling rule already knew (crisis/english.ts). docs/decisions/027, "Sounds and sights of trains".
 */
describe('trains, sounds and a whole packet (an eighth review)', () => {
  it.each(['the sound of a train coming', 'hearing the tube coming in', 'the whoosh of the express going through', 'trains rushing past the platform'])('"%s" is an ordinary trigger', (text) => {
    expect(screenForCrisis(text).verdict).not.toBe('crisis');
  });
  it.each([
    'the sound of the express. tonight',
    'swallowed a whole packet of co-codamol and im just waiting',
    'took a whole box of sertraline',
    'took a handful of codeine tablets an hour ago',
  ])('"%s" is a crisis', (text) => {
    expect(screenForCrisis(text).verdict).toBe('crisis');
  });
  it.each(['i take a packet of ibuprofen to work', 'carrying a box of paracetamol in my bag', 'i take a packet of paracetamol with me everywhere'])('"%s" is no crisis', (text) => {
    expect(screenForCrisis(text).verdict).toBe('clear');
  });
});

/**
 * A ninth clinician-minded review: the question OCD asks of anyone ("do intrusive thoughts mean you secretly want to
 * die", googled) was refused as a crisis while the same words with "i" were asked about; an exhausted parent's trigger
 * ("night feeds when im exhausted", read by the model) stopped an intake. Found beside them: a burden said to the
 * people's face ("you would all be better off if i died") was read as clear.
 */
describe('the question asked of anyone, tiredness, and a burden said to their face (a ninth review)', () => {
  it.each([
    'googling whether intrusive thoughts mean you secretly want to die',
    'do intrusive thoughts mean you secretly want to die',
    'reading forums about whether people with these thoughts secretly want to die',
  ])('"%s" is asked about, not refused', (text) => {
    expect(screenForCrisis(text).verdict).toBe('ambiguous');
  });
  it.each(['i secretly want to die', 'i want to die'])('"%s" is still a crisis', (text) => {
    expect(screenForCrisis(text).verdict).toBe('crisis');
  });
  it.each(['you would all be better off if i died', 'you would be better off if i died', "you'd all be better off without me"])('"%s" is a crisis', (text) => {
    expect(screenForCrisis(text).verdict).toBe('crisis');
  });
  it.each(['night feeds when im exhausted', 'the night feed when im tired', 'school pick up when im exhausted'])('"%s" is an ordinary trigger', (text) => {
    expect(screenForCrisis(text).verdict).not.toBe('crisis');
  });
});

/**
 * A tenth clinician-minded review: two of fifteen blind intakes were refused, for a work trigger ("end of month
 * close") and a church one ("bible study on thursday nights"), read by the model. Set 17 (sets/crisis/17-…) holds
 * ordinary schedules and closes beside plans said in the same words; the blind sets stayed as they were.
 */
describe('schedules, closes and ends of things are ordinary triggers (a tenth review)', () => {
  it.each(['end of month close', 'bible study on thursday nights', 'year end close and the audit', 'mass on saturday nights', 'the end of every month when the bills come'])(
    '"%s" is an ordinary trigger',
    (text) => {
      expect(screenForCrisis(text).verdict).toBe('clear');
    },
  );
  it.each(['i have decided to end my life at the end of the month', 'after bible study i am going to end it', 'i plan to kill myself on thursday night'])('"%s" is still a crisis', (text) => {
    expect(screenForCrisis(text).verdict).toBe('crisis');
  });
});
