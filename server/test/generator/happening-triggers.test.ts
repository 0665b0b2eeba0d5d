import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { isArrangeableAct, isSaidAct, triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, another person's act: a trigger that is someone else's act ("someone coughing near me", "my flatmate moving
 * my stuff", "my girlfriend texting her ex") was read as such (trigger-shape.ts) but got no step, or only a vague one.
 * Now it gets a step of its own: stayed with when it comes by itself, with the ritual it sets off held back, or, when
 * it is an ordinary act at home by someone the person lives with, arranged with them on purpose (docs/clinical.md §2,
 * §5). Nothing unsafe, intimate or bodily is ever arranged, no stranger is asked, a partner is never asked to text an
 * ex, and a trigger that is the person's own act, a place or a person gets none of these steps.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const text = (item: CandidateExposure) => `${item.title} — ${item.description}`;
/** The wording of the new steps: stayed with when it comes, or asked for on purpose. */
const HAPPENING_STEP = /\b(?:the next time it happens|each time it happens|ask them to go ahead)\b/i;
const ARRANGED = /\bask them to go ahead\b/i;
/** The person's own words left in the first person in the step ("near me", "my phone"). */
const FIRST_PERSON = /\b(?:i|me|my|mine|myself)\b/i;

interface Case {
  /** The trigger as the step's title names it, in the step's voice. */
  named: RegExp;
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  /** What the step holds back: the theme's ritual, in the person's words where they fit. */
  holdsBack: RegExp;
  /** The step it must get: stayed with when it comes, or arranged with them on purpose. */
  arranged?: true;
}

const CASES: Array<[string, Case]> = [
  // Contamination.
  ['a stranger coughing (contamination)', { named: /someone coughing near you/i, obsessions: ['germs from other people will make me ill'], compulsions: ['washing my hands over and over', 'using hand gel'], triggers: ['someone coughing near me'], holdsBack: /\b(?:wash\w*|gel)\b/i }],
  ['people sneezing on the train, typed loosely', { named: /people sneezing on the train/i, obsessions: ['germs on the train will get on me and make me ill'], compulsions: ['washing hands loads after being out'], triggers: ['people sneezing on the train'], holdsBack: /\bwash\w*\b/i }],
  ['a son bringing his bag in, arranged', { named: /your son bringing his school bag/i, obsessions: ['dirt from outside will get into the house and make my family ill'], compulsions: ['wiping down bags and shoes', 'cleaning the kitchen table'], triggers: ['my son bringing his school bag in the kitchen'], holdsBack: /\b(?:wip\w*|clean\w*)\b/i, arranged: true }],
  ['a husband sitting on the bed in work clothes', { named: /your husband sitting on the bed/i, obsessions: ['outside germs getting on the bed'], compulsions: ['washing the bedding', 'changing the sheets'], triggers: ['my husband sitting on the bed in his work clothes'], holdsBack: /\b(?:bedding|sheets|wash\w*|wip\w*|clean\w*)\b/i }],
  ['people touching a phone', { named: /when people touch your phone/i, obsessions: ['other peoples germs on my things'], compulsions: ['wiping my phone with antibacterial wipes'], triggers: ['when people touch my phone'], holdsBack: /\b(?:wip\w*|wash\w*|gel)\b/i }],
  ['a coworker sneezing (US)', { named: /your coworker sneezing near your desk/i, obsessions: ['germs everywhere at work'], compulsions: ['using hand sanitizer all the time'], triggers: ['my coworker sneezing near my desk'], holdsBack: /\b(?:sanitizer|wash\w*|gel)\b/i }],
  // Symmetry.
  ['a flatmate moving things, arranged', { named: /your flatmate moving your stuff/i, obsessions: ['things have to be even or something bad will happen to my mum'], compulsions: ['putting things back in the right place', 'straightening things'], triggers: ['my flatmate moving my stuff'], holdsBack: /\b(?:put\w* (?:things|them) back|straighten\w*)\b/i, arranged: true }],
  ['a stranger bumping into one side', { named: /someone bumping into you\b/i, obsessions: ['if i feel uneven i have to even it up'], compulsions: ['touching the other side to even it up'], triggers: ['someone bumping into me on one side'], holdsBack: /\beven\w*\b/i }],
  ['kids messing up the cushions', { named: /when your kids mess up the cushions/i, obsessions: ['the cushions have to be lined up just right'], compulsions: ['lining up the cushions', 'straightening the sofa'], triggers: ['when my kids mess up the cushions'], holdsBack: /\b(?:lin\w* up|straighten\w*|put\w* (?:things|them) back)\b/i }],
  // Relationship: never arranged.
  ['a girlfriend texting her ex', { named: /your girlfriend texting her ex/i, obsessions: ['what if my girlfriend still loves her ex'], compulsions: ['checking her phone', 'asking her if she loves me'], triggers: ['my girlfriend texting her ex'], holdsBack: /\b(?:phone|ask\w*)\b/i }],
  ['a boyfriend talking about his past', { named: /when he talks about his past/i, obsessions: ['what if i dont love my boyfriend enough', 'what if hes still into his ex'], compulsions: ['asking him about his exes', 'comparing myself to his ex'], triggers: ['when he talks about his past'], holdsBack: /\b(?:ask\w*|compar\w*|reassurance)\b/i }],
  ['a wife going out without them', { named: /your wife going out/i, obsessions: ['what if my wife doesnt love me anymore and is going to leave me'], compulsions: ['checking her location on my phone', 'texting her to see where she is'], triggers: ['my wife going out with friends without me'], holdsBack: /\b(?:check\w*|text\w*|ask\w*)\b/i }],
  // Checking.
  ['a teenager using the hob', { named: /when your teenager uses the hob/i, obsessions: ['the house will burn down and it will be my fault'], compulsions: ['checking the hob is off over and over'], triggers: ['when my teenager uses the hob'], holdsBack: /\bcheck\w*\b/i }],
  ['a wife locking up at night', { named: /your wife locking up/i, obsessions: ['what if we get burgled because of me'], compulsions: ['checking the locks', 'checking the windows'], triggers: ['my wife locking up at night'], holdsBack: /\bcheck\w*\b/i }],
  // Health: talk is listened to.
  ['a colleague talking about her cancer', { named: /your colleague talking about her cancer/i, obsessions: ['i might have cancer'], compulsions: ['googling symptoms', 'checking my body for lumps'], triggers: ['my colleague talking about her cancer'], holdsBack: /\b(?:google\w*|check\w*)\b/i }],
  ['a mum mentioning a friend with ms', { named: /your mum mentioning her friend/i, obsessions: ['what if i have ms and dont know'], compulsions: ['googling symptoms', 'asking my partner if i seem ok'], triggers: ['my mum mentioning her friend with ms'], holdsBack: /\b(?:google\w*|ask\w*)\b/i }],
  // Vomiting.
  ['someone saying they feel queasy', { named: /when someone says they feel queasy/i, obsessions: ['what if i throw up in public'], compulsions: ['moving away from people who look ill', 'checking my stomach'], triggers: ['when someone says they feel queasy'], holdsBack: /\b(?:mov\w* away|leav\w*|stomach)\b/i }],
  ['someone gagging on the bus', { named: /someone gagging on the bus/i, obsessions: ['im terrified of vomiting or seeing someone be sick'], compulsions: ['moving away from people', 'checking my tummy'], triggers: ['someone gagging on the bus'], holdsBack: /\b(?:mov\w* away|tummy|stomach)\b/i }],
];

describe('another person\'s act gets a step of its own, in good grammar, paired with the ritual', () => {
  it.each(CASES)('%s', async (_label, c) => {
    const ladder = await generate(c.obsessions, c.compulsions, c.triggers);
    const steps = ladder.filter((item) => c.named.test(item.title) && HAPPENING_STEP.test(item.description));
    expect(steps.map(text), ladder.map(text).join('\n')).not.toEqual([]);
    for (const step of steps) {
      // "near me" and "my phone" are said in the step's voice: "near you", "your phone".
      expect(step.title.replace(/^[^:]*:\s*/, '')).not.toMatch(FIRST_PERSON);
      expect(step.title.length).toBeLessThanOrEqual(60);
      expect(step.response_prevention).toMatch(c.holdsBack);
      // Never the other person asked to reassure (docs/clinical.md, reassurance).
      expect(step.description).not.toMatch(/\bask (?:them|him|her) (?:to reassure|if you|whether you are)\b/i);
    }
    if (c.arranged) expect(steps.filter((item) => ARRANGED.test(item.description)).map(text)).not.toEqual([]);
  });
});

describe('arranged only with those one lives with, for ordinary acts at home', () => {
  it.each([
    'my flatmate moving my stuff',
    'when my roommate moves my stuff',
    'my son bringing his school bag into the kitchen',
    'when my kids mess up the cushions',
    'my husband sitting on the bed in his work clothes',
    'my partner leaving the cushions wonky',
    'my kids touching the remote',
  ])('%s may be arranged', (trigger) => {
    expect(isArrangeableAct(trigger)).toBe(true);
  });

  it.each([
    // Strangers, colleagues and passers-by are never asked.
    'someone coughing near me',
    'people sneezing on the train',
    'when people touch my phone',
    'my coworker sneezing near my desk',
    // A partner is never asked to text an ex.
    'my girlfriend texting her ex',
    // Nothing unsafe, intimate or bodily.
    'when my teenager uses the hob',
    'my husband leaving the back door unlocked',
    'my partner touching me',
    'my son being sick on the carpet',
    'my toddler touching the oven',
    'my husband using bleach in the kitchen',
    // The person's own act, a place or a person is no one's act.
    'touching door handles',
    'the kitchen',
    'my flatmate',
  ])('%s is never arranged', (trigger) => {
    expect(isArrangeableAct(trigger)).toBe(false);
  });

  it.each([
    ['my colleague talking about her cancer', true],
    ['someone saying they feel sick', true],
    ['when he talks about his past', true],
    ['when someone says they feel queasy', true],
    ['someone coughing near me', false],
    ['talking about illness', false],
    ['my flatmate moving my stuff', false],
  ] as const)('%s is said: %s', (trigger, said) => {
    expect(isSaidAct(trigger)).toBe(said);
  });

  it.each([
    ['my husband sitting on the bed in his work clothes', 'happening'],
    ['when my teenager uses the hob', 'happening'],
    ['people sitting next to me on the bus', 'happening'],
    ['my mum washing my clothes with hers', 'happening'],
    ['the sitting room', 'place'],
    ['sitting in the waiting room', 'activity'],
    ['the washing basket', 'object'],
  ] as const)('%s is read as %s', (trigger, kind) => {
    expect(triggerKind(trigger)).toBe(kind);
  });
});

describe('no such step for a trigger that is the person\'s own act, a place or a person', () => {
  it.each([
    ['contamination, own acts and a place', ['germs from other people will make me ill'], ['washing my hands over and over'], ['touching door handles', 'public toilets']],
    ['symmetry, places', ['things must be even or something bad will happen'], ['straightening things'], ['the kitchen', 'my desk at work']],
    ['relationship, a person and an own act', ['what if i dont love my girlfriend'], ['checking my feelings'], ['my girlfriend', 'when i see happy couples']],
    ['checking, own acts', ['the house will burn down and it will be my fault'], ['checking the hob is off'], ['when i leave the house', 'cooking dinner']],
    ['health, own acts', ['i might have cancer'], ['googling symptoms'], ['reading about cancer', 'going to the doctors']],
    ['vomiting, places', ['what if i throw up in public'], ['checking my stomach'], ['the bus', 'restaurants']],
  ])('%s', async (_label, obsessions, compulsions, triggers) => {
    const ladder = await generate(obsessions, compulsions, triggers);
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter((item) => HAPPENING_STEP.test(item.description)).map(text)).toEqual([]);
  });

  it('never asks a stranger, and never arranges a partner texting an ex', async () => {
    const ladders = await Promise.all([
      generate(['germs from other people will make me ill'], ['washing my hands over and over'], ['someone coughing near me', 'when people touch my phone']),
      generate(['what if my girlfriend still loves her ex'], ['checking her phone', 'asking her if she loves me'], ['my girlfriend texting her ex', 'when she goes out with her friends']),
    ]);
    const all = ladders.flat();
    expect(all.filter((item) => HAPPENING_STEP.test(item.description)).length).toBeGreaterThan(0);
    expect(all.filter((item) => ARRANGED.test(item.description) || /\bask (?:her|him|them|your \w+) to\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('never leaves a door unlocked to another person, nor a baby near the hob', async () => {
    const ladder = await generate(
      ['someone will break in and it will be my fault', 'the house will burn down'],
      ['checking the locks', 'checking the hob is off'],
      ['my husband leaving the back door unlocked', 'my baby crawling near the oven'],
    );
    expect(ladder.filter((item) => /back door unlocked|baby crawling/i.test(item.title) && HAPPENING_STEP.test(item.description)).map(text)).toEqual([]);
  });
});

describe('someone going out is no act that leaves things uneven (a tenth clinician-minded reading)', () => {
  it('gives "my dad leaving for his night shift" no "leave it as it is" step', async () => {
    const items = await createOfflineEngine().generate(
      generationInput(['if things arent even my dad will crash on the way to work'], ['switching the light on and off 4 times', 'lining up my makeup'], ['my dad leaving for his night shift', 'odd numbers']),
    );
    for (const item of items) expect(item.title, items.map((entry) => entry.title).join('\n')).not.toMatch(/^(?:Leave it as it is|Ask for it, leave it|A week, left as it is): .*leaving/i);
  });
});
