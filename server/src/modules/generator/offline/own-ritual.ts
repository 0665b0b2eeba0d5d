import type { ExposureTemplate } from './library';
import { CHILD_INTIMATE, CHILDREN, EMERGENCY_CARE, KNIFE_WORDS, SELF_HARM_MEANS, SELF_HARM_WORDING, SEXUAL_THOUGHTS } from './library/cues';
import type { OwnPhrase, Person } from './person';
import { asActivity, askedAct, imperativeOf, mannerAsPurpose, nameReferent, namesDanger, ritualAsActivity, ritualAsImperative, ROAD_SAFETY, toSecondPerson, withoutAside } from './phrasing';
import { avoidanceCore, leadsWithAsking, leadsWithAvoiding, leadsWithKeeping, ritualKind } from './ritual-families';
import { compileTerm, containsAny, tokenize, type CompiledTerm } from './text';
import { describesEatingDisorder } from '../../safety/eating-disorder';
import { instructionInText } from '../../safety/items/instructions';
import { heldBackPart } from './donot-pairing';
import { SELF_HARM_THEME, type LibraryTheme } from './theme-ids';
import { COUNTED_TERM, scoreText } from './themes';
import { triggerKind } from './trigger-kind';

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
const NEVER_UNDONE_TERMS: readonly string[] = [
  ...KNIFE_WORDS,
  ...SELF_HARM_MEANS,
  'drive', 'driving', 'drove', 'car', 'cars', 'road*', 'traffic', 'motorway', 'cycl*', 'brake*', 'wheel',
  // "nurse", never "nurse*": that read "the kids come out of nursery" as professional care, and a
  // mother's own avoidance of her children's nursery clothes never became a step (issue 16 review).
  'doctor*', 'gp', 'gps', 'therapist*', 'psycholog*', 'psychiatr*', 'counsel*', 'nurse', 'nurses', 'nursing', 'dentist*', 'hospital*', 'clinic*',
  'medic*', 'pharmac*', ...EMERGENCY_CARE, 'prescri*', 'pill*', 'tablet*', 'glucose', 'blood sugar*', 'insulin', 'inhaler*',
  'epipen*', 'diabet*', 'appointment*', 'test*', 'scan*', 'pray*', 'prayer*', 'mass', 'church*', 'mosque*',
  'synagogue*', 'temple*', 'worship*', 'wudu', 'ablution*', 'sacrament*', 'communion', 'rosary', 'scripture*', 'bible',
  'quran', 'koran', 'torah', 'salah', 'salat', 'namaz', 'service*', 'fast', 'fasting', 'kosher', 'halal', 'god', 'allah',
  'priest*', 'imam*', 'rabbi*', 'eat*', 'food', 'meal*', 'weigh*', 'calorie*', 'vomit*', 'sick', 'purg*', 'exercis*',
  'stove', 'hob', 'oven', 'cooker', 'iron', 'straightener*', 'heater', 'gas', 'candle*', 'fire', 'plug*', 'socket*',
  'balcon*', 'window*', 'roof*', 'edge*', 'platform*', 'train*', 'tracks', 'bridge*', 'height*', 'stab*', 'kill*',
  'poison*', 'weapon*', 'gun*', 'alcohol', 'drink*', 'drunk', 'drug*', 'smok*', 'night', 'dark',
];
const NEVER_UNDONE = compile(NEVER_UNDONE_TERMS);
/**
 * Night and the dark bar only the undoing of an avoidance ("never walk home at night": docs/clinical.md §10, not alone at
 * night). A ritual held back at night is no danger: "googling symptoms for hours at night" made no step at all (a
 * seventh clinician-minded review: "googling only ever a clause").
 */
const AT_NIGHT = /\b(?:night|nights|dark)\b/i;
const NEVER_UNDONE_BY_DAY = compile(NEVER_UNDONE_TERMS.filter((term) => term !== 'night' && term !== 'dark'));
/**
 * A household hazard the person checks ("checking the hob 10 times before leaving"): the check is cut to one, with full
 * attention, as the library's checking steps do; never put off or dropped for a week (docs/clinical.md §10: a hob or an
 * iron left on is a real risk). Read only where checking leads and nothing else barred is named (an eighth clinician-minded
 * review: the central checking ritual of a person afraid of fire made no step at all).
 */
// Food's dates are checked once as anyone would, never not at all (a tenth clinician-minded reading: "a week without
// checking use by dates, not even once" is a food-safety problem).
const HAZARD_CHECKED_TERMS: readonly string[] = ['stove', 'hob', 'oven', 'cooker', 'iron', 'straightener*', 'heater', 'gas', 'plug*', 'socket*', 'window*', 'use by', 'best before', 'sell by', 'expiry', 'expiration', 'out of date'];
const HAZARD_CHECKED = compile(HAZARD_CHECKED_TERMS);
const NEVER_UNDONE_BUT_HAZARDS = compile(NEVER_UNDONE_TERMS.filter((term) => !HAZARD_CHECKED_TERMS.includes(term) && term !== 'night' && term !== 'dark'));
const CHECKING_LEAD = /^(?:i\s+)?(?:(?:always|constantly|keep|keeps|keep on)\s+)?(?:check\w*|re-?check\w*|double[- ]?check\w*)\b/i;
/** Whether a ritual checks a household hazard, and names nothing else that bars a step. */
function checksHazard(phrase: OwnPhrase): boolean {
  return CHECKING_LEAD.test(phrase.cleaned) && containsAny(phrase.tokens, HAZARD_CHECKED) && !containsAny(phrase.tokens, NEVER_UNDONE_BUT_HAZARDS);
}
/** Testing oneself, one's feelings or reactions: a ritual of checking, never a medical test. */
const SELF_TEST = /\b(?:test(?:s|ing|ed)?\s+(?:myself|yourself|my(?:self)? (?:feelings?|reactions?|response|attraction|love|faith|body|arousal)|your (?:feelings?|reactions?|response|attraction|love|faith|arousal)|whether|if|how|to see)|self[- ]test\w*)\b/i;
const CONFESSING_TERMS = compile(['confess*']);
const CONFIDANT = /\b(?:to|with) (?:my|your|our|the) (?:wife|husband|partner|boyfriend|girlfriend|other half|mum|mom|mother|dad|father|sister|brother|friends?|best friend|flatmate|housemate|roommate|boss|manager|colleagues?|parents?|family|fianc\S*)\b/i;
const RELIGIOUS_WORDS = /\b(?:priest|father \w+|god|lord|jesus|allah|church|mosque|temple|synagogue|imam|rabbi|pastor|mass|sacrament|sins?|sinful)\b/i;
/**
 * Doing it alone is the graded top of an avoidance ("never take the lift alone"), except where alone is the risk
 * itself: walking, running or swimming alone (docs/clinical.md §10: not alone at night in isolated places).
 */
const ALONE = /\b(?:alone|on (?:my|your) own|by (?:my|your)self)\b/i;
const ALONE_RISK = compile(['walk*', 'run', 'running', 'jog*', 'swim*', 'hik*', 'park*', 'wood*', 'forest*', 'field*', 'canal*', 'river*', 'lake*', 'sea', 'beach*', 'isolat*', 'deserted', 'outside']);
/**
 * A fear of being sick said as the avoidance's reason ("avoiding restaurants in case i vomit"): what is avoided is a
 * place, and going there is the exposure for that fear; being sick is never the act (emetophobia). No eating step
 * for anyone whose lists describe an eating disorder (docs/clinical.md §21).
 */
const SICK_WORDS = new Set(['vomit*', 'sick', 'eat*', 'food', 'meal*']);
const NEVER_UNDONE_AS_REASON = compile(NEVER_UNDONE_TERMS.filter((term) => !SICK_WORDS.has(term)));
/** Eating out named as what is avoided: the one eating a step may ask of someone with no eating disorder. */
const EATING_OUT = /\b(?:eat\w*|meals?|food) (?:out|at (?:a |the )?(?:restaurants?|caf[eé]s?|pubs?|friends?'?s?|parties|party|work|school|weddings?))\b|\b(?:restaurants?|caf[eé]s?|pubs?|eating out)\b/i;
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
  // Eating, only ever where eating out is what is avoided (avoidanceMayUndo).
  eat: 'eat', eating: 'eat', ride: 'ride', riding: 'ride',
  // Looking, watching, reading and talking are everyday too ("avoiding looking at the crucifix", an eighth review).
  looking: 'look', look: 'look', watching: 'watch', watch: 'watch', reading: 'read', read: 'read', talking: 'talk', talk: 'talk',
  listening: 'listen', listen: 'listen',
};

/** Acts that, asked of someone else, are a check for reassurance ("asking my husband to look at my eyes"). */
// Checking for the person ("getting my husband to check the front door is locked") is checking by proxy: held back
// like the check itself, never "go to check … without your husband" (a tenth clinician-minded reading).
const DONE_FOR_REASSURANCE = new Set(['look', 'watch', 'read', 'listen', 'talk', 'check', 'recheck', 'confirm', 'test', 'inspect', 'make sure']);

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
const UNTIL = /\s+(?:till|until|til|unless|before) (?:you've|you have|you) (\w+?)(?:ed|d)?\b(.*)$/;

const TITLE_MAX = 60;
/** As render.ts: a card read in under half a minute (issue 16). */
const DESCRIPTION_WORDS_MAX = 55;
/** "until they crack", "till it feels right": how the ritual ends is the person's, never the step's. */
const UNTIL_CLAUSE = /\s+(?:until|till|til|unless)\b.*$/i;
/** Counts and durations the person gives their ritual ("10+ times", "for like 40 mins"): the step sets its own. */
const AMOUNT =
  /\s+(?:(?:for|about|around|like|up to|at least|over|roughly)\s+)*(?:\d+(?:\s*(?:-|–|to)\s*\d+)?\+?|a few|several|many|lots of|loads of|two|three|four|five|six|seven|eight|nine|ten|twenty|hundreds of)\s*(?:x|times?|mins?|minutes?|hours?|hrs?|seconds?)\b|\s+(?:over and over(?: again)?|again and again|again|repeatedly|constantly|all the time|every time|twice)\b/gi;

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
  if (!base) return rest.replace(UNTIL, (all) => all.replace(/^\s+(?:till|until|til|unless)/, ' before'));
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
  /** Avoided only alone ("never take the lift alone"): graded with someone close by, then alone. */
  alone?: boolean;
}

const PERSON_WORD =
  '(?:wife|husband|partner|boyfriend|girlfriend|other half|mum|mom|mother|dad|father|sister|brother|flatmate|housemate|roommate|friend|colleague|co-?worker|parents?|family|fianc\\S*|nan|gran|grandma|grandad|grandpa)';
const HELPER_LEAD = String.raw`(?:(?:and |i |you |so )?(?:wait\w* (?:til|till|until|for)|unless|until|till|til|without|when|while|if|only (?:when|if)|make|makes|get|gets|let|lets|have|has|ask|asks))`;
/**
 * Who does it instead, in the avoidance's other clauses: "…, wait til my husband is home", "…, my wife does it",
 * "… unless my mom is there", "only … when my partner is with me", "…, make my brother do it".
 */
const HELPER_CLAUSE = new RegExp(
  String.raw`(?:,\s*(?:${HELPER_LEAD}\s+)?|\s+${HELPER_LEAD}\s+)(?:my|your|the|our) (${PERSON_WORD})\b.*$`,
  'i',
);
/** "never take the lift alone", "i won't eat out", "dont hold her": an everyday act not done. */
const NEGATED_ACT = /^(?:i\s+)?(?:never|won'?t|wont|will not|don'?t|dont|do not|can'?t bring myself to|refuse to)\s+(\w+)\b(.*)$/i;
/** "only go on the underground when …": the act done only with company. */
const ONLY_WHEN = /^only (\w+)\b(.*)$/i;

/**
 * The avoidance's own act and who stands in, read apart from its reason and the other clauses the person added
 * (a clinician-minded review: "Walk behind her on the stairs, make your brother do it" glued their account into the
 * act). Alone-only avoidances are graded: with someone close by, then alone (docs/clinical.md §4, §5).
 */
function splitAvoidance(text: string): { act: string; helper: string | null; alone: boolean } {
  let act = text;
  let helper: string | null = null;
  const clause = HELPER_CLAUSE.exec(act);
  if (clause && clause.index > 0) {
    helper = `your ${(clause[1] ?? '').toLowerCase()}`;
    act = act.slice(0, clause.index);
  }
  act = avoidanceCore(act);
  const alone = ALONE.test(act);
  // "when i'm on my own" goes whole: "Stop avoiding the kitchen when you're, someone close by" kept its clause's head.
  act = act.replace(new RegExp(String.raw`\s*(?:(?:when(?:ever)?|if|while)\s+(?:i'?m|i am|you'?re|you are)\s*)?${ALONE.source}`, 'gi'), '').replace(/\s+/g, ' ').trim();
  return { act, helper, alone };
}

/**
 * Company kept close, said as a habit: "always having my husband with me when i go to the shops", "always taking my
 * friend with me on the bus", "making sure my mum is there when i go out". Undone as an avoidance of going alone: with
 * them close by, then without (docs/clinical.md §14: the company is the safety behaviour each step drops). The act must be
 * an everyday one: "when im with the baby" names none, and a child's care is the library's alone (§11).
 */
const KEPT_COMPANY = new RegExp(
  String.raw`^(?:i\s+)?(?:always\s+)?(?:hav(?:e|ing)|tak(?:e|ing)|bring(?:ing)?|need(?:ing)?|get(?:ting)?|making sure|make sure) (?:my|your) (${PERSON_WORD})(?: (?:is|are))?(?: (?:with me|along|to come(?: with me)?|there|around|nearby|close by))?\s+(?:when(?:ever)? i (\w+)\b(.*)|(on|to) (.+))$`,
  'i',
);
const TRANSPORT = /^(?:the |a )?(bus|buses|tube|underground|metro|subway|tram|ferry|plane|coach)$/i;

function keptCompany(text: string): Undone | null {
  const kept = KEPT_COMPANY.exec(text);
  if (!kept) return null;
  const helper = `your ${(kept[1] ?? '').toLowerCase()}`;
  let act: string | null = null;
  if (kept[2]) {
    const verb = EVERYDAY_VERBS[kept[2].toLowerCase()];
    act = verb ? `${verb}${kept[3] ?? ''}` : null;
  } else if (kept[4]?.toLowerCase() === 'on') {
    const ride = TRANSPORT.exec((kept[5] ?? '').replace(REASON_CLAUSE, '').trim());
    act = ride ? `take the ${ride[1]?.toLowerCase()}` : null;
  } else if (kept[5]) {
    // "getting my husband to check the door": "to" leads a task for them, not a place to go (checking by proxy).
    const first = (kept[5].split(' ')[0] ?? '').toLowerCase();
    if (EVERYDAY_VERBS[first] !== undefined || DONE_FOR_REASSURANCE.has(first) || /^(?:see|make|ask|tell|say|help|do|be|sort|fix|double)$/.test(first)) return null;
    act = `go to ${kept[5]}`;
  }
  if (!act) return null;
  act = toSecondPerson(act.replace(REASON_CLAUSE, '').replace(/\s+/g, ' ').trim());
  return act.split(' ').length >= 2 && act.split(' ').length <= 8 ? { act, helper, alone: true } : null;
}

/** An avoidance or a task handed over, read as the act to do; null when its shape is unclear. */
function undoAvoidance(phrase: OwnPhrase, person: Person): Undone | null {
  const only = ONLY_WHEN.exec(phrase.cleaned);
  const onlyVerb = only ? EVERYDAY_VERBS[(only[1] ?? '').toLowerCase()] : undefined;
  if (only && onlyVerb) {
    // "only go on the underground when my partner is with me": the company is the avoidance's condition.
    const split = splitAvoidance(`${onlyVerb}${only[2] ?? ''}`);
    if (!split.helper || split.act.split(' ').length < 2) return null;
    return { act: toSecondPerson(split.act), helper: split.helper, alone: true };
  }
  // "never take the lift alone", "won't eat at restaurants": a negated everyday act is an avoidance of it.
  const negated = NEGATED_ACT.exec(phrase.cleaned);
  const negatedVerb = negated ? EVERYDAY_VERBS[(negated[1] ?? '').toLowerCase()] : undefined;
  if (negated && negatedVerb) {
    const split = splitAvoidance(toSecondPerson(`${negatedVerb}${negated[2] ?? ''}`));
    if (split.act.split(' ').length < 2) return null;
    return { act: `${split.act.split(' ')[0]}${childNamed(person, untilAsBefore(split.act.slice(split.act.indexOf(' '))))}`, helper: split.helper, alone: split.alone };
  }
  // "always having my husband with me when i go to the shops": the company is the condition, as in "only … when".
  const company = keptCompany(phrase.cleaned);
  if (company) return company;
  // "staying home in winter", "stay indoors when it's busy": staying in is an avoidance of going out, never a ritual
  // to put off ("Wait an hour before staying home in winter", a seventh clinician-minded review).
  const stayingIn = STAYING_IN.exec(phrase.cleaned);
  // How long the staying in lasts ("all weekend") is not said of the going out; when it happens ("in winter") is.
  if (stayingIn) return { act: `go out${(stayingIn[1] ?? '').replace(REASON_CLAUSE, '').replace(/^\s+(?:all|most|every|for)\b.*$/i, '')}`.replace(/\s+/g, ' ').trim(), helper: null, alone: false };
  const activity = asActivity(phrase.cleaned);
  if (!activity) return null;
  // "avoiding climbing stairs and not going for walks": both are avoided (an eleventh clinician-minded review).
  const whole = activity.replace(/\s+/g, ' ').trim().replace(/^(avoiding\b.*?)\s+and not (\w+ing)\b/i, '$1 or $2');
  // Only an avoidance (or a task handed over) is read apart from its other clauses; a ritual keeps its words.
  const avoidance = AVOIDING.test(whole) || NOT_LETTING.test(whole);
  const split = avoidance ? splitAvoidance(whole) : { act: whole, helper: null, alone: false };
  const text = split.act;
  const withCompany = (undone: Undone | null): Undone | null =>
    undone && (split.helper || split.alone) ? { ...undone, helper: undone.helper ?? split.helper, alone: split.alone || undone.alone } : undone;
  return withCompany(undoAct(text, person));
}

function undoAct(text: string, person: Person): Undone | null {
  const helper = HELPER.exec(text);
  if (helper) {
    const verb = EVERYDAY_VERBS[helper[2] ?? ''];
    // "asking my husband to look at my eyes" is reassurance, not a task handed over: held back, never done yourself.
    if (!verb || DONE_FOR_REASSURANCE.has(verb)) return null;
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
    return { act: approachTo(avoided), helper: null };
  }
  return null;
}

/**
 * What is done, once a thing is no longer avoided: a place is gone to, a film watched, a person seen ("Go to the gym
 * changing room, once today"); "stop avoiding …" stays where nothing plainer fits (an eighth clinician-minded review:
 * "Stop avoiding the toilets at work, once today" does not say what to do).
 */
function approachTo(avoided: string): string {
  const kind = triggerKind(avoided);
  if (kind === 'place' && /\b(?:toilets?|loos?|bathrooms?|stairs|staircases?|lifts?|elevators?|escalators?)\b/i.test(avoided)) return `use ${avoided}`;
  if (kind === 'place') return `go to ${avoided}`;
  if (kind === 'media' && /\b(?:films?|movies?|documentar\w*|series|shows?|programmes?|programs?|tv|news|videos?|clips?|episodes?)\b/i.test(avoided)) return `watch ${avoided}`;
  if (kind === 'person' && /^(?:my|your) \w+$/i.test(avoided)) return `spend time with ${toSecondPerson(avoided)}`;
  return `stop avoiding ${avoided}`;
}

/** Staying in as a whole clause, or with when it happens ("in winter", "when someone is ill"); not "staying in bed". */
const STAYING_IN = /^(?:i\s+)?(?:stay(?:s|ing)?|keep(?:s|ing)? myself) (?:at home|home|indoors|inside|in)((?:\s+(?:in|on|during|when|whenever|if|all|most|at|over|every|until|til|till|after|before|so|because|cos|in case|incase)\b.*)?)$/i;
const AVOIDANCE_LEAD = /^(?:i\s+)?(?:avoid\w*|refus\w*|stay\w* away|keep\w* away|not|never|won'?t|wont|don'?t|only)\b/i;
const describesEating = (person: Person): boolean => person.allTexts.some((text) => describesEatingDisorder(text));

/**
 * NEVER_UNDONE, read on an avoidance's own clause: its reason may name the fear of being sick ("avoiding restaurants in
 * case i vomit"), and the clause may name eating out, for anyone whose lists describe no eating disorder; every other
 * word is as barred in the reason as in the act.
 */
function avoidanceMayUndo(phrase: OwnPhrase, person: Person): boolean {
  // Testing oneself ("testing myself by looking at pictures", "testing whether i'm attracted") is a ritual, not a test a
  // doctor orders: only a medical test is barred (an eighth clinician-minded review: the central ritual made no step).
  const tokens = SELF_TEST.test(phrase.cleaned) ? tokenize(phrase.cleaned.replace(/\btest\w*/gi, ' ')) : phrase.tokens;
  if (!containsAny(tokens, NEVER_UNDONE_BY_DAY) || checksHazard(phrase)) return true;
  if (!AVOIDANCE_LEAD.test(phrase.cleaned) || describesEating(person) || containsAny(phrase.tokens, NEVER_UNDONE_AS_REASON)) return false;
  const core = avoidanceCore(phrase.cleaned);
  return !containsAny(tokenize(core), NEVER_UNDONE) || (EATING_OUT.test(core) && !/\b(?:vomit\w*|sick|purg\w*)\b/i.test(core));
}

/** Symmetry's words for counting as a ritual is done (lexicon.ts, themes.ts COUNTED_TERM). */
const COUNTING_ONLY = new Set(['count', 'counting', 'number', COUNTED_TERM]);

/** Whether a ritual of the person's may become a step of its own (the safety rules above). */
function mayUndo(phrase: OwnPhrase, person: Person): boolean {
  const tokens = phrase.tokens;
  // A road's own checks (mirrors, blind spots, seatbelts) are never put off or dropped (docs/clinical.md §10).
  if (ROAD_SAFETY.test(phrase.cleaned)) return false;
  // Confessing is worship's own when it names no one in the person's life ("going to confession"), and is held back
  // only as "no extra confessions" (docs/clinical.md §9); confessing to a partner or a friend is a ritual like any other.
  if (containsAny(tokens, CONFESSING_TERMS) && (!CONFIDANT.test(phrase.cleaned) || RELIGIOUS_WORDS.test(phrase.cleaned))) return false;
  // Being sick named as an avoidance's reason is the fear, not a danger in the act (avoidanceMayUndo).
  const sickAsReason = AVOIDANCE_LEAD.test(phrase.cleaned) && !describesEating(person);
  if (!avoidanceMayUndo(phrase, person) || namesDanger(sickAsReason ? phrase.cleaned.replace(/\b(?:vomit|sick)\b/gi, '') : phrase.cleaned)) return false;
  // A child named only as "her" or "him" is still a child: their intimate care is the library's reviewed wording only.
  // Read on the act, before any "until …" clause: "hugging him until he's changed" is a hug.
  const act = avoidanceCore(phrase.cleaned).replace(/\s+(?:until|till|til|unless|before)\b.*$/i, '');
  const pronounChild = /\b(?:her|him|she|he)\b/i.test(act) && containsAny(person.tokens, CHILD_TERMS) && containsAny(tokenize(act), CHILD_INTIMATE_TERMS);
  const child = containsAny(tokens, CHILD_TERMS) || pronounChild;
  if ((containsAny(tokens, CHILD_TERMS) && containsAny(tokens, CHILD_INTIMATE_TERMS)) || pronounChild) return false;
  // Alone with someone ("avoiding being alone with my partner") is closeness to them: the library's reviewed steps.
  if (ALONE.test(phrase.cleaned) && (containsAny(tokens, ALONE_RISK) || child || /\b(?:alone|on (?:my|your) own|by (?:my|your)self) with\b/i.test(phrase.cleaned))) return false;
  if (person.input.selfHarmFear === true && containsAny(tokens, SELF_HARM_TERMS)) return false;
  if (containsAny(tokens, CHILD_TERMS) && containsAny(tokens, CHILD_INTIMATE_TERMS)) return false;
  // "Compare us to couples", "keeping every card she wrote": not in the item's voice, or grief's own.
  // A question asked about the couple ("ask my best friend priya if she thinks we are right for each other") and the
  // couple compared ("compare us to other couples") read in the item's voice (a tenth clinician-minded reading).
  const couple = leadsWithAsking(phrase.cleaned) || /^compar\w* us\b/i.test(phrase.cleaned);
  if ((/\b(?:we|us|our|ours|ourselves)\b/i.test(phrase.cleaned) && !couple) || leadsWithKeeping(phrase.cleaned)) return false;
  // A ritual that plainly belongs to a theme the person did not confirm ("washing" for someone who
  // confirmed relationship doubts only) is not made a step of another theme's ladder (docs/clinical.md §8).
  const chosen = new Set<string>(person.themes.map((match) => match.theme));
  // How often it is done says nothing of which theme it is: "pulling the door handle five times" (a checking ritual)
  // read as counting, a symmetry theme the person did not have, and made no step (issue 16, natural wording).
  // Counting as it is done ("wash hands like 30-40 times a day, count to 20 twice each time") is the manner of the
  // person's ritual, not a symmetry theme of its own (a tenth clinician-minded reading: the central washing made no step).
  const counted = (theme: string, terms: readonly string[]) => theme === 'symmetry' && terms.every((term) => COUNTING_ONLY.has(term));
  if ([...scoreText(phrase.original.replace(AMOUNT, ''))].some(([theme, { score, terms }]) => score >= CLEAR_SCORE && !chosen.has(theme) && !counted(theme, terms))) return false;
  // "pushing the thoughts away": suppression is answered by the library's "let it come" steps.
  // Measured as it will be said: what the person adds after the ritual ("…, sometimes I run it again if …") is not held
  // back with it (phrasing.ts withoutAside), so it no longer costs the ritual its step (a twelfth clinician-minded reading).
  return withoutAside(phrase.cleaned).length <= 90 && !/\baway\b/.test(phrase.cleaned);
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
  if (undone.alone) return aloneSteps(key, act, helper, note);
  const steps = [
    step(
      `${key}.with-support`,
      7,
      helper ? `${Act}, with ${helper} close by` : [`${Act}, once today`, Act],
      helper
        ? `Once today, ${act} yourself while ${helper} is in the room but does not help. Stay with the fear for 20 minutes afterwards.`
        : `Once today, ${act}. Stay with the fear for 20 minutes afterwards, whatever it does.${note}`,
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

/**
 * An act avoided only alone ("never take the lift alone", "only go on the underground when my partner is with me"):
 * with company close by but not doing it for them, then on their own, then on their own for a week
 * (docs/clinical.md §4: graded; §5: the company that was the safety behaviour is what each step drops).
 */
function aloneSteps(key: string, act: string, helper: string | null, note: string): ExposureTemplate[] {
  const Act = capitalise(act);
  const company = helper ?? 'someone you trust';
  // "on your own" and "alone" read as a risk to personal safety (safety/items); the step says who is not there.
  const without = helper ? `without ${helper}` : 'with no one coming along';
  return [
    step(`${key}.with-support`, 7, [`${Act}, with ${company} close by`, `${Act}, someone close by`],
      `Once today, ${act} with ${company} close by but not beside you or doing it for you. Stay with the fear for 20 minutes afterwards.${note}`,
      'Do not hold on to them or leave early, and do not ask if it went all right.',
      'Your own avoidance undone, with company close by: the first step.'),
    step(`${key}.yourself`, 8, [`${Act} ${without}`, `${Act}, ${without}`],
      `Once today, ${act} ${without}, as anyone would, and stay with the fear for 20 minutes, whatever it does.${note}`,
      'Do not wait for someone to go with you, and do not ask anyone if it went all right.',
      'What your OCD has you avoid without company, done without it.'),
    step(`${key}.week`, 9, [`${Act} ${without}, for a week`, `${Act}, ${without}, for a week`, `A week ${without}: ${act}`],
      `For seven days, ${act} ${without} every time it comes up, and let the fear come with it.${note}`,
      'Do not wait for company even once, and do not ask for reassurance afterwards.',
      'The avoidance gone for a whole week: the top of your ladder.'),
  ].filter((item): item is ExposureTemplate => item !== null);
}

/** Washing kept to ordinary hygiene when the ritual is cut or dropped (never "a week without washing"). */
const ORDINARY_WASHING = 'Wash as anyone would: hands after the toilet, before cooking and when a product label asks, one short shower a day.';
const ORDINARY_WASHING_SHORT = 'Wash as anyone would: hands after the toilet and before cooking, one short shower a day.';

/**
 * Words that make the ritual the repeat, not the act: "texting her over and over", "saying goodbye
 * again until it feels right", "the exact way". The act itself is ordinary (a text, a goodbye), so
 * the step is doing it once, never "a week without texting her".
 */
const REPEAT_MARKERS = /\b(?:again|over and over|repeatedly|twice|extra|more than|exact|exactly|just right|perfect|perfectly|until|till|every time|times)\b|\d/i;

/** When a ritual is done, said after its act ("… before leaving", "… when you lock up"). */
const WHEN_CLAUSE = /\s+(?:before|after|when|whenever|as soon as|each time|every time|at (?:night|bedtime|the end))\b/;

/** The longest core a title holds beside "Wait an hour before …". */
const CORE_MAX = 48;

/** Where a ritual's core ends: its purpose, a second act, a reason or a time ("… to pull the door handle", "… and …"). */
const CORE_END = /,|(?<!\b(?:up|next|close|due|according))\s+to\b|\s+(?:so|so that|and|then|because|cos|in case|before|after|while|when|until|till|unless|or|by (?=\w+ing\b))\b/i;

/** "going back up the stairs to pull the door handle" → "going back up the stairs"; a ritual of one clause is itself. */
function coreOf(ritual: string): string {
  // What is said in quotation marks ends the core: "asking your wife Margaret 'do you ever think about this?'" is
  // "asking your wife Margaret", never cut inside the marks (a twelfth clinician-minded reading).
  const quoted = /\s['"“‘]\w/.exec(ritual);
  if (quoted && ritual.slice(0, quoted.index).trim().includes(' ')) return coreOf(ritual.slice(0, quoted.index).trim());
  const cut = CORE_END.exec(ritual);
  // A list is kept whole: "lining up your pens, keyboard and mug at right angles" → "lining up your pens, keyboard and
  // mug", never "… your pens, keyboard" (an eighth clinician-minded review: a title cut mid-list).
  const list = /^(.+?(?:, [\w-]+)+,? (?:and|or) [\w-]+)(?=\s|$)/.exec(ritual)?.[1];
  const core = list && cut && cut.index < list.length && list.length <= CORE_MAX ? list : cut && cut.index > 0 ? ritual.slice(0, cut.index).trim() : ritual;
  // Two words at least ("going back"), else the whole ritual: a bare verb names no act.
  if (core.includes(' ') && core.length <= CORE_MAX) return core;
  // A search or a question names its act before what it asks: "googling whether mums who have these thoughts act on
  // them" → "googling it" (the description keeps the whole ritual; an eighth clinician-minded review).
  return askedAct(ritual) ?? (core.includes(' ') ? core : ritual);
}

/**
 * A task handed to someone else ("make my husband dan do bathtime every night"): an avoidance, never a ritual to put off
 * for an hour (a tenth clinician-minded reading: "Wait an hour before making your husband Dan do bathtime"). Doing it
 * oneself is the library's reviewed steps, or undoAct's. Having someone check or confirm is a ritual like any other.
 */
const HANDED_OVER =
  /^(?:make|makes|making|get|gets|getting|have|has|having|let|lets|letting) (?:my|your|the|our) \w+(?: \w+)? (?:to )?(?:do|take|carry|bath|bathe|hold|change|feed|drive|cook|handle|dress|pick up|put)\b/i;

/** An asking ritual that asks something ("ask my best friend priya if she thinks we are right for each other"). */
const ASKS_SOMETHING = /^(?:ask|asking|asks|text|texting|message|messaging|call|calling|ring|ringing|phone|phoning)\b.*\b(?:if|whether|what|how|why)\b/i;

/** An asking already named by what it asks for ("asking for reassurance", "asking about it"). */
const ASKED_FOR = /\b(?:for|about)\b/;

/** The ritual put off, cut to once, then dropped for a week; a repeated ordinary act is cut to once instead. */
function responsePreventionSteps(key: string, given: OwnPhrase): ExposureTemplate[] {
  // Held back as a do-not line holds it: no restriction, no trailing filler, of two joined acts the first ("touching
  // things and pinching myself" named nothing to hold back; donot-pairing.ts, an eighth clinician-minded review).
  // "strip and rewash the bedding": the second wash is the ritual, stripping the bed only its first move.
  const part = heldBackPart(given.cleaned.replace(/^strip(?:ping)? (?:it |them )?and (re-?wash\w*)\b/i, '$1'));
  if (part === null) return [];
  const phrase = part === given.cleaned ? given : { ...given, cleaned: part };
  const tidy = (text: string | null | undefined) =>
    // "an even number of times" is what the ritual is for ("to make it even", phrasing.ts mannerAsPurpose), never a
    // count to take out: "A week without tapping the desk an even number of times" licensed an odd count (issue 16).
    (text ? mannerAsPurpose(withoutAside(text)) : text)
      ?.replace(AMOUNT, '')
      .replace(UNTIL_CLAUSE, '')
      // A clause of its own that says how much or what else ("…, done probably 50 of them", "…, even bananas") is the
      // person's account, not the ritual (the tenth review's second reading: such rituals made no step).
      .replace(/,[^,]*(?:\d|\beven\b)[^,]*$/, '')
      // Counting as it is done ("… counting to 30") is how the ritual is done, held back with it.
      .replace(/,?\s+(?:while |and )?(?:counting|count)\b.*$/, '')
      // "am i gay quizzes" (a quiz's name, in the person's voice) is said as what the quiz is about.
      .replace(/\b(?:am i|are you) (\w+) (quiz(?:zes)?|tests?)\b/i, '$2 about being $1')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(?<!\bmake (?:it|them|things|everything))\s+(?:even|just|really|still|and|or)$/, '');
  const activity = tidy(ritualAsActivity(phrase.cleaned));
  // When it is done is part of what a week goes without: "changing clothes as soon as you get home",
  // never "a week without changing clothes".
  const whole = tidy(asActivity(phrase.cleaned));
  const withoutTitle = whole && whole.length <= TITLE_MAX - 15 && !/[“”"(]/.test(whole) ? whole : activity;
  const short = tidy(ritualAsImperative(phrase.cleaned));
  // A search said short in a title ("googling it") is said whole where the step says when the urge comes.
  const said = short && /\bit(?: up)?$/.test(short) && whole && !/\bit(?: up)?$/.test(whole) && whole.length <= 80 ? (imperativeOf(whole) ?? short) : short;
  // A question that, said to the person, would read as an order ("ask the granthi if you need to retake amrit") is
  // named by what it is for: "ask the granthi for reassurance" (docs/clinical.md §5; the safety filter's instructions).
  // A question in quotation marks is cut whole, never inside its marks ("ask priya for reassurance", not "ask priya
  // 'you'd know for reassurance"; a twelfth clinician-minded reading).
  const imperative =
    said && instructionInText(said) ? said.replace(/^(ask\w* (?:\S+ ){1,3}?)(?:['"“‘]\w|(?:if|whether)\b).*$/i, '$1for reassurance').trim() : said;
  // A title names the ritual's core (its act and what it is done to, before "to …", "and …", "so …"); the full ritual
  // stays in the description, so a long ritual still gets its step (issue 16, natural wording: "going back up the
  // stairs to pull the door handle" made no step, its "A week without …" title ran past 60 characters).
  const core = activity ? coreOf(activity) : activity;
  const coreImperative = imperative ? coreOf(imperative) : imperative;
  // A bare "checking" names no act a step can hold back; a number left over ("going back 5") or an
  // avoidance ("put off avoiding …") reads as nonsense: those are left to the library's steps.
  if (!activity || !imperative || !core || !coreImperative || activity.length > 80 || core.length > CORE_MAX || !activity.includes(' ') || /\d/.test(activity) || /\bbeyond what your faith asks\b/.test(activity)) return [];
  if (leadsWithAvoiding(phrase.cleaned) || HANDED_OVER.test(phrase.cleaned)) return [];
  const kind = ritualKind(phrase.cleaned);
  const Imperative = capitalise(imperative);
  // "asking my husband if i washed properly" is asking, whatever it asks about (issue 16, a tenth clinician-minded reading).
  // Changing clothes on coming home is put off and dropped like any ritual: "briefly" and "ordinary washing" say
  // nothing of it (a tenth clinician-minded reading: "change clothes in the hallway as soon as i get home" made no step).
  const changing = /^(?:change|take off|strip)\b/.test(imperative);
  // A thing washed (fruit, plates, bedding, lunchboxes), not the hands, the body or a room: washed once as anyone would, or a
  // second wash dropped ("rewash the kids lunchboxes after my husband washes them"); "ordinary washing only" and
  // "briefly" are the hands' words (the tenth review's second reading).
  const thingWashed = /\b(?:fruit|veg\w*|food|plates?|dishes|cups?|mugs?|cutlery|bedding|sheets|duvet|pillows?|towels?|lunch ?box\w*|bottles?|toys?|laundry|uniforms?|scrubs|clothes|work clothes)\b/.test(imperative);
  if (kind.acts.has('washing') && !leadsWithAsking(phrase.cleaned) && !changing && !thingWashed) {
    // "taking my shoes off outside and wiping them": cut short only a ritual that leads with washing.
    if (!/^(?:wash|clean|scrub|wipe|shower|bathe|sanitise|sanitize|disinfect|rinse|use hand gel|use gel)\b/.test(imperative)) return [];
    // Ordinary hygiene stays while the ritual waits: hands are washed before eating, whoever's hands they are
    // ("washing the kids hands as soon as they come out of nursery"); fruit is not. A product's label (a cleaning
    // chemical, a carer's glove rules) may ask for a hand wash too: that one wash is the label's, as in the library's
    // chemical steps (docs/clinical.md §10; chemical-label-wash.test.ts).
    const hands = /\bhands?\b/.test(imperative);
    const delayBody = `The next three times the urge comes to ${imperative}, set a timer for an hour and carry on, letting the urge be there.`;
    const delay = (prevention: string) =>
      step(`${key}.delay`, 7, [`Wait an hour before ${activity}`, `Put it off an hour: ${activity}`, `Wait an hour before ${core}`], delayBody, prevention, 'Your own ritual, put off: the first step of stopping it.');
    return [
      (hands ? delay('Do not do it before the hour is up, unless it is time to eat or a label asks for a wash, or swap in wipes or gel.') : null) ??
        delay(`Do not do it before the hour is up${hands ? ', unless it is time to eat' : ''}, and do not swap in wipes, gel or another ritual.`),
      step(`${key}.once`, 8, [`${Imperative} briefly, for three days`, `Keep it brief: ${imperative}`, `Keep it brief: ${coreImperative}`],
        `For three days, when the urge comes to ${imperative}, do it once, as briefly as anyone else would, then stop.`,
        'Do not do it a second time or stretch it out, and do not make up for it later.',
        'Your own ritual cut right down: the doubt stays and you carry on.'),
      ...[ORDINARY_WASHING, ORDINARY_WASHING_SHORT].map((washing) =>
        step(`${key}.drop`, 9, 'A week of ordinary washing only', `For seven days, when the urge comes to ${imperative}, notice it and carry on. ${washing}`,
          'Do not wash beyond that, and do not swap in wipes, gel or another ritual.', 'Your own ritual dropped for a whole week: the top of your ladder.'),
      ).filter((item) => item !== null).slice(0, 1),
    ].filter((item): item is ExposureTemplate => item !== null);
  }
  // Evening-up is the ritual whatever the count ("a week without lining up the shoes"), and so is a
  // question asked for reassurance ("asking my dad again what he believes happens").
  // Said whole or cut to who is asked ("ask your best friend priya", its "if she thinks …" read as a purpose), a
  // question is still a question.
  const question =
    kind.acts.has('asking') &&
    (/\b(?:if|whether|what|how|why|who|when|where)\b|\bfor reassurance$/.test(said ?? imperative) ||
      ASKS_SOMETHING.test(phrase.cleaned) ||
      // The question in their own quotation marks ("asking my wife 'do you think she's ok'"; a twelfth clinician-minded reading).
      /['"“‘](?:do|does|did|are|is|am|was|were|will|would|could|can|should|have|has|you)\b/i.test(phrase.cleaned));
  const redo = /\b(?:walk|walking|go|going|went|step|stepping) back\b/.test(phrase.cleaned);
  const hazard = checksHazard(phrase);
  // Hair straighteners read as straightening (evening-up) by their stem: a hazard's check is cut to once all the same.
  if ((REPEAT_MARKERS.test(phrase.cleaned) || hazard) && (!kind.acts.has('evening') || hazard) && !question && !redo && !changing) {
    // "go up the stairs again" is how a daily act's count is held back elsewhere (phrasing.ts withoutAmount); here
    // the step says "once", so "again" goes: "Go up the stairs once, then stop".
    // Done once "as anyone would", the act has no "just right" to reach: "re-read paragraphs to make it feel right once"
    // asked for the ritual itself (and read as a promise to the safety check).
    // A second wash named by its verb ("rewash your work uniform") is done once as the plain wash: "Wash your work uniform
    // once", never "Rewash … once", which asks for the second wash (a twelfth clinician-minded reading).
    const plainOnce = imperative
      .replace(/^re-?(wash|wipe|clean|launder)\b/i, '$1')
      .replace(/ again$/, '').replace(/\s+to make (?:it|them|things|everything|it all) (?:feel|look|seem|sound|be) [\w ]+$/, '');
    // "Once" goes before when it is done: "check the hob once before leaving", never "… before leaving once".
    const when = WHEN_CLAUSE.exec(plainOnce);
    const [head, tail] = when && when.index > 0 ? [plainOnce.slice(0, when.index), plainOnce.slice(when.index)] : [plainOnce, ''];
    // A check of a state goes "check once that …": "check your straighteners are unplugged once" left "once" to the state.
    const state = /^(check|look|make sure)(?: that)? (.+? (?:is|are|was|were|has|have|isn'?t|aren'?t)\b.*)$/.exec(head);
    const Head = capitalise(head);
    const imperativeOnce = state ? `${state[1]} once that ${state[2]}${tail}` : `${head} once${tail}`;
    const onceOnly = state ? `${state[1]} once only that ${state[2]}${tail}` : `${head} once only${tail}`;
    // A hazard is checked once with full attention, as the library's checking steps ask (docs/clinical.md §10).
    const manner = hazard ? 'with full attention' : 'as anyone would';
    return [
      step(`${key}.once`, 7, [`${capitalise(imperativeOnce)}, then stop`, `${Head} once, then stop`, `${capitalise(coreOf(head))} once, then stop`, `Once, then stop: ${coreOf(plainOnce)}`],
        `${tail ? 'The next three times it comes up' : 'Three times today'}, ${imperativeOnce}, ${manner}, and walk away when the urge comes to do it again.`,
        'Do not go back for a second go or put it right later, and do not ask anyone if it was enough.',
        'Your own ritual cut to the one time anyone would do it.'),
      step(`${key}.drop`, 9, [`${capitalise(onceOnly)}, for a week`, `${Head} once only, for a week`, `${capitalise(coreOf(head))} once only, for a week`, `Once only, for a week: ${coreOf(plainOnce)}`],
        `For seven days, every time it comes up, ${imperativeOnce}, ${manner}, then carry on with your day.`,
        'Do not repeat it even once, and do not swap in another ritual or ask for reassurance.',
        'A whole week of doing it once: the top of your ladder.'),
    ].filter((item): item is ExposureTemplate => item !== null);
  }
  // Asking, and checking a thing (not a feeling or the body), may be cut to once before it is dropped.
  const inner = kind.objects.has('feelings') || kind.objects.has('body') || /\b(?:turn\w* on|fanc\w*|feel\w*|react\w*)\b/.test(phrase.cleaned);
  // Asking someone to come along is the company the fear leans on: put off, then dropped, never "once only".
  const company = /\b(?:to )?(?:come|go|stay|walk|sit) (?:with|along)\b|\bto be there\b|\bkeep (?:me|you) company\b/i.test(phrase.cleaned);
  const once = (kind.acts.has('asking') || kind.acts.has('checking')) && !inner && !question && !company;
  // A question too long for a title is named by what it is for: "asking your partner Steph for reassurance", never a
  // bare "asking your partner Steph" (issue 16, a tenth clinician-minded reading).
  const asker = activity.replace(/\s+(?:(?:if|whether|what|how|why|who|when|where)\b|['"“‘](?=\w)).*$/, '');
  // Who is asked and nothing of what: the title says what the asking is for.
  // A question whose words are the reassurance itself ("if you are ok", "if it's fine") is named by what it is for too:
  // a title never says the reassuring words.
  const bare = question && (!/\b(?:if|whether|what|how|why|who)\b/.test(activity) || /\b(?:ok|okay|alright|all right|fine|safe|normal)\b/i.test(activity));
  const shortCore = question && /^(?:asking|texting|messaging|calling|ringing|phoning) \S/.test(asker) && !ASKED_FOR.test(asker) ? `${asker} for reassurance` : core;
  const urge = bare && shortCore !== core ? imperativeOf(shortCore) ?? imperative : imperative;
  return [
    step(`${key}.delay`, 7, bare ? [`Wait an hour before ${shortCore}`, `Put off ${shortCore}`, `Wait an hour before ${activity}`] : [`Wait an hour before ${activity}`, `Put it off an hour: ${activity}`, `Wait an hour before ${shortCore}`, `Put off ${shortCore}`],
      `The next three times the urge comes to ${urge}, set a timer for an hour and carry on with your day, letting the urge be there.`,
      'Do not do it before the hour is up, and do not swap in another ritual or ask anyone for reassurance.',
      'Your own ritual, put off: the first step of stopping it.'),
    once
      ? step(`${key}.once`, 8, [`${Imperative} once only, for three days`, `Once only: ${imperative}`, `Once only: ${coreImperative}`],
        `For three days, when the urge comes to ${imperative}, do it once only, as briefly as anyone else would, then stop.`,
        'Do not do it a second time or stretch it out, and do not make up for it later.',
        'Your own ritual cut right down: the doubt stays and you carry on.')
      : null,
    step(`${key}.drop`, 9, bare ? [`A week without ${shortCore}`, `A week without ${activity}`] : [`A week without ${withoutTitle}`, `A week without ${activity}`, `A week without ${shortCore}`],
      `For seven days, when the urge comes to ${urge}, notice it and carry on with what you were doing.`,
      'Do not do it even once, and do not swap in another ritual or ask someone to do it for you.',
      'Your own ritual dropped for a whole week: the top of your ladder.'),
  ].filter((item): item is ExposureTemplate => item !== null);
}

/** A test the person keeps having ("getting HIV tests every few weeks", "going to the clinic for STD testing"). */
const TESTING =
  /\b(?:get|gets|getting|got|have|has|having|had|do|doing|book|books|booking|take|taking|go|goes|going|ordering|order)\b.{0,30}?\b(?:tests?|testing|tested|screenings?)\b/i;
const TEST_NAME = /\b(hiv|aids|std|stds|sti|stis|sexual health|blood|cancer|covid|hepatitis|hep [abc]|herpes|syphilis|chlamydia|pregnancy)\s+(?:tests?|testing|screenings?)\b|\btested for (hiv|aids|stds?|stis?|cancer|covid|hepatitis|herpes|syphilis|chlamydia)\b/i;

/**
 * Medical tests had again and again for reassurance ("HIV tests every few weeks"): the extra test is put off, then
 * only the tests agreed with a doctor are had for a month. Every step keeps the tests a doctor asked for
 * (docs/clinical.md §9: "only the appointments agreed with your doctor"; a clinician-minded review: no step for it).
 */
/** "an HIV test", "a blood test": an initialism read letter by letter takes "an" before a vowel sound. */
function article(noun: string): string {
  return /^(?:[aeio]|[FHLMNRSX][A-Z])/.test(noun) || /^u[^n]/.test(noun) ? 'an' : 'a';
}

function testSteps(key: string, phrase: OwnPhrase): ExposureTemplate[] {
  const named = TEST_NAME.exec(phrase.cleaned);
  const raw = (named?.[1] ?? named?.[2] ?? '').toLowerCase().replace(/s$/, '');
  const test = raw ? `${/^(?:hiv|aids|std|sti)$/.test(raw) ? raw.toUpperCase() : raw} test` : 'test';
  return [
    step(`${key}.delay`, 7, [`Hold off booking an extra ${test} for two weeks`, 'Hold off booking an extra test for two weeks'],
      `For two weeks, when the urge comes to book ${article(test)} ${test} your doctor has not asked for, notice it and let the worry be there.`,
      'Keep every test your doctor agreed; do not book an extra one, use a home kit or ask for results again.',
      'Your own ritual, put off: the first step of stopping it.'),
    step(`${key}.drop`, 9, [`Only the ${test}s your doctor agreed, for a month`, 'Only the tests your doctor agreed, for a month'],
      `For a month, have only the ${test}s agreed with your doctor. When the urge to book another comes, notice it and carry on with your day.`,
      'Do not book an extra test, use a home kit or look for results; keep every appointment your doctor agreed.',
      'Your own ritual dropped for a whole month: the top of your ladder.'),
  ].filter((item): item is ExposureTemplate => item !== null);
}

/**
 * A safety item carried everywhere ("carrying mints and a sick bag everywhere", "always carry hand gel and wipes with me"):
 * left at home for an hour out, then a day, then a week (docs/clinical.md §14: safety behaviours are dropped, in steps;
 * an eighth clinician-minded review: the emetophobe's mints and bags made no step). Never what keeps a person well or
 * safe: medicine, an inhaler, an EpiPen, food or drink, a phone or keys (§9, §10).
 */
const CARRYING = /^(?:i\s+)?(?:always\s+)?(?:carry|carries|carrying|take|takes|taking|bring|brings|bringing|pack|packs|packing|keep|keeps|keeping|have|having)\s+(.+?)(?:\s+(?:in|on) (?:my|your) (?:pocket|pockets|bag|handbag|purse|car|coat|person))?(?:\s+(?:everywhere|with me|with you|on me|on you|at all times|wherever (?:i|you) go|whenever (?:i|you) (?:go out|leave the house)|when(?:ever)? (?:i|you) go out|just in case|in case)\b(.*))$/i;
const SAFETY_ITEMS = compile(['gel', 'sanitis*', 'sanitiz*', 'wipe', 'wipes', 'glove*', 'mint', 'mints', 'gum', 'sick bag*', 'bag', 'bags', 'tissue*', 'mask', 'masks', 'spray*', 'antibac*', 'ginger', 'spare clothes', 'change of clothes']);
const NEVER_LEFT = compile([
  ...SELF_HARM_MEANS, ...KNIFE_WORDS, 'medic*', 'meds', 'pill*', 'tablet*', 'inhaler*', 'epipen*', 'epi-pen*', 'adrenaline', 'insulin', 'glucose', 'prescri*',
  'antihistamin*', 'rescue', 'phone', 'phones', 'mobile', 'key', 'keys', 'alarm*', 'torch*', 'id', 'passport', 'money', 'cash', 'card', 'cards', 'food', 'snack*',
  'sweet*', 'biscuit*', 'juice', 'sugar', 'water', 'drink*', 'bottle*', 'weapon*', 'spray can*', 'pepper', 'baby', 'babies', 'kid', 'kids', 'child*', 'son', 'daughter*', 'dog', 'dogs',
]);

function carriedItem(phrase: OwnPhrase): string | null {
  const carried = CARRYING.exec(phrase.cleaned);
  const item = carried?.[1]?.replace(/^(?:around|round|about)\s+/i, '').trim();
  if (!item || item.split(' ').length > 6) return null;
  const tokens = tokenize(item);
  if (!containsAny(tokens, SAFETY_ITEMS) || containsAny(tokens, NEVER_LEFT) || containsAny(tokens, CHILD_TERMS) || namesDanger(item.replace(/\bsick bags?\b/gi, 'bag'))) return null;
  return toSecondPerson(item);
}

function carrySteps(key: string, item: string): ExposureTemplate[] {
  const them = /\band\b|s$/i.test(item) ? 'them' : 'it';
  return [
    step(`${key}.hour`, 7, [`An hour out without ${item}`, 'An hour out without your safety items'],
      `Once today, go out for an hour and leave ${item} at home. Let the fear come and stay with it while you are out.`,
      `Do not take ${them} along anyway, buy more on the way or swap in another safety item.`,
      'The first time out without what you carry to feel safe.'),
    step(`${key}.day`, 8, [`A day out without ${item}`, 'A day out without your safety items'],
      `For one whole day, leave ${item} at home and carry on with your plans as usual.`,
      `Do not go back for ${them}, borrow any or ask someone else to carry ${them} for you.`,
      'A whole day with the fear and nothing to fall back on.'),
    step(`${key}.week`, 9, [`A week without carrying ${item}`, `A week without ${item}`, 'A week without your safety items'],
      `For seven days, leave ${item} at home wherever you go, and let the fear come with you.`,
      `Do not take ${them} along even once, and do not swap in another safety item or ask for reassurance.`,
      'The safety behaviour gone for a whole week: the top of your ladder.'),
  ].filter((template): template is ExposureTemplate => template !== null);
}

/**
 * Rituals of one theme that get steps of their own: three, so a third ritual (often the reassurance asked of someone
 * close) is not left to "do not" clauses (issue 16, a tenth clinician-minded reading); the ladder's own-step caps
 * (hierarchy.ts) still decide how many are used.
 */
const MAX_RITUALS_BUILT = 3;

const cache = new WeakMap<Person, Map<LibraryTheme, ExposureTemplate[]>>();

/**
 * The own-ritual steps for one theme of the person's ladder: from the rituals sorted to that
 * theme (person.ts), avoidances first (they undo into the most concrete steps), at most MAX_RITUALS_BUILT rituals.
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
      const key = `own.${theme}.${index}`;
      if (theme === 'health' && TESTING.test(phrase.cleaned) && !namesDanger(phrase.cleaned)) {
        const steps = testSteps(key, phrase);
        if (steps.length) preventions.push(steps);
        return;
      }
      const carried = carriedItem(phrase);
      if (carried) {
        const steps = carrySteps(key, carried);
        if (steps.length) approaches.push(steps);
        return;
      }
      if (!mayUndo(phrase, person)) return;
      // "walking behind her on the stairs": who "her" is comes from the person's words where it can.
      const referred = nameReferent(phrase.cleaned, person.allTexts, { partner: theme === 'relationship' });
      // Staying in at night is no ritual to put off, and going out at night no step the app sets (docs/clinical.md §10).
      if (AT_NIGHT.test(phrase.cleaned) && STAYING_IN.test(phrase.cleaned)) return;
      const undone = AT_NIGHT.test(phrase.cleaned) ? null : undoAvoidance(referred && referred !== phrase.cleaned ? { ...phrase, cleaned: referred } : phrase, person);
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
    for (const steps of [...approaches, ...preventions].slice(0, MAX_RITUALS_BUILT)) templates.push(...steps);
  }
  byTheme.set(theme, templates);
  return templates;
}

/** How often a ritual is done, said in the person's words: "every few weeks", "over and over", "10 times". */
const FREQUENCY =
  /\b(?:every (?:few |couple of |single )?(?:minutes?|hours?|days?|weeks?|months?|time|night|morning|evening)|over and over|again and again|repeatedly|constantly|all the time|all day|\d+\+? ?(?:x|times?)|(?:several|many|loads of|lots of|a few) times|twice|same (?:\w+ )?(?:question|thing|sins?) again|again)\b/i;

/**
 * The ritual at the centre of the person's OCD in this theme, by its index in the theme's pool: the one said with
 * how often it is done, else the one named first, an avoidance before a ritual at a tie (a clinician-minded review:
 * the central avoidance or ritual got no step while generic steps did; docs/clinical.md §3).
 */
export function centralRitual(person: Person, theme: LibraryTheme): number | null {
  const compulsions = person.pools.get(theme)?.compulsions ?? [];
  let best: number | null = null;
  let bestScore = -1;
  compulsions.forEach((phrase, index) => {
    const score = (FREQUENCY.test(phrase.original) ? 2 : 0) + (person.input.compulsions[0] === phrase.original ? 1.5 : 0) + (AVOIDANCE_LEAD.test(phrase.cleaned) ? 1 : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** Whether a template was built here (the engine caps how many a ladder holds). */
export function isOwnRitual(template: ExposureTemplate): boolean {
  return template.ownRitual === true;
}
