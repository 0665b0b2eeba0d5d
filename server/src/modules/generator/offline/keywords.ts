import type { Readings, Tradition } from './reading';
import { compileTerm, containsAny, tokenize, type CompiledTerm } from './text';

/**
 * Single named things an item can borrow from the person's words even when their phrase as a
 * whole does not fit: the person they fear harming ("your partner"), the appliance they check
 * ("the hob"), the illness they fear ("HIV"). A template names a slot as {person|fallback}.
 */
const KEYWORD_SLOTS = {
  person: [
    ['partner', 'your partner'], ['wife', 'your wife'], ['husband', 'your husband'], ['boyfriend', 'your boyfriend'],
    ['girlfriend', 'your girlfriend'], ['fianc*', 'your fiancé(e)'], ['flatmate*', 'your flatmate'],
    ['roommate*', 'your roommate'], ['housemate*', 'your housemate'], ['mum', 'your mum'], ['mom', 'your mom'],
    ['mother', 'your mother'], ['dad', 'your dad'], ['father', 'your father'], ['sister', 'your sister'],
    ['brother', 'your brother'], ['parents', 'your parents'], ['family', 'your family'],
  ],
  // Relationship doubts are about a partner: "asking my sister if we are right" names a confidante, not him.
  partner: [
    ['partner', 'your partner'], ['wife', 'your wife'], ['husband', 'your husband'], ['boyfriend', 'your boyfriend'],
    ['girlfriend', 'your girlfriend'], ['fianc*', 'your fiancé(e)'], ['spouse', 'your spouse'],
  ],
  appliance: [
    ['stove', 'the stove'], ['oven', 'the oven'], ['hob', 'the hob'], ['cooker', 'the cooker'], ['iron', 'the iron'],
    ['straightener*', 'your hair straighteners'], ['heater', 'the heater'], ['gas', 'the gas'], ['kettle', 'the kettle'],
    ['toaster', 'the toaster'], ['taps', 'the taps'],
  ],
  lockable: [
    ['front door', 'the front door'], ['back door', 'the back door'], ['door', 'the front door'], ['lock', 'the front door'],
    ['window', 'the windows'], ['car', 'the car'], ['gate', 'the gate'], ['garage', 'the garage'],
  ],
  illness: [
    ['cancer', 'cancer'], ['lymphoma', 'lymphoma'], ['leuk*', 'leukaemia'], ['brain tumour*', 'a brain tumour'],
    ['brain tumor*', 'a brain tumor'], ['tumour*', 'a tumour'], ['tumor*', 'a tumor'], ['hiv', 'HIV'], ['aids', 'HIV'],
    ['heart attack', 'a heart attack'], ['heart disease', 'heart disease'], ['stroke', 'a stroke'],
    ['multiple sclerosis', 'MS'], ['ms', 'MS'], ['als', 'ALS'], ['dementia', 'dementia'], ['alzheimer*', "Alzheimer's"],
    // Not diabetes: it is a condition people look after far more often than one they fear having, and a
    // diabetic person got "Maybe I have diabetes" (issue 16; docs/clinical.md §9).
    ['covid*', 'COVID'], ['rabies', 'rabies'], ['mening*', 'meningitis'], ['sepsis', 'sepsis'],
    ['parkinson*', "Parkinson's"],
  ],
  // Read from the person's phrases (reading.ts), not from single words: see READ_SLOTS.
  target: [],
  coparent: [],
  prayer: [],
  prayers: [],
  extras: [],
  worship: [],
  service: [],
  sin: [],
  sinned: [],
  cutoff: [],
  feared: [],
  washfor: [],
} as const satisfies Record<string, ReadonlyArray<readonly [string, string]>>;

export type KeywordSlot = keyof typeof KEYWORD_SLOTS;

/**
 * The person's readings (reading.ts), registered by person.ts against the very texts array render.ts
 * passes here (`person.allTexts`), so a slot can say who the harm thought is about or which faith's
 * words to use without a change to how slots are filled.
 */
const READINGS = new WeakMap<readonly string[], Readings>();
export function registerReadings(texts: readonly string[], readings: Readings): void {
  READINGS.set(texts, readings);
}

/**
 * A faith's own words for its practice (docs/clinical.md §9; issue 16: a Hindu person's purity
 * before puja got "sinned" and "confessions"). What each tradition adds "just to be safe" is held
 * back, never the practice: "no extra prayers or ablutions beyond what your tradition asks".
 */
const TRADITION_WORDS: Record<Exclude<KeywordSlot, NamedSlot>, Partial<Record<Tradition, string>>> = {
  target: {},
  coparent: {},
  prayer: { hindu: 'puja', muslim: 'salah', jewish: 'prayer', sikh: 'prayer', christian: 'prayer', buddhist: 'chanting' },
  prayers: { hindu: 'prayers or mantras', muslim: 'prayers or duas', buddhist: 'chants or prayers' },
  // "No extra prayers or confessions" in each tradition's words: what is added to be safe.
  extras: { hindu: 'prayers, mantras or purifications', muslim: 'prayers or ablutions', jewish: 'prayers or checks', sikh: 'prayers or ablutions', christian: 'prayers or confessions', buddhist: 'chants or purifications' },
  worship: { hindu: 'the temple', muslim: 'the mosque', jewish: 'the synagogue', sikh: 'the gurdwara', christian: 'your church', buddhist: 'the temple' },
  service: { hindu: 'an aarti', muslim: 'a congregational prayer', jewish: 'a service', sikh: 'a diwan', christian: 'a service', buddhist: 'a chanting session' },
  sin: { hindu: 'impurity', buddhist: 'wrong' },
  sinned: { hindu: 'became impure', buddhist: 'did wrong' },
  cutoff: { hindu: 'the anger of God', muslim: 'being cut off from Allah', buddhist: 'bad karma that follows you' },
  feared: {},
  // The washing a rite asks for, by its own name where it has one.
  washfor: { hindu: 'Wash for puja', muslim: 'Make wudu', jewish: 'Wash for prayer', sikh: 'Wash for prayer', christian: 'Wash for prayer', buddhist: 'Wash for prayer' },
};
/** The slots filled from single words in the person's lists (KEYWORD_SLOTS' entries). */
type NamedSlot = 'person' | 'partner' | 'appliance' | 'lockable' | 'illness';

function readSlot(slot: KeywordSlot, readings: Readings, texts: readonly string[]): string | null {
  const mentioned = (pattern: RegExp) => texts.some((text) => pattern.test(text.toLowerCase()));
  switch (slot) {
    case 'target':
      return readings.harmTarget?.display ?? null;
    case 'coparent':
      return readings.coParent;
    case 'person':
      // Who the harm thought is about, not whoever is named first (issue 16: "sit close to your
      // partner" for a fear of smothering the baby).
      return readings.harmTarget?.display ?? null;
    case 'prayer':
      return readings.tradition ? (TRADITION_WORDS.prayer[readings.tradition] ?? null) : null;
    case 'worship':
      if (readings.tradition === 'hindu' && mentioned(/\bshrine\b/) && !mentioned(/\b(?:temple|mandir)\b/)) return 'your shrine';
      return readings.tradition ? (TRADITION_WORDS.worship[readings.tradition] ?? null) : null;
    case 'cutoff':
      if (readings.tradition === 'hindu' && mentioned(/\bgods\b/)) return 'the anger of the gods';
      return readings.tradition ? (TRADITION_WORDS.cutoff[readings.tradition] ?? null) : null;
    case 'feared': {
      // The identity the doubt fears, in the person's direction (issue 16: "maybe I am gay" for a
      // person afraid of being straight). Both ways, or neither: the library's wording.
      const { gay, straight, trans, notTrans, gayWord } = readings.orientation;
      if (straight && !gay) return 'straight';
      if (gay && !straight) return gayWord ?? 'gay';
      if (notTrans && !trans) return 'not really trans';
      if (trans && !notTrans) return 'trans';
      return null;
    }
    case 'prayers':
    case 'extras':
    case 'washfor':
    case 'service':
    case 'sin':
    case 'sinned':
      return readings.tradition ? (TRADITION_WORDS[slot][readings.tradition] ?? null) : null;
    default:
      return null;
  }
}

const COMPILED = Object.fromEntries(
  Object.entries(KEYWORD_SLOTS).map(([slot, entries]) => [
    slot,
    entries.map(([term, text]): [CompiledTerm, string] => [compileTerm(term), text]),
  ]),
) as Record<KeywordSlot, Array<[CompiledTerm, string]>>;

export function isKeywordSlot(name: string): name is KeywordSlot {
  return Object.hasOwn(KEYWORD_SLOTS, name);
}

const KIN = '(?:dad|daddy|mum|mummy|mom|mother|father|parent|wife|husband|partner|girlfriend|boyfriend|sister|brother|son|daughter|friend)';
const SELF_JUDGED = new RegExp(`\\b(?:(?:good|bad|terrible|awful|horrible|perfect|better|worse|proper|real|useless|rubbish|loving|normal) ${KIN}s?|(?:im|i am|i'm|being|be) (?:a|an) ${KIN})\\b`, 'gi');
/**
 * The person describing themselves ("telling myself im a good dad", "i'm a bad mum") names no one to spend
 * time with: a dad of theirs was set beside a fear about his kids ("Spend an hour with your dad", issue 16).
 */
function withoutSelfDescription(text: string): string {
  return text.replace(SELF_JUDGED, ' ');
}

/** What is locked, said with the locking: "did i lock the car", "checking the car is locked", "the back gate unlocked". */
const LOCKED_THING = /\b(?:(?:un)?lock(?:ed|ing|s)?|check\w*) (?:up )?(?:the |my |our |your )?([a-z]+(?: [a-z]+)?)|\b(?:the |my |our )?([a-z]+(?: [a-z]+)?) (?:is|was|are|were|being|left)? ?(?:un)?locked\b/gi;

/**
 * The thing the person locks, read from the words around the locking, so "did i lock the car" fills {lockable} with the
 * car, not with the front door that "door handles" elsewhere named (an eleventh clinician-minded review).
 */
function lockedThing(texts: readonly string[]): string | null {
  for (const text of texts) {
    if (!/\b(?:un)?lock/i.test(text)) continue;
    for (const match of text.toLowerCase().matchAll(LOCKED_THING)) {
      const tokens = tokenize(match[1] ?? match[2] ?? '');
      for (const [term, display] of COMPILED.lockable) {
        if (term.source !== 'lock' && containsAny(tokens, [term])) return display;
      }
    }
  }
  return null;
}

/** The first keyword of the slot found in the texts (in the order given), or null. */
export function findKeyword(slot: KeywordSlot, texts: readonly string[]): string | null {
  const readings = READINGS.get(texts);
  const read = readings ? readSlot(slot, readings, texts) : null;
  if (read) return read;
  if (slot === 'lockable') {
    const locked = lockedThing(texts);
    if (locked) return locked;
  }
  for (const text of texts) {
    const tokens = tokenize(slot === 'person' || slot === 'partner' ? withoutSelfDescription(text) : text);
    for (const [term, display] of COMPILED[slot]) {
      if (containsAny(tokens, [term])) return slot === 'person' || slot === 'partner' ? withName(display, texts) : display;
    }
  }
  return null;
}

/** Capitalised words that follow a relation without being a name: "my husband Said", "my wife I". */
const NOT_A_NAME = /^(?:I|I'm|Im|The|And|But|So|Or|If|When|Then|Is|Was|Has|Had|Does|Did|Says|Said|Thinks|Tells|Asks|Gets|Who|That|This|He|She|They|We|You|It|My|Our|Your|Not|Always|Never|Just|Still|Also)$/;

/**
 * The one the person named, by name where they gave it: "my husband Tom" → "your husband Tom", so a step says who it is
 * with (an eleventh clinician-minded review: "Tom, Pete, Jess, Suresh and Imran never named"). Only a capitalised word
 * right after the same relation is read as a name.
 */
function withName(display: string, texts: readonly string[]): string {
  const relation = /^your (\w+)$/.exec(display)?.[1];
  if (!relation) return display;
  for (const text of texts) {
    const named = new RegExp(String.raw`\bmy ${relation} ([A-Z][a-z]{1,14})\b`).exec(text);
    const name = named?.[1];
    if (name && !NOT_A_NAME.test(name)) return `${display} ${name}`;
  }
  return display;
}
