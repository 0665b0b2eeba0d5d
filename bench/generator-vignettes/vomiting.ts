import { ybocs, type GeneratorVignette } from './types';

/** The contamination library's germ steps: none belongs in a ladder for a fear of being sick. */
const GERM_STEPS = { pattern: /door handle|outdoor shoes|bin lid|toilet flush|shopping trolley|hand gel|touching things/i, why: 'contamination stock steps for a fear of being sick (docs/clinical.md §8: a theme is said, not guessed)' };
/** Nothing unsafe about food or being sick (docs/clinical.md §10). */
const UNSAFE_FOOD = {
  pattern: /past (?:its|the) (?:use[- ]by|date)|out of date|expired|undercooked|gone off|ipecac|fingers? down|make yourself (?:be )?sick|induce/i,
  why: 'nothing that brings vomiting on, and no food past its date or undercooked (docs/clinical.md §10)',
};

/** A step about eating or fullness: none for a person who went on past the eating-disorder signpost (docs/clinical.md §21). */
const EATING_STEP = { pattern: /\b(?:eat|eats|eating|meal|meals|yoghurt|fullness|until (?:you are )?full)\b/i, why: 'a step about eating after the eating-disorder signpost (docs/clinical.md §21)' };

/**
 * A fear of vomiting (emetophobia): a clinician-minded review found such a person sent to the contamination library
 * ("sick" read as germs), with door handles and outdoor shoes and nothing about vomit, nausea, food or her mints.
 * Written as people type, British and American, before reading any ladder.
 */
export const VOMITING_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'emeto-british-public',
    summary: 'Woman afraid of being sick in public: checks food dates, carries mints, asks if she looks pale',
    tags: ['new_theme', 'core'],
    obsessions: ['being sick in front of people at work', 'what if the food in the canteen makes me sick'],
    compulsions: ['checking the use by dates on everything twice', 'carrying mints and a sick bag in my handbag', 'asking my sister if i look pale'],
    triggers: ['eating out', 'the train to work', 'someone saying they feel ill'],
    ybocs: ybocs(21),
    expect: {
      themes: ['vomiting'],
      forbiddenThemes: ['contamination', 'health'],
      mustNotContain: [GERM_STEPS, UNSAFE_FOOD],
      kinds: ['imaginal', 'in_vivo'],
    },
    notes: 'Words, sounds and film of being sick; eating out and food on its date (never after); a day without the mints and sick bag; no asking "do I look pale"; a script of being sick at work.',
  },
  {
    id: 'emeto-american-kids',
    summary: 'Dad terrified of throwing up who keeps away from his kids when a stomach bug goes round',
    tags: ['new_theme', 'terse'],
    obsessions: ['throwing up', 'catching norovirus from the kids'],
    compulsions: ['sleeping on the couch when one of the kids is sick', 'taking my temperature', 'googling stomach flu symptoms'],
    triggers: ['daycare emails about a bug', 'my son saying his tummy hurts'],
    ybocs: ybocs(19),
    expect: {
      themes: ['vomiting'],
      forbiddenThemes: ['contamination', 'pocd'],
      mustNotContain: [GERM_STEPS, UNSAFE_FOOD],
    },
    notes: 'Caring for a child with a stomach bug as usual (ordinary hand washing kept), time near young children, no temperature checks; never a step about the children beyond ordinary care.',
  },
  {
    id: 'emeto-and-germs',
    summary: 'Man afraid both of germs on his hands and of being sick himself',
    tags: ['new_theme', 'mixed'],
    obsessions: ['germs on door handles getting on my hands', 'being sick on the bus'],
    compulsions: ['washing my hands until they crack', 'sitting near the door in case i throw up'],
    triggers: ['door handles', 'bus journeys'],
    ybocs: ybocs(23),
    expect: {
      themes: ['contamination', 'vomiting'],
      forbiddenThemes: ['health'],
      mustNotContain: [UNSAFE_FOOD],
    },
    notes: 'Both fears are his: germ steps for the door handles, and being-sick steps for the bus. A person can have both.',
  },
  {
    id: 'emeto-eating-disorder',
    summary: 'Young woman afraid of vomiting who also restricts and skips meals',
    tags: ['new_theme', 'medical'],
    obsessions: ['im scared of being sick'],
    compulsions: ['skipping meals so theres nothing to bring up', 'counting calories', 'carrying anti sickness tablets'],
    triggers: ['restaurants', 'parties'],
    ybocs: ybocs(20),
    person: { continueAfterSignpost: true },
    expect: {
      outcome: ['ladder', 'eating_disorder_signpost'],
      themes: ['vomiting'],
      forbiddenThemes: ['contamination'],
      setAside: ['skipping meals so theres nothing to bring up', 'counting calories'],
      // No eating step at all once she continues (docs/clinical.md §21): her eating-disorder texts are set aside
      // before the engine sees them, and the generation input's eatingDisorder flag says they were there.
      mustNotContain: [UNSAFE_FOOD, EATING_STEP],
    },
    notes: 'The eating-disorder signpost; if she continues, the ladder keeps to words, sounds, film, travel and the safety kit, with no food steps at all.',
  },
];
