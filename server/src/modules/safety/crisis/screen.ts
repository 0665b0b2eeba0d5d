import { screeningForm, writeOutContractions } from '../screening/normalise';
import { BURDEN, EXPLICIT, HOPELESSNESS, IMAGERY, IMPULSE_ACTS, MEANS_AND_INTENT, NOT_WANTING_TO_LIVE, OVERDOSE_ACTS, PASSIVE_DEATH, SELF_HARM_ACTS, WISHES } from './english';
import { conceptHit, type ConceptHit } from './concepts';
import { ACCIDENT, BARE_RUMINATION, DOSE_ROUTINE, INTENT, RITUAL, WANTS_TO_LIVE, inFearFrame, lookAlikeFrame, relationshipDoubtEndIt, SOMEONE_ELSE, negatedBefore, withoutIdioms } from './framing';
import { CRISIS_MODEL, crisisScore, modelCanRead } from './model';
import { OTHER_LANGUAGES } from './other-languages';

/**
 * The crisis screen (docs/clinical.md §16; docs/decisions/017-crisis-screen.md). It reads
 * typed words, one sentence at a time, and answers:
 * - crisis: the words speak of ending one's life or hurting oneself (wishes, passive wishes, burden,
 *   hopelessness, means and plans, self-harm, history with ideation, in any spelling and in six
 *   languages). The person gets the calm crisis screen, never an exposure built from them.
 * - ambiguous: a horrifying intrusive thought about killing or hurting oneself ("what if I kill
 *   myself", "intrusive thoughts of cutting myself"), with no wish, plan or intent. The person is
 *   asked, not refused.
 * - clear: everything else, including the obsessions ERP works on: intrusive thoughts of harming
 *   others, impulse phobias, fears of dying of an illness, panic, magical thinking, accident fears,
 *   idioms and negations.
 * It is a screen on words, not monitoring or a risk assessment: it can miss, and the crisis link on
 * every page is there whatever it says.
 */
export type CrisisVerdict = 'crisis' | 'ambiguous' | 'clear';

export type CrisisCategory =
  | 'explicit'
  | 'wish'
  | 'not_wanting_to_live'
  | 'passive'
  | 'burden'
  | 'hopelessness'
  | 'means_or_intent'
  | 'self_harm'
  | 'other_language'
  /** Found by the crisis model, not by a phrase list. */
  | 'model';

export interface CrisisScreenResult {
  verdict: CrisisVerdict;
  category?: CrisisCategory;
}

const CLEAR: CrisisScreenResult = { verdict: 'clear' };

/** "I feel suicidal", "been suicidal all week": a state, whatever frame it comes in. */
const OWN_SUICIDAL_STATE =
  /\bi (?:\S+ )?(?:feel|am|was|have been|been|get|getting|feeling|felt|keep feeling) (?:so |really |very |pretty |kind of |kinda |a bit |quite |properly |super |extremely )?suicidal\b|\bsuicidal (?:thoughts|feelings|urges) (?:again|are back|back|every (?:day|night)|all (?:day|night|week|weekend)|today|tonight|lately|stronger|getting worse|will not stop|constantly)\b/;

const DOUBT_BEFORE_STATE = /\b(?:what if|afraid|scared|terrified|worried|worry|fear|fears|doubt|deep down|secretly|actually|really|mean|means|meaning|whether|if|make sure|prove|check\w*)\b(?: \S+){0,4}\s*$/;

const CONCEPT_CATEGORY: Record<ConceptHit, CrisisCategory> = {
  own_death: 'passive',
  means: 'means_or_intent',
  burden: 'burden',
  hopelessness: 'hopelessness',
  farewell: 'means_or_intent',
  self_injury: 'self_harm',
  plan: 'means_or_intent',
};

/** "What if I (secretly) want to…", "afraid that I might wish…", "do intrusive thoughts mean you secretly want to…" (the question asked of anyone): a doubt, the core of OCD. */
const DOUBT_BEFORE = /\b(?:what if|afraid|scared|terrified|worried|worry|worries|fear|fears|doubt|doubts|obsess\w*|thoughts? that|thought that|what would happen if|analys\w*|whether|does (?:that|it|this) mean|means?(?: that)?)\b(?: that)?(?: (?:deep down|secretly|actually|really|somehow|maybe|perhaps|part of me|somewhere))* (?:that )?(?:i|you|people|someone|anyone|they) (?:\S+ ){0,5}$/;
const HIDDEN_WISH_DOUBT = /\b(?:secretly|deep down|subconsciously|unconsciously)\b/;
const THOUGHT_OF_ACT =
  /\b(?:what if|afraid|scared|terrified|fear\w*|worr\w*|thoughts?|images?|urges?|picture\w*|imagin\w*|might|could|will|would|going to|gonna|flash\w*|visions?|of|about|keep seeing|see myself|lose control)\b(?: \S+){0,6} ?$/;
const IMAGINED = /\b(?:intrusive|imagine|imagining|picture|picturing|images?|visions?|flash(?:es)?|urges?|part of me|my own idea|means it)\b/;
const ON_PURPOSE = /\b(?:on purpose|deliberately|intentionally|mean to|meant to)\b/;
const DOUBTED_WISH = /\b(?:what if|afraid|scared|terrified|worried|worry|worries|fear|fears|doubt|doubts)\b(?: \S+){0,3}? (?:that )?i (?:\S+ ){0,3}?(?:want|wish)\w*/g;

/** Washing and scrubbing until the skin bleeds is a washing compulsion, not self-harm. */
const WASHING = /\b(?:wash\w*|scrub\w*|clean\w*|disinfect\w*|saniti[sz]\w*|bleach\w*|soap\w*|hand gel|rinse\w*)\b/;
const BLEEDING = /^(?:until|till|til|so|to make|make myself|draw|drawing|drew)\b/;

function washingUntilItBleeds(sentence: string, index: number): boolean {
  return BLEEDING.test(sentence.slice(index)) && WASHING.test(sentence);
}

function firstHit(patterns: RegExp[], sentence: string, accept: (index: number) => boolean): number | null {
  for (const pattern of patterns) {
    const global = globalOf(pattern);
    global.lastIndex = 0;
    for (const match of sentence.matchAll(global)) {
      if (accept(match.index)) return match.index;
    }
  }
  return null;
}

const globals = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

function screenEnglishSentence(raw: string, textFear: boolean, textWantsToLive: boolean, textRelationship = false): CrisisScreenResult {
  const sentence = withoutIdioms(raw);
  const notNegated = (index: number) => !negatedBefore(sentence, index);
  const fear = textFear || inFearFrame(sentence);
  const intent = INTENT.test(sentence.replace(DOUBTED_WISH, ' '));

  // "…to make sure I don't secretly want to die": checking for a hidden wish is the doubt itself.
  // "the thought 'you should just die'": a voice the person hears, asked about like an image.
  // "Should I end it? We've been together 6 years and I keep comparing him to my ex": the relationship is the "it"
  // (framing.ts relationshipDoubtEndIt), so that ending, asked as a doubt, is not read as the wish.
  const relationshipEnd = (index: number) => textRelationship && /^(?:\S+ ){0,3}?end (?:it|things)\b(?! all)/.test(sentence.slice(index));
  const wish = firstHit(WISHES, sentence, (index) => notNegated(index) && !relationshipEnd(index) && !/\byou (?:\S+ )?$/.test(sentence.slice(Math.max(0, index - 12), index)));
  if (wish === null && firstHit(WISHES, sentence, () => true) !== null && HIDDEN_WISH_DOUBT.test(sentence)) return { verdict: 'ambiguous', category: 'wish' };
  if (wish !== null) {
    const doubted = DOUBT_BEFORE.test(sentence.slice(Math.max(0, wish - 50), wish));
    return doubted ? { verdict: 'ambiguous', category: 'wish' } : { verdict: 'crisis', category: 'wish' };
  }
  if (firstHit(NOT_WANTING_TO_LIVE, sentence, () => true) !== null) return { verdict: 'crisis', category: 'not_wanting_to_live' };
  if (firstHit(BURDEN, sentence, notNegated) !== null) return { verdict: 'crisis', category: 'burden' };
  if (firstHit(HOPELESSNESS, sentence, notNegated) !== null) return { verdict: 'crisis', category: 'hopelessness' };
  // A goodbye said "again and again until it feels right" is a just-right ritual, not a farewell.
  const ritualGoodbye = (index: number) => RITUAL.test(sentence) && /\b(?:good)?byes?\b/.test(sentence.slice(index, index + 40));
  if (firstHit(MEANS_AND_INTENT, sentence, (index) => notNegated(index) && !ritualGoodbye(index)) !== null) return { verdict: 'crisis', category: 'means_or_intent' };

  const state = firstHit([OWN_SUICIDAL_STATE], sentence, notNegated);
  if (state !== null && !DOUBT_BEFORE_STATE.test(sentence.slice(Math.max(0, state - 40), state))) return { verdict: 'crisis', category: 'explicit' };
  const concept = conceptHit(sentence, (index) => negatedBefore(sentence, index));
  if (concept && !(concept === 'farewell' && RITUAL.test(sentence) && /\b(?:good)?byes?\b/.test(sentence))) {
    const feared = fear && !intent;
    if (!feared || concept === 'burden' || concept === 'hopelessness' || concept === 'farewell') return { verdict: 'crisis', category: CONCEPT_CATEGORY[concept] };
    if (concept !== 'own_death') return { verdict: 'ambiguous', category: CONCEPT_CATEGORY[concept] };
  }

  // Impulse phobias ("what if I jump in front of the train") and fears of dying in one's sleep are
  // the obsession itself when feared; said plainly, they are a plan or a passive wish.
  if (firstHit(IMPULSE_ACTS, sentence, notNegated) !== null) {
    if (!fear || intent) return { verdict: 'crisis', category: 'means_or_intent' };
    // "What if I jump" is an impulse phobia (docs/clinical.md §17: not a crisis); an image or an intrusive
    // thought of doing it, or "on purpose", is the thought the crisis question is for.
    if (ON_PURPOSE.test(sentence) || IMAGINED.test(sentence)) return { verdict: 'ambiguous', category: 'means_or_intent' };
  }
  if (firstHit(PASSIVE_DEATH, sentence, notNegated) !== null && (!fear || intent)) return { verdict: 'crisis', category: 'passive' };

  // Poisoning oneself is nearly always a contamination fear; only a wish or plan makes it a crisis.
  if (/\bpoison(?:s|ed|ing)? myself\b/.test(sentence) && intent && !negatedBefore(sentence, sentence.search(/\bpoison/))) return { verdict: 'crisis', category: 'explicit' };
  if (HIDDEN_WISH_DOUBT.test(sentence) && firstHit([...EXPLICIT, OWN_SUICIDAL_STATE], sentence, () => true) !== null) return { verdict: 'ambiguous', category: 'explicit' };
  const accident = ACCIDENT.test(sentence) && !intent;
  const explicit = firstHit(EXPLICIT, sentence, (index) => notNegated(index) && !aboutSomeoneElse(sentence, index));
  if (explicit !== null && !accident) {
    return fear && !intent ? { verdict: 'ambiguous', category: 'explicit' } : { verdict: 'crisis', category: 'explicit' };
  }
  const selfHarm = firstHit(SELF_HARM_ACTS, sentence, (index) => notNegated(index) && !washingUntilItBleeds(sentence, index));
  if (selfHarm !== null && (!accident || IMAGINED.test(sentence))) {
    // "I hit myself when I get an intrusive thought" is the act itself, whatever frames it; "what
    // if I stab myself", "an image of cutting my throat" are the thought the question is for.
    const thought = THOUGHT_OF_ACT.test(sentence.slice(Math.max(0, selfHarm - 40), selfHarm));
    return fear && !intent && thought ? { verdict: 'ambiguous', category: 'self_harm' } : { verdict: 'crisis', category: 'self_harm' };
  }
  // Taking a whole supply (english.ts OVERDOSE_ACTS): "what if I just took them all" is asked about, "I'm going to
  // take them all" is a crisis. "Before I take them all every morning" is a routine, left to the model as before.
  const overdose = firstHit(OVERDOSE_ACTS, sentence, notNegated);
  const routine = !fear && DOSE_ROUTINE.test(sentence) && /\b(?:pills?|tablets?|meds|medicines?|medication|capsules?|doses?)\b/.test(sentence) && !intent && !/\b(?:will|going to|gonna|about to|want|wanna|plan\w*)\b/.test(sentence) && !/\b(?:the lot|the whole|everything in)\b/.test(sentence);
  if (overdose !== null && !routine) {
    return fear && !intent ? { verdict: 'ambiguous', category: 'means_or_intent' } : { verdict: 'crisis', category: 'means_or_intent' };
  }
  if (firstHit(IMAGERY, sentence, notNegated) !== null) {
    if (intent) return { verdict: 'crisis', category: 'explicit' };
    // "'what if I jump' … I don't want to die at all": an impulse phobia that says so.
    const impulse = /'what if i (?:jump|jumped)\b/.test(sentence);
    return impulse && (textWantsToLive || WANTS_TO_LIVE.test(sentence)) && !/\b(?:part of me|means it|secretly)\b/.test(sentence) ? CLEAR : { verdict: 'ambiguous', category: 'explicit' };
  }
  if (/\bsecretly want(?:s|ed)? to\b/.test(sentence) && fear) return { verdict: 'ambiguous', category: 'wish' };
  return CLEAR;
}

/** "suicide" in a story about someone else (an uncle who died by suicide, a news item) is not about the person. */
const OWN_SUICIDE =
  /\bsuicidal\b|\bi (?:\S+ )?(?:want|will|might|could|am going to|plan|planned|thought about|think about|thinking about|considered|considering|keep thinking about|attempted|tried|would) (?:to )?(?:commit |attempt )?suicide\b|\bmy (?:own )?suicide\b|\bsuicide (?:is|seems|feels like) (?:the|my) (?:only|best)\b/;
const SOMEONE_ELSES_SUICIDE =
  /\b(?:my|his|her|their|a|the) (?:\w+ )?(?:sister|brother|mum|mom|dad|mother|father|friend|cousin|uncle|aunt|son|daughter|partner|wife|husband|colleague|classmate|neighbou?r|student|patient|client|man|woman|boy|girl|teenager|kid) (?:who )?(?:attempted|tried|committed|died by) suicide\b|\b(?:died|dies|death|lost (?:him|her|them|my \w+)|killed (?:himself|herself|themselves)) (?:by|to|from|of|through) suicide\b|\bsuicide (?:bomb\w*|squad|prevention|awareness|hotline|helpline|rates?|statistics|attack\w*|pact in the|scene in)\b|\b(?:his|her|their|\w+'s) suicide\b/;

function aboutSomeoneElse(sentence: string, index: number): boolean {
  if (!/^suicid/.test(sentence.slice(index))) return false;
  if (OWN_SUICIDE.test(sentence)) return false;
  return SOMEONE_ELSES_SUICIDE.test(sentence) || SOMEONE_ELSE.test(sentence);
}

function screenOtherLanguages(sentence: string, textFear: boolean): CrisisScreenResult {
  // The fear frame is read in every language at once: the words of one language are often
  // corrected or shared with another ("intrusivos", "pensamentos").
  const fear = textFear || inFearFrame(sentence) || Object.values(OTHER_LANGUAGES).some((language) => language.fearFrame.test(sentence));
  // A negation in any of the languages counts: "não" is not Spanish, but "me matar" is both.
  const notNegated = (index: number) =>
    !Object.values(OTHER_LANGUAGES).some((language) => language.negation.test(sentence.slice(Math.max(0, index - 40), index)));
  for (const language of Object.values(OTHER_LANGUAGES)) {
    if (firstHit(language.crisis, sentence, notNegated) !== null || firstHit(language.explicit, sentence, notNegated) !== null) {
      return fear ? { verdict: 'ambiguous', category: 'other_language' } : { verdict: 'crisis', category: 'other_language' };
    }
  }
  return CLEAR;
}

/**
 * Sentences, and the clauses joined by a dash or a line break. A fragment of one or two words
 * ("Permanently.", "Sunday.") belongs to the sentence before it.
 */
function sentencesOf(text: string): string[] {
  const parts = text
    .split(/[.!?;\n]+|\s[-–]\s|\s{2,}/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const sentences: string[] = [];
  for (const part of parts) {
    if (sentences.length > 0 && part.split(' ').length <= 2) sentences[sentences.length - 1] += ` ${part}`;
    else sentences.push(part);
  }
  // A short text of short sentences is read together too ("I'm so done. with everything. with
  // existing."); longer texts are not, so words of unrelated sentences never meet.
  const joined = parts.join(' ');
  if (parts.length > 1 && parts.length <= 6 && joined.length <= 300) sentences.push(joined);
  return sentences;
}

const RANK: Record<CrisisVerdict, number> = { clear: 0, ambiguous: 1, crisis: 2 };

export interface CrisisModelSeam {
  score: (text: string) => number;
  threshold: number;
  /** Whether the model knows enough of the words to be read at all. */
  canRead: (text: string) => boolean;
}
const COMMITTED_MODEL: CrisisModelSeam = { score: crisisScore, threshold: CRISIS_MODEL.threshold, canRead: (text) => modelCanRead(text) };

/**
 * What the screen makes of one text: the most serious of its sentences by the phrase lists, then the
 * crisis model on what the lists left clear, unless a look-alike frame explains the words (the
 * model adds to the lists, it never overrules them). `model` is a seam for the training bench.
 */
export function screenForCrisis(text: string, model: CrisisModelSeam = COMMITTED_MODEL): CrisisScreenResult {
  const form = screeningForm(text);
  // In a short text, the fear frame of one sentence frames the next ("Images of hanging myself
  // flash into my head. Does this mean I'm suicidal?").
  const short = form.length <= 300;
  const whole = withoutIdioms(writeOutContractions(form));
  const textFear = short && inFearFrame(whole);
  const textWantsToLive = short && WANTS_TO_LIVE.test(whole);
  const textRelationship = short && relationshipDoubtEndIt(whole);
  let result = CLEAR;
  const sentences = sentencesOf(form);
  for (const sentence of sentences) {
    const english = screenEnglishSentence(writeOutContractions(sentence), textFear, textWantsToLive, textRelationship);
    const other = english.verdict === 'crisis' ? english : screenOtherLanguages(sentence, textFear);
    const verdict = RANK[other.verdict] > RANK[english.verdict] ? other : english;
    if (RANK[verdict.verdict] > RANK[result.verdict]) result = verdict;
    if (result.verdict === 'crisis') return result;
  }
  if (result.verdict !== 'clear' || (short && lookAlikeFrame(whole))) return result;
  // Long texts are read a sentence at a time: the model learned from short ones.
  const parts = short ? [text] : sentences.filter((sentence) => !lookAlikeFrame(withoutIdioms(writeOutContractions(sentence))));
  const fired = parts.filter((part) => model.canRead(part) && model.score(part) > model.threshold);
  if (fired.length === 0) return result;
  // "thinking about it all night" and nothing else: asked about, not refused (framing.ts BARE_RUMINATION).
  const bare = (part: string) => BARE_RUMINATION.test(withoutIdioms(writeOutContractions(screeningForm(part))).trim().replace(/[.!,]+$/, ''));
  return fired.every(bare) ? { verdict: 'ambiguous', category: 'model' } : { verdict: 'crisis', category: 'model' };
}

/** The texts the screen reads as a crisis, and those it would ask about. */
export function screenTexts(texts: readonly string[]): { crisis: string[]; ambiguous: string[] } {
  const crisis: string[] = [];
  const ambiguous: string[] = [];
  for (const text of texts) {
    const { verdict } = screenForCrisis(text);
    if (verdict === 'crisis') crisis.push(text);
    else if (verdict === 'ambiguous') ambiguous.push(text);
  }
  return { crisis, ambiguous };
}

/**
 * Written free text (a journal entry, a session's notes) is saved whatever it says; when it reads as
 * a crisis, or as the intrusive thought the crisis question asks about, the answer also offers
 * crisis resources. Nothing is stored about it and nobody is told (docs/decisions/017-crisis-screen.md).
 */
export function offersCrisisResources(...texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((text) => typeof text === 'string' && text.trim() !== '' && screenForCrisis(text).verdict !== 'clear');
}
