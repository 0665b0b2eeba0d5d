import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, ritualAsActivity } from '../../src/modules/generator/offline/phrasing';
import { bodyInKind, templateTakesKind, titleInKind } from '../../src/modules/generator/offline/trigger-grammar';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { ExposureTemplate } from '../../src/modules/generator/offline/library';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { everyVignetteInput } from './every-vignette';

/**
 * Issue 16, natural wording (a clinician-minded review: the person's pasted words made ungrammatical or wrong steps
 * in 9 of 16 ladders). Four general rules, each over intakes of our own in different wordings, pronouns, tenses,
 * spellings without apostrophes, lower case and run-ons:
 * 1. a "maybe" statement is made only from a clause that can carry it (a subject and its verb, an object pronoun
 *    kept as an object), never from a feeling, a reaction, or a past event about someone else;
 * 2. a feeling clause keeps its verb ("I feel dirty…", never "Maybe dirty…");
 * 3. a past event about another person ("my aunt had lymphoma") is never a person to spend time with;
 * 4. a trigger template is used only when the trigger's kind fits its slot (decision 043): a doorway or a crack in
 *    the pavement is passed or stepped on, never "made uneven"; and no step asks the person to go without an
 *    ordinary act of daily life (walking through doorways, going up the stairs) for a time: that is avoidance.
 */

/** A "maybe" that has lost its grammar: an object pronoun as subject, a bare adjective, or no verb at all. */
const BROKEN_MAYBE = /\bMaybe (?:(?:dirty|contaminated|wrong|guilty|anxious|sick|unclean|disgusting|responsible|bad)\b|\w+ \w+ makes I\b)|\b(?:makes|made|make|let|lets) I\b/;

describe('a "maybe" statement only from a clause that can carry it', () => {
  it.each([
    'every lump makes me think its cancer',
    'Every mole makes me think its melanoma',
    'every headache makes me worry i have a tumour',
    'each twinge makes me think that im having a heart attack',
    'every time i see a knife it makes me think i will stab someone',
  ])('keeps the object pronoun an object, and the fear the clause after "think": %s', (obsession) => {
    const maybe = asMaybe(obsession);
    if (maybe !== null) {
      expect(maybe).not.toMatch(/\bmakes? I\b/);
      expect(maybe).not.toMatch(/\bmakes? me (?:think|worry)\b/);
      expect(maybe).toMatch(/^Maybe (?:I|it|it's|it is)\b/);
    }
  });

  it.each([
    ['every lump makes me think its cancer', /^Maybe it(?:'s| is) cancer$/],
    ['every headache makes me worry i have a tumour', /^Maybe I have a tumour$/],
    ['every time i see a knife it makes me think i will stab someone', /^Maybe I will stab someone$/],
    ['whenever i see blood it makes me think ive got hiv', /^Maybe I've got hiv$/],
    ['Every Spot Makes Me Think Its Skin Cancer', /^Maybe it's skin cancer$/],
    ['i keep thinking i hit someone with my car', /^Maybe I hit someone with my car$/],
    // A run-on ends where the person's response to the fear begins.
    ['every time my chest hurts i think its a heart attack and i cant stop googling', /^Maybe it's a heart attack$/],
    ['i think my hands are contaminated so i wash them again', /^Maybe my hands are contaminated$/],
    // A list entry that begins "that …" (the "I fear" left unsaid) is the clause itself (a seventh clinician-minded
    // review: "Maybe that I'll throw up in public").
    ["that i'll throw up in public", /^Maybe I'll throw up in public$/],
    ['that my son will get ill because of me', /^Maybe my son will get ill because of me$/],
    ['That the house burns down while we are out', /^Maybe the house burns down while we are out$/],
  ])('says the feared clause itself: %s', (obsession, expected) => {
    expect(asMaybe(obsession)).toMatch(expected);
  });

  it.each([
    'I feel dirty on my skin after the bus',
    'i feel contaminated after touching door handles',
    'i feel wrong all day when things are uneven',
    'I feel responsible',
    'i feel guilty about everything',
    'hiv from a cut makes me panic',
    'dirt makes me feel sick',
  ])('is never made from a feeling or a reaction: %s', (obsession) => {
    const maybe = asMaybe(obsession);
    expect(maybe).toBeNull();
  });

  it.each([
    'my sister was diagnosed with cancer',
    'my aunt had lymphoma',
    'My dad had a stroke last year',
    'my best friend died in a car crash',
    'my colleague got hiv',
    'she had a miscarriage',
  ])('is never made from a past event about someone else: %s', (obsession) => {
    expect(asMaybe(obsession)).toBeNull();
  });

  it.each([
    'dirty on my skin after the bus',
    'on the bus after work',
    'cancer in my family',
  ])('is never made from words with no subject and verb: %s', (obsession) => {
    expect(asMaybe(obsession)).toBeNull();
  });

  it.each([
    ['what if i drop the baby down the stairs', 'Maybe I will drop the baby down the stairs'],
    ['germs from other peoples hands will make me ill', 'Maybe germs from other peoples hands will make me ill'],
    ['i might have left the oven on', 'Maybe I have left the oven on'],
    ['the house will burn down', 'Maybe the house will burn down'],
    ['something bad will happen to my family', 'Maybe something bad will happen to my family'],
    ['my thoughts mean im a bad person', "Maybe my thoughts mean I'm a bad person"],
    ['germs spread everywhere i touch', 'Maybe germs spread everywhere I touch'],
    ['what if she stops loving me', 'Maybe she stops loving me'],
    ['germs from the nursery get on everything', 'Maybe germs from the nursery get on everything'],
    // "might be" is a state: "Maybe I am gay", never "Maybe I will be gay".
    ['I looked at a guy in the gym and now I think I might be gay', 'Maybe I am gay'],
    ['i might be feeding my kids non kosher food without knowing', 'Maybe I am feeding my kids non kosher food without knowing'],
    // Under "what if", a past form is the fear, not a memory.
    ['what if my mum died because i didnt call', 'Maybe my mum died because I didnt call'],
  ])('still makes the statements it made before: %s', (obsession, expected) => {
    expect(asMaybe(obsession)).toBe(expected);
  });
});

describe('a past event about another person is never a person to spend time with', () => {
  const PAST_EVENTS = [
    'my aunt had lymphoma',
    'my dad had a stroke',
    'my sister was diagnosed with cancer',
    'my friend died in a crash',
    'my colleague got hiv',
    'My Mum Had A Heart Attack',
    'my grandad passed away from dementia',
  ];
  it.each(PAST_EVENTS)('is a memory, not a person: %s', (trigger) => {
    expect(triggerKind(trigger)).toBe('memory');
  });
  it.each(PAST_EVENTS)('is brought to mind, never spent time with, handled or gone to: %s', (trigger) => {
    const body = bodyInKind('Each day for seven days, meet this for 20 minutes, by chance or on purpose, and let the worry come.', trigger);
    expect(body).not.toMatch(/\b(?:spend time with them|handle it|go to it|go there|have it near)\b/);
    expect(body).toMatch(/\bbring it to mind\b/);
    const seek = bodyInKind('When it comes up today, or when you seek it out on purpose, give it 20 minutes.', trigger);
    expect(seek).not.toMatch(/\bspend time with them\b/);
    expect(titleInKind('Spend 20 minutes with your trigger: X', trigger)).not.toMatch(/\bwith X\b/);
  });
  it.each(['my mum', 'my boss', 'people from work', 'my sister who has cancer'])('a person stays a person: %s', (trigger) => {
    expect(triggerKind(trigger)).toBe('person');
  });
});

const template = (title: string, body: string): ExposureTemplate => ({ title, body } as unknown as ExposureTemplate);

describe('a trigger template only where the trigger\'s kind fits its slot', () => {
  const uneven = template('Leave it "not right" for a week: {trigger}', 'Make it uneven, out of order or unfinished on purpose, and live with it that way for seven days.');
  it.each(['doorways', 'the front door', 'thresholds', 'cracks in the pavement', 'corners', 'the kitchen doorway', 'floor tiles', 'the stairs'])(
    'a doorway, a crack or a step is passed, never made uneven: %s',
    (trigger) => {
      expect(templateTakesKind(uneven, trigger)).toBe(false);
    },
  );
  const reorder = template('Mix up the order of {object} for a week', 'Take the things in {object} and put them back in a mixed-up order.');
  it.each(['the kitchen doorway', 'the bathroom floor tiles', 'the front door', 'cracks in the pavement'])('a fixture is never reordered or moved: %s', (trigger) => {
    expect(templateTakesKind(reorder, trigger)).toBe(false);
  });
  it.each(['crooked pictures', 'the shoes by the door', 'the cushions', 'my desk'])('a thing that can be moved may still be left uneven: %s', (trigger) => {
    expect(templateTakesKind(uneven, trigger)).toBe(true);
  });
  it.each(['doorways', 'thresholds', 'the hallway doorway'])('a doorway is a place passed through, never stayed in 20 minutes: %s', (trigger) => {
    expect(triggerKind(trigger)).toBe('place');
    expect(templateTakesKind(template('Daily for a week, no ritual: {trigger}', 'Each day for seven days, meet this for 20 minutes, on purpose or when it comes up.'), trigger)).toBe(false);
  });
});

describe('no step asks the person to go without an ordinary act of daily life', () => {
  it.each([
    'walking through doorways',
    'walking through doorways several times',
    'going up and down the stairs 3 times',
    'stepping through the doorway twice',
    'switching the light off and on 7 times',
    'getting dressed',
  ])('the hold-off keeps the repeat, or leaves the slot to the library: %s', (compulsion) => {
    const activity = ritualAsActivity(compulsion);
    if (activity !== null) expect(activity).toMatch(/\b(?:twice|again)\b/);
  });
  it.each([
    ['walking through doorways several times', 'walking through doorways again'],
    ['going up and down the stairs 3 times', 'going up and down the stairs again'],
    ['Switching The Light Off And On 7 Times', 'switching the light off and on again'],
  ])('a daily act\'s count is held back as "again": %s', (compulsion, expected) => {
    expect(ritualAsActivity(compulsion)).toBe(expected);
  });
  it.each([
    ['going back into rooms to look around one more time', 'going back into rooms to look around one more time'],
    ['going over the arguments in my head at night', 'going over the arguments in your head at night'],
    ['going through the kitchen bin', 'going through the kitchen bin'],
    ['going back up the road to check', 'going back up the road to check'],
  ])('a ritual that only looks like a daily act keeps its words: %s', (compulsion, expected) => {
    expect(ritualAsActivity(compulsion)).toBe(expected);
  });
  it.each(['walking back through doorways until it feels right', 'stepping through doorways evenly', 'washing my hands for 20 minutes'])(
    'a ritual with its own manner is still held back as it is: %s',
    (compulsion) => {
      expect(ritualAsActivity(compulsion)).not.toBeNull();
    },
  );
});

const YBOCS = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' } as const;

const INTAKES: Array<{ name: string; input: GenerationInput }> = [
  { name: 'lump, aunt', input: { obsessions: ['every lump makes me think its cancer', 'my aunt had lymphoma and i will get it too'], compulsions: ['checking my body for lumps every morning', 'googling symptoms'], triggers: ['my aunt had lymphoma', 'finding a lump', 'health programmes on tv'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'bus, dirty', input: { obsessions: ['I feel dirty on my skin after the bus', 'germs from the seats will make me ill'], compulsions: ['showering for an hour when i get home'], triggers: ['the bus', 'feeling dirty on my skin'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'doorways', input: { obsessions: ['if i dont walk through doorways evenly something bad will happen to my mum'], compulsions: ['walking through doorways', 'touching both sides of the door frame'], triggers: ['doorways', 'the front door', 'stairs'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'dad, stroke', input: { obsessions: ['my dad had a stroke last year and it makes me think i caused it', 'every headache makes me worry i have a tumour'], compulsions: ['asking my mum if dad is ok', 'checking my pulse'], triggers: ['my dad had a stroke', 'hospitals'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'colleague', input: { obsessions: ['i feel contaminated after touching door handles and i cant stop thinking it', 'hiv from a cut makes me panic'], compulsions: ['washing my hands 30 times a day'], triggers: ['door handles', 'my colleague got hiv'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'sister, mole', input: { obsessions: ['Every mole makes me think its melanoma', 'my sister was diagnosed with cancer'], compulsions: ['checking moles in the mirror'], triggers: ['my sister was diagnosed with cancer', 'moles'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'stairs, title case', input: { obsessions: ['If I Dont Go Up The Stairs In Twos My Mum Will Die', 'i feel uneasy all day'], compulsions: ['going up and down the stairs several times', 'walking through doorways'], triggers: ['the stairs at home', 'thresholds', 'the kitchen doorway', 'cracks in the pavement'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
  { name: 'thresholds', input: { obsessions: ['when things are uneven i feel wrong all day', 'my family will die if i step on a crack'], compulsions: ['stepping over cracks', 'going up the stairs in fours'], triggers: ['cracks in the pavement', 'thresholds', 'crooked pictures'], ybocs: YBOCS, confirmedThemes: null, selfHarmFear: false } },
];

const engine = createOfflineEngine();
const text = (item: CandidateExposure) => `${item.title} — ${item.description}`;

/** Wording defects a person's words must never make in any step (the checks the every-vignette walk uses too). */
function wordingDefects(items: readonly CandidateExposure[]): string[] {
  const found: string[] = [];
  for (const item of items) {
    const line = text(item);
    if (BROKEN_MAYBE.test(line)) found.push(`broken maybe: ${line}`);
    // "your aunt had lymphoma — spend time with them": a past event is never someone to be near.
    if (/: (?:your|my|the) [\w ]+? (?:had|was|were|got|died|passed)\b[^—]*—[^]*\bspend time with them\b/i.test(line)) found.push(`event as person: ${line}`);
    // "Leave it 'not right': doorways": a passage is never made uneven.
    if (/\b(?:doorways?|thresholds?|door ?frames?|cracks?|floor tiles|pavements?|stairs)\b[^—]*—[^]*\bmake it uneven\b/i.test(line)) found.push(`fixture made uneven: ${line}`);
    // "A week without walking through doorways": avoidance of an ordinary act.
    // "Do not go up the stairs several times, not even once": a count beside "not even once" says two things.
    if (/\b(?:(?:several|many|a few|\d+|two|three|four|five|six|seven|eight|nine|ten) times|twice),? not even once\b/i.test(line)) found.push(`count against "not even once": ${line}`);
    // "Do not tap the desk an even number of times, not even once": a count that is the ritual's own rule, or its
    // ending beside "not even once" or in a week without it, licenses any other count; the ritual is dropped whole
    // (issue 16, natural wording). The library's "do not repeat prayers until they feel right" names the extra itself.
    if (/\b(?:do not|don't|hold off|without|never) [^.,;—]*?\ban? (?:even|odd|equal|right|set|certain|exact) number of times\b/i.test(line)) found.push(`count held back: ${line}`);
    if (/\b(?:until|till) (?:it|they|things|everything) (?:feels?|looks?|seems?) [^.,;—]*, not even once\b|^A week without [^—]*\b(?:until|till) (?:it|they|things|everything) (?:feels?|looks?|seems?)\b/i.test(line)) found.push(`ending held back: ${line}`);
    // "Hiv from a cut", "my gp": an acronym or a name typed in lower case keeps its own case.
    if (/\b(?:Hiv|Ocd|Gps?|A&e|Covid|Uk|Nhs|Adhd|Stis?|Hpv)\b|\b(?:hiv|ocd|gps?|a&e|covid|nhs|adhd|quran|koran|torah|allah)\b/.test(line)) found.push(`lost case: ${line}`);
    // "cars — Have it near you": a vehicle is sat in or walked past, and many of a thing are "them".
    if (/\b(?:cars?|vans?|lorries|lorry|trucks?|taxis?|buses|ambulances?)\b[^—]*—[^]*\b(?:have (?:it|them) near you|handle (?:it|them))\b/i.test(line)) found.push(`vehicle handled: ${line}`);
    // "Go up the stairs again once, then stop".
    if (/\bagain once\b/i.test(line)) found.push(`"again once": ${line}`);
    const ORDINARY_ACT = String.raw`(?:walk\w*|go|going|step\w*|climb\w*|get\w*) (?:through|up|down|into|out of|in|past|over)(?: and (?:up|down))?(?: the| your| a)? (?:\w+ )?(?:doorways?|doors?|stairs|steps|thresholds?)`;
    // "A week without walking through doorways": avoidance of an ordinary act, not response prevention.
    if (new RegExp(String.raw`\b(?:week|day|days|hour|minutes|morning) without ${ORDINARY_ACT}(?! (?:again|twice|\w+ times|\d+ times|evenly|sideways|in \w+s|a certain way|with))`, 'i').test(line)) found.push(`avoidance of an ordinary act: ${line}`);
    if (new RegExp(String.raw`\b(?:do not|hold off|without) ${ORDINARY_ACT}(?! (?:again|twice|\w+ times|\d+ times|evenly|sideways|in \w+s|a certain way|with|until|till))(?=[,.]| afterwards| during| for| while| today)`, 'i').test(line)) found.push(`avoidance of an ordinary act: ${line}`);
  }
  return found;
}

describe('ladders from pasted words read as natural steps', () => {
  it.each(INTAKES)('$name', async ({ input }) => {
    const items = await engine.generate(input);
    expect(wordingDefects(items)).toEqual([]);
  });

  it('every vignette is free of the wording defects', async () => {
    const found: string[] = [];
    for (const { name, input } of everyVignetteInput()) {
      for (const defect of wordingDefects(await engine.generate(input))) found.push(`${name}: ${defect}`);
    }
    expect(found).toEqual([]);
  }, 240_000);
});
