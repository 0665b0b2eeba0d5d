import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, ritualAsActivity } from '../../src/modules/generator/offline/phrasing';
import { looksLikeHoarding } from '../../src/modules/generator/offline/hoarding';
import { findKeyword } from '../../src/modules/generator/offline/keywords';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, an eleventh clinician-minded reading of fifteen blind intakes: the person's reason or rule said beside a
 * ritual was held back with it ("do not redo drawings from scratch cause one line is slightly off"); a routine that comes
 * every day was to be done "on purpose" ("Do it on purpose today … : going to bed"); a noise at night was to be "listened
 * to as a recording"; adverts were watched "for 20 minutes"; "Maybe the windows is unlocked". Intakes written for this
 * test, in words of our own.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const listed = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title}\n    ${item.description}`).join('\n');
const allText = (items: CandidateExposure[]) => items.map((item) => `${item.title} ${item.description} ${item.response_prevention}`).join('\n');

describe('what the person says beside a ritual is not held back with it', () => {
  it.each([
    ['redoing drawings from scratch cause one line is slightly off', 'redoing drawings from scratch'],
    ['rewriting my notes because the letters look uneven', 'rewriting your notes'],
    ['tapping door frames in 4s, if i mess it up start again', 'tapping door frames in 4s'],
    ['Go back from the bus stop. Most days at least once.', 'going back from the bus stop'],
    ['checking the hob. Sometimes 20 times.', 'checking the hob'],
    ['avoiding climbing stairs and not going for walks so my heart doesnt race', 'avoiding climbing stairs or going for walks'],
  ])('%s', (ritual, expected) => {
    expect(ritualAsActivity(ritual)).toBe(expected);
  });

  const people: Array<[string[], string[], string[]]> = [
    [['if my desk isnt straight something bad will happen to my mum'], ['redoing drawings from scratch cause one line is slightly off', 'tapping door frames in 4s, if i mess it up start again'], ['my flatmates moving my stuff', 'uneven tiles']],
    [['the cooker left on and the flat burning down'], ['Check each knob on the cooker. Sometimes 20 times.', 'Go back from the bus stop. Most days at least once.'], ['leaving for the bus', 'going to bed']],
    [['that my heart will just stop'], ['avoiding climbing stairs and not going for walks so my heart doesnt race', 'checking my pulse'], ['the stairs at work', 'exercise']],
  ];
  it.each(people.map((entry, index) => [index, ...entry] as const))('person %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    expect(allText(items), listed(items)).not.toMatch(/\b(?:cause one line|if you mess it up|most days at least once|sometimes 20 times|and not going)\b/i);
  });
});

describe('a routine of the day is met as it comes, never "done on purpose"', () => {
  const people: Array<[string[], string[], string[]]> = [
    [['the back door unlocked and someone getting in'], ['checking the back door 6 times', 'pulling the handle'], ['going to bed', 'leaving for work']],
    [['the iron left on'], ['unplugging everything twice', 'taking photos of the plugs'], ['leaving the house', 'going away for the weekend']],
    [['leaving the gas on and the house blowing up'], ['checking the knobs on the hob', 'going back home to check'], ['locking up at night', 'leaving for the school run']],
  ];
  it.each(people.map((entry, index) => [index, ...entry] as const))('person %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const routineSteps = items.filter((item) => /:\s*(?:going to bed|leaving for work|leaving the house|going away|locking up|leaving for the school run)/i.test(item.title));
    expect(routineSteps.length, listed(items)).toBeGreaterThan(0);
    for (const item of routineSteps) {
      expect(item.description, listed(items)).not.toMatch(/\bdo it\b|\bon purpose\b/i);
      // Said once a day in the step, never "twice a day" in its title.
      expect(item.title).not.toMatch(/^Twice a day\b/);
      expect(item.description).toMatch(/\bwhen you (?:go|leave|lock)\b|\bnext time you\b/i);
    }
  });

  it('keeps the step\'s time and says no "do it" in the title', async () => {
    const items = await generate(['what happens after we die, nothing forever'], ['going round in circles in my head trying to answer it', 'asking my brother what he thinks'], ['lying in bed in silence', 'going to bed']);
    const routine = items.filter((item) => /:\s*(?:lying in bed|going to bed)/i.test(item.title));
    expect(routine.length, listed(items)).toBeGreaterThan(0);
    for (const item of routine) {
      expect(item.title).not.toMatch(/^Do it\b/);
      expect(item.description, listed(items)).toMatch(/\b\d+ minutes\b|\beach day\b|\bseven days\b|\bnext time\b/i);
    }
  });

  it('an act done to a place is an activity, not the place', () => {
    expect(triggerKind('climbing stairs at the office')).toBe('activity');
    expect(triggerKind('using public toilets')).toBe('activity');
    expect(triggerKind('the waiting room')).toBe('place');
    expect(triggerKind('changing rooms')).toBe('place');
  });
});

describe('a noise of nothing named comes by itself', () => {
  it.each(['hearing a noise at night', 'strange noises downstairs', 'odd sounds in the loft at night'])('%s', async (noise) => {
    expect(triggerKind(noise)).toBe('happening');
    const items = await generate(['someone breaking in while we sleep'], ['getting up to check every room', 'checking the locks 5 times'], [noise, 'going to bed']);
    expect(allText(items), listed(items)).not.toMatch(/\ba recording of\b/i);
    expect(allText(items)).not.toMatch(/\blet it happen when it comes (?:today )?and\b/i);
  });

  it('a sound with a name is still listened to', () => {
    expect(triggerKind('the sound of a train coming')).toBe('sound');
  });
});

describe('adverts and clips are met a few at a time', () => {
  it.each([
    [['that i have MS'], ['googling symptoms', 'testing my grip'], ['MS Society adverts', 'tingling in my fingers']],
    [['getting cancer'], ['checking for lumps', 'asking my wife'], ['cancer charity ads on tv', 'hospitals']],
  ])('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const media = items.filter((item) => /\b(?:adverts|ads)\b/i.test(item.title));
    for (const item of media) expect(item.description, listed(items)).not.toMatch(/\b(?:watch|read) (?:it|them) for \d+ minutes\b/i);
  });
});

describe('a thing that is many agrees with its verb, and a list names it once', () => {
  it.each([
    [['a window left unlocked and a burglar'], ['checking the windows 10 times', 'taking photos of the windows'], ['leaving the flat', 'bedtime']],
    [['burglars getting in through the windows'], ['checking every window is locked', 'asking my son to check'], ['going out', 'night time']],
  ])('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    expect(allText(items), listed(items)).not.toMatch(/\bthe windows is\b|\bwindows? and the windows\b|the windows, the windows/i);
  });

  it('a doubt about a past act keeps its tense', () => {
    expect(asMaybe('What if I underpaid at the servo and I\'m technically a thief')).toMatch(/^Maybe I underpaid\b/);
    expect(asMaybe('what if i misread the dose')).toBe('Maybe I misread the dose');
  });
});

describe('a step of another family of things is not filler', () => {
  it.each([
    [['germs from school making my kids ill', 'raw chicken juice on the worktop and everyone gets food poisoning'], ['antibac wipes on everything when i get home', 'not cooking chicken anymore'], ['sick bug going round', 'making dinner']],
    [['catching food poisoning from takeaways'], ['smelling food for ages before eating', 'throwing food away a day early'], ['takeaways', 'the fridge']],
  ])('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    // Chemical steps (a product label, a room after its cleaning) are for a person afraid of chemicals.
    expect(allText(items), listed(items)).not.toMatch(/\bproduct label\b|\bafter its ordinary cleaning\b|\bcleaning products?\b/i);
  });

  it('still gives a person afraid of chemicals their steps', async () => {
    const items = await generate(['bleach fumes poisoning my family'], ['opening all the windows after cleaning', 'rewashing dishes in case of bleach'], ['cleaning products', 'the bathroom']);
    expect(allText(items), listed(items)).toMatch(/\bproduct|\bcleaning|\bbleach/i);
  });

  it('locks what the person locks', async () => {
    const items = await generate(['did i lock the car, did i leave the window open, someone takes the laptop'], ['checking the car is locked 5 or 6 times, pulling the handle', 'wiping the door handles at home'], ['parking at the supermarket', 'walking away from the car']);
    expect(allText(items), listed(items)).toMatch(/\bthe car\b/i);
    expect(allText(items)).not.toMatch(/\bthe front door\b/i);
  });
});

describe('a pharmacist who rechecks prescriptions gets steps about her work', () => {
  it.each([
    [['what if i gave the wrong strength tablet and the patient dies because of me'], ['reading every prescription 4-5 times', 'going through each customer of the day in my head'], ['busy evening rush', 'look-alike drug names']],
    [['that i dispensed the wrong medicine and someone gets hurt'], ['rechecking the dispensing log', 'calling the pharmacy after my shift to check'], ['end of shift', 'the pharmacy counter']],
  ])('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const work = items.filter((item) => /\bpiece of work\b|\bworking day\b|\bworking days\b/i.test(item.description));
    expect(work.length, listed(items)).toBeGreaterThanOrEqual(2);
    // The checks the workplace's procedure requires are kept (docs/clinical.md §10: no real danger).
    for (const item of work) expect(item.description).toMatch(/\bchecks your workplace requires\b|\bwrite\b/i);
  });

  it('says the library\'s own routine as it comes, too', async () => {
    const items = await generate(['what if i gave the wrong strength tablet and the patient dies because of me'], ['reading every prescription 4-5 times'], ['look-alike drug names']);
    expect(allText(items), listed(items)).not.toMatch(/\bmeet this\b/i);
    for (const item of items) if (/^Each day for seven days\b/.test(item.description)) expect(item.title).not.toMatch(/^Twice a day\b/);
  });
});

describe('a cut or a hangnail on the skin is let be, never sought', () => {
  it.each([
    [['a drop of patient blood got into a cut on my hand and i have HIV'], ['washing my hands with hibiclens 30 times a day', 'asking my husband to look at my hands'], ['paper cuts or hangnails on my own hands', 'taking bloods']],
    [['getting tetanus from a scratch'], ['checking my skin for cuts', 'googling tetanus'], ['a cut on my finger', 'gardening']],
  ])('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const onSkin = items.filter((item) => /\b(?:cuts?|hangnails?)\b/i.test(item.title));
    for (const item of onSkin) expect(item.description, listed(items)).not.toMatch(/\b(?:seek it out|on purpose|handle it|have it near)\b/i);
  });

  it('cuts a trigger where its words still read whole', async () => {
    const items = await generate(['i will give HIV to my daughter isla'], ['changing out of my scrubs in the garage', 'washing my hands 30 times a day'], ['Cuddling Isla straight after I get home from a night shift', 'door handles at work']);
    expect(allText(items), listed(items)).not.toMatch(/\bIsla straight\b(?! after)/);
  });

  it('never stays an hour in an activity with bare hands', async () => {
    const items = await generate(['bad luck from my old boss spreads to my things'], ['washing my hair if i see his car', 'throwing away clothes i wore near him'], ['getting post from that suburb', 'his old street']);
    expect(allText(items), listed(items)).not.toMatch(/\bDo it yourself on purpose, with bare hands\. Stay an hour\b/);
  });
});

describe('a bereaved woman who keeps papers and her mother\'s things', () => {
  const helen: [string[], string[], string[]] = [
    ['What if I throw away a receipt and need it for a return', "If I get rid of Mom's things it's like I'm throwing her away and I'll forget her"],
    ['I keep every receipt in shoeboxes', 'I have to read every page of the newspaper before recycling it, so they pile up', "I won't let my son go through Mom's bedroom", 'Avoiding having people over so no one sees the stacks'],
    ['Recycling day', 'Josh offering to help clear out the spare room', "Finding Mom's handwriting on an old note"],
  ];

  it('gets the steps for a loved one\'s things, and none about buying', async () => {
    const items = await generate(...helen);
    expect(items.some((item) => /\btheir (?:things|papers)\b|\bof theirs\b/i.test(`${item.title} ${item.description}`)), listed(items)).toBe(true);
    expect(allText(items)).not.toMatch(/\b(?:a sale|buy only|buying only|free things|shop with)\b/i);
  });

  it('has the hoarding signpost when things pile up and people are kept out', () => {
    expect(looksLikeHoarding(generationInput(...helen))).toBe(true);
    // One sign alone is not the picture.
    expect(looksLikeHoarding(generationInput(['what if i need it'], ['the receipts pile up on my desk'], ['bin day']))).toBe(false);
    expect(looksLikeHoarding(generationInput(['germs on the laundry'], ['washing the laundry pile twice'], ['the laundry basket']))).toBe(false);
  });
});

describe('the one the person names is named in the step', () => {
  it('says "your husband Imran" where the person wrote "my husband Imran"', () => {
    expect(findKeyword('partner', ['did i lock the car', 'asking my husband Imran are you sure its locked'])).toBe('your husband Imran');
    expect(findKeyword('person', ['i get my husband Pete to do her tablets'])).toBe('your husband Pete');
    expect(findKeyword('partner', ['asking my wife if she still loves me'])).toBe('your wife');
  });

  it('never takes a word after the relation for a name', async () => {
    const items = await generate(['germs making my family ill'], ['my husband Said i wash too much', 'not cooking anymore, my husband does it'], ['making dinner', 'raw chicken']);
    expect(allText(items), listed(items)).not.toMatch(/\byour husband Said\b/);
  });
});
