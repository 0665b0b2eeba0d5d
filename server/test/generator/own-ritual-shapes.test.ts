import { describe, expect, it } from 'vitest';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { describePerson } from '../../src/modules/generator/offline/person';
import { ownRitualTemplates } from '../../src/modules/generator/offline/own-ritual';

/**
 * Rituals said in shapes the own-ritual reader missed (an eighth clinician-minded review): the checking ritual at the
 * centre of a person's OCD made no step when it named a household hazard ("checking the hob 10 times"), a safety item
 * carried everywhere was never left at home, testing oneself read as a medical test, a long ritual with its purpose
 * ("… to see if …") ran past the title, and company kept close ("always having my husband with me") was never dropped.
 * The safety rules hold: a hazard is checked once with full attention, never left unchecked for a week (docs/clinical.md
 * §10); medicine and what keeps a person safe are always carried (§9, §10); a child's care comes from the library only (§11).
 */
const MODERATE = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' as const };
const intake = (obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput => ({ obsessions, compulsions, triggers, ybocs: MODERATE, confirmedThemes: null });
const generate = (input: GenerationInput) => createOfflineEngine().generate(input);
const show = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title} — ${item.description}`).join('\n');

describe('a check on a household hazard is cut to one attentive check, never dropped', () => {
  const cases: Array<[string, GenerationInput, RegExp]> = [
    ['the hob, ten times', intake(['the gas will be on and the flat burns down'], ['checking the hob 10 times before leaving', 'taking photos of the switches'], ['leaving for work']), /\bhob\b/i],
    ['the straighteners, over and over', intake(['what if my straighteners set the house on fire'], ['checking my straighteners are unplugged over and over', 'asking my boyfriend if i switched them off'], ['going out in the morning']), /straighteners/i],
    ['the oven knobs, no count given', intake(['burning the house down because i left the oven on'], ['checking the oven knobs', 'going back into the kitchen'], ['after cooking tea']), /oven/i],
    ['the windows, loads of times', intake(['someone breaking in because i left a window open'], ['checking all the windows are shut loads of times', 'pulling on the front door'], ['going to bed', 'going on holiday']), /windows?/i],
  ];
  it.each(cases)('%s', async (_name, input, hazard) => {
    const items = await generate(input);
    const own = items.filter((item) => hazard.test(item.title) && /\bonce\b/i.test(item.title));
    expect(own.length, show(items)).toBeGreaterThanOrEqual(1);
    for (const item of items.filter((step) => hazard.test(step.title))) {
      expect(item.title, show(items)).not.toMatch(/^(?:A week without|Wait an hour before|Put it off)/i);
    }
  });
});

describe('testing oneself is a ritual, not a medical test', () => {
  const cases: Array<[string, GenerationInput]> = [
    ['pictures, to see if he reacts', intake(['what if im secretly gay and my whole life is a lie'], ['testing myself by looking at pictures of men to see if i react', 'avoiding the gym changing room'], ['the gym', 'gay couples on tv'])],
    ['whether she is still attracted', intake(['maybe im a lesbian and ive been lying to my husband'], ['testing whether im attracted to women when i see them', 'asking my husband if he thinks im straight'], ['women at work', 'films with lesbian characters'])],
    ['his love, over and over', intake(['maybe i dont really love my wife sophie'], ['testing my feelings for sophie over and over', 'comparing her to other women'], ['sophie being quiet', 'romantic films'])],
  ];
  it.each(cases)('%s', async (_name, input) => {
    const items = await generate(input);
    expect(items.some((item) => /\btest(?:ing)? (?:yourself|whether|your feelings)/i.test(item.title)), show(items)).toBe(true);
  });
});

describe('a safety item carried everywhere is left at home, in steps', () => {
  const cases: Array<[string, GenerationInput, RegExp]> = [
    ['mints and a sick bag', intake(['being sick on the bus in front of everyone'], ['carrying mints and a sick bag everywhere', 'checking use by dates over and over'], ['buses', 'people coughing']), /mints/i],
    ['hand gel and wipes', intake(['germs from other people making me ill'], ['always carry hand gel and wipes with me', 'washing my hands when i get home'], ['shopping trolleys', 'door handles']), /hand gel/i],
    ['sick bags, just in case', intake(["i'll throw up at work"], ['taking sick bags and tissues in my handbag everywhere in case i throw up', 'sitting near the door in meetings'], ['meetings', 'the office canteen']), /sick bags/i],
  ];
  it.each(cases)('%s', async (_name, input, item) => {
    const items = await generate(input);
    const steps = items.filter((step) => item.test(step.title) && /without/i.test(step.title));
    expect(steps.length, show(items)).toBeGreaterThanOrEqual(1);
    // Left at home, never carried in a step: the item is what the step takes away.
    for (const step of steps) expect(step.description, show(items)).toMatch(/leave .+ at home/i);
  });

  it.each([
    ['an inhaler', intake(['having an asthma attack and dying'], ['carrying my inhaler everywhere', 'checking my breathing'], ['hay fever season'])],
    ['an EpiPen', intake(['a nut getting into my food'], ['carrying two epipens everywhere', 'reading every label three times'], ['restaurants'])],
    ['a phone', intake(['being attacked on the way home'], ['carrying my phone everywhere in case', 'texting my mum when i arrive'], ['dark evenings'])],
    ['medication', intake(['having a seizure in public'], ['always carrying my medication with me', 'googling seizures'], ['crowds'])],
  ])('never %s', async (_name, input) => {
    const items = await generate(input);
    for (const step of items) expect(`${step.title} ${step.description}`, show(items)).not.toMatch(/\b(?:without|leave|left) (?:your |my |the |two )?(?:inhaler|epipens?|phone|medication)/i);
  });
});

describe('a long ritual keeps its act in the title when its purpose is cut', () => {
  const cases: Array<[string, GenerationInput, RegExp]> = [
    ['googling whether …', intake(['scared i will hurt my baby', 'thoughts of dropping her'], ['googling whether mums who have these thoughts act on them', 'not bathing her on my own'], ['bath time']), /googl/i],
    ['checking her instagram to see if …', intake(['maybe i dont love my girlfriend amy enough'], ['checking her instagram to see if other guys are more her type', 'comparing her to my ex'], ['seeing couples']), /instagram/i],
    ['looking up whether …', intake(['what if i snap and hurt a stranger'], ['looking up whether people with intrusive thoughts ever act on them', 'avoiding crowds'], ['busy trains']), /looking (?:it )?up|look (?:it )?up/i],
  ];
  it.each(cases)('%s', async (_name, input, act) => {
    const items = await generate(input);
    expect(items.filter((item) => act.test(item.title)).length, show(items)).toBeGreaterThanOrEqual(1);
    for (const item of items) expect(item.title.length).toBeLessThanOrEqual(60);
  });
});

describe('company kept close is dropped in a step of its own', () => {
  const cases: Array<[string, GenerationInput, RegExp, RegExp]> = [
    ['a husband on every shop', intake(['fainting in a shop and nobody helping'], ['always having my husband with me when i go to the shops', 'checking my pulse'], ['queues', 'hot days']), /shops?/i, /husband/],
    ['a friend on the bus', intake(['losing control and hitting a stranger'], ['always taking my friend with me on the bus', 'keeping my hands in my pockets'], ['bus stops', 'crowded places']), /bus/i, /friend/],
  ];
  it.each(cases)('%s', async (_name, input, act, helper) => {
    const items = await generate(input);
    const without = items.find((item) => act.test(item.title) && new RegExp(`without your ${helper.source}`, 'i').test(item.title));
    expect(without, show(items)).toBeDefined();
    expect(without!.fear_level).toBeGreaterThanOrEqual(7);
    // Graded where there is room: a step with them close by sits below the one without them.
    const close = items.find((item) => act.test(item.title) && helper.test(item.title) && /close by/i.test(item.title));
    if (close) expect(close.fear_level).toBeLessThan(without!.fear_level);
  });

  it('leaves company beside a child to the library (docs/clinical.md §11)', async () => {
    const input = intake(['scared i will drop my baby on purpose'], ['always having my sister in the room when im with the baby', 'googling if im dangerous'], ['bath time']);
    const items = await generate(input);
    for (const item of items) expect(item.title, show(items)).not.toMatch(/without your sister|sister close by/i);
  });
});

describe('a title names the ritual whole where it can, never cut mid-list or mid-clause', () => {
  it.each([
    [intake(['something bad will happen to my mum if my desk isnt right'], ['lining up my pens, keyboard and mug at right angles before i can start work'], ['my colleague moving things']), /^A week without lining up your pens, keyboard and mug$|pens, keyboard and mug/],
    [intake(['my kids will get hurt if things arent straight'], ['straightening the cushions, throws and rugs until they look right every evening'], ['visitors']), /cushions, throws and rugs/],
    [intake(['the flat will burn down because i left the hob on'], ['checking the hob knobs, touching each one and saying off', 'going back from the bus stop'], ['leaving for work']), /\bhob\b.*\bonce\b|\bonce\b.*\bhob\b/],
  ])('%#', async (input, title) => {
    const items = await generate(input);
    expect(items.some((item) => title.test(item.title)), show(items)).toBe(true);
    for (const item of items) expect(item.title, show(items)).not.toMatch(/, \w+$|: [a-z]+ [a-z]+, [a-z]+ [a-z]+ [a-z]+$/);
  });
});

describe('a driver’s own checks are never held back (docs/clinical.md §10)', () => {
  it.each([
    intake(['i hit a cyclist without noticing and drove off'], ['checking my mirrors constantly, like every few seconds', 'driving back round the roundabout'], ['cyclists']),
    intake(['what if i ran someone over'], ['checking my rear view mirror over and over', 'looking over my shoulder again and again at junctions'], ['school crossings']),
    intake(['i might have knocked someone down'], ['double checking my blind spot loads of times', 'replaying the drive'], ['driving past the school']),
  ])('%#', async (input) => {
    const items = await generate(input);
    for (const item of items) {
      expect(`${item.title} ${item.description}`, show(items)).not.toMatch(/(?:without|do not|don't|hold off|wait an hour before|put it off)[^.]{0,40}\b(?:mirrors?|blind spot|over your shoulder)\b/i);
    }
  });
});

describe('an "only …" habit is never pasted into a "do not" line', () => {
  it.each([
    intake(['i hit a cyclist without noticing and drove off'], ['only driving routes with no schools on them', 'replaying the drive in my head'], ['school run time']),
    intake(['i will be sick in a restaurant'], ['only eating at home', 'checking use by dates over and over'], ['restaurants']),
    intake(['my house will be burgled'], ['only leaving the house when my husband is in', 'checking the locks again and again'], ['going out']),
  ])('%#', async (input) => {
    const items = await generate(input);
    for (const item of items) expect(item.description, show(items)).not.toMatch(/\b(?:do not|don't|without|hold off) only\b/i);
  });
});

describe('straightening things is a ritual of its own, never read as hair straighteners (a hazard)', () => {
  it.each([
    intake(['something bad will happen if my home isnt right'], ['straightening the cushions and picture frames over and over'], ['visitors moving things']),
    intake(['my family will be hurt if things are crooked'], ['straightening the rugs every evening till they feel right'], ['the kids playing in the lounge']),
    intake(['it has to be perfect or i cant relax'], ['straightening the books on my shelf again and again'], ['cleaning day']),
  ])('%#', async (input) => {
    const items = await generate(input);
    expect(items.some((item) => /straighten/i.test(item.title)), show(items)).toBe(true);
  });
});

describe('an avoidance undone says what to do', () => {
  const own = (obsession: string, compulsion: string) => {
    const person = describePerson(intake([obsession], [compulsion], []));
    return (person.themes.length ? person.themes.map((match) => match.theme) : (['general'] as const)).flatMap((theme) => ownRitualTemplates(person, theme)).map((template) => template.title);
  };
  it.each([
    ['germs from other people', 'avoiding the toilets at work', /^Use the toilets at work\b/],
    ['germs on public things', 'avoiding public toilets', /^Use public toilets\b/],
    ['what if im secretly gay', 'avoiding the changing rooms at the gym', /^Go to the changing rooms at the gym\b/],
    ['maybe i dont love my boyfriend enough', 'avoiding romantic films', /^Watch romantic films\b/],
    ['i have offended god', 'avoiding looking at the crucifix', /^Look at the crucifix\b/],
    ['that i will stab myself with a knife, it horrifies me', 'avoiding the kitchen when im on my own', /^Go to the kitchen\b/],
  ])('%s: "%s"', (obsession, compulsion, title) => {
    const titles = own(obsession, compulsion);
    expect(titles.some((candidate) => title.test(candidate)), titles.join('\n')).toBe(true);
    for (const candidate of titles) expect(candidate).not.toMatch(/\b(?:when you're|when i'm|if you're),/i);
  });
});

describe('asking someone to look or read for you is reassurance, never a task to take back', () => {
  it.each([
    intake(['my headaches mean i have a brain tumour'], ['asking my husband to look at my eyes', 'googling symptoms'], ['waking up with a headache']),
    intake(['that i sent something offensive at work'], ['asking my wife to read my emails before i send them', 'rereading sent emails'], ['sending emails']),
  ])('%#', async (input) => {
    const items = await generate(input);
    for (const item of items) expect(item.title, show(items)).not.toMatch(/^(?:Look at|Read) your (?:eyes|emails)\b.*(?:close by|every time|yourself|three days)/i);
    expect(items.some((item) => /asking your (?:husband|wife)|ask(?:ing)? your (?:husband|wife)/i.test(`${item.title} ${item.description}`)), show(items)).toBe(true);
  });
});
