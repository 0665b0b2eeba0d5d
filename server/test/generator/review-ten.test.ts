import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import { generationInput } from './factories';

/**
 * Issue 16, a tenth clinician-minded reading of fifteen blind intakes (mean 4.9): the person's central ritual made no
 * step when it was said with a count ("wash hands like 30-40 times a day, count to 20 twice"); changing clothes on
 * coming home made none; a task handed to someone ("make my husband dan do bathtime") was "put off an hour"; a food's
 * date check was dropped "not even once". Intakes written for this test, in words of our own.
 */
const generate = (obsessions: string[], compulsions: string[], triggers: string[]) => createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
const listed = (items: CandidateExposure[]) => items.map((item) => `[${item.fear_level}] ${item.title}`).join('\n');

describe('a washing ritual said with its count still gets steps of its own', () => {
  const washers: Array<[string[], string[], string[]]> = [
    [['germs from patients getting on me and making my dad ill'], ['wash hands like 30-40 times a day, count to 20 twice each time', 'wiping my keys'], ['the waiting room', 'card machines']],
    [['catching something off the door handles at work'], ['washing my hands 50 times a day counting to 30', 'using gel after every meeting'], ['door handles', 'the office kitchen']],
    [['that i will spread germs to the kids'], ['scrub my hands 20 times a day and count the strokes', 'wiping the car seats'], ['school pick up', 'the supermarket']],
    [['dirt from outside contaminating the house'], ['wash my hands 15-20 times a day, counting to ten each time', 'cleaning my phone every hour'], ['coming in from outside', 'post']],
  ];
  it.each(washers.map((entry, index) => [index, ...entry] as const))('washer %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    expect(items.some((item) => /\b(?:wash|washing|scrub|scrubbing) your hands\b|ordinary washing only/i.test(item.title)), listed(items)).toBe(true);
    // "wash hands", as people write it, is "your hands" in a step.
    for (const item of items) expect(`${item.title} ${item.description}`).not.toMatch(/\b(?:wash|washing|scrub|scrubbing) hands\b/i);
  });
});

describe('changing clothes on coming home is put off and dropped like any ritual', () => {
  const changers: Array<[string[], string[], string[]]> = [
    [['bringing germs home from the hospital to my baby'], ['change clothes in the hallway as soon as i get home and put them straight in the wash', 'washing my hands a lot'], ['coming home from a shift', 'my uniform']],
    [['the bus seats are covered in germs'], ['changing my clothes as soon as i get in', 'wiping my bag'], ['the bus', 'rush hour']],
    [['dirt from the building site getting on the sofa'], ['change my clothes in the garage before going in the house', 'showering straight away'], ['coming home', 'my work boots']],
  ];
  it.each(changers.map((entry, index) => [index, ...entry] as const))('changer %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const steps = items.filter((item) => /\bchang\w* (?:your )?clothes\b/i.test(item.title));
    expect(steps.length, listed(items)).toBeGreaterThanOrEqual(1);
    // Never "briefly" or "once only": changing clothes has no brief form, and doing it once is the ritual.
    for (const item of steps) expect(item.title).not.toMatch(/\bbriefly\b|once only|\bonce, then stop/i);
  });
});

describe('a task handed to someone is never "put off an hour"', () => {
  const handers: Array<[string[], string[], string[]]> = [
    [['images of dropping my baby'], ['make my husband dan do bathtime every night', 'avoid the stairs with her'], ['bathtime', 'the stairs']],
    [['that i will hurt my son with a knife'], ['getting my wife to do all the cooking', 'hiding the knives'], ['the kitchen', 'knives']],
    [['that i might push my nan down the stairs'], ['having my brother take her to appointments', 'walking behind her'], ['the stairs', 'visiting her']],
  ];
  it.each(handers.map((entry, index) => [index, ...entry] as const))('hander %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    for (const item of items) expect(item.title, listed(items)).not.toMatch(/\b(?:wait an hour before|put (?:it )?off(?: an hour)?:?|a week without) (?:making|getting|having)\b/i);
  });

  it('never turns having someone check for you into the person going to check without them', async () => {
    const items = await generate(['burglars getting in because of me'], ['getting my husband to check the front door is locked', 'checking the windows'], ['leaving the house', 'bedtime']);
    for (const item of items) expect(item.title, listed(items)).not.toMatch(/\bcheck\b.*\b(?:without your husband|someone close by)\b/i);
  });
});

describe("a food's date is checked once, never not at all", () => {
  const checkers: Array<[string[], string[], string[]]> = [
    [['being sick from food poisoning'], ['checking use by dates over and over', 'avoiding eating out'], ['restaurants', 'the fridge']],
    [['throwing up in front of people'], ['check the best before dates 5 times', 'smelling milk'], ['school dinners', 'buffets']],
    [['getting a stomach bug'], ['checking expiry dates on everything in the fridge again and again', 'avoiding takeaways'], ['takeaways', 'cooking chicken']],
  ];
  it.each(checkers.map((entry, index) => [index, ...entry] as const))('date checker %i', async (_index, obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    for (const item of items) {
      expect(item.title, listed(items)).not.toMatch(/\b(?:a week without|wait an hour before) check\w* (?:the )?(?:use by|best before|expiry)/i);
      expect(item.description).not.toMatch(/check\w* (?:the )?(?:use by|best before|expiry) dates?[^.]*\. Do not do it even once/i);
    }
  });
});

describe('an asking ritual names what it asks for, and the couple is said in the item’s voice', () => {
  it.each([
    [['do i actually love sam or am i just settling'], ['ask my best friend priya if she thinks we are right for each other, most days', 'compare us to other couples on instagram'], ['weddings', 'happy couples']],
    [['maybe i dont love my boyfriend enough'], ['asking my sister if she thinks we look happy', 'comparing us to my friends relationships'], ['instagram', 'his friends']],
  ] as Array<[string[], string[], string[]]>)('%j', async (obsessions, compulsions, triggers) => {
    const items = await generate(obsessions, compulsions, triggers);
    const asking = items.filter((item) => /^(?:A week without|Wait an hour before|Put off) asking\b/.test(item.title));
    expect(asking.length, listed(items)).toBeGreaterThanOrEqual(1);
    // Never a bare "asking your best friend Priya": what it is for, or what it asks, is said.
    for (const item of asking) expect(item.title).toMatch(/\bfor reassurance$|\b(?:if|whether)\b/);
    for (const item of items) expect(`${item.title} ${item.description}`).not.toMatch(/\bcompar\w* us\b/i);
  });

  it('names comparing feelings by what is compared, never "comparing it"', async () => {
    const items = await generate(['what if im actually gay and lying to my girlfriend'], ['compare how i feel looking at men vs women in my head for ages', 'checking my body for a reaction'], ['the gym', 'films with gay couples']);
    for (const item of items) expect(item.title, listed(items)).not.toMatch(/\bcomparing it\b/i);
  });
});

describe('a driver’s dents and marks are no marking work', () => {
  it('gives a van driver who looks at the bumper for marks no work-checking steps', async () => {
    const items = await generate(
      ['what if i hit a cyclist and didnt notice and drove off'],
      ['drive back round the block to check the spot', 'look at the front bumper for dents or marks when i get out'],
      ['the school run', 'cyclists on the ring road'],
    );
    for (const item of items) expect(`${item.title} ${item.description}`, listed(items)).not.toMatch(/\bpiece of work\b|\bmarking\b|\ba form or a set of figures\b/i);
  });
});

describe('the person’s words read as a sentence in a step', () => {
  it('writes a titled name whole, and leaves out how often said last ("loads")', async () => {
    const items = await generate(
      ['i will fail my degree and everyone will see im a fraud'],
      ['rewrite emails to my supervisor dr okafor loads before sending', 'rereading every paragraph before i write the next one'],
      ['submission deadlines', 'feedback'],
    );
    const all = items.map((item) => `${item.title} ${item.description}`).join('\n');
    expect(all).not.toMatch(/\bdr okafor\b|\bokafor loads\b|\bloads\b/);
  });

  it('keeps the one asked by name as who the question is about ("ask alex if she touched my desk")', async () => {
    const items = await generate(
      ['my partner alex touching my things makes them dirty'],
      ['ask alex if she touched my desk, most evenings', 'wiping my phone after anyone uses it'],
      ['guests using the remote', 'my desk'],
    );
    for (const item of items) expect(`${item.title} ${item.description}`, listed(items)).not.toMatch(/\bAlex if your partner\b|\bmost evenings\b/i);
  });
});

describe('a "maybe" statement in the person’s words is good first-person English', () => {
  it.each([
    ['someone near me will throw up and ill catch norovirus', /\bnear I\b|\band ill\b/],
    ['maybe it was worse than i remember and i actually threw it', /\bthan me\b/],
    ['ill be sick on the bus and everyone will stare', /^.*\bill be\b/],
  ])('"%s"', async (obsession, wrong) => {
    const items = await generate([obsession, 'being sick in public'], ['checking use by dates over and over', 'asking my mum if i look pale'], ['buses', 'restaurants']);
    const statements = items.flatMap((item) => [...`${item.title} ${item.description}`.matchAll(/“(Maybe [^”]+)”/g)].map((match) => match[1] ?? ''));
    expect(statements.length, listed(items)).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).not.toMatch(wrong);
  });
});

describe('one avoided situation is graded once, not repeated as a trigger step', () => {
  it.each([
    [['what if im gay'], ['avoid the changing rooms at the gym, change at home', 'checking my body for a reaction'], ['the gym changing room', 'films with gay couples'], /chang\w* room/i],
    [['being sick in public'], ['avoiding the bus', 'checking use by dates over and over'], ['the bus', 'restaurants'], /\bbus\b/i],
    [['germs on public toilets'], ['avoiding public toilets', 'washing my hands a lot'], ['public toilets', 'door handles'], /\btoilets?\b/i],
  ] as Array<[string[], string[], string[], RegExp]>)('%j', async (obsessions, compulsions, triggers, place) => {
    const items = await generate(obsessions, compulsions, triggers);
    const own = items.filter((item) => place.test(item.title) && /\b(?:once today|every time for a week|for three days|every day for three days|yourself)\b/i.test(item.title));
    const trigger = items.filter((item) => place.test(item.title) && /:/.test(item.title));
    // Where the avoidance is graded in steps of its own, no "…: the gym changing room" step repeats it.
    if (own.length) expect(trigger.map((item) => item.title), listed(items)).toEqual([]);
    expect(own.length + trigger.length, listed(items)).toBeGreaterThan(0);
  });
});

describe('a theme is read from what the person does, not from one object or one way of doing it', () => {
  it('reads an engaged woman\'s doubts as relationship only: "the venue emails" and replaying a date are no perfectionism', () => {
    const themes = detectThemes(
      generationInput(
        ['do i actually love sam or am i just settling', 'maybe there is someone better out there'],
        ['ask my best friend priya if she thinks we are right for each other', 'replay our first date in my head to see if i felt the spark'],
        ['wedding planning stuff, the venue emails', 'seeing happy couples at the pub'],
      ),
    ).map((match) => match.theme);
    expect(themes).toEqual(['relationship']);
  });

  it('still reads rereading and rewriting emails as perfectionism', () => {
    const themes = detectThemes(generationInput(['i will make a mistake and look incompetent'], ['rereading emails 10 times before sending', 'rewriting reports'], ['emails to my boss'])).map((match) => match.theme);
    expect(themes[0]).toBe('perfectionism');
  });

  it.each([
    [['if my things get moved they feel wrong'], ['put everything back exactly where it was, measuring the gap on the shelf'], ['people moving my stuff']],
    [['things have to be in the right place or i cant relax'], ['putting the remote back exactly where it was', 'measuring the spaces between my books'], ['guests', 'cleaners']],
  ] as Array<[string[], string[], string[]]>)('reads putting things back exactly as symmetry: %j', (obsessions, compulsions, triggers) => {
    expect(detectThemes(generationInput(obsessions, compulsions, triggers)).map((match) => match.theme)).toContain('symmetry');
  });
});

describe('checking work and a fear of being sick read as what they are', () => {
  it('reads rechecking sort codes and payment runs as checking, with work steps', async () => {
    const input = generationInput(
      ['i might of sent a payment to the wrong account and the company loses thousands'],
      ['recheck the sort code and account number on every bacs run 5 or 6 times', 'log back in from home at night to check the payment batch went through right'],
      ['friday payment run', 'pressing send on anything with an attachment'],
    );
    expect(detectThemes(input).map((match) => match.theme)).toEqual(['checking']);
    const items = await createOfflineEngine().generate(input);
    expect(items.some((item) => /\bwork\b/i.test(item.title)), listed(items)).toBe(true);
  });

  it('keeps an emetophobe\'s wiped door handles in the fear of being sick, with no bin-lid steps', () => {
    const themes = detectThemes(
      generationInput(
        ['ill be sick in public and everyone will see', 'someone near me will throw up and ill catch norovirus'],
        ['check use by dates like 3 times', 'wash my hands and the door handles in the flat with dettol wipes', 'avoid going on nights out'],
        ['someone saying they feel sick', 'hearing someone retch in the toilets'],
      ),
    ).map((match) => match.theme);
    expect(themes).toEqual(['vomiting']);
  });
});
