import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';

/**
 * docs/clinical.md §5 (pair each step with the compulsion it provokes, inside the sentence). Issue 16, an eighth
 * clinician-minded review (15 blind intakes): about 12 steps whose "do not" line named a ritual of another thing
 * ("Write 'Maybe I left the hob on' ten times … do not go back home from the bus stop to check the door"; a walk
 * that forbade "only drive routes with no schools on them"), and rituals pasted whole into a list ("do not … check the
 * hob knobs, touching each one and say off"; "do not touch things and pinching yourself"). The readings here are the
 * test's own, apart from the engine's (render.ts, ritual-families.ts, donot-pairing.ts).
 */

interface Intake {
  id: string;
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  /** A step whose title and body match `step` never has a do-not line matching `forbid`. */
  rules?: { step: RegExp; forbid: RegExp; why: string }[];
}

const HOB_STEP = /\b(?:hob|stove|oven|cooker|appliance|iron|straighteners)\b/i;
const DOOR_STEP = /\b(?:front door|back door|lock|locks|locking|unlocked|door handle)\b/i;
/** A step about the hob or the stove, and not the door too. */
const onlyHob = new RegExp(`^(?![\\s\\S]*${DOOR_STEP.source})[\\s\\S]*${HOB_STEP.source}`, 'i');
/** A step about the door, and not the hob too. */
const onlyDoor = new RegExp(`^(?![\\s\\S]*${HOB_STEP.source})[\\s\\S]*${DOOR_STEP.source}`, 'i');
/** A step on foot. */
const WALKING = /^(?:walk\b|[\s\S]*\bon (?:a|your) (?:\d+-minute |short |long )?walk\b)/i;
/** A step at a desk or workplace, not at home. */
const DESK = /\bdesk\b/i;

const INTAKES: Intake[] = [
  {
    id: 'hob and door, flatmate (British)',
    obsessions: ['the flat will burn down because i left the hob on', 'that i will poison my flatmate jess with bleach'],
    compulsions: [
      'checking the hob knobs, touching each one and saying off',
      'taking photos of the locked door and the hob and looking at them on the bus',
      'going back home from the bus stop to check the door',
      'asking jess to double check the door',
    ],
    triggers: ['leaving for work', 'cleaning the bathroom'],
    rules: [
      { step: onlyHob, forbid: /\b(?:bus stop|check the door|double check the door)\b/i, why: 'a hob step never forbids a door ritual' },
      { step: onlyDoor, forbid: /\bhob knobs\b/i, why: 'a door step never forbids the hob ritual' },
    ],
  },
  {
    id: 'stove and apartment door (American)',
    obsessions: ['what if i leave the stove on and the apartment building burns', 'someone breaks in because the door wasnt locked'],
    compulsions: [
      'checking the stove dials and touching each one five times',
      'going back up from the subway to check the apartment door',
      'filming myself locking the deadbolt',
    ],
    triggers: ['leaving for work in the morning', 'going to bed'],
    rules: [
      { step: onlyHob, forbid: /\b(?:subway|apartment door|deadbolt)\b/i, why: 'a stove step never forbids a door ritual' },
      { step: onlyDoor, forbid: /\bstove dials\b/i, why: 'a door step never forbids the stove ritual' },
    ],
  },
  {
    id: 'iron, straighteners and back door',
    obsessions: ['the house catches fire from my straighteners', 'burglars get in through the back door'],
    compulsions: ['pulling on the back door handle over and over', 'unplugging my straighteners and feeling the plug to see its cold', 'going back from the car to check the windows'],
    triggers: ['going out for the day', 'doing my hair'],
    rules: [
      { step: onlyHob, forbid: /\b(?:back door handle|windows)\b/i, why: 'an appliance step never forbids a door or window ritual' },
      { step: onlyDoor, forbid: /\bstraighteners\b/i, why: 'a door step never forbids the straighteners ritual' },
    ],
  },
  {
    id: 'cyclist hit-and-run (British)',
    obsessions: ['i hit a cyclist without noticing and drove off'],
    compulsions: [
      'driving back round the roundabout to check nobody is lying in the road',
      'checking the car bumper for dents or blood when i park at the depot',
      'only driving routes with no schools on them',
      'replaying the drive in my head',
    ],
    triggers: ['cyclists, especially when its dark', 'school run time'],
    rules: [{ step: WALKING, forbid: /\b(?:only drive|replay the drive|roundabout|bumper)\b/i, why: 'a walking step never forbids a driving ritual' }],
  },
  {
    id: 'pedestrian on the highway (American)',
    obsessions: ['i ran over a pedestrian on the highway and didnt realize'],
    compulsions: ['circling back to check the road, sometimes 3 times', 'only drive at night when there are fewer people', 'reviewing my dashcam footage', 'going over the trip in my head'],
    triggers: ['pedestrians at crosswalks', 'driving past schools'],
    rules: [{ step: WALKING, forbid: /\b(?:only drive|dashcam|circle back|the trip)\b/i, why: 'a walking step never forbids a driving ritual' }],
  },
  {
    id: 'front door and the car',
    obsessions: ['i left the front door unlocked and we will be burgled', 'i knocked someone over on the way to work'],
    compulsions: ['checking the car bumper and wheels for dents or blood', 'pushing the front door handle over and over', 'driving back the way i came'],
    triggers: ['locking up at night', 'driving in the rain'],
    rules: [
      {
        step: new RegExp(`^(?![\\s\\S]*\\b(?:drive|driving|car)\\b)[\\s\\S]*${DOOR_STEP.source}`, 'i'),
        forbid: /\b(?:bumper|dents|wheels)\b/i,
        why: 'a front-door step never forbids a hit-and-run ritual',
      },
    ],
  },
  {
    id: 'even for mum, desk and cushions (British)',
    obsessions: ['something bad will happen to my mum if things arent even'],
    compulsions: [
      'lining up my pens and keyboard on my desk',
      'straightening the cushions and picture frames at home',
      'rewriting notes until they look right, sometimes tearing out pages',
      'doing things in even numbers like 2 or 4 stirs',
    ],
    triggers: ['my colleague priya moving things on my desk', 'my partner leaving the cushions wonky'],
    rules: [
      { step: DESK, forbid: /\b(?:cushions|picture frames)\b/i, why: 'a desk step never forbids the cushions ritual' },
      { step: /getting ready|shopping list|\bshelf\b/i, forbid: /\b(?:pens and keyboard|your desk)\b/i, why: 'a step away from the desk never forbids the desk ritual' },
    ],
  },
  {
    id: 'symmetry at work and home (American)',
    obsessions: ['if my things arent symmetrical my kids will get hurt'],
    compulsions: ['arranging the stuff on my work desk so its symmetrical', 'straightening rugs and throw pillows at home', 'retying my shoes till they feel even'],
    triggers: ['a coworker borrowing my stapler', 'the kids messing up the living room'],
    rules: [
      { step: DESK, forbid: /\b(?:rugs|throw pillows|shoes)\b/i, why: 'a desk step never forbids the home ritual' },
      { step: /getting ready|shopping list|\bshelf\b|picture/i, forbid: /\b(?:work desk|stapler)\b/i, why: 'a step away from the desk never forbids the desk ritual' },
    ],
  },
  {
    id: 'work whatsapp group, avoiding a colleague',
    obsessions: ['i said something offensive in the work whatsapp group and everyone hates me'],
    compulsions: ['rereading my messages in the work whatsapp group over and over', 'avoiding hannah at work', 'asking my partner if my messages sounded rude'],
    triggers: ['the work whatsapp group', 'sending messages to colleagues'],
    rules: [{ step: /^(?![\s\S]*\bhannah\b)/i, forbid: /\bhannah\b/i, why: 'an avoidance of a colleague goes only in a step about her' }],
  },
  {
    id: 'team emails, avoiding a manager (American)',
    obsessions: ['i sent an email that got someone fired'],
    compulsions: ['rereading sent emails dozens of times', 'avoiding my manager dave at the office', 'asking coworkers if my emails were ok'],
    triggers: ['team emails', 'monday meetings'],
    rules: [{ step: /^(?![\s\S]*\bdave\b)/i, forbid: /\bdave\b/i, why: 'an avoidance of a manager goes only in a step about him' }],
  },
  {
    id: 'emetophobia with a son at school (British)',
    obsessions: ['being sick in public', 'catching norovirus from my son ollie'],
    compulsions: ['checking use by dates and throwing food away a day early', 'washing hands and wiping surfaces with antibac', 'only eating at home, not going to restaurants'],
    triggers: ['restaurants and takeaway', 'ollie coming home from school'],
    rules: [
      { step: /^write\b/i, forbid: /\b(?:use by|dates|throw food)\b/i, why: 'a word-writing step never forbids the food-dates ritual' },
      { step: /stomach bug/i, forbid: /\bwipe surfaces\b/i, why: 'a two-act ritual is never pasted whole' },
    ],
  },
  {
    id: 'emetophobia, kitchen (American)',
    obsessions: ['throwing up at work', 'my daughter brings home a stomach virus'],
    compulsions: ['throwing out anything close to its best before date', 'washing my hands and scrubbing the counters with bleach', 'only eat food i cooked myself'],
    triggers: ['eating out', 'daycare pickup'],
    rules: [{ step: /^write\b/i, forbid: /\b(?:best before|throw out)\b/i, why: 'a word-writing step never forbids the food-dates ritual' }],
  },
  {
    id: 'unreality (British)',
    obsessions: ['how do i know other people actually have minds', 'maybe nothing is real'],
    compulsions: ['touch things and pinching myself to check im real', 'reading philosophy forums until 3am'],
    triggers: ['films like the matrix', 'lying in bed before sleep'],
  },
  {
    id: 'unreality (American)',
    obsessions: ['what if im the only conscious being', 'what if this is all a simulation'],
    compulsions: ['tapping the table and pinching my arm to feel real', 'looking up solipsism for hours'],
    triggers: ['sci fi movies', 'being alone at night'],
  },
  {
    id: 'contamination with trailing fillers',
    obsessions: ['germs from door handles making my kids ill'],
    compulsions: [
      'washing my hands up to the elbow, always 3 lots of soap',
      'checking my hands for cuts like every few seconds',
      'wiping my phone with wipes, sometimes 30 times',
      'showering for like 40 mins after work',
    ],
    triggers: ['door handles in shops', 'the school gates'],
  },
  {
    id: 'electrics, two acts (American)',
    obsessions: ['an outlet will spark and burn the house down'],
    compulsions: ['checking the outlets, touching each switch and saying safe', 'unplugging everything and then taking a picture of the plugs'],
    triggers: ['leaving the house', 'bedtime'],
  },
];

const engine = createOfflineEngine();
const ladders = new Map<string, Promise<CandidateExposure[]>>();
function ladder(intake: Intake): Promise<CandidateExposure[]> {
  let found = ladders.get(intake.id);
  if (!found) {
    found = engine.generate({ obsessions: intake.obsessions, compulsions: intake.compulsions, triggers: intake.triggers, ybocs: null });
    ladders.set(intake.id, found);
  }
  return found;
}

/** "-ing" words that are never a second act. */
const NOT_ACT = /^(?:thing|something|anything|everything|nothing|evening|morning|ceiling|building|wedding|clothing|bedding|during|string|spring|ring|king|icing)$/i;

/** The second act of a ritual that joins two ("touching each", "pinching myself"), as the test reads it. */
function secondAct(ritual: string): string | null {
  const match = /(?:,\s*(?:and\s+)?|\s+(?:and|then|and then)\s+)([a-z]{3,}ing)\s+((?:(?:a|an|the|my)\s+)?\S+)/i.exec(ritual);
  if (!match || NOT_ACT.test(match[1] ?? '')) return null;
  return `${match[1] ?? ''} ${(match[2] ?? '').replace(/\bmy(self)?\b/i, 'your$1')}`;
}

/** A gerund's stem for matching either form: "pinching" → "pinch", "saying" → "say", "wiping" → "wip". */
function verbStem(gerund: string): string {
  return gerund.replace(/ing$/i, '').replace(/(.)\1$/, '$1');
}

/** The trailing filler of a ritual (", always 3 lots of soap", " like every few seconds"), as the test reads it. */
function fillerOf(ritual: string): string | null {
  const match = /(?:,\s*(?:always|sometimes|usually|often)\b|\s+like\s+(?=every|\d)|\s+(?=until \d|for hours\b)).*$/i.exec(ritual);
  return match ? match[0].replace(/^,\s*/, '').trim() : null;
}

describe('a step’s do-not line names the ritual that step provokes, or none of the person’s (issue 16, eighth review)', () => {
  it('reads the shapes it checks for', () => {
    expect(secondAct('touch things and pinching myself to check im real')).toBe('pinching yourself');
    expect(secondAct('checking the hob knobs, touching each one and saying off')).toBe('touching each');
    expect(secondAct('lining up my pens and keyboard on my desk')).toBeNull();
    expect(fillerOf('washing my hands up to the elbow, always 3 lots of soap')).toBe('always 3 lots of soap');
    expect(fillerOf('checking my hands for cuts like every few seconds')).toBe('like every few seconds');
    expect(fillerOf('reading philosophy forums until 3am')).toBe('until 3am');
    expect(fillerOf('lining up my pens')).toBeNull();
  });

  describe.each(INTAKES.map((intake) => [intake.id, intake] as const))('%s', (_id, intake) => {
    it('never says "do not only" or "hold off only"', async () => {
      for (const item of await ladder(intake)) expect(item.description, item.title).not.toMatch(/\b(?:do not|don['’]t|hold off|never|or)\s+only\b/i);
    });

    it('never pastes a second act joined to the first into a do-not line', async () => {
      const items = await ladder(intake);
      for (const ritual of intake.compulsions) {
        const second = secondAct(ritual);
        if (!second) continue;
        // The joined act in either form ("and pinching yourself", "and say off", ", touching each one").
        const [verb = '', ...next] = second.split(' ');
        const pasted = new RegExp(`(?:,|\\band)\\s+${verbStem(verb)}\\w*\\s+${next.join('\\s+')}\\b`, 'i');
        for (const item of items) {
          // A step built on the ritual itself names it in its title; its body says what the person does.
          if (new RegExp(`\\b${verbStem(verb)}`, 'i').test(item.title)) continue;
          expect(item.response_prevention, `${item.title}: ${ritual}`).not.toMatch(pasted);
        }
      }
    });

    it('never joins an imperative and a gerund in a do-not line', async () => {
      for (const item of await ladder(intake)) {
        expect(item.response_prevention, item.title).not.toMatch(/\bdo not (?!\w+ing\b)[a-z]+ [^.;,]*\band (?!(?:thing|something|anything|everything|nothing|evening|morning|ceiling|building|during)\b)[a-z]{3,}ing\b/i);
      }
    });

    it('never pastes how often or how much a ritual goes on', async () => {
      const items = await ladder(intake);
      for (const ritual of intake.compulsions) {
        const filler = fillerOf(ritual);
        if (!filler) continue;
        for (const item of items) expect(item.response_prevention, item.title).not.toContain(filler.replace(/\bmy\b/g, 'your'));
      }
    });

    it('leaves no word dangling where a filler was cut ("do not shower for.")', async () => {
      for (const item of await ladder(intake)) expect(item.response_prevention, item.title).not.toMatch(/\b(?:for|of|with|to|at|by|like)[.;]/i);
    });

    // Only intakes with rules of their own have this case (registered, never skipped).
    if (intake.rules) it('holds back only a ritual about what the step is about', async () => {
      const problems: string[] = [];
      for (const item of await ladder(intake)) {
        // The step without its rule: what the step is about.
        const step = `${item.title}. ${item.description.slice(0, Math.max(0, item.description.length - item.response_prevention.length))}`;
        for (const rule of intake.rules ?? []) {
          if (rule.step.test(step) && rule.forbid.test(item.response_prevention)) problems.push(`${rule.why}: [${item.fear_level}] ${item.title} — ${item.response_prevention}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
