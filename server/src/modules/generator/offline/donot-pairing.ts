import { compileTerm, containsAny, tokenize, type Token } from './text';
import { actStems } from './ritual-families';

/**
 * What of a person's ritual may stand in a step's "do not" line, and whether it is about what the step is about
 * (docs/clinical.md §5: pair each step with the compulsion it provokes, inside the sentence). An eighth
 * clinician-minded review (15 blind intakes) found do-not lines naming a ritual of another thing ("Write 'Maybe I
 * left the hob on' … do not go back home from the bus stop to check the door") and rituals pasted whole ("do not
 * check the hob knobs, touching each one and say off").
 */

/** Stems too common to tie a ritual to a step ("back", "minutes", "look"): they say nothing about the ritual. */
export const GENERIC_STEMS = new Set([
  'back', 'look', 'minut', 'hour', 'time', 'again', 'everi', 'after', 'anyon', 'your', 'with', 'that', 'this', 'then',
  'over', 'once', 'home', 'hand', 'them', 'there', 'what', 'when', 'from', 'into', 'away', 'more', 'thing', 'someth',
  'anyth', 'make',
]);

/**
 * Acts every ritual family shares ("check", "wash", "wipe", "read"): a ritual is paired with a step by what it is
 * done to or about (the door handle, the hob, the night), not by the act alone (issue 16, fifth review, cause 2).
 */
export const ACT_STEMS = new Set(
  tokenize(
    'check checking wash washing clean cleaning wipe wiping scrub scrubbing read reading reread rereading ask asking count counting touch touching think thinking write writing tell telling say saying keep keeping stop stopping leave leaving hold holding take taking make making going doing feel feeling sure right round through about once ordinary anyone every until till unless before after while like',
  ).map((token) => token.stem),
);

/** Words that say how, when or where, never what: "always", "sometimes", "until 3am", "at night". */
const FILLER_STEMS = new Set(
  tokenize('always sometimes usual usually often normal normally still just really even very each one myself yourself things everything anything nothing which whether their they could would should will been have being make sure properly someone somebody happen happened')
    .map((token) => token.stem),
);
/**
 * What every step of a theme is about, so never a thing of one step's own: the memory, the question, the thought, the
 * feeling. A slot that names only these ("replay the memory", "search for the answer") takes a ritual of its kind on
 * any thing (the old pairing by act).
 */
const THEME_TOPIC_STEMS = new Set(tokenize('memory memories answer answers question questions thought thoughts doubt doubts fear fears feelings felt reaction reactions proof sign signs word words part parts').map((token) => token.stem));

/**
 * A ritual said as a restriction ("only driving routes with no schools on them", "just eating at home") cannot follow
 * "do not": "do not only drive routes…" reads as a licence to drive anywhere but those (an eighth clinician-minded
 * review). The template's own wording stands there.
 */
const RESTRICTION_LEAD = /^(?:i\s+)?(?:only|just|solely|exclusively)\b/i;
export function leadsWithRestriction(ritual: string): boolean {
  return RESTRICTION_LEAD.test(ritual.trim());
}

/**
 * How often or with what the ritual goes on, trailing after it: ", always 3 lots of soap", " like every few
 * seconds", ", sometimes 30 times", ", sometimes tearing out pages". It says how much, never what is held back, and
 * pasted whole it reads as a list of its own (an eighth clinician-minded review).
 */
const TRAILING_FILLER =
  /(?:,\s*(?:always|sometimes|usually|often|normally|mostly|especially|like|e\.?g\.?|such as|at least|up to|about|around|or more|maybe)\b|\s+(?:always|sometimes|usually|often|normally|like|such as|e\.?g\.?|at least|about|around)\s+(?=\d|a few\b|few\b|several\b|every\b|each\b|twice\b|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|a hundred|hundreds)\b)).*$/i;
/** How late or how long, trailing: "until 3am", "for hours", "all night" ("do not read forums until 3am" allows 2am). */
const TRAILING_DURATION = /\s+(?:(?:until|till|til)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|late|midnight|the early hours|the middle of the night|the small hours)|for hours(?: on end)?|all night|half the night)\b.*$/i;

export function withoutFiller(ritual: string): string {
  const text = ritual.trim().replace(TRAILING_DURATION, '');
  const cut = TRAILING_FILLER.exec(text);
  // "showering for like 40 mins" leaves no "showering for": the word that led into the filler goes with it.
  return cut && cut.index > 0 ? text.slice(0, cut.index).replace(/\s+(?:for|of|with|to|at|by|about|around|every|each|up to)$/i, '').trim() : text;
}

/** "-ing" words that are never a second act: "nothing", "the evening", "a building". */
const NOT_GERUND = /^(?:thing|something|anything|everything|nothing|evening|morning|ceiling|building|wedding|clothing|bedding|pudding|during|string|spring|sibling|ring|king|sling|wing|ping|pudding|icing|stuffing|railing|earring|darling)$/i;

/**
 * A second act joined to the first (", touching each one and saying off", " and pinching myself", " and wiping
 * surfaces"): where it starts, or -1. ritualAsImperative turns only the first verb ("do not check the hob knobs,
 * touching each one and say off"; "do not touch things and pinching yourself"), and a list of two acts inside a list
 * of the step's own reads as neither (an eighth clinician-minded review).
 */
function secondActAt(ritual: string): number {
  const pattern = /(,\s*(?:and\s+|then\s+)?|\s+(?:and|then|and then|or)\s+)(\w{3,}ing)\b(\s+(?:it|them)\b)?/gi;
  for (let match = pattern.exec(ritual); match; match = pattern.exec(ritual)) {
    // One thing in two moves is one ritual: "taking my shoes off outside and wiping them" (ritualAsImperative says it
    // whole: "take your shoes off outside and wipe them").
    const sameThing = match[3] !== undefined && !match[1]?.includes(',');
    if (!NOT_GERUND.test(match[2] ?? '') && !sameThing) return match.index;
  }
  return -1;
}

/** The verb a ritual leads with, after "i" and an adverb: "throwing", "(i) constantly check". */
const LEADING_VERB = /^(?:i\s+)?(?:\w+ly\s+)?(\w+)/i;

function meaningful(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.raw.length > 3).map((token) => token.stem));
}

/**
 * The telling words of a ritual: what it is done to or about ("hob", "knobs", "bus", "door"), its acts, fillers and
 * common words aside. "touch things" has none; "replaying the drive in my head" has "drive".
 */
export function tellingStems(ritual: string): Set<string> {
  const acts = actStems(ritual);
  // Its leading verb is its act too, named in ACTS or not: "throwing out food" shares nothing with "throwing up".
  const lead = LEADING_VERB.exec(ritual.trim())?.[1];
  if (lead) acts.add(tokenize(lead)[0]?.stem ?? '');
  return new Set([...meaningful(tokenize(ritual))].filter((stem) => !GENERIC_STEMS.has(stem) && !ACT_STEMS.has(stem) && !FILLER_STEMS.has(stem) && !acts.has(stem)));
}

/**
 * What of the ritual a do-not line may name, or null to keep it out: no restriction, no trailing filler, and of two
 * joined acts the first only, so long as that still names a thing of its own ("checking the hob knobs"); "touch
 * things" alone names nothing and would read as "do not touch things" (kept out; docs/clinical.md §5).
 */
const BY_ITS_VERB = /^(?:i\s+)?(?:\w+ly\s+)?(?:wash|washing|scrub|scrubbing|clean|cleaning|wipe|wiping|sanitis\w*|saniti[sz]\w*|disinfect\w*|shower\w*|check|checking|recheck\w*|google|googling|search\w*|ask|asking)\b/i;

export function heldBackPart(ritual: string): string | null {
  if (leadsWithRestriction(ritual)) return null;
  const trimmed = withoutFiller(ritual);
  const at = secondActAt(trimmed);
  if (at < 0) return trimmed;
  const first = trimmed.slice(0, at).trim();
  // A first act that is a ritual by its verb ("wash my hands 15 times a day, counting to ten each time") is held back
  // though it names no telling thing (the tenth review's second reading: the central washing made no step).
  return tellingStems(first).size > 0 || BY_ITS_VERB.test(first) ? first : null;
}

/**
 * Whether the ritual is about what the step is about: a telling word of it is in the step (its words, filled slots
 * and trigger), or it names no thing at all ("washing my hands", "counting"), so its act alone decides as before.
 * "Walk past a stone … do not replay the drive" and "Move one thing on your desk … do not straighten the cushions"
 * name a thing the step never does (an eighth clinician-minded review).
 */
export function aboutStepThing(ritual: string, stepStems: ReadonlySet<string>, stepText = ''): boolean {
  const telling = tellingStems(ritual);
  if (telling.size === 0 || [...telling].some((stem) => stepStems.has(stem))) return true;
  const own = tokenize(ritual);
  const step = tokenize(stepText);
  return KIN.some((family) => containsAny(own, family) && containsAny(step, family));
}

/**
 * The same one by another name: "your husband" is the step's "your partner", "the imam" its "religious leader". A
 * ritual about them is about the step (docs/clinical.md §5).
 */
const KIN = [
  ['partner*', 'husband*', 'wife', 'wives', 'boyfriend*', 'girlfriend*', 'fiance*', 'spouse*', 'other half', 'bf', 'gf'],
  ['religious leader*', 'imam*', 'rabbi*', 'priest*', 'vicar*', 'pastor*', 'minister*', 'sheikh*', 'elder*', 'faith leader*'],
  ['child*', 'kid', 'kids', 'son', 'sons', 'daughter*', 'baby', 'babies', 'toddler*', 'little one*'],
  ['parent*', 'mum', 'mom', 'mother*', 'dad', 'father*', 'nan', 'gran*'],
].map((family) => family.map((term) => compileTerm(term)));

/**
 * A slot's own wording that names no thing of the step: "checking anything", "washing", "reviewing or replaying in
 * your head". It takes any ritual of its kind, as before. One that names a thing ("check how your stomach feels",
 * "replay whether someone could have fallen"), or points to the step's own thing ("go and check it" beside the hob),
 * takes only a ritual about that thing (an eighth clinician-minded review).
 */
export function namesNoThing(fallback: string, stepHasThing: boolean): boolean {
  const telling = [...tellingStems(fallback)].filter((stem) => !THEME_TOPIC_STEMS.has(stem));
  return telling.length === 0 && !(stepHasThing && /\b(?:it|them|this|these|those)\b/i.test(fallback));
}
