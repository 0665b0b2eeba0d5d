import type { SafetyNoteReason } from '@ladder/contracts';
import { instructionInText } from './instructions';
import { ACT_CATEGORIES } from './patterns';
import { ILLEGAL_OR_HARM_TO_OTHERS } from './patterns/harm-to-others';
import { actCategoryHits } from './rules';
import { prepareOwnWords, readsAsDoubt } from './text';

/**
 * The person's own obsessions, compulsions and triggers, as they type them ("making myself sick
 * after meals", "driving blindfolded around the car park", "Speed"): the reason one must never
 * become a "face it", "delay it" or "cut it down" step, or null (docs/clinical.md §12: a harmful behaviour typed as a compulsion, or a dangerous trigger, gets a short note
 * that it is one for a professional). Ordinary triggers and compulsions ("knives", "the stove",
 * "checking the locks", "touching raw chicken", "washing my hands") are the work and return null.
 */
export function harmfulListItem(text: string): SafetyNoteReason | null {
  const words = injuryHadNamed(overWashingCostRemoved(text));
  const prepared = prepareOwnWords(words);
  // A fear typed as an obsession ("I might stop taking my sertraline") is the obsession itself,
  // except for eating-disorder behaviours and intent to die.
  const doubt = readsAsDoubt(words);
  // Other people drinking ("drunk people on the train", a ninth clinician-minded review) is an emetophobe's or a harm
  // fear's trigger, never the person's own drinking: only the person's use is set aside (docs/clinical.md §12).
  const memory = pastUseInDoubt(words) || OTHERS_DRINKING.test(words);
  for (const category of ACT_CATEGORIES) {
    // Acts against others are read from how people name behaviours, below: an obsession's
    // "check I didn't want to hurt her" is not an instruction to hurt anyone.
    if (category === ILLEGAL_OR_HARM_TO_OTHERS || (doubt && !ALWAYS.has(category.category))) continue;
    if (memory && category.category === 'alcohol_or_drugs') continue;
    if (actCategoryHits(category, prepared)) return category.category;
  }
  const plain = prepared.plain.join(' ');
  for (const [reason, pattern] of LIST_ITEM_PATTERNS) {
    if (memory && reason === 'alcohol_or_drugs') continue;
    if (pattern.test(plain) && (!doubt || ALWAYS.has(reason))) return reason;
  }
  return instructionInText(text) ? 'instruction' : null;
}

/** Someone else drunk or drinking: "drunk people on the train", "my dad drinking", "drunks in the town centre". */
const OTHERS_DRINKING =
  /\b(?:drunk|drunken|tipsy|wasted) (?:people|person|men|women|lads|guys|girls|strangers|passengers|customers|fans|students|crowds?|teenagers|neighbours?)\b|\bdrunks\b|\b(?:people|someone|somebody|others|strangers|men|lads|guys|my (?:dad|mum|mom|father|mother|husband|wife|partner|flatmate|housemate|brother|sister|friends?)) (?:\w+ )?(?:drinking|being drunk|getting drunk|who (?:are|is) drunk)\b/i;

/** Drinking or drugs told in the past tense: "i was drunk", "we'd been drinking", "got high". */
const PAST_USE =
  /\b(?:i|we|he|she|they|everyone|every1)\s+(?:was|were|got|had been|'d been|d been|had got)\s+(?:\w+\s+)?(?:drunk|high|wasted|hammered|smashed|stoned|tipsy|drinking|off (?:my|our|their) face)\b/i;
/** The doubt that makes it an obsession: "maybe i did something", "cant remember", "what if". */
const DOUBT_ANYWHERE = /\b(?:maybe|might have|may have|could have|what if|did i|can'?t remember|cannot remember|don'?t remember|not sure|no memory|blacked out)\b/i;

/**
 * A memory inside an obsession ("at a party years ago i was drunk and maybe i did something") is the
 * real-event doubt itself, not current alcohol use: the doubt may come late in the sentence, so it is read
 * anywhere in it, but only beside use told in the past tense (issue 16, the fifth clinician-minded review,
 * cause 3: the real-event theme was set aside as alcohol use). Present use ("drinking every night") still is.
 */
export function pastUseInDoubt(text: string): boolean {
  const plain = text.replace(/[’‘`]/g, "'");
  return PAST_USE.test(plain) && DOUBT_ANYWHERE.test(plain);
}

/**
 * Skin cracked or bleeding from washing is the cost of a contamination compulsion, not self-injury
 * ("scrubbing my hands with a nail brush until they crack and bleed"): cutting down the washing is
 * ordinary ERP, so the consequence is not read as self-harm.
 */
function overWashingCostRemoved(text: string): string {
  return /\b(?:wash|scrub|clean|shower|bath|rins|saniti|disinfect|bleach|soap)\w*/i.test(text) ? text.replace(/\buntil\b.*$/is, '') : text;
}

/**
 * A cut or a scratch one has, in the person's list ("Paper cuts or hangnails on my own hands", "a cut on my finger"), is a
 * contamination fear's way in, not a way of hurting oneself (an eleventh clinician-minded review, issue 16: a nurse's
 * trigger was set aside as self-harm). Only the list is read so: a generated step with "a small cut on your hand" is
 * still stopped by the item filter, since touching a bin with an open cut is a real risk (docs/clinical.md §10).
 */
function injuryHadNamed(text: string): string {
  // Never one made or given: "making a small cut on my arm", "give myself a little scratch" are acts.
  return text.replace(
    /(?<!\b(?:mak\w*|made|giv\w*|gave|do|does|doing|did|put\w*|inflict\w*|leav\w*|left)(?: (?:myself|yourself|me))?(?: (?:a|an|some|any))?(?: (?:little|small|tiny|minor))? )\b(?:paper|a|an|any|little|small|tiny|minor|shaving) (?:cuts?|scratch(?:es)?|grazes?|nicks?)\b/gi,
    'wounds',
  );
}

/** Reasons that stand however the words are framed: a fear of gaining weight is part of an eating-disorder picture. */
const ALWAYS = new Set<SafetyNoteReason>(['eating_disorder', 'self_harm']);

/** Bare nouns and habits as people list them, beyond what the exposure patterns read. */
const LIST_ITEM_PATTERNS: ReadonlyArray<readonly [SafetyNoteReason, RegExp]> = [
  ['self_harm', /^(?:self-?harm\w*|cutting|burning|scratching|hitting|head-?banging|picking)(?: (?:myself|again|at night|when \w+))?$|\b(?:autolesion\w*|cortarme|automutila\w*|scarifi\w*|ritzen|selbstverletz\w*)\b/],
  [
    'eating_disorder',
    // In English, and the core words in Spanish, Portuguese, French and German. A fear of vomiting is not here: it is emetophobia.
    /^(?:the )?(?:bathroom )?scales?$|^(?:my |the )?weight$|\bfeel\w* (?:huge|fat|enormous|massive|disgusting) after eat\w*|\b(?:get\w*|becom\w*|being|look\w*|feel\w*) fat\b|\b(?:gain\w*|put\w* on) weight\b|\bweigh(?:s|ing)? (?:myself|yourself|me|my food|food|portions|everything)\b|\bweighing scales?\b|\bpurg(?:e|es|ed|ing)\b|^binge?ing$|\bbinge?[- ]?eat\w*|\bcalor\w*|\bkalorien\b|\bengord\w*|\bgrossir\b|\bzunehmen\b|\b(?:vomit\w*|vomir|erbrechen|kotzen) (?:\w+ ){0,2}?(?:after|depois|despues|apres|nach)\b|\bayun\w*|\bjejum\w*|\bjeuner\b|\b(?:pesar(?:me)?|me pesar|peser|wiegen)\b|\b(?:saltar\w*|pular) (?:\w+ )?(?:comidas?|refei\w*)|\bsauter (?:des |les )?repas\b|\bmahlzeiten (?:auslassen|ausfallen lassen)\b|\blaxantes?\b|\blaxatifs?\b|\babf[uü]hrmittel\b/,
  ],
  ['alcohol_or_drugs', /^(?:drinking|drink|booze|alcohol|speed|getting high|getting drunk)(?: (?:too much|a lot|every (?:night|day|evening)|at night|heavily|alone|again))?$|\b(?:drinking|drink) (?:alcohol|beer|wine|spirits|vodka)\b/],
  ['risky_driving', /^(?:speeding|driving fast|going fast|fast driving)$|\bdriv\w* (?:too )?fast\b/],
  ['heights_or_traffic', /\b(?:balcony|bridge|roof) (?:railings?|edges?|ledges?|parapets?)\b|\b(?:railings?|ledges?|edges?) (?:on|of) (?:a |the )?(?:balcony|bridge|roof|cliff)\b|\bleaning over\b|\bplatform edges?\b|\bcliff edges?\b|\brooftops?\b/],
  ['personal_safety', /\b(?:leav\w*|keep\w*) (?:the |my )?(?:front |back )?(?:door|doors|windows?) (?:unlocked|open)\b/],
  [
    // Only acts that are never an obsession's content: "stabbing my wife" typed as an obsession is
    // the intrusive thought itself (docs/clinical.md §15: writing "I might kill my wife" is the work).
    'illegal_or_harm_to_others',
    /^(?:stealing|shoplifting|vandalism|fare dodging)$|\b(?:stealing|shoplifting|nicking|taking things) (?:from|without|in)\b|\bwithout paying\b/,
  ],
];
