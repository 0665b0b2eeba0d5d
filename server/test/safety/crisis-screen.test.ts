import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRISIS_MODEL, crisisScore } from '../../src/modules/safety/crisis/model';
import { loadCrisisTrainingData, trainingCounts } from './crisis-training-data';
import { offersCrisisResources, screenForCrisis, screenTexts } from '../../src/modules/safety/crisis/screen';
import { CRISIS_DETAIL } from '../../src/modules/safety/texts';

const verdict = (text: string) => screenForCrisis(text).verdict;

/**
 * The crisis screen by category (docs/clinical.md §16). These phrasings are written for the
 * tests; the labelled set in sets/crisis-phrases.json is measured separately below and by
 * bench/safety/crisis-eval.ts.
 */
const CRISIS: Record<string, string[]> = {
  explicit: ['I want to kill myself', 'been thinking about suicide every day', 'I keep planning how to take my own life', 'I am going to end it tonight'],
  slang: ['honestly kms', 'i just wanna unalive', 'thinking about self deleting', 'sewerslide is on my mind again', 'gonna ctb'],
  misspelling: ['i want to kil myslef', 'sucidal again', 'i wnat to die', 'i want to dieeee'],
  leetspeak: ['k1ll mys3lf', 'su1c1d3 thoughts 24/7', 'w4nt to d13', 's u i c i d a l'],
  passive: ['I wish I could fall asleep and never wake up', 'hoping I just dont wake up tomorrow', 'I wish I had never been born', 'wouldnt mind if a bus hit me'],
  burden: ['Everyone would honestly be better off without me', 'i am nothing but a burden to my kids', 'nobody would even miss me'],
  hopelessness: ['I am done with life', "i can't do this anymore", 'what is the point of living', 'there is no way out'],
  means: ['I have been stockpiling my sleeping pills', 'bought a rope yesterday', 'tonight is the night', 'I wrote goodbye letters to my family', "won't be around much longer"],
  self_harm: ['I cut my arms when it gets bad', 'burning my wrist with a lighter helps', 'I bang my head against the wall until it bleeds', 'started cutting again'],
  history: ['I tried to kill myself two years ago and the thoughts are back', 'attempted in 2021, feeling the same now'],
  spanish: ['quiero morirme', 'no quiero vivir más', 'soy una carga para todos', 'me corto los brazos'],
  french: ['je veux mourir', 'je ne veux plus vivre', 'ils seraient mieux sans moi', 'je me scarifie'],
  german: ['ich will sterben', 'ich möchte nicht mehr leben', 'ich bin nur eine Last', 'ich ritze mich'],
  portuguese: ['quero morrer', 'não quero mais viver', 'sou um fardo', 'estou me cortando de novo'],
  buried: ['I check the oven 30 times a day. honestly some days I just want to die. the checking takes hours'],
};

const NOT_CRISIS: Record<string, string[]> = {
  harm_to_others: ['What if I stab my husband while he sleeps', 'intrusive images of pushing a stranger in front of a bus', 'scared I might poison my family'],
  impulse_phobia: ['what if I suddenly jump off the balcony even though I do not want to', 'afraid I will swerve into oncoming traffic'],
  health_anxiety: ['I am sure this headache means I am dying of a tumour', 'terrified of dying from a heart attack', 'my numb fingers mean MS'],
  panic: ['When I touch the bin I feel like I am going to die', 'my heart races and I think I am dying'],
  magical_thinking: ['if I do not tap the door 7 times my dad will die', 'I have to count to 20 or my sister dies'],
  accident: ['what if I cut myself on the bread knife', 'afraid of burning myself on the hob', 'scared I will slip in the bath and hit my head'],
  idioms: ['I would rather die than touch a public toilet', 'this checking is killing me', 'bored to death of washing', 'my boss will kill me if I am late'],
  negations: ["I don't want to die, I want to stop checking", 'I am not suicidal, just exhausted by the rituals', 'never self-harmed, I just wash a lot'],
  others: ['my grandad died by suicide when I was young', 'reading the news about a suicide bomber makes me check the locks'],
  // A placement ritual (grief and symmetry): the model learned "the exact way" from plans.
  placement_ritual: ['putting dads coat back on the hook the exact way', 'hanging my coat on the hook the exact way', 'the cushions have to be put back exactly how she left them'],
  ordinary: ['germs on door handles', 'checking the stove', 'what if I am gay', 'I need things to be symmetrical'],
  other_languages: ['no quiero morir de un infarto', "j'ai peur de mourir d'une crise cardiaque", 'ich will nicht sterben', 'tenho medo de morrer'],
};

const AMBIGUOUS = [
  'I get horrible intrusive thoughts that I might kill myself and it terrifies me',
  'what if I suddenly kill myself, I love my life',
  'unwanted images of hanging myself',
  'suicidal OCD, the thoughts scare me',
  'I am terrified I will stab myself with the knife on purpose',
];

describe('crisis screen', () => {
  for (const [category, texts] of Object.entries(CRISIS)) {
    it.each(texts)(`reads ${category} crisis language as a crisis: "%s"`, (text) => {
      expect(verdict(text)).toBe('crisis');
    });
  }

  for (const [category, texts] of Object.entries(NOT_CRISIS)) {
    it.each(texts)(`does not refuse the ${category} look-alike "%s"`, (text) => {
      expect(verdict(text)).toBe('clear');
    });
  }

  it.each(AMBIGUOUS)('asks about the intrusive thought "%s" instead of refusing', (text) => {
    expect(verdict(text)).toBe('ambiguous');
  });

  it('lets a wish, plan or time outweigh the fear frame', () => {
    expect(verdict('I am scared I will kill myself tonight')).toBe('crisis');
    expect(verdict('I am terrified of how much I want to die')).toBe('crisis');
  });

  it('sorts a list into crisis and question texts', () => {
    expect(screenTexts(['germs', 'I want to die', 'what if I kill myself, it horrifies me'])).toEqual({
      crisis: ['I want to die'],
      ambiguous: ['what if I kill myself, it horrifies me'],
    });
  });

  it('offers resources beside written text that reads as a crisis or as the intrusive thought', () => {
    expect(offersCrisisResources('A hard day. I want to die.')).toBe(true);
    expect(offersCrisisResources(null, 'intrusive thoughts about killing myself again')).toBe(true);
    expect(offersCrisisResources('Touched the bin and did not wash. Anxiety 7 then 4.', null)).toBe(false);
    expect(offersCrisisResources(undefined, '  ')).toBe(false);
  });

  it('gives crisis resources calmly and without promises', () => {
    expect(CRISIS_DETAIL).toContain('local emergency number');
    expect(CRISIS_DETAIL).toContain('988');
    expect(CRISIS_DETAIL).toContain('findahelpline.com');
    expect(CRISIS_DETAIL).not.toMatch(/\b(safe|will be (fine|ok|okay)|promise|everything)\b/i);
  });
});

interface LabelledPhrase {
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
  category: string;
}

const setsDir = new URL('./sets/crisis/', import.meta.url);
const setFiles = readdirSync(setsDir).filter((file) => file.endsWith('.json')).sort();
const phrases = setFiles.flatMap((file) => JSON.parse(readFileSync(new URL(file, setsDir), 'utf8')) as LabelledPhrase[]);

describe('crisis screen on the labelled sets', () => {
  const share = (label: LabelledPhrase['label'], wanted: (v: string) => boolean) => {
    const subset = phrases.filter((phrase) => phrase.label === label);
    return subset.filter((phrase) => wanted(verdict(phrase.text))).length / subset.length;
  };

  it('holds at least 200 phrases with every label', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(phrases.map((phrase) => phrase.label))).toEqual(new Set(['crisis', 'not_crisis', 'ambiguous']));
  });

  // The bar is 95% recall and at most 5% false refusals on phrases never seen; the sets the
  // screen was built and trained on must do better (bench/safety/train-crisis-model.ts prints the
  // figures for text each part never saw).
  it('shows the crisis screen for at least 98% of crisis phrases', () => {
    expect(share('crisis', (v) => v === 'crisis')).toBeGreaterThanOrEqual(0.98);
  });

  it('refuses at most 1% of OCD look-alikes', () => {
    expect(share('not_crisis', (v) => v === 'crisis')).toBeLessThanOrEqual(0.01);
  });

  it('asks about at least 95% of intrusive thoughts of killing oneself, and lets none pass unasked', () => {
    expect(share('ambiguous', (v) => v === 'ambiguous')).toBeGreaterThanOrEqual(0.95);
    expect(share('ambiguous', (v) => v === 'clear')).toBeLessThanOrEqual(0.02);
  });
});

/**
 * Intake list entries (docs/decisions/027-crisis-screen-list-entries.md). An OCD intake lists
 * obsessions, rituals and triggers in a few words; the screen once read a worship day, a goodbye
 * ritual, a reality check or a health fear as a crisis, and the person got no ladder. Worded for
 * these tests, apart from the labelled sets and the generator rubric.
 */
const LIST_ENTRIES: Record<string, string[]> = {
  worship_and_days: ['Saturday prayers at the synagogue', 'evening mass on Sundays', 'the Sunday service', 'chapel on Wednesday nights', 'wedding planning with my fiance', 'Christmas dinner at my nan\'s'],
  just_right_goodbyes: ['saying bye to my dad over and over until it feels finished', 'hanging up the phone in a set order', 'writing the goodbye card again until it looks right'],
  existential: ['lying awake thinking about eternity and the universe', 'wondering if reality is a simulation', 'pressing my hands on the table to make sure it is real', 'pinching my arm to check I am not dreaming', 'pinching myself hard to make sure I am awake'],
  health: ['my heart will stop in the night and I will never wake up', 'a hypo while I sleep', 'dying in a seizure when nobody is home'],
  identity_maybe: ['maybe I am a bad dad and my kids should not be near me', 'maybe I am a predator and I will never know'],
  saving_and_clutter: ['the back bedroom is piled to the ceiling and we cannot use it', 'my garage is so full I cannot open the door', 'clutter on every table'],
  reassurance_about_others: ['reading whether people with harm thoughts ever actually do it', 'asking my GP if dads with these images really do it'],
};

const STILL_CRISIS_ENTRIES = [
  'Sunday. I have the pills ready',
  'saying goodbye to everyone this weekend, I have decided',
  'I want to skip my insulin and not wake up',
  'pinching myself until I bleed',
  'I am finally going to do it tonight',
  'the universe would be better off without me',
  'my drawer is full of the tablets I have been saving up',
  'my room is cluttered and I want to die',
];

const REASSURANCE_ABOUT_ONESELF = ['asking my best friend if I sound suicidal', 'checking with my mum whether I seem like someone who would kill myself', 'googling whether I would ever really kill myself'];

describe('crisis screen on intake list entries', () => {
  for (const [kind, texts] of Object.entries(LIST_ENTRIES)) {
    it.each(texts)(`does not read the ${kind} entry "%s" as a crisis`, (text) => {
      expect(verdict(text)).toBe('clear');
    });
  }

  it.each(STILL_CRISIS_ENTRIES)('still reads "%s" as a crisis: a frame never excuses a wish, a plan or an injury', (text) => {
    expect(verdict(text)).toBe('crisis');
  });

  it.each(REASSURANCE_ABOUT_ONESELF)('asks about the reassurance compulsion "%s" instead of refusing', (text) => {
    expect(verdict(text)).toBe('ambiguous');
  });

  it('keeps the model off an entry whose OCD frame the rules recognise, even when it scores high', () => {
    const alwaysCrisis = { score: () => 1, threshold: 0.5, canRead: () => true };
    for (const text of ['tapping the door until it feels right', 'maybe I am a monster', 'touching the wall to check it is solid', 'my blood sugar dropping at night', 'thinking about infinity']) {
      expect(screenForCrisis(text, alwaysCrisis).verdict).toBe('clear');
    }
    // A wish or a plan takes the illness and existential frames away.
    expect(screenForCrisis('my blood sugar and I want it over', alwaysCrisis).verdict).toBe('crisis');
  });
});

/**
 * Everyday places and everyday talk in intake lists (docs/decisions/027-crisis-screen-list-entries.md, "everyday
 * places and talk"). The model learned "car park", "multi storey", "top floor" and "bridge" from
 * plans, and "my friends … about it" from farewells, so a car park where someone checks the locks,
 * the bridge on the commute and a free-will debate with friends read as a crisis and the person got
 * no ladder. Worded for these tests, apart from the labelled sets (set 10 holds the training entries)
 * and the generator rubric, except the two rubric entries that showed the problem.
 */
const EVERYDAY_ENTRIES: Record<string, string[]> = {
  car_parks: ['the multi storey car park', 'parking on the top floor of the car park', 'reversing into a parking space', 'checking the car is locked in the car park', 'the hospital car park'],
  bridges_and_heights: ['driving over the bridge on my way to work', 'walking across the bridge into town', 'taking the lift to the tenth floor', 'the roof terrace at my friend\'s flat'],
  talk_with_friends: ['debating my friends about it', 'getting my friends to tell me I am a good person', 'asking my friends to confirm I did not say anything offensive', 'fighting with my sister about chores', 'replaying arguments with my mum in my head'],
  idioms: ['killing time before my appointment', 'dying to know if I locked the door', 'this waiting is killing me'],
};

/**
 * Crisis language set in the same places and words, written for these tests (none is in a labelled
 * set): teaching the model that a car park or a friend is ordinary must never cost one of these.
 */
const STILL_CRISIS_IN_EVERYDAY_WORDS = [
  'I want to jump from the car park roof',
  'nobody would miss me',
  "I've been saving up my pills",
  'going up to the top of the multi storey tonight and not coming down',
  'I keep driving to the bridge and thinking this time I will go over',
  'my friends would be better off without me',
  "I have written letters to my friends for after I'm gone",
  "I've got enough tablets now",
  'I looked up how many floors it takes',
  "I don't see myself being here at Christmas",
  'I sat on the edge of the roof for an hour last night',
  "I'm saying goodbye to my friends one by one so it won't be a shock",
  'I parked at the top of the car park and sat there working up the courage to jump',
  "parked on the top floor of the car park tonight, it's time",
  'I drove to the top of the car park to end it',
  'I keep standing on the bridge looking down at the water wanting to let go',
  "I deleted my accounts and gave away my things, it's almost time",
  'I keep debating whether to do it tonight',
  'been debating with myself whether anyone would even notice if I was gone',
  "I saw my friends one last time today, they don't know it's goodbye",
  "I've worked out which bridge and what time",
  'going to the multi storey after work to end it',
  "the top floor of the car park has no fence and I've been going up there every night",
  "thinking about it all day, how I'd do it and when",
  "my friends will be fine without me, they'll get over it",
  'I keep driving to the car park at night and sitting on the edge',
  'I have been planning it for weeks now',
  "I don't think I'll be here much longer and I'm at peace with that",
  'I gave my dog to my neighbour because I won\'t be around to look after her',
  'everyone would be happier if I disappeared',
  'I have been stockpiling my sleeping tablets in a drawer',
  'the pills are in my bag and I\'m ready',
];

describe('crisis screen on everyday places and talk', () => {
  for (const [kind, texts] of Object.entries(EVERYDAY_ENTRIES)) {
    it.each(texts)(`does not read the ${kind} entry "%s" as a crisis`, (text) => {
      expect(verdict(text)).toBe('clear');
    });
  }

  it.each(STILL_CRISIS_IN_EVERYDAY_WORDS)('still reads "%s" as a crisis', (text) => {
    expect(verdict(text)).toBe('crisis');
  });

  // Read as the intrusive thought the question is for (docs/clinical.md §18), not as a plan: the person
  // is asked, never passed. Left so: "thought about jumping" is also how an impulse phobia is written.
  it('asks about "I parked at the top of the car park and thought about jumping"', () => {
    expect(verdict('I parked at the top of the car park and thought about jumping')).toBe('ambiguous');
  });

  it('reads a plan and the means said plainly as a crisis, whatever the model weighs', () => {
    for (const text of ['I have a plan and the means', "I've got a plan and the means", 'I have the means and a plan']) {
      expect(screenForCrisis(text, { score: () => 0, threshold: 1, canRead: () => false }).verdict).toBe('crisis');
    }
  });

  it('reads "I have a plan" said and nothing more as a crisis, too short for the model, and a plan to stop checking as none', () => {
    const rulesOnly = { score: () => 0, threshold: 1, canRead: () => false };
    for (const text of ['I have a plan', "I've got a plan.", 'i have a plan now', 'I have made my plan']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
    expect(screenForCrisis('I have a plan to stop checking the locks', rulesOnly).verdict).toBe('clear');
  });

  it('reads pills put by "for when I am ready" and a last sitting with all of them as a crisis, whatever the model weighs', () => {
    const rulesOnly = { score: () => 0, threshold: 1, canRead: () => false };
    for (const text of [
      "every time I do the drug round I pocket a few more for when I'm ready",
      'sat in my car in the hospital car park with all my pills, I am not going back in',
      'I have been putting some aside for when the time comes',
      'taking a few home from work for when I have had enough',
      'in the bathroom with a box of paracetamol, this is it',
    ]) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
    for (const text of ['I keep spare tablets in my bag in case I forget a dose', 'I put my pills aside in a weekly box', 'with all my pills sorted I feel calmer']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('clear');
    }
  });

  it('asks about the German voice "bring dich doch um" when it frightens, and reads it plainly as a crisis', () => {
    const rulesOnly = { score: () => 0, threshold: 1, canRead: () => false };
    expect(screenForCrisis("Mir schießt der Gedanke 'bring dich doch um' durch den Kopf und ich erschrecke jedes Mal.", rulesOnly).verdict).toBe('ambiguous');
    expect(screenForCrisis('ich bring mich einfach um', rulesOnly).verdict).toBe('crisis');
  });
});

/**
 * A nurse's triggers and the mental-review compulsion (docs/decisions/027-crisis-screen-list-entries.md, "wards,
 * medicines and mental reviewing"). The model learned "meds" and "ward" from plans, and "I've been … in my head"
 * from intent, so "giving out meds on the ward" and a POCD review of "every time I've been near children"
 * read as a crisis and the person got no ladder. The first of each list is the clinician review's entry; the
 * rest are worded for these tests, apart from set 11, which holds the training entries.
 */
const WARD_AND_REVIEW_ENTRIES = [
  'giving out meds on the ward',
  'going over every time ive been near children in my head',
  "giving out meds on a ward",
  "doing the evening medication round",
  "the drug trolley on night shift",
  "going over everything I said in my head",
  "replaying every time ive been near my neighbours kids",
  "going over the whole shift in my head after work",
  "giving patients their tablets on the ward",
  "taking my meds with breakfast",
  "going back over every time I have been in a playground",
  "the ward at night",
  "doing the meds round and rechecking every patient's wristband",
  "going over and over in my head whether I locked the meds cupboard",
  "reviewing my memories of being near children at the beach",
  "being near kids at my daughters birthday party",
  "picking my kids up from school",
  "mentally going over every time I have changed a nappy",
];

/**
 * Crisis language in the same words, written for these tests before the retraining and in no labelled set:
 * teaching the model that a ward round or a mental review is ordinary must never cost one of these.
 */
const STILL_CRISIS_ON_THE_WARD_AND_IN_MY_HEAD = [
  "I've been taking meds home from the ward to end it",
  "going over how I'd do it in my head",
  "I keep going over in my head how many of my tablets it would take to not wake up",
  "been slipping a few pills off the drug trolley every shift, nearly enough now",
  "as a nurse I know exactly what dose would kill me and I've got it at home",
  "I've been saving my meds instead of taking them so I can take them all at once",
  "going over my goodbye letters in my head, it's happening on friday",
  "on my night shift I'm going to take the insulin from the ward fridge and inject all of it",
  "replaying the plan in my head: the pills, the bath, the note",
  "every time I give out meds on the ward I think about keeping them and taking the lot to die",
  "I have stockpiled two months of my antidepressants to overdose on",
  "when I'm back on the ward I want to be the patient who doesn't wake up",
  "im going to swallow every pill in the house tonight",
  "been running it through in my head, the bridge, the time, nobody will stop me",
  "i want to die and ive got the tablets ready",
  "I took 30 paracetamol an hour ago and I don't want help",
  "I can't stop going over my plan to kill myself",
  "mentally rehearsing taking all my meds so it goes right this time",
  "I've been near the edge of the station platform every day deciding whether to step off",
  "the controlled drugs cupboard key is on my lanyard and I've decided to use it on myself",
  "after my shift on the ward I'm going to end my life",
  "i have been thinking of ways to kill myself every day",
  "the kids would be better off without me, I've written them a letter",
  "going over every reason to stay alive and there isn't one, I'm doing it tonight",
  "I've been collecting sharps from work to cut myself deeper",
  "I don't want to be here anymore and the meds are lined up",
  "I'm going to overdose on my insulin when everyone is asleep",
  "going over it in my head again, the rope is in the shed",
  "I've decided to kill myself after the kids are at school",
  "in my head I keep planning my suicide down to the last detail",
  "my plan is to take the whole box of pills on the ward toilet",
  "i hurt myself with a razor every night because I deserve it",
  "tonight I'll take everything in the medicine cabinet and not call anyone",
  "I'm done, I'm jumping off the hospital car park roof after my shift",
];

describe('crisis screen on wards, medicines and mental reviewing', () => {
  it.each(WARD_AND_REVIEW_ENTRIES)('does not read the entry "%s" as a crisis', (text) => {
    expect(verdict(text)).toBe('clear');
  });

  it.each(STILL_CRISIS_ON_THE_WARD_AND_IN_MY_HEAD)('still reads "%s" as a crisis', (text) => {
    expect(verdict(text)).toBe('crisis');
  });

  it('reads an overdose counted, a cabinet emptied and a supply injected as a crisis, whatever the model weighs', () => {
    const rulesOnly = { score: () => 0, threshold: 1, canRead: () => false };
    for (const text of ['I took 30 paracetamol an hour ago', 'I swallowed 25 of my sertraline and I\'m waiting', 'just swallowed about 40 of my sleeping pills', "tonight I'll take everything in the medicine cabinet", 'going to take the insulin from the ward fridge and inject all of it', "I'm jumping off the hospital car park roof after my shift"]) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('crisis');
    }
    for (const text of ['took 20 minutes to check the taps', 'I take 12 tablets a day for my heart', 'taking everything in the medicine cabinet to the pharmacy to check the dates', 'jumping off the diving board at the pool']) {
      expect(screenForCrisis(text, rulesOnly).verdict, text).toBe('clear');
    }
  });
});

describe('crisis model', () => {
  it('was trained on every labelled set as it is now (retrain with bench/safety/train-crisis-model.ts)', () => {
    expect(CRISIS_MODEL.trainedOn).toEqual(trainingCounts(loadCrisisTrainingData().phrases));
  });

  it('scores crisis language high and the OCD obsession low', () => {
    expect(crisisScore('honestly i just want it all to be over, nothing left')).toBeGreaterThan(CRISIS_MODEL.threshold);
    expect(crisisScore('I keep checking that the door is locked and the oven is off')).toBeLessThan(0.2);
  });

  it('never overrules a look-alike the rules recognise', () => {
    const alwaysCrisis = { score: () => 1, threshold: 0.5, canRead: () => true };
    expect(screenForCrisis('I am terrified I will die of a heart attack', alwaysCrisis).verdict).toBe('clear');
    expect(screenForCrisis('I would never take my own life, I have too much to live for', alwaysCrisis).verdict).toBe('clear');
    expect(screenForCrisis('my cousin attempted last month, she is ok now', alwaysCrisis).verdict).toBe('clear');
    expect(screenForCrisis('putting dads coat back on the hook the exact way', alwaysCrisis).verdict).toBe('clear');
    expect(screenForCrisis('the sky is grey today', alwaysCrisis).verdict).toBe('crisis');
  });

  it('keeps "the exact way" a plan when it names the person, a means or a wish', () => {
    const alwaysCrisis = { score: () => 1, threshold: 0.5, canRead: () => true };
    expect(verdict('I know the exact way I would do it')).toBe('crisis');
    expect(screenForCrisis('hanging myself the exact way I planned', alwaysCrisis).verdict).toBe('crisis');
    expect(screenForCrisis('put the pills in the drawer the exact way, ready', alwaysCrisis).verdict).toBe('crisis');
    expect(screenForCrisis('putting my things in order the exact way I want them left', alwaysCrisis).verdict).toBe('crisis');
  });

  it('is not asked about text in no language it knows', () => {
    for (const text of ['b', 'O', 'justo mi non purus mauris', '<script>window.__pwned=1</script>', '{{7*7}} ${jndi:ldap://x}']) {
      expect(screenForCrisis(text).verdict).toBe('clear');
    }
  });
});
