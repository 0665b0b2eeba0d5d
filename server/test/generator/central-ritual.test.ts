import { describe, expect, it } from 'vitest';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { describePerson } from '../../src/modules/generator/offline/person';
import { ownRitualTemplates } from '../../src/modules/generator/offline/own-ritual';

/**
 * The person's central ritual or avoidance gets steps of its own (a clinician-minded review, mean 6.6/10 over 21
 * intakes: the avoidance or ritual at the centre of a person's OCD often got no step that works on it while generic
 * library steps did). A good ladder grades the central avoidance (with support, then without, then longer) and puts
 * off, cuts down and drops the main ritual, in the person's words (docs/clinical.md §3, §4, §5). Safety rules hold:
 * a child's intimate care is never built from a person's own words (§11), medical tests only as agreed with a doctor
 * (§9), nothing beyond everyday risk (§10), no eating step for anyone whose lists describe an eating disorder (§21).
 */
const MODERATE = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' as const };
function intake(obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput {
  return { obsessions, compulsions, triggers, ybocs: MODERATE, confirmedThemes: null };
}
const generate = (input: GenerationInput) => createOfflineEngine().generate(input);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
const show = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title} — ${item.description}`).join('\n');

interface Central {
  name: string;
  input: GenerationInput;
  /** A step whose title works on the central avoidance or ritual. */
  step: RegExp;
  /** How many such steps the ladder holds at least (graded where there is material). */
  atLeast?: number;
  /** Words that must appear in every such step (a medical step keeps the doctor's agreement). */
  every?: RegExp;
}

const centrals: Central[] = [
  {
    name: 'a UK emetophobe who avoids restaurants in case she vomits',
    input: intake(['being sick in front of everyone'], ['avoiding restaurants in case i vomit', 'checking use by dates'], ['the smell of food', 'people coughing on the bus']),
    step: /restaurant/i,
  },
  {
    name: 'an American emetophobe who won’t eat at restaurants',
    input: intake(["that i'll throw up in public"], ["won't eat at restaurants", 'carrying gum and plastic bags everywhere'], ['stomach flu going around', 'crowded malls']),
    step: /restaurant/i,
  },
  {
    name: 'a commuter who only rides the underground with his partner',
    input: intake(['what if i push someone onto the tracks'], ['only go on the underground when my partner is with me', 'standing at the back of the platform'], ['tube platforms', 'crowds']),
    step: /underground/i,
  },
  {
    name: 'a man who never goes to the supermarket alone (graded: company, then none)',
    input: intake(['fainting and nobody helping me'], ['never go to the supermarket alone', 'checking my pulse'], ['queues', 'hot weather']),
    step: /supermarket/i,
    atLeast: 2,
  },
  {
    name: 'a grandson who has his brother walk behind his nan on the stairs',
    input: intake(['that i will push my nan down the stairs'], ['avoid walking behind her on the stairs, make my brother do it', 'asking my mum if im a bad person'], ['the stairs', 'visiting nan']),
    step: /walk behind your nan on the stairs/i,
  },
  {
    name: 'a British man who has HIV tests every few weeks (graded, only tests his doctor agreed)',
    input: intake(['that i have HIV from a one night stand years ago'], ['getting HIV tests every few weeks', 'googling symptoms'], ['a sore throat', 'news about HIV']),
    step: /HIV tests?\b.*(?:two weeks|month)|(?:extra|only the) HIV test/i,
    atLeast: 2,
    every: /doctor/i,
  },
  {
    name: 'an American who goes to the clinic for STD testing every month',
    input: intake(['that i have HIV or herpes from a hookup'], ['going to the clinic for STD testing every month', 'checking my lymph nodes'], ['rashes', 'dating apps']),
    step: /STD test/i,
    every: /doctor/i,
  },
  {
    name: 'a nurse who will not hug her kids till she has showered',
    input: intake(['germs from the ward making my kids ill'], ['avoid hugging the kids til ive showered, cos of germs', 'washing my hands 30 times a day'], ['coming home from work', 'my uniform']),
    step: /hug the kids before you shower/i,
  },
  {
    name: 'a mother afraid of drowning her baby who only baths him with her mum round (graded)',
    input: intake(['pictures of drowning my baby in the bath'], ['wont bath the baby unless my mum is round', 'googling if im a danger to my baby'], ['bathtime', 'the kitchen knives']),
    step: /\bbath\b/i,
    atLeast: 2,
  },
  {
    name: 'a Catholic who goes to confession several times a week',
    input: intake(['i have offended god and will go to hell'], ['going to confession several times a week for the same sins', 'asking my priest if it counts as a sin'], ['sunday mass', 'swearing']),
    step: /confess/i,
  },
  {
    name: 'a man who confesses every bad thought to his girlfriend',
    input: intake(['that i might have cheated on my girlfriend without remembering', 'being a terrible person'], ['confessing every bad thought to my girlfriend', 'replaying our arguments'], ['my girlfriend being quiet', 'texts from my ex']),
    step: /confess/i,
  },
  {
    name: 'a woman who asks her rabbi the same question again and again',
    input: intake(['that i broke the laws of kashrut without knowing'], ['asking the rabbi the same question again and again', 'rewashing dishes'], ['meat and milk in the kitchen', 'eating at friends']),
    step: /question|rulings?/i,
  },
  {
    name: 'a student who rereads paragraphs over and over',
    input: intake(['that i missed something important in what i read'], ['re-reading paragraphs over and over till it feels right', 'highlighting everything'], ['textbooks', 'contracts at work']),
    step: /re-?read/i,
  },
  {
    name: 'a café closer who checks the alarm panel loads of times',
    input: intake(['someone breaking into the cafe because i didnt set the alarm'], ['checking the alarm panel loads of times when i lock up', 'going back to the cafe after i leave'], ['closing the cafe', 'being last to leave']),
    step: /alarm panel/i,
  },
];

/** Staying in is an avoidance of going out, never a ritual to put off (a seventh clinician-minded review). */
const stayingIn = [
  intake(['norovirus season terrifies me, i cant stand the thought of throwing up'], ['staying home in winter', 'reading outbreak news'], ['hearing someone at work had norovirus']),
  intake(['scared of catching covid and giving it to my mum'], ['staying home in case i catch something', 'washing my hands a lot'], ['crowds on the bus']),
  intake(['what if i catch flu off someone and end up in hospital'], ['stay indoors all weekend', 'wiping the door handles'], ['people coughing', 'busy shops']),
];

describe('the central avoidance or ritual gets a step that works on it', () => {
  it.each(centrals.map((central) => [central.name, central] as const))('%s', async (_name, central) => {
    const items = await generate(central.input);
    const steps = items.filter((item) => central.step.test(item.title));
    expect(steps.length, show(items)).toBeGreaterThanOrEqual(central.atLeast ?? 1);
    if (central.every) for (const item of steps) expect(item.description, show(items)).toMatch(central.every);
  });

  it.each(stayingIn.map((input) => [input.compulsions[0]!, input] as const))('reads "%s" as staying in, met by going out', async (_name, input) => {
    const items = await generate(input);
    for (const item of items) expect(item.title, show(items)).not.toMatch(/before stay|without stay|go out (?:all|most|every)\b/i);
    expect(ownRitualTemplates(describePerson(input), 'health').concat(ownRitualTemplates(describePerson(input), 'vomiting'), ownRitualTemplates(describePerson(input), 'contamination')).filter((template) => /^go out\b/i.test(template.title)).length).toBeGreaterThanOrEqual(1);
  });

  // A seventh clinician-minded review: "googling only ever a clause": a ritual said with "at night" made no step at all.
  it('holds back a ritual done at night, and still never undoes an avoidance of the night', () => {
    const own = (obsession: string, compulsion: string) => {
      const person = describePerson(intake([obsession], [compulsion], []));
      return person.themes.flatMap((match) => ownRitualTemplates(person, match.theme)).map((template) => template.title);
    };
    expect(own('what if i have bowel cancer', 'googling symptoms for hours at night').some((title) => /^A week without googling symptoms/.test(title))).toBe(true);
    expect(own('what if i left the door unlocked and someone breaks in', 'checking the locks every night').some((title) => /^A week without checking the locks/.test(title))).toBe(true);
    for (const [obsession, compulsion] of [
      ['what if someone attacks me', 'never walk home at night'],
      ['what if someone attacks me', 'not going out after dark'],
      ['what if i have cancer', 'staying in at night'],
    ] as const) {
      expect(own(obsession, compulsion), compulsion).toEqual([]);
    }
  });

  it('grades an avoidance of going alone: with company first, then without', async () => {
    const items = await generate(centrals[3]!.input);
    const company = items.find((item) => /supermarket/i.test(item.title) && /close by/i.test(item.title));
    const without = items.find((item) => /supermarket/i.test(item.title) && /no one coming along|without/i.test(item.title));
    expect(company, show(items)).toBeDefined();
    expect(without, show(items)).toBeDefined();
    expect(company!.fear_level).toBeLessThan(without!.fear_level);
  });

  it('grades the baby’s bath: with someone beside her first, then on her own', async () => {
    const items = await generate(centrals[8]!.input);
    const together = items.find((item) => /bath/i.test(item.title) && /someone beside you/i.test(item.title));
    const alone = items.find((item) => /bath/i.test(item.title) && /on your own/i.test(item.title));
    expect(together, show(items)).toBeDefined();
    expect(alone, show(items)).toBeDefined();
    expect(together!.fear_level).toBeLessThan(alone!.fear_level);
  });

  it('never tells a person to skip a test their doctor asked for', async () => {
    for (const central of [centrals[5]!, centrals[6]!]) {
      const items = await generate(central.input);
      for (const item of items.filter((step) => /\btests?\b/i.test(step.title))) {
        expect(item.description).toMatch(/(?:agreed|asked for)/i);
        expect(item.description).not.toMatch(/do not (?:go to|see|call) (?:a|your) doctor/i);
      }
    }
  });
});

describe('an avoidance’s own account is never pasted into a step', () => {
  const glued = [
    intake(['thoughts of harming my baby when im alone with her'], ['avoid bathing her alone, wait til my husband is home', 'checking she is breathing'], ['bath time', 'knives in the kitchen']),
    intake(['that i will push my nan down the stairs'], ['avoid walking behind her on the stairs, make my brother do it', 'asking my mum if im a bad person'], ['the stairs', 'visiting nan']),
    intake(['germs from the ward making my kids ill'], ['avoid hugging the kids til ive showered, cos of germs', 'washing my hands 30 times a day'], ['coming home from work', 'my uniform']),
    intake(['my dad dying because of me'], ['avoid going in the garage, my sister goes instead', 'saying sorry in my head'], ['the garage', 'my dads tools']),
  ];
  it.each(glued.map((input, index) => [index, input] as const))('intake %i: no reason or helper clause in any step', async (_index, input) => {
    const items = await generate(input);
    for (const item of items) {
      expect(text(item), show(items)).not.toMatch(/\bwait(?:ing)? (?:til|till|until) your\b/i);
      expect(text(item), show(items)).not.toMatch(/\bmake your brother do it\b|\bcos of germs\b|\byour sister goes instead\b/i);
    }
  });

  it('holds back an avoidance only in a step about what it avoids', async () => {
    const items = await generate(glued[0]!);
    const hold = items.find((item) => /^Hold your baby/i.test(item.title));
    if (hold) expect(hold.description).not.toMatch(/avoid bathing/i);
  });
});

describe('putting off hand washing keeps the wash a product label asks for', () => {
  const washers = [
    intake(['germs from the toilets at work making my family ill'], ['washing my hands after my shift', 'showering as soon as i get home'], ['cleaning the toilets at work', 'bleach']),
    intake(['catching something off the residents i look after'], ['washing my hands again and again after taking my gloves off', 'changing my uniform in the car'], ['the care home', 'residents coughing']),
    intake(['getting germs on the kids'], ['scrubbing my hands when i get in', 'wiping the door handles'], ['the school gate', 'public toilets']),
  ];
  it.each(washers.map((input, index) => [index, input] as const))('washer %i', (_index, input) => {
    const person = describePerson(input);
    const delays = person.themes.flatMap((match) => ownRitualTemplates(person, match.theme)).filter((template) => template.id.endsWith('.delay') && /hands/.test(template.title));
    expect(delays.length).toBeGreaterThan(0);
    for (const template of delays) expect(template.prevention).toMatch(/unless it is time to eat or a label asks for a wash/i);
  });
});

describe('counter-cases: nothing unsafe is added', () => {
  it('a father with POCD thoughts who avoids nappy changes gets no nappy step (docs/clinical.md §11)', async () => {
    for (const input of [
      intake(['what if im a paedophile', 'thoughts about my daughter when i change her'], ['avoiding changing her nappy, my wife does it', 'checking my body for a reaction'], ['nappy changes', 'being alone with my daughter']),
      intake(['scared im a pedophile because of thoughts about my son'], ['never change his diaper, i make my wife do it', 'googling pedophile signs'], ['diaper changes', 'bath time']),
    ]) {
      const items = await generate(input);
      for (const item of items) expect(text(item), show(items)).not.toMatch(/\b(?:nappy|nappies|diapers?|bath)\b/i);
    }
  });

  it('a mother whose images are of touching her baby wrongly gets no own bath step', async () => {
    const input = intake(['images of touching my baby inappropriately in the bath'], ['avoid bathing her alone, wait for my husband', 'asking my husband if im a bad mum'], ['bath time', 'changing her']);
    const person = describePerson(input);
    expect(person.themes.flatMap((match) => ownRitualTemplates(person, match.theme)).filter((template) => /bath/i.test(template.title))).toEqual([]);
  });

  it('someone whose lists describe an eating disorder is never asked to eat out', async () => {
    const items = await generate(intake(['gaining weight if i eat out'], ['avoiding restaurants so i dont have to eat', 'skipping meals'], ['menus', 'family dinners']));
    for (const item of items) expect(item.title, show(items)).not.toMatch(/\beat\b|restaurant/i);
  });

  it('walking home alone is never made a step (docs/clinical.md §10)', async () => {
    const items = await generate(intake(['being attacked'], ['never walk home alone', 'checking the locks'], ['dark evenings', 'strangers']));
    for (const item of items) expect(item.title, show(items)).not.toMatch(/walk home/i);
  });

  it('a ritual of asking someone is not turned into a "with them close by" step', async () => {
    const items = await generate(intake(['the house burning down because of me'], ['asking my wife if the hob is off', 'checking the hob knobs'], ['leaving the house', 'cooking dinner']));
    for (const item of items) expect(item.title, show(items)).not.toMatch(/close by/i);
  });

  it('asking someone to come along is put off or dropped, never allowed "once only"', () => {
    for (const input of [
      intake(['getting stuck and suffocating'], ['never take the lift alone', 'asking my colleague to come with me'], ['lifts', 'the office']),
      intake(['having a panic attack and collapsing in the street'], ['asking my sister to walk with me to the shops', 'carrying water everywhere'], ['town centre', 'hot days']),
    ]) {
      const person = describePerson(input);
      const steps = person.themes.flatMap((match) => ownRitualTemplates(person, match.theme));
      expect(steps.filter((template) => /once only/i.test(template.title)).map((template) => template.title)).toEqual([]);
    }
  });

  it('an everyday test with no repeat, for someone without a health theme, makes no test step', async () => {
    const items = await generate(intake(['making a mistake at work'], ['rereading emails before i send them', 'checking my spelling'], ['emails', 'meetings']));
    for (const item of items) expect(item.title, show(items)).not.toMatch(/\btests?\b/i);
  });
});
