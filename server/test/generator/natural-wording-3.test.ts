import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { properCase, ritualAsActivity, ritualAsImperative } from '../../src/modules/generator/offline/phrasing';
import { bodyInKind, titleInKind } from '../../src/modules/generator/offline/trigger-grammar';
import { isPluralTrigger, triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { GenerationInput } from '../../src/modules/generator/types';

/**
 * Issue 16, natural wording (third pass). General rules, each over intakes of our own:
 * 1. a count or an ending that is the ritual's own rule ("an even number of times", "until it feels right") is never
 *    held back as such ("Do not tap the desk an even number of times, not even once" licenses an odd count): the
 *    ritual is said as what it is for, or dropped whole after "Do not";
 * 2. acronyms and names of faiths and holy books keep their case when the person typed them in lower case;
 * 3. many of a thing are "them", and a vehicle is sat in or walked past, never handled or "had near".
 * 4. a long ritual still gets its own step, titled by its core; 5. a once-a-day trigger gets its step, "each day".
 */
const YBOCS = { total: 20, obsessions: 10, compulsions: 10, severity: 'Moderate' } as const;
const engine = createOfflineEngine();
const input = (obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput =>
  ({ obsessions, compulsions, triggers, ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false }) as GenerationInput;
const lines = async (intake: GenerationInput) => (await engine.generate(intake)).map((item) => `${item.title} — ${item.description}`);

const HELD_RULE =
  /\b(?:do not|don't|hold off|without|never) [^.,;—]*?\ban? (?:even|odd|equal|right|set|certain|exact) number of times\b|\b(?:until|till) (?:it|they|things|everything) (?:feels?|looks?|seems?) [^.,;—]*, not even once\b|^A week without [^—]*\b(?:until|till) (?:it|they|things|everything) (?:feels?|looks?|seems?)\b/i;

describe('a count or an ending held back is said as the ritual dropped', () => {
  it.each([
    ['tapping the desk an even number of times', /^tapping the desk to make it even$/],
    ['touching the light switch until it feels right', /^touching the light switch to make it feel right$/],
    ['Knocking on the table an odd number of times', /^knocking on the table to make it odd$/],
    ['rearranging my shoes till they look just right', /^rearranging your shoes to make them look just right$/],
  ])('%s', (ritual, expected) => {
    expect(ritualAsActivity(ritual)).toMatch(expected);
  });

  it.each([
    ['tapping the desk an even number of times', 'tap the desk to make it even'],
    ['switching the light on and off until it feels right', 'switch the light on and off to make it feel right'],
  ])('after "Do not" too: %s', (ritual, expected) => {
    expect(ritualAsImperative(ritual)).toBe(expected);
  });

  it.each([
    input(['if things are uneven something bad will happen to my dad'], ['tapping the desk an even number of times', 'touching the light switch until it feels right'], ['odd numbers', 'my desk at work']),
    input(['if it is not just right my mum will die'], ['tapping the table until it feels right', 'blinking an even number of times'], ['uneven shelves']),
    input(['my handwriting has to be perfect or my brother gets hurt'], ['rewriting words until they look perfect', 'clicking my pen an even number of times'], ['forms to fill in', 'writing by hand']),
  ])('in whole ladders (%#)', async (intake) => {
    expect((await lines(intake)).filter((line) => HELD_RULE.test(line))).toEqual([]);
  });
});

describe('acronyms and names keep their case', () => {
  it.each([
    ['hiv from a cut', 'HIV from a cut'],
    ['my gp thinks im fine but a&e would know', 'my GP thinks im fine but A&E would know'],
    ['covid on the shopping, ocd says wash it', 'COVID on the shopping, OCD says wash it'],
    ['bad thoughts about allah when reading the quran', 'bad thoughts about Allah when reading the Quran'],
    ['moving to the uk, christian guilt, nhs waiting lists', 'moving to the UK, Christian guilt, NHS waiting lists'],
    ['Hiv from a cut', 'HIV from a cut'],
  ])('%s', (typed, expected) => {
    expect(properCase(typed)).toBe(expected);
  });

  it.each(['me', 'us', 'may', 'march', 'mass', 'aids', 'hearing aids', 'she lent me a pen', 'a god awful day'])('leaves everyday words alone: %s', (typed) => {
    expect(properCase(typed)).toBe(typed.replace(/\bgod\b/, 'God'));
  });

  it.each([
    input(['hiv from a cut', 'i might have hiv'], ['checking my skin for cuts'], ['plasters']),
    input(['ocd makes me think my gp missed cancer'], ['googling symptoms'], ['lumps']),
    input(['what if i insult allah', 'bad thoughts about the quran'], ['saying sorry to allah in my head'], ['the mosque']),
  ])('in whole ladders (%#)', async (intake) => {
    expect((await lines(intake)).filter((line) => /\b(?:Hiv|Ocd|Gps?)\b|\b(?:hiv|ocd|gp|allah|quran)\b/.test(line))).toEqual([]);
  });
});

describe('many of a thing are "them"; a vehicle is sat in or walked past', () => {
  it.each(['cars', 'door handles', 'shopping trolleys', 'knives at work', 'the bins', 'ambulances'])('plural: %s', (trigger) => {
    expect(isPluralTrigger(trigger)).toBe(true);
  });
  it.each(['the bus', 'glass', 'the news', 'my car', 'bath time', 'washing up'])('not plural: %s', (trigger) => {
    expect(isPluralTrigger(trigger)).toBe(false);
  });
  it.each(['mosques', 'churches', 'libraries', 'public toilets'])('many places are places: %s', (trigger) => {
    expect(triggerKind(trigger)).toBe('place');
  });
  it.each(['cars', 'vans', 'the bus', 'ambulances', 'lorries'])('a vehicle is never handled or had near: %s', (trigger) => {
    const body = bodyInKind('Meet this on purpose today and do the ordinary safe thing once.', trigger);
    expect(body).not.toMatch(/\b(?:handle|have) (?:it|them)\b/i);
    expect(body).toMatch(/\b(?:sit in|walk past)\b/);
    expect(titleInKind('Meet it and let the thought come: x', trigger)).not.toMatch(/^(?:Handle|Have)/);
  });
  it.each(['door handles', 'shopping trolleys', 'towels'])('many things are "them": %s', (trigger) => {
    const body = bodyInKind('Each day, meet this for 20 minutes.', trigger);
    expect(body).toMatch(/\bthem\b/);
    expect(body).not.toMatch(/\b(?:handle|have) it\b/);
  });
  it.each([
    input(['i might have hit someone with my car'], ['checking the news for accidents'], ['cars', 'vans']),
    input(['germs from the hospital'], ['washing my hands for ages'], ['ambulances', 'lorries']),
    input(['i will catch something and die'], ['checking my body'], ['cars', 'taxis']),
  ])('in whole ladders (%#)', async (intake) => {
    expect((await lines(intake)).filter((line) => /\b(?:cars?|vans?|lorries|taxis?|ambulances?)\b[^—]*—[^]*\b(?:have (?:it|them) near you|handle (?:it|them))\b/i.test(line))).toEqual([]);
  });
});

/**
 * 4. A long ritual still gets its own step: its title names the ritual's core (the act and what it is done to), the
 *    full ritual stays in the description.
 */
describe('a long ritual of the person\'s still gets its own step', () => {
  it.each([
    [input(['my family will get hurt if i get it wrong'], ['rereading every email i send to my manager three or four times before sending'], ['sending emails']), 'reread every email you send to your manager'],
    [input(['my sister will hate me if i say something wrong'], ['rewriting every text message to my sister four or five times before sending it'], ['texting']), 'rewrite every text message to your sister'],
    [input(['something bad will happen if i get it wrong at work'], ['rereading every report i hand in to my boss three times before i hand it in'], ['deadlines']), 'reread every report you hand in to your boss'],
    [input(['if i dont lock the door properly someone will break in'], ['going back up the stairs to pull the door handle'], ['leaving for work']), 'go back up the stairs to pull the door handle'],
    [input(['burglars will get in and it will be my fault'], ['jiggling the lock three times'], ['the front door']), 'jiggle the lock'],
    [input(['the car will be stolen because i left it open'], ['pulling the boot handle again and again'], ['parking']), 'pull the boot handle'],
  ])('(%#)', async (intake, words) => {
    const items = await engine.generate(intake);
    const own = items.filter((item) => /^(?:A week without|Wait an hour before|Once only, for a week|Put it off an hour)|once(?: only, for a week|, then stop)$/i.test(item.title));
    expect(own.map((item) => item.title.length).every((length) => length <= 60)).toBe(true);
    expect(own.some((item) => item.description.includes(words))).toBe(true);
  });
});

/**
 * 5. A trigger that comes once a day ("leaving for work", "going to bed") is never set "twice a day", and is not left
 *    without a step for it: a step whose rhythm leads its words is said "each day" instead.
 */
describe('a once-a-day trigger gets its step, said "each day"', () => {
  it.each([
    // (named apart from the long-ritual cases above)
    [input(['if i dont lock the door properly someone will break in'], ['checking the door handle over and over'], ['leaving for work', 'going to bed']), 'leaving for work'],
    [input(['the house will burn down because of me'], ['checking the hob is off again and again'], ['the school run', 'leaving the house in the morning']), 'leaving the house'],
    [input(['i might have left the taps running and flooded the flat'], ['going back to check the taps'], ['going to bed', 'bedtime']), 'going to bed'],
  ])('(%#)', async (intake, trigger) => {
    const items = await engine.generate(intake);
    expect(items.some((item) => item.title.startsWith('Each day for a week') && item.title.includes(trigger))).toBe(true);
    expect(items.filter((item) => /\btwice a day\b/i.test(`${item.title} ${item.description}`) && /leaving|bed|school run/i.test(item.title))).toEqual([]);
  });
});

describe('a ritual about a child\'s bedding is never held back nor made a step (NHS and AAP safe-sleep advice)', () => {
  it.each(['pulling the blanket off the baby again and again', 'tugging the duvet off my son five times', 'checking the pillow is away from my daughter'])('%s', (ritual) => {
    expect(ritualAsActivity(ritual)).toBeNull();
    expect(ritualAsImperative(ritual)).toBeNull();
  });
  it('in a whole ladder', async () => {
    const found = (await lines(input(['i might hurt my baby'], ['checking the baby is breathing', 'pulling the blanket off the baby again and again'], ['bath time']))).filter((line) => /\bblanket\b/i.test(line));
    expect(found).toEqual([]);
  });
});
