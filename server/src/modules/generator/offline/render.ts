import type { CandidateExposure } from '../types';
import { harmfulListItem, instructionInText } from '../../safety/items/filter';
import { findKeyword, isKeywordSlot } from './keywords';
import type { ExposureTemplate } from './library';
import type { OwnPhrase, Person } from './person';
import { genderOf, withPronouns } from './pronouns';
import {
  asMaybe,
  balanceQuotes,
  collapseDeterminers,
  fixPossessives,
  pluralAgreement,
  illnessEventGrammar,
  inPerson,
  isConcreteThing,
  isPastOccasion,
  isSituation,
  namesDanger,
  namesMood,
  nameReferent,
  personAt,
  properCase,
  quotationAround,
  quoteOwnWords,
  ritualAsActivity,
  ritualAsImperative,
  ritualFormAfter,
  withArticle,
} from './phrasing';
import { compileTerm, containsAny, tokenize, type Token } from './text';
import { BIOLOGICAL_HAZARDS, EMERGENCY_CARE } from './library/cues';
import { avoidanceCore, avoidedPart, avoidsWhatStepNames, leadsWithAvoiding, leadsWithKeeping, namesKind, ritualKind, sameKind, thingsClash } from './ritual-families';
import { aboutStepThing, ACT_STEMS, GENERIC_STEMS, heldBackPart, namesNoThing, tellingStems } from './donot-pairing';
import type { LibraryTheme } from './theme-ids';
import { bodyInKind, objectKindFits, routineBody, templateTakesKind, titleInKind } from './trigger-grammar';

/**
 * Issue 16 (a clinician's review of the offline ladders): cards short enough to read on the first
 * day. A title fits one line on a phone; a description (what to do and what not to do) is read in
 * under half a minute. Over either limit, the template's own wording takes the slot instead.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_WORDS_MAX = 55;
export const WHY_MAX = 90;

const TRIGGER_MAX = 50;
const QUOTE_MAX = 70;
/** A trigger named in more items than this gives way to the library wording: variety matters too. */
export const MAX_TRIGGER_USES = 3;
/** Likewise a ritual: named in a few items, not pasted onto every card (issue 16). */
const MAX_RITUAL_USES = 3;
const SLOT = /\{(\w+)(?:\|([^}]*))?\}/g;
/**
 * Compulsions that involve professional care are never named as something to hold back: an item
 * must not read as advice against seeing a doctor or therapist (docs/clinical.md §9: nothing that skips
 * care that matters for health; the app does not replace therapy). Emergency care above all: "do not
 * go to a&e beyond the agreed ones" must never be written (a clinician's review).
 */
const PROFESSIONAL_CARE = [
  'doctor*', 'gp', 'gps', 'therapist*', 'psycholog*', 'psychiatr*', 'counsel*', 'nurse*', 'dentist*', 'hospital*',
  'clinic*', 'medic*', 'pharmac*', 'a&e', 'emergency', 'prescri*', 'pill*', 'tablet*', 'glucose', 'blood sugar*',
  'insulin', 'inhaler*', 'epipen*', 'diabet*', ...EMERGENCY_CARE,
].map((term) => compileTerm(term));
/**
 * Worship itself is never what an item holds back: only extra prayers or confessions are
 * (docs/clinical.md §9). A ritual of the person's that names a practice ("going to
 * confession every week") is left to the template's own wording, which says "extra".
 */
const RELIGIOUS_PRACTICE = [
  'pray*', 'prayer*', 'confession*', 'mass', 'church*', 'mosque*', 'synagogue*', 'temple*', 'worship*',
  'wudu', 'ablution*', 'sacrament*', 'communion', 'rosary', 'scripture*', 'bible', 'quran', 'koran', 'torah', 'salah',
  'salat', 'namaz', 'service*', 'sermon*', 'fast', 'fasting', 'kosher', 'halal', 'blessing*', 'grace',
].map((term) => compileTerm(term));
/** A practice done again, until, or to undo a thought is the ritual itself: "repeating prayers" may be held back. */
const RITUAL_MARKERS = ['repeat*', 'again', 'extra', 'until', 'cancel*', 'undo*', 'neutrali*', 'over and over', 'times', 'twice', 'redo*', 'recheck*'].map((term) =>
  compileTerm(term),
);

/** A {compulsion} slot whose fallback is this general takes any of the person's rituals for the theme. */
const ANY_RITUAL = /\b(?:ritual|rituals|compulsion|compulsions|urge)\b/i;

/**
 * Puts the person's ritual inside the item's own rule: after its first clause ("Do not wash … until
 * the 10 minutes are up, including washing your hands for minutes, and do not …"), else at its end.
 * Used for templates that have no {compulsion} slot of their own.
 */
export function withinRule(prevention: string, ritual: string): string {
  const clauseEnd = prevention.indexOf(', and ');
  if (clauseEnd > 0) return `${prevention.slice(0, clauseEnd)}, including ${ritual}${prevention.slice(clauseEnd)}`;
  return /[.!]$/.test(prevention) ? `${prevention.slice(0, -1)}, including ${ritual}.` : `${prevention}, including ${ritual}.`;
}

/** How often each of the person's phrases has been used, so items name different ones. */
export type PhraseUsage = Map<OwnPhrase, number>;

export interface Rendered {
  candidate: CandidateExposure;
  /** The person's phrases this rendering used (to count once the item is kept). */
  used: OwnPhrase[];
}

export { toFirstPerson } from './phrasing';

/** Whether `index` falls inside a quotation (curly or straight marks) in the text. */
export function insideQuote(text: string, index: number): boolean {
  return quotationAround(text, index) !== null;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

function meaningfulStems(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.raw.length > 3).map((token) => token.stem));
}

/**
 * A ritual the sentence already names: its verb and half its telling words are there ("Do not
 * hide them again, and do not hide the knives").
 */
function saysAgain(phrase: OwnPhrase, sentence: Set<string>): boolean {
  const verb = phrase.tokens.find((token) => !['i', 'my', 'always', 'keep', 'still'].includes(token.raw))?.stem;
  const stems = [...meaningfulStems(phrase.tokens)].filter((stem) => !GENERIC_STEMS.has(stem));
  const said = stems.filter((stem) => sentence.has(stem)).length;
  return verb !== undefined && sentence.has(verb) && said * 2 >= stems.length;
}

function overlap(phrase: OwnPhrase, context: Set<string>): number {
  return [...meaningfulStems(phrase.tokens)].filter((stem) => context.has(stem) && !GENERIC_STEMS.has(stem)).length;
}

/** The words of the step itself, its slots left out: what a ritual must share to be the one it provokes. */
function stepWords(template: ExposureTemplate): Set<string> {
  const words = meaningfulStems(tokenize(`${template.title} ${template.body} ${template.prevention}`.replace(SLOT, ' ')));
  return new Set([...words].filter((stem) => !ACT_STEMS.has(stem)));
}

/**
 * Telling words the ritual shares with the step or its trigger, acts aside: the ritual's own acts too ("lining up my
 * pens" never shares "line" with a step's "uneven lines"; an eighth clinician-minded review).
 */
function sharesSituation(ritual: string, situation: Set<string>): boolean {
  return [...tellingStems(ritual)].some((stem) => situation.has(stem));
}

/** Words an avoided thing shares with any step: "being near", "around". */
const AVOIDED_FILLER = new Set(tokenize('be being near around anyone anything someone something alone people place places').map((token) => token.stem));

/**
 * Whether an avoidance is about what the step says: what it avoids (never the avoid verb: "hide the page" is not
 * "hiding the scissors") shares a telling word with the step, or a family of things (docs/clinical.md §5; issue 16,
 * the seventh clinician-minded review, cause 2).
 */
function avoidsWhatStepSays(phrase: OwnPhrase, situation: Set<string>, stepText: string): boolean {
  // What is avoided, not the act it is avoided in: "walking behind my nan on the stairs" is about the stairs, never a
  // step "on a walk" (a clinician-minded review: an avoidance pasted into a step where it does not belong).
  // Nor the order it keeps: "hugging the kids til you've showered" is about the kids, not a step's shower.
  // Nor where it is avoided: "avoiding hannah at work" is about hannah, never a step about the work group chat (an
  // eighth clinician-minded review).
  const avoided = [...meaningfulStems(tokenize(avoidedPart(phrase.cleaned).replace(/^\w+ing\s+(?=\S)/i, '').replace(/\s+(?:until|till|til|unless|before|at|when|whenever|while)\b.*$/i, '')))];
  const said = meaningfulStems(tokenize(stepText));
  return (
    avoided.some((stem) => (situation.has(stem) || said.has(stem)) && !GENERIC_STEMS.has(stem) && !ACT_STEMS.has(stem) && !AVOIDED_FILLER.has(stem)) ||
    avoidsWhatStepNames(phrase.cleaned, stepText)
  );
}

/**
 * What of a ritual a do-not line names: an avoidance as its own clause (ritual-families.ts avoidanceCore), any other
 * ritual without a restriction, trailing filler or second act (donot-pairing.ts heldBackPart); null keeps it out.
 */
function heldPart(phrase: OwnPhrase): string | null {
  return leadsWithAvoiding(phrase.cleaned) ? avoidanceCore(phrase.cleaned) : heldBackPart(phrase.cleaned);
}

/** Most relevant to the item first, then least used, then central to the person, then in their own order. */
function pick(
  phrases: OwnPhrase[],
  usage: PhraseUsage,
  context: Set<string>,
  fits: (phrase: OwnPhrase) => boolean,
  minOverlap = 0,
  central: (phrase: OwnPhrase) => number = () => 0,
): OwnPhrase | null {
  let best: OwnPhrase | null = null;
  let bestScore = -Infinity;
  for (const phrase of phrases) {
    if (!fits(phrase)) continue;
    const shared = overlap(phrase, context);
    if (shared < minOverlap) continue;
    const score = shared * 2 - (usage.get(phrase) ?? 0) * 3 + central(phrase);
    if (score > bestScore) {
      best = phrase;
      bestScore = score;
    }
  }
  return best;
}

const centralCache = new WeakMap<Person, (phrase: OwnPhrase) => number>();
/**
 * A trigger that shares a telling word with the person's obsessions or rituals is the situation
 * their OCD turns on ("using the self-checkout" beside "not scanned something at the self
 * checkout"): it is named first, so it becomes a step of its own and not only a "do not" clause
 * (issue 16, a clinician's review). Obsessions and rituals get no such bonus.
 */
export function centrality(person: Person): (phrase: OwnPhrase) => number {
  let score = centralCache.get(person);
  if (!score) {
    const rest = meaningfulStems(tokenize([...person.input.obsessions, ...person.input.compulsions].join(' ')));
    const triggers = new Set(person.input.triggers);
    score = (phrase: OwnPhrase) => (triggers.has(phrase.original) && overlap(phrase, rest) > 0 ? 1.5 : 0);
    centralCache.set(person, score);
  }
  return score;
}

const contextCache = new WeakMap<ExposureTemplate, Set<string>>();
/** The template's own words: a phrase of the person's that shares them fits the item best. */
function templateContext(template: ExposureTemplate): Set<string> {
  let context = contextCache.get(template);
  if (!context) {
    context = meaningfulStems(tokenize(`${template.title} ${template.body} ${template.prevention}`));
    contextCache.set(template, context);
  }
  return context;
}

const acceptCache = new WeakMap<readonly string[], ReturnType<typeof compileTerm>[]>();
function accepts(terms: readonly string[]) {
  let compiled = acceptCache.get(terms);
  if (!compiled) {
    compiled = terms.map((term) => compileTerm(term));
    acceptCache.set(terms, compiled);
  }
  return compiled;
}

const harmfulCache = new Map<string, boolean>();
/**
 * Whether the safety filter's reading of list items lets this phrase into an item at all: a
 * dangerous trigger ("Speed"), a harmful behaviour typed as a compulsion, or text that instructs the
 * app is never slotted (docs/clinical.md §12; issue 16).
 */
export function mayQuote(text: string): boolean {
  let allowed = harmfulCache.get(text);
  if (allowed === undefined) {
    allowed = harmfulListItem(text) === null;
    if (harmfulCache.size > 10_000) harmfulCache.clear();
    harmfulCache.set(text, allowed);
  }
  return allowed;
}

/** Whether one of the person's triggers can stand in the template's {object} slot ("Touch {object}"). */
export function fitsObject(template: ExposureTemplate, trigger: OwnPhrase): boolean {
  return (
    Boolean(template.object) &&
    isConcreteThing(trigger.cleaned) &&
    // A person, an activity, a programme or a sensation is never touched (issue 16: "Touch shaking hands").
    objectKindFits(trigger.cleaned) &&
    !cannotBeSought(trigger) &&
    containsAny(trigger.tokens, accepts(template.object?.accepts ?? [])) &&
    // The template's `triggerAvoid` holds for its {object} too: "then eat finger food" never takes a rail or a toilet.
    templateTakesTrigger(template, trigger) &&
    mayQuote(trigger.original)
  );
}

/**
 * Whether a trigger can be named as what an item is built around ("… when it comes up:
 * headaches"): anything but danger. Trigger templates are worded to suit a thing, a place, a
 * situation, a time or a sensation alike; only {object} slots need a concrete thing.
 */
export function fitsTrigger(trigger: OwnPhrase): boolean {
  return !namesDanger(trigger.cleaned) && !cannotBeSought(trigger) && mayQuote(trigger.original);
}

/**
 * Triggers no one can meet on purpose or daily for a week: a funeral, a diagnosis, a headache or
 * another body sensation (issue 16, a clinician's review: "Daily for a week, left open: funerals").
 * They stay in the person's words elsewhere; a trigger step names something they can go to.
 */
const UNSEEKABLE = [
  'funeral*', 'death*', 'deaths', 'dying', 'diagnos*', 'accident*', 'headache*', 'migraine*', 'pain', 'pains', 'ache*',
  'tingl*', 'numb*', 'dizz*', 'palpitat*', 'nause*', 'lump*', 'symptom*', 'sensation*', 'twinge*', 'twitch*', 'heartbeat*',
  'miscarriage*', 'illness*', 'hospital stay*', 'a&e', 'skipping a beat', 'skips a beat', 'skipped beat*', 'flutter*', 'lightheaded*',
  'light headed',
].map((term) => compileTerm(term));

function cannotBeSought(trigger: OwnPhrase): boolean {
  return containsAny(trigger.tokens, UNSEEKABLE);
}

const triggerAvoidCache = new WeakMap<readonly string[], ReturnType<typeof compileTerm>[]>();
const BIOLOGICAL_HAZARD_TERMS = BIOLOGICAL_HAZARDS.map((term) => compileTerm(term));
/** A template that puts the person's hands on its {object} or {trigger} ("without touching it" does not). */
const HANDS_ON = /(?<!\b(?:without|not|never|no) )\b(?:touch\w*|handl\w*|hold|holding|press\w*|stroke|rub\w*|fingertip|bare[- ]hand\w*|palms?|pick\w* (?:it|them) up)\b/i;
/** Whether the template takes this trigger in its {trigger} slots (its `triggerAvoid` words are not in it). */
/** Things that come round once a week or a year: never a trigger to meet "daily for a week". */
const NOT_DAILY = [
  'monday*', 'tuesday*', 'wednesday*', 'thursday*', 'friday*', 'saturday*', 'sunday*', 'weekend*', 'christmas*', 'easter',
  'birthday*', 'wedding*', 'holiday*', 'eid', 'diwali', 'hanukkah', 'thanksgiving', 'new year*', 'anniversar*', 'bin day',
  // Events that come round rarely are met "next time it comes up", never daily (issue 16, fifth review, cause 6).
  'parents evening*', 'parent evening*', 'parents night*', 'shabbos', 'shabbat', 'sabbath', 'party', 'parties', 'exam*',
  'interview*', 'appointment*', 'funeral*', 'ceremon*', 'reunion*', 'christening*', 'graduation*',
].map((term) => compileTerm(term));
const DAILY_STEP = /\b(?:daily|each day|every day|twice a day|a day for a week)\b/i;
/** Steps of half an hour or more. */
const LONG_STEP = /\b(?:an hour|half an hour|hours|all day|a whole day|most of the day|all (?:evening|morning|afternoon)|[3-9]\d minutes)\b/i;
const WATER_CARE = ['bath', 'baths', 'bathtime', 'bathing', 'bath time', 'pool', 'paddling pool', 'swim*', 'tub'].map((term) => compileTerm(term));
/** Steps done more than once a day: a routine that comes once a day ("leaving for work") cannot fill them. */
const TWICE_DAILY_STEP = /\b(?:twice|two times|three times|several times) a day\b/i;
const ONCE_A_DAY = [
  'leav* for', 'leav* the house', 'leav* home', 'last one out*', 'bedtime', 'going to bed', 'school run',
  'commute', 'morning*', 'night*', 'going on holiday',
].map((term) => compileTerm(term));

/** "Twice a day for a week", "twice a day for seven days": a rhythm said only at a step's start, so it can change. */
const RHYTHM_LEAD = /^(?:twice|two times|three times|several times) a day (?=for )/i;

/** Whether every "twice a day" of the step is its leading rhythm, to be said "each day" for a once-a-day trigger. */
function sayableOnceADay(template: ExposureTemplate): boolean {
  const parts = [template.title, template.body, template.prevention];
  return parts.some((part) => RHYTHM_LEAD.test(part)) && parts.every((part) => !TWICE_DAILY_STEP.test(part.replace(RHYTHM_LEAD, '')));
}

/**
 * A step's rhythm fitted to a trigger that comes once a day: "Twice a day for a week, check once: leaving for work"
 * becomes "Each day for a week, check once: leaving for work", so the person's own trigger still gets its step
 * (issue 16, natural wording: "leaving for work" and "going to bed" got none). Any other trigger keeps the words.
 */
export function onceADay(text: string, trigger: OwnPhrase | null): string {
  if (!trigger || !containsAny(trigger.tokens, ONCE_A_DAY)) return text;
  return text.replace(RHYTHM_LEAD, (match) => (/^[A-Z]/.test(match) ? 'Each day ' : 'each day '));
}

function templateTakesTrigger(template: ExposureTemplate, trigger: OwnPhrase): boolean {
  // "Daily for a week, no checking: sunday lunch" cannot be done (issue 16, a clinician's review).
  if (DAILY_STEP.test(`${template.title} ${template.body}`) && containsAny(trigger.tokens, NOT_DAILY)) return false;
  // Bath time keeps its usual length: never "an hour" of it, least of all with an infant (docs/clinical.md §10;
  // issue 16, fifth review, cause 6). The item check refuses such a step too (safety/items personal-safety).
  if (LONG_STEP.test(`${template.title} ${template.body}`) && containsAny(trigger.tokens, WATER_CARE)) return false;
  // "Twice a day for a week: leaving for work": people leave for work once a day (issue 16, fifth review, cause 6).
  // Where the step says its rhythm in words onceADay can put right, it is said "each day" instead (below); else the
  // trigger waits for another step.
  if (TWICE_DAILY_STEP.test(`${template.title} ${template.body}`) && containsAny(trigger.tokens, ONCE_A_DAY) && !sayableOnceADay(template)) return false;
  // Hands never go on real biological contamination, whatever the template (docs/clinical.md §10; a
  // clinician's review: "seeing dog mess — touch it with bare hands, then your face").
  if (HANDS_ON.test(`${template.title} ${template.body}`) && containsAny(trigger.tokens, BIOLOGICAL_HAZARD_TERMS)) return false;
  if (template.triggerNeeds && !containsAny(headOf(trigger.tokens), compiledTerms(template.triggerNeeds))) return false;
  // The template's own words must suit the trigger's kind: hands go on a thing, a place or what is done there,
  // never on a person or a sensation; no racing heart is met on purpose (trigger-grammar.ts; docs/clinical.md §9).
  if (!templateTakesKind(template, trigger.cleaned)) return false;
  if (!situationFits(template, trigger.cleaned)) return false;
  if (!template.triggerAvoid) return true;
  return !containsAny(headOf(trigger.tokens), compiledTerms(template.triggerAvoid));
}

/** A step that handles its trigger as a thing, once said in the trigger's grammar ("handle it", "let it go"). */
const HANDLES_AS_THING = /(?<!\b(?:without|not|never|no) )\b(?:handle|touch|hold|carry|grip|stroke|pick up) (?:it|them)\b|\b(?:example of this|make it (?:uneven|wrong)|let it go|recycle it)\b/i;
/** A title that spends a time "with" its trigger: "An hour with your trigger: X" becomes "An hour with X". */
const TIME_WITH_TITLE = /\bwith your trigger\b/i;
/** A step that goes to its trigger or brings it on. */
const SEEKS_OUT = /\b(?:on purpose|seek it out|go to it|go there|meet this)\b/i;

/**
 * A situation said as a clause ("when someone coughs on the bus", "him sleeping") fills only a step that meets it
 * as a situation: never one that handles it, spends a time "with" it or lets it go; a past occasion ("the night we
 * got engaged") or a mood ("when I feel low") is never gone to or brought on (phrasing.ts isSituation; issue 16, the
 * seventh clinician-minded review, cause 1; docs/clinical.md §2, §9).
 */
function situationFits(template: ExposureTemplate, trigger: string): boolean {
  const pastOrMood = isPastOccasion(trigger, template.id.startsWith('real-event.')) || namesMood(trigger);
  if (!isSituation(trigger) && !pastOrMood) return true;
  const body = bodyInKind(template.body.replace(SLOT, ' '), trigger);
  if (pastOrMood && SEEKS_OUT.test(body)) return false;
  return !HANDLES_AS_THING.test(body) && !TIME_WITH_TITLE.test(template.title);
}

function compiledTerms(terms: readonly string[]): ReturnType<typeof compileTerm>[] {
  let compiled = triggerAvoidCache.get(terms);
  if (!compiled) {
    compiled = terms.map((term) => compileTerm(term));
    triggerAvoidCache.set(terms, compiled);
  }
  return compiled;
}

/**
 * The thing a trigger names, before a trailing "after …" or "from …" that says when it became
 * dirty: "my coat and bag after the hospital" is the coat and bag at home, which may be touched,
 * not the ward (issue 16, a clinician's review: her coat and bag were never a step).
 */
function headOf(tokens: Token[]): Token[] {
  const cut = tokens.findIndex((token, index) => index > 0 && (token.raw === 'after' || token.raw === 'from'));
  return cut > 0 ? tokens.slice(0, cut) : tokens;
}

/**
 * An avoidance comes after a ritual the step provokes as well: "do not take your pulse", not "do not avoid
 * stairs", after climbing stairs. It now fits only a step about what it avoids (avoidsWhatStepSays), so a word it
 * shares with the step outranks a ritual that shares none ("Chop vegetables with your partner nearby … do not
 * avoid being alone with your partner"; issue 16, seventh review, cause 2).
 */
const avoidanceLast = (phrase: OwnPhrase): number => (leadsWithAvoiding(phrase.cleaned) ? -1 : 0);

/**
 * An avoidance said as a negation ("not going in his room at night", "wont bath her unless…") is never put
 * after "hold off" or "do not": "hold off not going" reads as its opposite. The own-ritual steps turn it
 * into the act to do (own-ritual.ts; issue 16, the fifth clinician-minded review, cause 7).
 */
const NEGATED_LEAD = /^(?:i\s+)?(?:not|never|no longer|won'?t|wouldn'?t|don'?t|can'?t|refus\w*)\b/i;
export function isNegatedRitual(ritual: string): boolean {
  return NEGATED_LEAD.test(ritual.trim());
}

/** The fear level from which a script should name the feared outcome itself. */
export const OUTCOME_FEAR = 6;
/**
 * An obsession that names what the person fears will happen: someone ill, hurt or dead, a heart attack, a
 * fire, the harm passed on ("give it to my nan"), judgement. "Odd numbers feel wrong" names none.
 */
const OUTCOME =
  /\b(?:die|dies|died|dying|dead|death|ill|sick|unwell|hurt|harm\w*|injur\w*|heart attack|stroke|cancer|tumou?r|burn\w* down|fire|break\w* in|crash\w*|kill\w*|drown\w*|punish\w*|hell|sacked|fired|found out|go to prison|something bad)\b|\b(?:give|gives|giving|pass|passing|spread\w*) (?:it|them|germs|\w+) (?:on )?to\b/i;
export function namesOutcome(obsession: string): boolean {
  return OUTCOME.test(obsession);
}

/**
 * The clause of an obsession that names the outcome, for a card with no room for all of it: "things have to
 * feel just right or something bad will happen to my mum" → "something bad will happen to my mum". Null when
 * no shorter clause names it.
 */
export function outcomeClause(obsession: string): string | null {
  const clauses = obsession.split(/,\s*|\s+(?:or|or else|otherwise|then|so|and then)\s+/i).map((part) => part.trim()).filter((part) => part.split(/\s+/).length >= 3);
  const found = clauses.find((part) => namesOutcome(part) && !/^(?:if|when|unless)\b/i.test(part));
  return found && found.length < obsession.trim().length ? found : null;
}

/** A step in which the person writes, types or records their own words. */
const WRITES_OR_RECORDS = /\b(?:write|writes|writing|type|record|recording|on a card)\b/i;

/** "Compare us to couples": a ritual in the first person plural cannot be put in the item's voice. */
const FIRST_PLURAL = /\b(?:we|us|our|ours|ourselves)\b/i;

/**
 * What the item holds back, to pair the person's ritual with: the slot's own wording when it names
 * a ritual ("check your feelings"), else the step itself ("Touch the bin lid…").
 */
function heldBackKind(fallback: string, template: ExposureTemplate): string {
  return namesKind(fallback) ? fallback : `${template.title} ${template.body}`.replace(SLOT, ' ');
}

function mayHoldBack(compulsion: OwnPhrase): boolean {
  const worship = containsAny(compulsion.tokens, RELIGIOUS_PRACTICE) && !containsAny(compulsion.tokens, RITUAL_MARKERS);
  return !containsAny(compulsion.tokens, PROFESSIONAL_CARE) && !worship && mayQuote(compulsion.original);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whitespace, doubled determiners, possessives and quotation marks put right after the slots are filled. */
function tidy(text: string): string {
  const spaced = text.replace(/\s+/g, ' ').replace(/\s+([.,;:])/g, '$1').replace(/([.!?])\.(\s|$)/g, '$1$2').trim();
  return balanceQuotes(illnessEventGrammar(pluralAgreement(fixPossessives(collapseDeterminers(spaced)))));
}

/** A sentence ends with a full stop, question or exclamation mark (inside a closing quotation mark or not). */
function withFinalStop(text: string): string {
  return text === '' || /[.!?…]["”]?$/.test(text) ? text : `${text}.`;
}

interface FillOptions {
  /** Take every slot's fallback: the library wording as reviewed. */
  library: boolean;
  /** Leave out the quoted own words (to keep a card short). */
  withoutQuotes?: boolean;
  /** Quote only the clause of their words that names the feared outcome (to keep a card short). */
  outcomeOnly?: boolean;
  /** Characters a trigger may take here (a title's room left on one line). */
  triggerRoom?: number;
}

/** A trigger shortened to fewer characters than this reads as a fragment: the template's wording is used instead. */
const TRIGGER_MIN_ROOM = 16;
/** Room kept for "my" turning into "your" when a trigger is put in the item's voice. */
const PRONOUN_MARGIN = 4;
/** Where a long trigger may end early and still read whole: "eating at friends' houses, because…". */
const PLACE_BREAKS = [' at ', ' in ', ' on ', ' near ', ' with '];
const CLAUSE_BREAKS = [', ', '; ', ' - ', ' – ', ' because ', ' when ', ' while ', ' if ', ' after ', ' before ', ' since ', ' so '];

/**
 * The trigger as it can be named in `room` characters: whole, or up to a clause break, never cut
 * mid-phrase with "…" (issue 16: cut-off titles read as fragments). Null when neither fits.
 */
export function triggerWithin(text: string, room: number): string | null {
  if (text.length <= room) return text;
  const head = text.slice(0, room + 1);
  const endsAt = (marks: readonly string[]) => marks.map((mark) => head.indexOf(mark)).filter((index) => index >= TRIGGER_MIN_ROOM - 4 && index <= room);
  // A clause break first; else the thing before where it is ("using the self-checkout at the
  // supermarket" → "using the self-checkout"): the situation itself still fits a title (issue 16,
  // a clinician's review: the person's central trigger was never a step of its own).
  const ends = endsAt(CLAUSE_BREAKS);
  // An activity's "with …" is what it is done with, not where: "helping year 2 with their coats" is never cut to
  // "helping year 2" (issue 16, the fifth clinician-minded review, cause 8: cut only where a phrase still reads whole).
  const activity = /^\S+ing\b/.test(text) && !/^(?:thing|something|anything|everything|nothing|evening|morning|building|ceiling|wedding)\b/i.test(text);
  const at = ends.length ? ends : endsAt(activity ? PLACE_BREAKS.filter((mark) => mark !== ' with ') : PLACE_BREAKS);
  if (at.length === 0) return null;
  // A word that leads into the part cut off goes with it: "cuddling Isla straight after I get home" → "cuddling Isla",
  // never "cuddling Isla straight" (an eleventh clinician-minded review).
  // "chopping veg, esp if she's next to me" → "chopping veg", never "chopping veg, esp" (a twelfth clinician-minded reading).
  const cut = text
    .slice(0, Math.max(...at))
    .replace(/[\s,;:.-]+$/, '')
    .replace(/(?:[\s,]+(?:straight|right|just|even|especially|esp|particularly|mainly|mostly|usually|only|like|and|or|but|then|with|the|a|an|my|your|of))+$/i, '')
    .replace(/[\s,;:.-]+$/, '');
  return cut.includes(' ') || !text.includes(' ') ? cut : null;
}

/** Whether one of the person's triggers can fill the template's {trigger} slots, title included. */
export function triggerFits(template: ExposureTemplate, trigger: OwnPhrase): boolean {
  if (!fitsTrigger(trigger) || !templateTakesTrigger(template, trigger)) return false;
  const room = (template.title.includes('{trigger') ? Math.min(TRIGGER_MAX, titleRoomForTrigger(template.title)) : TRIGGER_MAX) - PRONOUN_MARGIN;
  return room >= TRIGGER_MIN_ROOM && triggerWithin(trigger.cleaned, room) !== null;
}

/** The characters a title leaves for its {trigger} slot, the other slots at their library wording. */
function titleRoomForTrigger(title: string): number {
  const rest = title.replace(/\{trigger(?:\|[^}]*)?\}/, '').replace(SLOT, (_match, _name: string, fallback = '') => fallback);
  return TITLE_MAX - rest.length;
}

/**
 * Fills a template's slots. With `personal` false every slot takes its fallback, giving the
 * library text as reviewed; the engine uses that when the person's words cannot be fitted safely.
 * Each field is filled in the grammar of the text around each slot (phrasing.ts); a title over
 * TITLE_MAX or a description over DESCRIPTION_WORDS_MAX falls back to the library wording.
 */
export function renderTemplate(
  template: ExposureTemplate,
  theme: LibraryTheme,
  person: Person,
  usage: PhraseUsage,
  personal: boolean,
): Rendered {
  const pools = person.pools.get(theme) ?? person.pools.get('general');
  const context = templateContext(template);

  const central = centrality(person);
  /** The person's trigger that filled a {trigger} slot: the step is then said in its kind's grammar (trigger-grammar.ts). */
  const slotState: { trigger: OwnPhrase | null; object: OwnPhrase | null } = { trigger: null, object: null };
  const currentTrigger = (): OwnPhrase | null => slotState.trigger;
  // A keyword slot never names what the template's own words already name: "check each appliance, window and {lockable}"
  // keeps "the front door" for a person who checks the windows, never "window and the windows" (issue 16, an eleventh
  // clinician-minded review).
  const ownWords = `${template.title} ${template.body} ${template.prevention}`.replace(SLOT, ' ');
  const keywordFor = (slot: Parameters<typeof findKeyword>[0]): string | null => {
    const found = findKeyword(slot, person.allTexts);
    if (slot !== 'lockable' && slot !== 'appliance') return found;
    const head = found?.split(' ').at(-1)?.toLowerCase().replace(/s$/, '').replace(/[^a-z]/g, '');
    return found && head && new RegExp(`\\b${head}s?\\b`, 'i').test(ownWords) ? null : found;
  };
  const fillWith = (text: string, options: FillOptions, used: OwnPhrase[]): string => {
    const choose = (phrases: OwnPhrase[] | undefined, fits: (phrase: OwnPhrase) => boolean, minOverlap = 0, rank = central, near = context): OwnPhrase | null => {
      if (options.library || !phrases) return null;
      const already = used.find((phrase) => phrases.includes(phrase) && fits(phrase));
      const phrase = already ?? pick(phrases, usage, near, fits, minOverlap, rank);
      if (phrase && !used.includes(phrase)) used.push(phrase);
      return phrase;
    };
    return text.replace(SLOT, (_match: string, name: string, fallback: string | undefined, offset: number) => {
      const voice = personAt(text, offset);
      const inQuote = quotationAround(text, offset) !== null;
      const own = (words: string) => inPerson(inQuote ? words.replace(/["“”]/g, '') : words, voice);
      if (name === 'object' && template.object) {
        const phrase = choose(pools?.triggers, (candidate) => (usage.get(candidate) ?? 0) < MAX_TRIGGER_USES && fitsObject(template, candidate));
        if (phrase) slotState.object = phrase;
        return phrase ? own(withArticle(phrase.cleaned)) : inPerson(template.object.fallback, voice);
      }
      if (name === 'trigger') {
        const room = Math.min(TRIGGER_MAX, options.triggerRoom ?? TRIGGER_MAX) - PRONOUN_MARGIN;
        const phrase = room < TRIGGER_MIN_ROOM ? null : choose(pools?.triggers, (candidate) => (usage.get(candidate) ?? 0) < MAX_TRIGGER_USES && fitsTrigger(candidate) && templateTakesTrigger(template, candidate) && triggerWithin(candidate.cleaned, room) !== null);
        if (phrase) slotState.trigger = phrase;
        return phrase ? own(triggerWithin(phrase.cleaned, room) ?? phrase.cleaned) : inPerson(fallback ?? '', voice);
      }
      if (name === 'compulsion') {
        // "do not {compulsion} beyond those agreed with your care team": only the condition's own care checks
        // were agreed, and those are never slotted (PROFESSIONAL_CARE). No other ritual of theirs is pinned to
        // the care team: "check your pulse beyond those agreed" names an agreement no one made (docs/clinical.md
        // §9; issue 16, fifth review, cause 5).
        if (/^\s*beyond (?:those|the|what|anything) (?:agreed|your care team)/i.test(text.slice(offset + _match.length))) return fallback ?? '';
        const form = ritualFormAfter(text.slice(0, offset)) === 'imperative' ? ritualAsImperative : ritualAsActivity;
        const anyRitual = ANY_RITUAL.test(fallback ?? '');
        const rest = meaningfulStems(tokenize(text.replace(SLOT, ' ')));
        const wanted = heldBackKind(fallback ?? '', template);
        // A "he" or "her" with nothing before it in the card is named from the person's words (phrasing.ts nameReferent).
        const formed = (candidate: OwnPhrase): string | null => {
          // An avoidance is held back as its own clause only ("avoid bathing her alone"), never with its reason or who
          // does it instead glued on (ritual-families.ts avoidanceCore).
          const own = heldPart(candidate);
          if (own === null) return null;
          const named = nameReferent(own, person.allTexts, { before: text.slice(0, offset), partner: theme === 'relationship' });
          const said = named === null ? null : form(named);
          // In the item's voice a ritual may read as an order ("… if I need to retake amrit" → "if you need to"), which
          // the safety check refuses (safety/items/instructions.ts): the slot keeps the theme's wording (issue 16).
          return said === null || instructionInText(said) ? null : said;
        };
        const fits = (candidate: OwnPhrase) =>
          (usage.get(candidate) ?? 0) < MAX_RITUAL_USES &&
          mayHoldBack(candidate) &&
          !FIRST_PLURAL.test(candidate.cleaned) &&
          !isNegatedRitual(candidate.cleaned) &&
          !leadsWithKeeping(candidate.cleaned) &&
          sameKind(candidate.cleaned, wanted) &&
          formed(candidate) !== null &&
          !thingsClash(heldPart(candidate) ?? '', stepThings) &&
          !saysAgain(candidate, rest);
        // The step's own trigger counts as its words: a step about the stairs holds back the stairs ritual
        // ("getting your partner to carry the baby on the stairs"), not an unrelated one (issue 16, pairing).
        const trigger = currentTrigger();
        const triggerStems = trigger ? new Set([...meaningfulStems(trigger.tokens)].filter((stem) => !GENERIC_STEMS.has(stem))) : new Set<string>();
        // The step as filled: "spend an hour with {person}" is an hour with "your partner".
        // Its {object} too: "Move one thing on your desk" is about the desk (an eighth clinician-minded review).
        const keywordsFilled = `${template.title} ${template.body}`.replace(SLOT, (_slot: string, slot: string, slotFallback: string | undefined) =>
          isKeywordSlot(slot) ? (keywordFor(slot) ?? slotFallback ?? ' ') : slot === 'object' ? (slotState.object?.cleaned ?? template.object?.fallback ?? ' ') : ' ',
        );
        const near = trigger ? new Set([...context, ...triggerStems]) : context;
        // An avoidance ranks by the step as filled too: "avoiding being alone with my partner" beside a meal "with your
        // partner" (it fits no other step now; issue 16, seventh review, cause 2).
        const filled = new Set([...near, ...meaningfulStems(tokenize(keywordsFilled))]);
        // Any other ritual still needs a word of the step's own template or trigger, as before.
        const rank = (candidate: OwnPhrase) => (leadsWithAvoiding(candidate.cleaned) ? avoidanceLast(candidate) : -2 * (overlap(candidate, filled) - overlap(candidate, near)));
        // …and what it names it does to a thing of the step's (its words, filled slots or trigger) or of the same family
        // (the body, the hands…): "Walk past a stone … do not replay the drive" shared only the act (an eighth
        // clinician-minded review; docs/clinical.md §5).
        // A slot that names no thing of the step ("checking anything", "washing") takes any ritual of its kind.
        const stepHasThing = /\{(?:object|trigger)\b/.test(`${template.title} ${template.body}`) || [...`${template.title} ${template.body}`.matchAll(SLOT)].some((slot) => isKeywordSlot(slot[1] ?? ''));
        const general = namesNoThing(fallback ?? '', stepHasThing);
        const aboutStep = (candidate: OwnPhrase) => {
          const own = heldPart(candidate) ?? '';
          return general || aboutStepThing(own, filled, stepThings) || [...ritualKind(own).objects].some((object) => stepObjects.has(object));
        };
        const ownWordsNear = (candidate: OwnPhrase) => anyRitual || leadsWithAvoiding(candidate.cleaned) || (overlap(candidate, near) >= 1 && aboutStep(candidate));
        // When one of their rituals is about this trigger, only such a ritual is named here; once it is used up the
        // slot keeps the library's wording rather than an unrelated ritual.
        const aboutTrigger = (candidate: OwnPhrase) => overlap(candidate, triggerStems) > 0;
        const tied = triggerStems.size > 0 && (pools?.compulsions ?? []).some((candidate) => aboutTrigger(candidate) && mayHoldBack(candidate));
        // Otherwise a ritual of theirs is named only when it shares what the step is about (its thing, place or
        // trigger: the filled phrases too), never by the act alone; else the theme's own wording stands
        // (docs/clinical.md §5: paired with the compulsion that trigger provokes; issue 16, fifth review, cause 2).
        const situation = new Set([...stepWords(template), ...triggerStems, ...used.flatMap((phrase) => [...meaningfulStems(phrase.tokens)])]);
        const stepObjects = ritualKind(`${template.title} ${template.body} ${wanted}`.replace(SLOT, ' ')).objects;
        // A step built on one of their own triggers or things, whose slot names a kind of ritual, is held to this; a
        // step with none of theirs, or a slot for "your usual ritual", takes any ritual of the kind it names, so each
        // ritual of theirs is still named somewhere.
        const ownSituation = (trigger !== null || slotState.object !== null) && !anyRitual;
        // An avoidance is held back only in a step about what it avoids (shared words or a family of things), never
        // in any step at all: "Hang a picture crooked … do not avoid stepping on cracks" (issue 16, seventh review, cause 2).
        const stepText = `${keywordsFilled} ${trigger?.cleaned ?? ''} ${used.map((phrase) => phrase.cleaned).join(' ')}`;
        // The things the step is about, its own rule's words too ("look at the car for marks"): a ritual on another
        // thing of the home or road never goes in (ritual-families.ts thingsClash; an eighth clinician-minded review).
        const stepThings = `${stepText} ${template.prevention.replace(SLOT, ' ')} ${fallback ?? ''}`;
        const avoidancePaired = (candidate: OwnPhrase) => !leadsWithAvoiding(candidate.cleaned) || avoidsWhatStepSays(candidate, situation, stepText);
        const provoked = (candidate: OwnPhrase) =>
          fits(candidate) &&
          avoidancePaired(candidate) &&
          (!ownSituation || leadsWithAvoiding(candidate.cleaned) || sharesSituation(heldPart(candidate) ?? '', situation) || [...ritualKind(heldPart(candidate) ?? '').objects].some((object) => stepObjects.has(object)));
        const phrase = choose(
          pools?.compulsions,
          tied ? (candidate) => fits(candidate) && avoidancePaired(candidate) && aboutTrigger(candidate) : (candidate) => provoked(candidate) && ownWordsNear(candidate),
          anyRitual ? 0 : 1,
          rank,
          filled,
        );
        return phrase ? (formed(phrase) ?? fallback ?? '') : (fallback ?? '');
      }
      if (name === 'maybe') {
        // The person's own fear as their "maybe" statement, first person (issue 16: not a canned "Maybe it will happen").
        const phrase = choose(pools?.obsessions, (candidate) => mayQuote(candidate.original) && asMaybe(candidate.original) !== null);
        return phrase ? (asMaybe(phrase.original) ?? fallback ?? '') : inPerson(fallback ?? '', voice);
      }
      if (name === 'ownWords' || name === 'ownMaybe') {
        if (options.withoutQuotes) return '';
        // From fear 6 up, a script quotes the obsession that names what they fear will happen (their nan ill, a
        // heart attack), so the feared outcome itself is faced (issue 16, fifth review, cause 4).
        const rankOutcome = (phrase: OwnPhrase) => central(phrase) + (template.fear >= OUTCOME_FEAR && namesOutcome(phrase.original) ? 3 : 0);
        // "Begin with your words" only where the person writes or records: never on a reading step (issue 16,
        // fifth review, cause 10: "Read about the sin… Begin with your words").
        if (name === 'ownWords' && !WRITES_OR_RECORDS.test(template.body.replace(SLOT, ' '))) return '';
        // A "maybe" line takes their fear made into a first-person "maybe" statement where it has that shape.
        const asStatement = name === 'ownMaybe' ? choose(pools?.obsessions, (candidate) => mayQuote(candidate.original) && asMaybe(candidate.original) !== null, 0, rankOutcome) : null;
        const maybe = asStatement ? asMaybe(asStatement.original) : null;
        if (maybe) return `Then add yours: “${maybe}”. `;
        const before = used.length;
        const phrase = choose(pools?.obsessions, (candidate) => mayQuote(candidate.original), 0, rankOutcome);
        if (!phrase) return '';
        const clause = options.outcomeOnly && template.fear >= OUTCOME_FEAR ? outcomeClause(phrase.original) : null;
        // Left unquoted, the obsession is not the step's: it neither counts as used nor pairs a ritual with the step.
        if (options.outcomeOnly && !clause) {
          used.length = before;
          return '';
        }
        if (clause) return `${name === 'ownWords' ? 'Include yours' : 'Then add yours'}: ${quoteOwnWords(clause, QUOTE_MAX)}. `;
        const quoted = quoteOwnWords(phrase.original, QUOTE_MAX);
        const lead = name === 'ownWords' ? 'Begin with your words' : 'Then add yours';
        return `${lead}: ${quoted}${quoted.endsWith('?”') ? '' : '.'} `;
      }
      if (isKeywordSlot(name)) return inPerson((options.library ? null : keywordFor(name)) ?? fallback ?? '', voice);
      return inPerson(fallback ?? '', voice);
    });
  };

  // The one the step is about, named from their words ("your wife Sara"): the template's own "them" becomes "her" where
  // the step names her, and stays "them" in the library's wording (pronouns.ts).
  const named = personal && template.pronounsFor ? keywordFor(template.pronounsFor) : null;
  const gender = named ? genderOf(named) : null;
  const gendered = gender
    ? {
        title: withPronouns(template.title, gender),
        body: withPronouns(template.body, gender),
        prevention: withPronouns(template.prevention, gender),
        why: template.why === undefined ? undefined : withPronouns(template.why, gender),
      }
    : null;
  const said = (library: boolean) => (gendered && !library ? gendered : template);

  // The library's own trigger, said when none of theirs fills the step ("leaving the house").
  const libraryTrigger = /\{trigger\|([^}]+)\}/.exec(`${template.title} ${template.body}`)?.[1];
  const renderTitle = (library: boolean, used: OwnPhrase[]) => {
    slotState.trigger = null;
    slotState.object = null;
    const filled = capitalise(tidy(fillWith(said(library).title, { library, triggerRoom: titleRoomForTrigger(template.title) }, used)));
    const trigger = currentTrigger();
    if (trigger) return titleInKind(onceADay(filled, trigger), trigger.cleaned, TITLE_MAX);
    // The library's own routine ("leaving the house") is titled as its step says it (routineBody).
    return libraryTrigger && routineBody(template.body, libraryTrigger) !== null ? titleInKind(filled, libraryTrigger, TITLE_MAX) : filled;
  };
  const renderDescription = (options: FillOptions, used: OwnPhrase[]) => {
    const filledBody = tidy(fillWith(said(options.library === true).body, options, used));
    // The title's trigger, or the one the body named: the step is said in its kind's grammar.
    const trigger = currentTrigger();
    // With none of theirs, the library's own trigger ("leaving the house") is said in its grammar too: "The next time you
    // leave the house", never "Meet this on purpose today" (an eleventh clinician-minded review).
    const body = withFinalStop(trigger ? bodyInKind(onceADay(filledBody, trigger), trigger.cleaned) : libraryTrigger ? (routineBody(filledBody, libraryTrigger) ?? filledBody) : filledBody);
    const prevention = withFinalStop(tidy(fillWith(said(options.library === true).prevention, options, used)));
    return { body, prevention };
  };

  const titleUsed: OwnPhrase[] = [];
  let title = renderTitle(!personal, titleUsed);
  if (title.length > TITLE_MAX) {
    titleUsed.length = 0;
    title = renderTitle(true, titleUsed);
  }

  let descriptionUsed: OwnPhrase[] = [...titleUsed];
  let { body, prevention } = renderDescription({ library: !personal }, descriptionUsed);
  for (const options of [{ library: !personal, outcomeOnly: true }, { library: !personal, withoutQuotes: true }, { library: true }]) {
    if (wordCount(`${body} ${prevention}`) <= DESCRIPTION_WORDS_MAX) break;
    descriptionUsed = [...titleUsed];
    ({ body, prevention } = renderDescription(options, descriptionUsed));
  }

  if (personal && !template.ownRitual && !`${template.title} ${template.body} ${template.prevention}`.includes('{compulsion')) {
    prevention = pairedWithinRule(prevention, `${title} ${body}`, pools?.compulsions, usage, descriptionUsed, wordCount(body), person.allTexts, theme === 'relationship');
  }

  // Acronyms and names keep their case wherever the person's words stand ("HIV from a cut", never "Hiv …").
  const candidate: CandidateExposure = {
    title: properCase(title),
    description: properCase(capitalise(`${body} ${prevention}`)),
    fear_level: template.fear,
    kind: template.kind,
    response_prevention: properCase(capitalise(prevention)),
    theme,
    ...(template.why ? { why: gendered && named !== null && body.includes(named) ? gendered.why : template.why } : {}),
  };
  return { candidate, used: descriptionUsed };
}

/**
 * For a template without a {compulsion} slot: the person's ritual goes inside the item's rule
 * only when it is the one this item provokes (they share a telling word), and only while the card
 * stays short.
 */
function pairedWithinRule(
  prevention: string,
  itemText: string,
  compulsions: OwnPhrase[] | undefined,
  usage: PhraseUsage,
  used: OwnPhrase[],
  bodyWords: number,
  personTexts: readonly string[],
  partner: boolean,
): string {
  if (!compulsions) return prevention;
  const named = (candidate: OwnPhrase): string | null => {
    const own = heldPart(candidate);
    if (own === null) return null;
    const text = nameReferent(own, personTexts, { before: `${itemText} ${prevention}`, partner });
    const said = text === null ? null : ritualAsActivity(text);
    return said === null || instructionInText(said) ? null : said;
  };
  const itemWords = meaningfulStems(tokenize(`${itemText} ${prevention}`));
  const provoked = (candidate: OwnPhrase) =>
    mayHoldBack(candidate) &&
    !FIRST_PLURAL.test(candidate.cleaned) &&
    !isNegatedRitual(candidate.cleaned) &&
    !leadsWithKeeping(candidate.cleaned) &&
    sameKind(candidate.cleaned, prevention) &&
    named(candidate) !== null &&
    overlap(candidate, itemWords) > 0 &&
    // About the item's own thing, never by the act alone, and never a ritual on another thing of the home or road
    // (an eighth clinician-minded review; docs/clinical.md §5).
    (leadsWithAvoiding(candidate.cleaned) || namesNoThing(prevention, false) || aboutStepThing(heldPart(candidate) ?? '', itemWords, itemText)) &&
    !thingsClash(heldPart(candidate) ?? '', `${itemText} ${prevention}`) &&
    (!leadsWithAvoiding(candidate.cleaned) || avoidsWhatStepSays(candidate, itemWords, itemText));
  const phrase = pick(compulsions, usage, itemWords, provoked, 1);
  if (!phrase) return prevention;
  const paired = withinRule(prevention, named(phrase) ?? '');
  if (bodyWords + wordCount(paired) > DESCRIPTION_WORDS_MAX) return prevention;
  if (!used.includes(phrase)) used.push(phrase);
  return paired;
}
