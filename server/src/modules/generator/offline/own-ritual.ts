import type { ExposureTemplate } from './library';
import { CHILD_INTIMATE, CHILDREN, EMERGENCY_CARE, KNIFE_WORDS, SELF_HARM_MEANS, SELF_HARM_WORDING, SEXUAL_THOUGHTS } from './library/cues';
import type { OwnPhrase, Person } from './person';
import { asActivity, mannerAsPurpose, nameReferent, namesDanger, ritualAsActivity, ritualAsImperative } from './phrasing';
import { leadsWithAvoiding, leadsWithKeeping, ritualKind } from './ritual-families';
import { compileTerm, containsAny, type CompiledTerm } from './text';
import { SELF_HARM_THEME, type LibraryTheme } from './theme-ids';
import { scoreText } from './themes';

/** A phrase scoring this for a theme is plainly that theme's (themes.ts MIN_SCORE). */
const CLEAR_SCORE = 3;

/**
 * Upper-band steps built from undoing the person's own ritual (issue 16, the fourth clinician-minded
 * review: the top of a ladder came from the library, not from the person's own compulsion). Response
 * prevention of their actual ritual, graded as in ERP practice (docs/clinical.md §5: "every item
 * states the response prevention"; §8: built from the person's own compulsions):
 * - an avoidance or a task handed to someone else is undone: the avoided act done, first with
 *   someone close by or once, then yourself, then every time for a week ("Carry the baby on the
 *   stairs yourself", "Let the kids hug you before you shower");
 * - any other ritual is put off (delay), cut to once (reduce), then dropped for a week (drop).
 *
 * Safety (docs/clinical.md §10, §11): these steps name the person's own words, so they are built
 * only from words every other slot may take (person.ts pools, `mayQuote`) and never from a ritual
 * that names danger, knives or sharp things, driving, medicine or professional care, worship, a
 * means of self-harm, or a child in any intimate way; never for the POCD or self-harm libraries
 * (their steps are reviewed wording only), and never for a person with sexual thoughts beside
 * children. What is left is filled into fixed, reviewed frames below, and the engine still runs
 * the safety filter on every rendered item.
 */

const compile = (terms: readonly string[]): CompiledTerm[] => terms.map((term) => compileTerm(term));

/** Everything an own-ritual step is never built from (see above). */
const NEVER_UNDONE = compile([
  ...KNIFE_WORDS,
  ...SELF_HARM_MEANS,
  'drive', 'driving', 'drove', 'car', 'cars', 'road*', 'traffic', 'motorway', 'cycl*', 'brake*', 'wheel',
  // "nurse", never "nurse*": that read "the kids come out of nursery" as professional care, and a
  // mother's own avoidance of her children's nursery clothes never became a step (issue 16 review).
  'doctor*', 'gp', 'gps', 'therapist*', 'psycholog*', 'psychiatr*', 'counsel*', 'nurse', 'nurses', 'nursing', 'dentist*', 'hospital*', 'clinic*',
  'medic*', 'pharmac*', ...EMERGENCY_CARE, 'prescri*', 'pill*', 'tablet*', 'glucose', 'blood sugar*', 'insulin', 'inhaler*',
  'epipen*', 'diabet*', 'appointment*', 'test*', 'scan*', 'pray*', 'prayer*', 'confess*', 'mass', 'church*', 'mosque*',
  'synagogue*', 'temple*', 'worship*', 'wudu', 'ablution*', 'sacrament*', 'communion', 'rosary', 'scripture*', 'bible',
  'quran', 'koran', 'torah', 'salah', 'salat', 'namaz', 'service*', 'fast', 'fasting', 'kosher', 'halal', 'god', 'allah',
  'priest*', 'imam*', 'rabbi*', 'eat*', 'food', 'meal*', 'weigh*', 'calorie*', 'vomit*', 'sick', 'purg*', 'exercis*',
  'stove', 'hob', 'oven', 'cooker', 'iron', 'straighteners', 'heater', 'gas', 'candle*', 'fire', 'plug*', 'socket*',
  'balcon*', 'window*', 'roof*', 'edge*', 'platform*', 'train*', 'tracks', 'bridge*', 'height*', 'stab*', 'kill*',
  'poison*', 'weapon*', 'gun*', 'alcohol', 'drink*', 'drunk', 'drug*', 'smok*', 'night', 'dark', 'alone',
]);
const CHILD_TERMS = compile(CHILDREN);
const CHILD_INTIMATE_TERMS = compile(CHILD_INTIMATE);
const SEXUAL_TERMS = compile(SEXUAL_THOUGHTS);
const SELF_HARM_TERMS = compile([...SELF_HARM_MEANS, ...SELF_HARM_WORDING]);

/** Everyday acts a person may hand to someone else or avoid; undone, they are the exposure itself. */
const EVERYDAY_VERBS: Readonly<Record<string, string>> = {
  carrying: 'carry', holding: 'hold', hugging: 'hug', feeding: 'feed', playing: 'play', walking: 'walk', pushing: 'push',
  picking: 'pick', putting: 'put', taking: 'take', touching: 'touch', opening: 'open', using: 'use', handling: 'handle',
  emptying: 'empty', answering: 'answer', sitting: 'sit', standing: 'stand', going: 'go', visiting: 'visit', shaking: 'shake',
  hug: 'hug', carry: 'carry', hold: 'hold', feed: 'feed', play: 'play', walk: 'walk', push: 'push', pick: 'pick', put: 'put',
  take: 'take', touch: 'touch', open: 'open', use: 'use', handle: 'handle', empty: 'empty', answer: 'answer', sit: 'sit',
  stand: 'stand', go: 'go', visit: 'visit', shake: 'shake', kiss: 'kiss', come: 'come', sleep: 'sleep', wear: 'wear',
  coming: 'come', wearing: 'wear', leaving: 'leave', leave: 'leave', bringing: 'bring', bring: 'bring',
};

/** Someone else who does the task instead: a person word right after "making", "getting", "letting", "asking". */
const HELPER =
  /^(?:making|getting|letting|asking|having) ((?:your|the|my) (?:wife|husband|partner|boyfriend|girlfriend|mum|mom|mother|dad|father|sister|brother|flatmate|housemate|roommate|friend|parents?|family|fianc\S*)|someone(?: else)?|somebody(?: else)?|others|other people|him|her|them) (?:to )?(\w+)\b(.*)$/;
/** "not letting the kids hug you till you've showered". */
const NOT_LETTING = /^(?:not|never) letting (.+)$/;
/** "avoiding carrying the baby", "refusing to hold her", "staying away from the park". */
const AVOIDING = /^(?:avoiding|avoid|refusing to|staying away from|keeping away from|not|never|won't|wont) (\w+)\b(.*)$/;
/** A thing or place avoided ("avoiding stairs …", "staying away from the park"); "not"/"never" name no thing. */
const AVOIDED_THING = /^(?:avoiding|avoid|staying away from|keeping away from) (.+)$/;
/** "… so my heart does not race", "… in case …", "… because …": why it is avoided. */
const REASON_CLAUSE = /\s+(?:so|so that|in case|because|cause|cos|incase|or else|otherwise|unless|until|till)\b.*$/;
/** "till I've showered" → "before you shower": the order the avoidance keeps, reversed. */
const UNTIL = /\s+(?:till|until|unless|before) (?:you've|you have|you) (\w+?)(?:ed|d)?\b(.*)$/;

const TITLE_MAX = 60;
/** As render.ts: a card read in under half a minute (issue 16). */
const DESCRIPTION_WORDS_MAX = 55;
/** "until they crack", "till it feels right": how the ritual ends is the person's, never the step's. */
const UNTIL_CLAUSE = /\s+(?:until|till|til|unless)\b.*$/i;
/** Counts and durations the person gives their ritual ("10+ times", "for like 40 mins"): the step sets its own. */
const AMOUNT =
  /\s+(?:(?:for|about|around|like|up to|at least|over|roughly)\s+)*(?:\d+\+?|a few|several|many|lots of|loads of|two|three|four|five|six|seven|eight|nine|ten|twenty|hundreds of)\s*(?:x|times?|mins?|minutes?|hours?|hrs?|seconds?)\b|\s+(?:over and over(?: again)?|again and again|again|repeatedly|constantly|all the time|every time|twice)\b/gi;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "you've showered" → "you shower" where the verb is known; else the words as they were. */
function untilAsBefore(rest: string): string {
  const match = UNTIL.exec(rest);
  // "hugging him until he's changed": undone, the hug comes first, whoever the clause is about (issue 16, seventh
  // review, cause 4: "Hug your son until he's changed" kept the avoidance).
  if (!match) return rest.replace(/\s+(?:till|until|til)\s+/i, ' before ');
  const verb = match[1] ?? '';
  const known = ['shower', 'wash', 'chang', 'chang', 'clean', 'wip', 'scrub', 'check', 'pray'];
  const base = verb === 'chang' ? 'change' : verb === 'wip' ? 'wipe' : known.includes(verb) ? verb : null;
  if (!base) return rest.replace(UNTIL, (all) => all.replace(/^\s+(?:till|until|unless)/, ' before'));
  return `${rest.slice(0, match.index)} before you ${base}${match[2] ?? ''}`;
}

/** A bare pronoun for a child ("carry her") named as the person names the child ("carry the baby"). */
function childNamed(person: Person, rest: string): string {
  const named = /\b(?:the|my|our) (baby|newborn|little one|son|daughter|toddler|kids|children|boys|girls)\b/i.exec(person.input.obsessions.join(' . '));
  if (!named?.[1]) return rest;
  const noun = /^(?:the|my|our) /i.test(named[0]) ? `${named[0].startsWith('the') ? 'the' : 'your'} ${named[1]}` : named[1];
  return rest.replace(/^(\s*)(?:her|him)\b/, `$1${noun}`);
}

interface Undone {
  /** The act, as an imperative in the item's voice ("carry the baby on the stairs"). */
  act: string;
  /** Who used to do it instead, when anyone ("your wife"). */
  helper: string | null;
}

/** An avoidance or a task handed over, read as the act to do; null when its shape is unclear. */
function undoAvoidance(phrase: OwnPhrase, person: Person): Undone | null {
  const activity = asActivity(phrase.cleaned);
  if (!activity) return null;
  const text = activity.replace(/\s+/g, ' ').trim();
  const helper = HELPER.exec(text);
  if (helper) {
    const verb = EVERYDAY_VERBS[helper[2] ?? ''];
    if (!verb) return null;
    return { act: `${verb}${childNamed(person, helper[3] ?? '')}`.trim(), helper: helper[1] ?? null };
  }
  const letting = NOT_LETTING.exec(text);
  if (letting) {
    // "the kids hug you …": the first everyday verb after who is let ends their name.
    const words = (letting[1] ?? '').split(' ');
    const at = words.findIndex((word, index) => index > 0 && EVERYDAY_VERBS[word] !== undefined);
    if (at < 1) return null;
    const who = words.slice(0, at).join(' ');
    const rest = words.slice(at + 1).join(' ');
    return { act: `let ${who} ${EVERYDAY_VERBS[words[at] ?? '']}${untilAsBefore(rest ? ` ${rest}` : '')}`.trim(), helper: null };
  }
  const avoiding = AVOIDING.exec(text);
  if (avoiding) {
    const verb = EVERYDAY_VERBS[avoiding[1] ?? ''];
    // "avoiding wearing anything with one pocket", undone: "wear something with one pocket" (the "any" went with the "not").
    const rest = (avoiding[2] ?? '').replace(/^(\s*)any(thing|one|body|where)\b/i, '$1some$2');
    if (verb) return { act: `${verb}${childNamed(person, untilAsBefore(rest))}`.trim(), helper: null };
    // "avoiding stairs and running for the bus", "staying away from the park": a place or a thing
    // avoided, not an act, is met by no longer avoiding it. Its reason ("so my heart does not race")
    // is the fear's, not the step's. The list of avoidances the person gives becomes steps of its
    // own (issue 16 review, weak spot b); mayUndo has already ruled out danger, care and worship.
    const avoided = AVOIDED_THING.exec(text)?.[1]?.replace(REASON_CLAUSE, '').trim();
    if (!avoided || avoided.split(' ').length > 8 || /^(?:it|this|that|them|things|everything|anything)$/.test(avoided)) return null;
    return { act: `stop avoiding ${avoided}`, helper: null };
  }
  return null;
}

/** Whether a ritual of the person's may become a step of its own (the safety rules above). */
function mayUndo(phrase: OwnPhrase, person: Person): boolean {
  const tokens = phrase.tokens;
  if (containsAny(tokens, NEVER_UNDONE) || namesDanger(phrase.cleaned)) return false;
  if (person.input.selfHarmFear === true && containsAny(tokens, SELF_HARM_TERMS)) return false;
  if (containsAny(tokens, CHILD_TERMS) && containsAny(tokens, CHILD_INTIMATE_TERMS)) return false;
  // "Compare us to couples", "keeping every card she wrote": not in the item's voice, or grief's own.
  if (/\b(?:we|us|our|ours|ourselves)\b/i.test(phrase.cleaned) || leadsWithKeeping(phrase.cleaned)) return false;
  // A ritual that plainly belongs to a theme the person did not confirm ("washing" for someone who
  // confirmed relationship doubts only) is not made a step of another theme's ladder (docs/clinical.md §8).
  const chosen = new Set<string>(person.themes.map((match) => match.theme));
  // How often it is done says nothing of which theme it is: "pulling the door handle five times" (a checking ritual)
  // read as counting, a symmetry theme the person did not have, and made no step (issue 16, natural wording).
  if ([...scoreText(phrase.original.replace(AMOUNT, ''))].some(([theme, { score }]) => score >= CLEAR_SCORE && !chosen.has(theme))) return false;
  // "pushing the thoughts away": suppression is answered by the library's "let it come" steps.
  return phrase.cleaned.length <= 90 && !/\baway\b/.test(phrase.cleaned);
}

function step(id: string, fear: number, titles: string | string[], body: string, prevention: string, why: string): ExposureTemplate | null {
  const title = [titles].flat().find((candidate) => candidate.length <= TITLE_MAX);
  if (!title || `${body} ${prevention}`.split(/\s+/).length > DESCRIPTION_WORDS_MAX || /[{}“”"]/.test(`${title}${body}${prevention}`)) return null;
  return { id, kind: 'in_vivo', fear, title, body, prevention, why, ownRitual: true };
}

/** The avoided act done: with someone close by, then yourself, then every time for a week. */
function approachSteps(key: string, undone: Undone, theme: LibraryTheme): ExposureTemplate[] {
  const act = undone.act.replace(/\s+yourself$/, '');
  // An avoidance of stairs or running, for a health fear, may be a doctor's advice: the step says so,
  // as the library's exertion steps do (docs/clinical.md §9).
  const note = theme === 'health' ? ' Skip this if a doctor told you to avoid it.' : '';
  const Act = capitalise(act);
  const helper = undone.helper && !/^(?:someone|somebody|others|other people|him|her|them)/.test(undone.helper) ? undone.helper : null;
  const steps = [
    step(
      `${key}.with-support`,
      7,
      helper ? `${Act}, with ${helper} close by` : [`${Act}, once today`, Act],
      helper
        ? `Once today, ${act} yourself while ${helper} is in the room but does not help. Stay with the fear for 20 minutes afterwards.`
        : `Once today, ${act}. Stay with the fear for 20 minutes afterwards and let it rise and fall.${note}`,
      helper ? `Do not let ${helper} take over, and do not ask if it went all right.` : 'Do not put it off, make up for it afterwards or ask anyone if it was all right.',
      'Your own avoidance undone, once, in the safest form you can.',
    ),
    step(
      `${key}.yourself`,
      8,
      helper ? `${Act} yourself` : [`${Act}, every day for three days`, `${Act} for three days`],
      helper ? `For three days, ${act} yourself every time it comes up, as anyone would.${note}` : `For three days, ${act} every time it comes up, as anyone would.${note}`,
      helper ? `Do not ask ${helper} to do it, and do not check afterwards that all is well.` : 'Do not find a way round it, and do not check afterwards that all is well.',
      'What your OCD has you avoid, done as an ordinary part of the day.',
    ),
    step(
      `${key}.week`,
      9,
      [`${Act}, every time for a week`, `${Act} for a week`, Act],
      `For seven days, ${act}${helper ? ' yourself' : ''} every time it comes up, and let the fear come with it.${note}`,
      helper ? `Do not let ${helper} do it for you even once, and do not ask for reassurance afterwards.` : 'Do not avoid it even once, and do not ask for reassurance afterwards.',
      'The avoidance gone for a whole week: the top of your ladder.',
    ),
  ];
  return steps.filter((item): item is ExposureTemplate => item !== null);
}

/** Washing kept to ordinary hygiene when the ritual is cut or dropped (never "a week without washing"). */
const ORDINARY_WASHING = 'Wash as anyone would: hands after the toilet and before cooking, one short shower a day.';

/**
 * Words that make the ritual the repeat, not the act: "texting her over and over", "saying goodbye
 * again until it feels right", "the exact way". The act itself is ordinary (a text, a goodbye), so
 * the step is doing it once, never "a week without texting her".
 */
const REPEAT_MARKERS = /\b(?:again|over and over|repeatedly|twice|extra|more than|exact|exactly|just right|perfect|perfectly|until|till|every time|times)\b|\d/i;

/** Where a ritual's core ends: its purpose, a second act, a reason or a time ("… to pull the door handle", "… and …"). */
const CORE_END = /\s+(?:to|so|so that|and|then|because|cos|in case|before|after|while|when|until|till|unless|or)\b/i;

/** "going back up the stairs to pull the door handle" → "going back up the stairs"; a ritual of one clause is itself. */
function coreOf(ritual: string): string {
  const cut = CORE_END.exec(ritual);
  const core = cut && cut.index > 0 ? ritual.slice(0, cut.index).trim() : ritual;
  // Two words at least ("going back"), else the whole ritual: a bare verb names no act.
  return core.includes(' ') ? core : ritual;
}

/** The ritual put off, cut to once, then dropped for a week; a repeated ordinary act is cut to once instead. */
function responsePreventionSteps(key: string, phrase: OwnPhrase): ExposureTemplate[] {
  const tidy = (text: string | null | undefined) =>
    // "an even number of times" is what the ritual is for ("to make it even", phrasing.ts mannerAsPurpose), never a
    // count to take out: "A week without tapping the desk an even number of times" licensed an odd count (issue 16).
    (text ? mannerAsPurpose(text) : text)
      ?.replace(AMOUNT, '')
      .replace(UNTIL_CLAUSE, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(?<!\bmake (?:it|them|things|everything))\s+(?:even|just|really|still|and|or)$/, '');
  const activity = tidy(ritualAsActivity(phrase.cleaned));
  // When it is done is part of what a week goes without: "changing clothes as soon as you get home",
  // never "a week without changing clothes".
  const whole = tidy(asActivity(phrase.cleaned));
  const withoutTitle = whole && whole.length <= TITLE_MAX - 15 && !/[“”"(]/.test(whole) ? whole : activity;
  const imperative = tidy(ritualAsImperative(phrase.cleaned));
  // A title names the ritual's core (its act and what it is done to, before "to …", "and …", "so …"); the full ritual
  // stays in the description, so a long ritual still gets its step (issue 16, natural wording: "going back up the
  // stairs to pull the door handle" made no step, its "A week without …" title ran past 60 characters).
  const core = activity ? coreOf(activity) : activity;
  const coreImperative = imperative ? coreOf(imperative) : imperative;
  // A bare "checking" names no act a step can hold back; a number left over ("going back 5") or an
  // avoidance ("put off avoiding …") reads as nonsense: those are left to the library's steps.
  if (!activity || !imperative || !core || !coreImperative || activity.length > 80 || core.length > 48 || !activity.includes(' ') || /\d/.test(activity) || /\bbeyond what your faith asks\b/.test(activity)) return [];
  if (leadsWithAvoiding(phrase.cleaned)) return [];
  const kind = ritualKind(phrase.cleaned);
  const Imperative = capitalise(imperative);
  if (kind.acts.has('washing')) {
    // "taking my shoes off outside and wiping them": cut short only a ritual that leads with washing.
    if (!/^(?:wash|clean|scrub|wipe|shower|bathe|sanitise|sanitize|disinfect|rinse|use hand gel|use gel)\b/.test(imperative)) return [];
    return [
      // Ordinary hygiene stays while the ritual waits: hands are washed before eating, whoever's hands
      // they are ("washing the kids hands as soon as they come out of nursery"); fruit is not.
      step(`${key}.delay`, 7, [`Wait an hour before ${activity}`, `Put it off an hour: ${activity}`, `Wait an hour before ${core}`],
        `The next three times the urge comes to ${imperative}, set a timer for an hour and carry on while the urge rises and falls.`,
        `Do not do it before the hour is up${/\bhands?\b/.test(imperative) ? ', unless it is time to eat' : ''}, and do not swap in wipes, gel or another ritual.`,
        'Your own ritual, put off: the first step of stopping it.'),
      step(`${key}.once`, 8, [`${Imperative} briefly, for three days`, `Keep it brief: ${imperative}`, `Keep it brief: ${coreImperative}`],
        `For three days, when the urge comes to ${imperative}, do it once, as briefly as anyone else would, then stop.`,
        'Do not do it a second time or stretch it out, and do not make up for it later.',
        'Your own ritual cut right down: the doubt stays and you carry on.'),
      step(`${key}.drop`, 9, 'A week of ordinary washing only',
        `For seven days, when the urge comes to ${imperative}, notice it and carry on. ${ORDINARY_WASHING}`,
        'Do not wash beyond that, and do not swap in wipes, gel or another ritual.',
        'Your own ritual dropped for a whole week: the top of your ladder.'),
    ].filter((item): item is ExposureTemplate => item !== null);
  }
  // Evening-up is the ritual whatever the count ("a week without lining up the shoes"), and so is a
  // question asked for reassurance ("asking my dad again what he believes happens").
  const question = kind.acts.has('asking') && /\b(?:if|whether|what|how|why|who|when|where)\b/.test(imperative);
  const redo = /\b(?:walk|walking|go|going|went|step|stepping) back\b/.test(phrase.cleaned);
  if (REPEAT_MARKERS.test(phrase.cleaned) && !kind.acts.has('evening') && !question && !redo) {
    // "go up the stairs again" is how a daily act's count is held back elsewhere (phrasing.ts withoutAmount); here
    // the step says "once", so "again" goes: "Go up the stairs once, then stop".
    const Imperative = capitalise(imperative.replace(/ again$/, ''));
    const imperativeOnce = imperative.replace(/ again$/, '');
    return [
      step(`${key}.once`, 7, [`${Imperative} once, then stop`, `Once, then stop: ${imperativeOnce}`, `Once, then stop: ${coreOf(imperativeOnce)}`],
        `Three times today, ${imperativeOnce} once, as anyone would, and walk away when the urge comes to do it again.`,
        'Do not go back for a second go or put it right later, and do not ask anyone if it was enough.',
        'Your own ritual cut to the one time anyone would do it.'),
      step(`${key}.drop`, 9, [`${Imperative} once only, for a week`, `Once only, for a week: ${imperativeOnce}`, `Once only, for a week: ${coreOf(imperativeOnce)}`],
        `For seven days, every time it comes up, ${imperativeOnce} once, as anyone would, then carry on with your day.`,
        'Do not repeat it even once, and do not swap in another ritual or ask for reassurance.',
        'A whole week of doing it once: the top of your ladder.'),
    ].filter((item): item is ExposureTemplate => item !== null);
  }
  // Asking, and checking a thing (not a feeling or the body), may be cut to once before it is dropped.
  const inner = kind.objects.has('feelings') || kind.objects.has('body') || /\b(?:turn\w* on|fanc\w*|feel\w*|react\w*)\b/.test(phrase.cleaned);
  const once = (kind.acts.has('asking') || kind.acts.has('checking')) && !inner && !question;
  return [
    step(`${key}.delay`, 7, [`Wait an hour before ${activity}`, `Put it off an hour: ${activity}`, `Wait an hour before ${core}`],
      `The next three times the urge comes to ${imperative}, set a timer for an hour and carry on with your day while the urge rises and falls.`,
      'Do not do it before the hour is up, and do not swap in another ritual or ask anyone for reassurance.',
      'Your own ritual, put off: the first step of stopping it.'),
    once
      ? step(`${key}.once`, 8, [`${Imperative} once only, for three days`, `Once only: ${imperative}`, `Once only: ${coreImperative}`],
        `For three days, when the urge comes to ${imperative}, do it once only, as briefly as anyone else would, then stop.`,
        'Do not do it a second time or stretch it out, and do not make up for it later.',
        'Your own ritual cut right down: the doubt stays and you carry on.')
      : null,
    step(`${key}.drop`, 9, [`A week without ${withoutTitle}`, `A week without ${activity}`, `A week without ${core}`],
      `For seven days, when the urge comes to ${imperative}, notice it and carry on with what you were doing.`,
      'Do not do it even once, and do not swap in another ritual or ask someone to do it for you.',
      'Your own ritual dropped for a whole week: the top of your ladder.'),
  ].filter((item): item is ExposureTemplate => item !== null);
}

const cache = new WeakMap<Person, Map<LibraryTheme, ExposureTemplate[]>>();

/**
 * The own-ritual steps for one theme of the person's ladder: from the rituals sorted to that
 * theme (person.ts), avoidances first (they undo into the most concrete steps), at most two rituals.
 */
export function ownRitualTemplates(person: Person, theme: LibraryTheme): ExposureTemplate[] {
  let byTheme = cache.get(person);
  if (!byTheme) {
    byTheme = new Map();
    cache.set(person, byTheme);
  }
  const known = byTheme.get(theme);
  if (known) return known;
  const templates: ExposureTemplate[] = [];
  const sexualBesideChildren = containsAny(person.tokens, SEXUAL_TERMS) && containsAny(person.tokens, CHILD_TERMS);
  // The POCD and self-harm libraries are reviewed wording only (docs/clinical.md §11, §18); a person with
  // sexual thoughts beside children gets no step built from their own avoidance anywhere.
  // With a self-harm fear nothing of theirs becomes a step in any theme: their rituals may be about
  // staying alive ("checking i still want to live"), never a thing to put off or drop (docs/clinical.md §18).
  if (theme !== 'pocd' && theme !== SELF_HARM_THEME && !sexualBesideChildren && person.input.selfHarmFear !== true) {
    const compulsions = person.pools.get(theme)?.compulsions ?? [];
    const approaches: ExposureTemplate[][] = [];
    const preventions: ExposureTemplate[][] = [];
    compulsions.forEach((phrase, index) => {
      if (!mayUndo(phrase, person)) return;
      const key = `own.${theme}.${index}`;
      const undone = undoAvoidance(phrase, person);
      if (undone) {
        const steps = approachSteps(key, undone, theme);
        if (steps.length) approaches.push(steps);
        return;
      }
      // "checking he is breathing all night": who "he" is comes from the person's words, or no step is built from it.
      const named = nameReferent(phrase.cleaned, person.allTexts, { partner: theme === 'relationship' });
      const steps = named === null ? [] : responsePreventionSteps(key, named === phrase.cleaned ? phrase : { ...phrase, cleaned: named });
      if (steps.length) preventions.push(steps);
    });
    for (const steps of [...approaches, ...preventions].slice(0, 2)) templates.push(...steps);
  }
  byTheme.set(theme, templates);
  return templates;
}

/** Whether a template was built here (the engine caps how many a ladder holds). */
export function isOwnRitual(template: ExposureTemplate): boolean {
  return template.ownRitual === true;
}
