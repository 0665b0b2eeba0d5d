import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, an eighth clinician-minded review: 11 trigger steps in 9 ladders put a trigger in a frame that does not fit
 * what it is (docs/clinical.md §2, decision 043): "Have it near you on purpose today: school run time", "do it on
 * purpose: seeing a police car", "handle it on purpose for 20 minutes: amira hugging you", "seek it out on purpose: your
 * dad's anniversary", "have it near you: the heart rate on my fitbit going up", "Each day for seven days, spend time
 * with them: family barbecues". A sight is gone where it is seen, a sound listened to, another person's act let happen,
 * a chat opened and read, a date brought to mind, a reading never sought (§9), and a place said in the plural is a place.
 */
describe('the kind of a trigger, read from its shape', () => {
  it.each([
    // A sight that comes: seen, not done.
    ['seeing a police car', 'sight'],
    ['seeing a stain on a seat on the bus', 'sight'],
    ['seeing hannah on shift', 'sight'],
    ['seeing happy couples on instagram', 'sight'],
    ['seeing happy couples', 'sight'],
    ['noticing a smear on the counter', 'sight'],
    ['spotting an ambulance', 'sight'],
    ['catching sight of blood', 'sight'],
    ['seeing a cop car behind me', 'sight'],
    // People passed on the road are seen where they are, never spent time with; on a screen they are watched.
    ['cyclists on the school run', 'sight'],
    ['pedestrians crossing the road', 'sight'],
    ['joggers in the park', 'sight'],
    ['couples on instagram', 'media'],
    // Looking in a mirror is done; a reading seen is still a reading.
    ['seeing my back in the mirror', 'activity'],
    ['seeing my readings go up after a meal', 'reading'],
    // A sound that comes: listened to.
    ['the sound of a train coming', 'sound'],
    ['the sound of sirens', 'sound'],
    ['hearing a thud or bump while driving', 'sound'],
    ['hearing someone cough', 'sound'],
    // A noise of nothing named comes by itself: no recording (an eleventh clinician-minded review).
    ['loud noises at night', 'happening'],
    ['the noise of the extractor fan', 'sound'],
    // Hearing about something is no sound to listen to.
    ['hearing about someone who got ill', 'sensation'],
    // Another person's act: it happens, or is let happen.
    ['amira hugging me', 'happening'],
    ['ray tidying the kitchen table', 'happening'],
    ['when tom laughs loudly in public', 'happening'],
    ['my sister asking me to babysit', 'happening'],
    ['my partner leaving the cushions wonky', 'happening'],
    ['when my colleague priya moves things on my desk', 'happening'],
    ['when jess texts me something about the flat', 'happening'],
    ['someone coughing or gagging on the train', 'happening'],
    ['ollie saying his tummy hurts', 'happening'],
    ['my mom asking if im ok', 'happening'],
    ['whenever my coworker touches my keyboard', 'happening'],
    ['leo and maisie coming home from nursery and touching everything', 'happening'],
    ['people staring at me on the subway', 'happening'],
    // An -ing word that says what a person is like leaves them the head: a person.
    ['good looking men at work', 'person'],
    // A time or a date: a routine is done, an occasion comes when it comes, an anniversary is brought to mind.
    ['school run time', 'activity'],
    ['school run time on the a38', 'activity'],
    ['bath time with the baby', 'activity'],
    ['christmas time', 'event'],
    ['exam time at uni', 'event'],
    ["my dad's anniversary in march", 'memory'],
    ['your dads anniversary', 'memory'],
    ['the anniversary of my mums death', 'memory'],
    ['family barbecues with the kids there', 'event'],
    ['family barbecues', 'event'],
    ['cookouts with my in-laws', 'event'],
    // A reading of the body: looking at it is the check itself, so it is never sought (docs/clinical.md §9).
    ['the heart rate on my fitbit going up', 'reading'],
    ['my blood pressure readings', 'reading'],
    ['my pulse', 'reading'],
    ['the scales in the bathroom', 'reading'],
    ['my apple watch heart rate', 'reading'],
    ['blood sugar numbers', 'reading'],
    // A chat, a group or messages: opened and read.
    ['the work whatsapp group', 'media'],
    ['the family group chat', 'media'],
    ['emails from my boss', 'media'],
    ['texts from my ex', 'media'],
    ['slack notifications', 'media'],
    // Places said in the plural.
    ['bus stops', 'place'],
    ['school gates', 'place'],
    ['roundabouts', 'place'],
    ['petrol stations', 'place'],
    ['parking lots', 'place'],
    ['busy roads at night', 'place'],
    // Unchanged: a thing, an own activity, a person.
    ['lying in bed before sleep', 'activity'],
    ['chopping veg', 'activity'],
    ['the big knife on the magnetic strip', 'object'],
    ['my mother in law', 'person'],
    ['cyclists, especially when its dark', 'sight'],
  ])('%s is read as %s', (trigger, kind) => {
    expect(triggerKind(trigger)).toBe(kind);
  });
});

const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
/** The steps a trigger fills, by the words of the trigger as the step quotes it. */
const naming = (ladder: CandidateExposure[], trigger: RegExp) => ladder.filter((item) => trigger.test(item.title));
/** Frames that fit only a thing: had near, handled, held, touched. */
const THING_FRAME = /\b(?:have (?:it|them) near|handle (?:it|them)|hold (?:it|them)|touch (?:it|them)|sit near (?:it|them)|stroke them)\b/i;
const DAILY = /\b(?:each day|every day|daily|seven days|twice a day)\b/i;

describe('a trigger step says what to do in the frame of its kind (eighth review, whole ladders)', () => {
  const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));

  it('never has a time of day near you, nor does a sight "on purpose" (hit and run)', async () => {
    const ladder = await generate(
      ['what if i hit a cyclist and didnt notice', 'i might have run someone over on the school run'],
      ['driving back round the roundabout to check', 'checking the news for hit and runs'],
      ['school run time on the a38', 'seeing a police car', 'hearing a thud or bump while driving'],
    );
    expect(ladder.length).toBeGreaterThan(5);
    // A routine time is done ("do it on purpose today": the school run), never had near; a sight or a sound is never "done".
    expect(naming(ladder, /school run time|police car|thud/i).filter((item) => THING_FRAME.test(item.description)).map(text)).toEqual([]);
    expect(naming(ladder, /police car|thud/i).filter((item) => /\bdo it\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('never handles another person doing something (sexual orientation, UK)', async () => {
    const ladder = await generate(
      ['what if im secretly a lesbian', 'i noticed my friend was pretty so maybe im gay'],
      ['checking if im aroused', 'avoiding hugging female friends'],
      ['amira hugging me', 'when someone says a woman is attractive', 'the womens changing room at the gym'],
    );
    expect(ladder.length).toBeGreaterThan(5);
    expect(naming(ladder, /amira|someone says/i).filter((item) => THING_FRAME.test(item.description) || /\bdo it\b|\bseek it out\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('never has a person laughing, a partner tidying or a sister asking "near you" (US and UK wording)', async () => {
    const ladders = await Promise.all([
      generate(['what if i dont really love tom', 'maybe im with the wrong person'], ['comparing him to my ex', 'asking my friends if he is right for me'], ['when tom laughs loudly in public', 'seeing happy couples on instagram']),
      generate(['if i throw something away i might need it'], ['asking my partner ray to not throw anything out', 'keeping old receipts'], ['ray tidying the kitchen table', 'junk mail', 'bin day on thursdays']),
      generate(['what if i harm the kids', 'scared im a pedophile'], ['avoiding being alone with my niece', 'checking my reactions'], ['my sister asking me to babysit', 'family barbecues with the kids there']),
    ]);
    const all = ladders.flat();
    expect(all.length).toBeGreaterThan(15);
    expect(naming(all, /tom laughs|ray tidying|asking you to babysit|asking me to babysit/i).filter((item) => THING_FRAME.test(item.description) || /\bdo it\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('never schedules a family barbecue every day nor spends time "with them"', async () => {
    const ladder = await generate(['what if i harm the kids', 'scared im a pedophile'], ['avoiding being alone with my niece', 'checking my reactions'], ['family barbecues with the kids there', 'kids on adverts or tv']);
    expect(naming(ladder, /barbecue/i).filter((item) => DAILY.test(text(item)) || /\bspend time with them\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('never seeks out an anniversary nor has a heart rate near you (health)', async () => {
    const ladder = await generate(
      ['my heart skipping means ill have a heart attack like my dad', 'what if i have als'],
      ['checking my pulse and blood pressure', 'googling symptoms'],
      ["my dad's anniversary in march", 'the heart rate on my fitbit going up', 'reading about someone young dying of cancer'],
    );
    expect(ladder.length).toBeGreaterThan(5);
    expect(naming(ladder, /anniversary/i).filter((item) => /\bseek it out\b|\bgo to it\b/i.test(item.description) || THING_FRAME.test(item.description)).map(text)).toEqual([]);
    expect(naming(ladder, /heart rate/i).map(text)).toEqual([]);
  });

  it('opens and reads a group chat, and never "does" a sight (real event)', async () => {
    const ladder = await generate(
      ['what if i did something inappropriate to hannah at the party', 'maybe i am a bad person'],
      ['replaying the night', 'asking my mate dev if i did anything weird'],
      ['seeing hannah on shift', 'the work whatsapp group', 'seeing a stain'],
    );
    expect(ladder.length).toBeGreaterThan(5);
    const hits = naming(ladder, /whatsapp|seeing hannah|seeing a stain/i);
    expect(hits.filter((item) => THING_FRAME.test(item.description) || /\bdo it\b/i.test(item.description)).map(text)).toEqual([]);
  });

  it('listens to a sound and goes to places said in the plural', async () => {
    const ladder = await generate(
      ['what if i get sick on the bus', 'someone might vomit near me'],
      ['avoiding buses', 'checking where the exits are'],
      ['the sound of someone retching', 'bus stops', 'school gates at pick up'],
    );
    expect(ladder.length).toBeGreaterThan(5);
    expect(naming(ladder, /retching|bus stops|school gates/i).filter((item) => THING_FRAME.test(item.description)).map(text)).toEqual([]);
  });

  it('never has a person doing something near you, in any ladder of plain typed triggers (US)', async () => {
    const ladders = await Promise.all([
      generate(['germs from other people'], ['washing my hands a lot'], ['my coworker sneezing near my desk', 'people coughing on the subway', 'parking lots']),
      generate(['things have to be even or my mom will die'], ['tapping things', 'straightening stuff'], ['when my roommate moves my stuff', 'my mom asking if im ok']),
    ]);
    const all = ladders.flat();
    expect(all.length).toBeGreaterThan(10);
    expect(naming(all, /sneezing|coughing on the subway|roommate moves|asking if/i).filter((item) => THING_FRAME.test(item.description) || /\bdo it\b/i.test(item.description)).map(text)).toEqual([]);
  });
});
