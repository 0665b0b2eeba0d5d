import { describe, expect, it } from 'vitest';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';

/**
 * Issue 16, a ladder that fits the person (a clinician-minded review: in 11 of 16 ladders the person's own fear or
 * ritual was missed while another family's stock steps filled the ladder, and a step let them do the ritual once
 * above a step that told them not to).
 */
const MODERATE = { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' as const };
function intake(obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput {
  return { obsessions, compulsions, triggers, ybocs: MODERATE, confirmedThemes: null };
}
const generate = (input: GenerationInput) => createOfflineEngine().generate(input);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;

/** The checking library's steps about the home's switches, appliances and locks (its `family: HOME`). */
const HOME_STEP =
  /switch off a light|house fire or break-in|"proof" photos|one ordinary look round|after checking each thing once|someone else lock up|story of being to blame|single check of everything|each safety job once|maybe i left|is unlocked|once and leave the room|once and walk away|plugged in/i;
const DRIVING_STEP = /\bdriv(?:e|ing)\b/i;

describe('a driver afraid of a hit-and-run gets driving steps before house checking (sub-focus)', () => {
  const drivers = [
    intake(["what if I hit someone while driving and didn't notice"], ['driving back round the block to check', 'checking the news for accidents'], ['driving at night', 'bumps in the road', 'cyclists']),
    intake(['that i ran over a pedestrian without realising'], ['retracing my route home', 'looking at the car for dents', 'reading local news for hit and runs'], ['speed bumps', 'people walking near the road']),
    intake(['I might have knocked a kid off their bike on the school run and driven off'], ['pulling over to look behind me', 'asking my husband if he heard a bump'], ['the school run', 'driving past schools']),
  ];
  it.each(drivers.map((input, index) => [index, input] as const))('driver %i: house steps only fill a band nothing else reaches', async (_index, input) => {
    const items = await generate(input);
    expect(items.some((item) => DRIVING_STEP.test(item.title))).toBe(true);
    const home = items.filter((item) => HOME_STEP.test(item.title));
    expect(home.map((item) => item.title).length, home.map((item) => item.title).join(' | ')).toBeLessThanOrEqual(2);
  });

  it('gives a house checker no driving steps', async () => {
    for (const input of [
      intake(['the house burning down because i left the oven on'], ['checking the oven knobs 20 times', 'pulling the door handle'], ['leaving for work', 'going to bed']),
      intake(['burglars getting in because i left a window open'], ['checking every window twice', 'going back to try the door'], ['leaving the house', 'bedtime']),
    ]) {
      const items = await generate(input);
      for (const item of items) expect(item.title).not.toMatch(DRIVING_STEP);
    }
  });
});

describe('own first: a trigger of the person’s takes the place of stock filler', () => {
  // Home checkers whose triggers are moments ("leaving for work"): the library's "check only once when it comes up"
  // step can carry them, yet "the kettle off but plugged in", which names nothing of theirs, held its level.
  const checkers = [
    intake(['the house burning down because i left something on'], ['checking the hair straighteners', 'asking my mum if the door is locked'], ['leaving for school', 'the last one out', 'going on holiday', 'bedtime']),
    intake(['the house burning down because i left the oven on'], ['checking the oven knobs 20 times', 'pulling the door handle'], ['leaving for work', 'going to bed']),
    intake(['a fire starting because of a plug i left in'], ['unplugging everything before i go out', 'checking the windows are shut'], ['going away for the weekend', 'the school run']),
    intake(['burglars getting in and it being my fault'], ['checking the gas is off', 'trying the door handle over and over'], ['nights out', 'leaving the house empty']),
    intake(['the flat flooding because of me'], ['checking the iron is unplugged', 'locking and unlocking the door'], ['going to the gym', 'visiting my parents']),
  ];
  it.each(checkers.map((input, index) => [index, input] as const))('checker %i gets a step named after one of their triggers', async (_index, input) => {
    const items = await generate(input);
    const named = items.filter((item) => input.triggers.some((trigger) => item.title.toLowerCase().includes(trigger.toLowerCase())));
    expect(named.length, items.map((item) => `[${item.fear_level}] ${item.title}`).join('\n')).toBeGreaterThanOrEqual(1);
  });
});

describe('own first: the person’s feared outcome is scripted', () => {
  // A clinician-minded review: a symmetry ladder with a magical-thinking fear never scripted the feared outcome.
  const people = [
    intake(['if my books arent lined up my dad will have a car crash'], ['lining up my books', 'tapping the shelf four times'], ['my bookshelf', 'visitors touching my things']),
    intake(['if my handwriting is uneven my brother will get hurt'], ['rewriting words until they look even', 'tapping the pen on the desk'], ['writing cards', 'signing my name']),
    intake(['something awful will happen to my kids if my shoes arent straight'], ['straightening the shoes by the door', 'touching the door frame twice'], ['coming home', 'the shoe rack']),
    intake(['my gran will die if i dont do things evenly'], ['touching both sides of my face', 'chewing evenly on both sides'], ['meals', 'being touched on one side']),
    intake(['if the cushions arent symmetrical something bad will happen'], ['arranging the cushions', 'asking my partner not to sit on the sofa'], ['guests', 'the living room']),
    intake(['if my partner is not the one i will ruin both our lives'], ['comparing him to my exes', 'asking friends if we look happy'], ['romantic films', 'his laugh']),
  ];
  it.each(people.map((input, index) => [index, input] as const))('person %i gets a script of what they fear', async (_index, input) => {
    const items = await generate(input);
    const scripts = items.filter((item) => item.kind === 'imaginal' && /\b(?:story|what you fear)\b/i.test(item.title));
    expect(scripts.length, items.map((item) => `[${item.fear_level}] ${item.title}`).join('\n')).toBeGreaterThanOrEqual(1);
  });
});

/** "Once only: go back …", "Go back … once only, for three days": the act the step lets them do once. */
function permitted(title: string): string | null {
  const match = /^Once only: (.+)$/i.exec(title) ?? /^(.+) once only, for three days$/i.exec(title);
  return match?.[1]?.toLowerCase() ?? null;
}

describe('no step lets the person do their ritual above a step that forbids it', () => {
  const people = [
    intake(['someone will break in because i didnt lock up properly'], ['going back up the stairs to pull the door handle', 'asking my flatmate if she locked it'], ['leaving the flat in the morning', 'the front door']),
    intake(['the flat gets flooded and its my fault'], ['going back into the bathroom to look at the taps', 'asking my partner if the taps are off'], ['the bathroom taps', 'leaving the flat']),
    intake(['someone breaks in and hurts my family because of me'], ['going back downstairs to pull the back door handle', 'taking photos of the locks'], ['the back door', 'going to bed']),
  ];
  it.each(people.map((input, index) => [index, input] as const))('person %i', async (_index, input) => {
    const items = await generate(input);
    for (const item of items) {
      const act = permitted(item.title);
      if (!act) continue;
      const forbidding = items.filter((other) => other !== item && other.fear_level <= item.fear_level && other.description.toLowerCase().includes(act));
      expect(forbidding.map((other) => `[${other.fear_level}] ${other.title}`), `[${item.fear_level}] ${item.title}`).toEqual([]);
    }
  });
});

const TOUCH_THEN_EAT = /\b(?:touch|handle|grip|press|rest both hands)\b.*\bthen\b.*\beat\b/i;
const EATING = /\b(?:eat|eats|eating|snack|meal)\b/i;

describe('eating in a ladder', () => {
  it('holds at most one "touch it, then eat" step', async () => {
    for (const input of [
      intake(['germs from the bus will make my kids ill'], ['washing my hands for ages', 'wiping my phone'], ['bus seats', 'door handles', 'money', 'the bin']),
      intake(['catching something off dirty money'], ['using hand gel after paying', 'washing my hands'], ['coins and notes', 'card machines', 'shopping trolleys']),
      intake(['germs from door handles making me ill'], ['washing my hands until they feel clean', 'using my sleeve on handles'], ['door handles', 'lift buttons', 'cash']),
    ]) {
      const items = await generate(input);
      const eating = items.filter((item) => TOUCH_THEN_EAT.test(text(item).replace(/Do not[^.]*\.|For [^.]*do not[^.]*\./g, '')));
      expect(eating.map((item) => item.title).length, eating.map((item) => item.title).join(' | ')).toBeLessThanOrEqual(1);
    }
  });

  it('has no eating step when the person’s lists describe eating-disorder behaviour', async () => {
    for (const input of [
      intake(['germs on food will make me sick'], ['washing food', 'skipping meals', 'counting calories'], ['restaurants', 'door handles']),
      intake(['getting ill from dirty hands'], ['washing my hands', 'making myself sick after eating'], ['money', 'door handles', 'the bin']),
      intake(['contamination from public places'], ['washing for ages', 'weighing myself every morning'], ['shopping trolleys', 'cash', 'bus seats']),
    ]) {
      const items = await generate(input);
      for (const item of items) expect(item.title).not.toMatch(EATING);
    }
  });
});
