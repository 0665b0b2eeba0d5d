import type { GenerationInput } from '../types';
import { BODY_SENSATIONS, CHILD_CONTACT, CHILDREN, MEDICAL_CARE, SELF_HARM_MEANS, SELF_HARM_WORDING, SEXUAL_THOUGHTS } from './library/cues';
import { hash32 } from './hash';
import { registerReadings } from './keywords';
import { readingFact, readPerson, readsFaithDisrespect, type Readings } from './reading';
import { holdsSlur } from './slurs';
import { cleanPhrase } from './phrasing';
import { SELF_HARM_THEME, THEME_IDS, type LibraryTheme, type ThemeId } from './theme-ids';
import { MAX_THEMES, rankThemes, scorePhrases, type PhraseScores, type ThemeMatch } from './themes';
import { compileTerm, containsAny, tokenize, type CompiledTerm, type Token } from './text';

/** One of the person's own phrases, cleaned, with its tokens for slot matching. */
export interface OwnPhrase {
  original: string;
  cleaned: string;
  tokens: Token[];
}

interface PhrasePools {
  obsessions: OwnPhrase[];
  compulsions: OwnPhrase[];
  triggers: OwnPhrase[];
}

/** What the engine knows about the person for one generation. */
export interface Person {
  input: GenerationInput;
  seed: number;
  themes: ThemeMatch[];
  /** All their words, for template cues. */
  tokens: Token[];
  /** Their phrases sorted to the theme each fits best. */
  pools: Map<LibraryTheme, PhrasePools>;
  /** All obsessions, triggers and compulsions in that order, for keyword slots. */
  allTexts: string[];
  /** Who the fear is about, which way a doubt runs, which faith: read from whole phrases (reading.ts). */
  readings: Readings;
  /**
   * Children and sexual wording in their lists: the POCD picture, whose library alone writes imaginal steps for them
   * (docs/clinical.md §11).
   */
  childAndSexual: boolean;
}

const compile = (terms: readonly string[]): CompiledTerm[] => terms.map((term) => compileTerm(term));
const CHILD_TERMS = compile(CHILDREN);
const CHILD_CONTACT_TERMS = compile(CHILD_CONTACT);
const SELF_HARM_MEANS_TERMS = compile(SELF_HARM_MEANS);
const SEXUAL_TERMS = compile(SEXUAL_THOUGHTS);
const MEDICAL_CARE_TERMS = compile(MEDICAL_CARE);
const BODY_SENSATION_TERMS = compile(BODY_SENSATIONS);
const SELF_HARM_WORDING_TERMS = compile(SELF_HARM_WORDING);

function ownSituationForSelfHarm(tokens: Token[]): boolean {
  return !containsAny(tokens, SELF_HARM_MEANS_TERMS) && !containsAny(tokens, SELF_HARM_WORDING_TERMS);
}
const cueCache = new WeakMap<readonly string[], CompiledTerm[]>();

/** Whether any word of the list occurs in the person's words. */
export function mentions(person: Person, terms: readonly string[]): boolean {
  // A reading cue (reading.ts) holds when the reading does; it is never matched as words.
  if (terms.some((term) => person.readings.facts.has(readingFact(term) ?? ''))) return true;
  let compiled = cueCache.get(terms);
  if (!compiled) {
    compiled = compile(terms.filter((term) => readingFact(term) === null));
    cueCache.set(terms, compiled);
  }
  return containsAny(person.tokens, compiled);
}

function emptyPools(): PhrasePools {
  return { obsessions: [], compulsions: [], triggers: [] };
}

/**
 * Sorts each phrase to the matched theme it fits best; a phrase that fits none of them goes to the
 * theme only when there is one, and every phrase also goes to the generic pool.
 */
function sortPhrases(phrases: readonly PhraseScores[], themes: ThemeMatch[], words: { sexual: boolean; children: boolean; selfHarmFear: boolean; medicalCare: boolean }): Map<LibraryTheme, PhrasePools> {
  const pools = new Map<LibraryTheme, PhrasePools>([['general', emptyPools()]]);
  for (const match of themes) pools.set(match.theme, emptyPools());
  const matched = new Set<ThemeId>(themes.map((match) => match.theme));
  for (const { field, text, scores } of phrases) {
    const cleaned = cleanPhrase(text);
    if (cleaned === '') continue;
    const tokens = tokenize(cleaned);
    const namesChildren = containsAny(tokens, CHILD_TERMS);
    // Minors and sexual wording never meet in an item (docs/clinical.md §11): with
    // children in the picture no sexual phrase of theirs is used at all, and with sexual thoughts in
    // the picture a phrase naming children is used only by the POCD library, whose steps are
    // non-sexual everyday life (the school run, a family party), never by any other.
    if (words.children && containsAny(tokens, SEXUAL_TERMS)) continue;
    if (words.selfHarmFear && containsAny(tokens, SELF_HARM_MEANS_TERMS)) continue;
    if (holdsSlur(tokens)) continue;
    // With a condition the person looks after (diabetes, epilepsy, asthma...), a bodily sensation may
    // be a real warning sign: never a trigger to seek out or stay with (docs/clinical.md §9).
    if (words.medicalCare && field === 'triggers' && containsAny(tokens, BODY_SENSATION_TERMS)) continue;
    if (namesChildren && (words.sexual || matched.has('pocd')) && containsAny(tokens, CHILD_CONTACT_TERMS)) continue;
    const childrenOnlyForPocd = words.sexual && namesChildren;
    if (childrenOnlyForPocd && !matched.has('pocd')) continue;
    const phrase: OwnPhrase = { original: text, cleaned, tokens };
    if (!childrenOnlyForPocd) pools.get('general')?.[field].push(phrase);
    const best = [...scores].filter(([theme]) => matched.has(theme)).sort((a, b) => b[1].score - a[1].score)[0]?.[0];
    // A phrase that fits none of several themes goes with the theme whose phrases share a telling
    // word with it ("the weights and benches at the gym" beside "sweat on the gym machines"), else it
    // stays with the generic library: "deadlines" is not a health trigger because health is the
    // strongest theme (issue 16, two clinician's reviews).
    const home = childrenOnlyForPocd ? 'pocd' : (best ?? (themes.length === 1 ? themes[0]?.theme : sharedHome(tokens, phrases, matched)));
    // The self-harm library never quotes the person's thoughts or rituals (their words may name a
    // method). Only a trigger that names no means, no harm and no kitchen may fill its one
    // "take it back" step ("being home alone in the evening"; issue 16, a clinician's review).
    if (words.selfHarmFear && field === 'triggers' && ownSituationForSelfHarm(tokens)) pools.get(SELF_HARM_THEME)?.triggers.push(phrase);
    if (home && home !== SELF_HARM_THEME) pools.get(home)?.[field].push(phrase);
  }
  return pools;
}

/** Words too common to tie a phrase to a theme ("after", "when", "home"). */
const COMMON_STEMS = new Set([
  'when', 'with', 'that', 'this', 'then', 'after', 'home', 'time', 'from', 'into', 'over', 'what', 'there', 'them', 'they',
  'your', 'about', 'some', 'thing', 'again', 'everi', 'onli', 'the', 'and', 'for', 'she', 'her', 'him', 'his', 'out', 'you',
  'was', 'but', 'not', 'all', 'ani', 'can', 'did', 'get', 'got', 'has', 'had', 'how', 'its', 'may', 'now', 'one', 'our',
  'own', 'too', 'two', 'way', 'who', 'whi', 'are', 'day', 'dont', 'cant', 'ill', 'him', 'off', 'back', 'keep', 'make',
]);

function tellingStems(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.raw.length >= 3 && !COMMON_STEMS.has(token.stem)).map((token) => token.stem));
}

/** The matched theme whose own phrases share most telling words with an unscored phrase, if any. */
function sharedHome(tokens: readonly Token[], phrases: readonly PhraseScores[], matched: Set<ThemeId>): ThemeId | undefined {
  const own = tellingStems(tokens);
  const shared = new Map<ThemeId, number>();
  for (const other of phrases) {
    const best = [...other.scores].filter(([theme]) => matched.has(theme)).sort((a, b) => b[1].score - a[1].score)[0]?.[0];
    if (!best) continue;
    const count = [...tellingStems(tokenize(other.text))].filter((stem) => own.has(stem)).length;
    if (count) shared.set(best, (shared.get(best) ?? 0) + count);
  }
  const ranked = [...shared].sort((a, b) => b[1] - a[1]);
  // A tie between themes says nothing about where the phrase belongs.
  if (ranked.length === 0 || (ranked[1] && ranked[1][1] === ranked[0]?.[1])) return undefined;
  return ranked[0]?.[0];
}

/**
 * The themes to build for: the ones the person confirmed (docs/clinical.md §8: the
 * person confirms their themes), strongest in their words first, or the detected ones when they
 * have not confirmed any. An empty confirmation ("none of these") builds the generic ladder around
 * their words.
 */
function chosenThemes(input: GenerationInput, phrases: readonly PhraseScores[]): ThemeMatch[] {
  const detected = rankThemes(phrases);
  // A fear of disrespect or sin within a tradition is scrupulosity: its washing before scripture or prayer is no
  // contamination theme unless germs are named (reading.ts readsFaithDisrespect; issue 16, seventh review, cause 3).
  if (!input.confirmedThemes) {
    const faith = readsFaithDisrespect([...input.obsessions, ...input.compulsions, ...input.triggers]);
    return faith && detected.some((match) => match.theme === 'scrupulosity') ? detected.filter((match) => match.theme !== 'contamination') : detected;
  }
  const known = new Set<string>(THEME_IDS.filter((id) => id !== SELF_HARM_THEME || input.selfHarmFear === true));
  const confirmed = [...new Set(input.confirmedThemes)].filter((id): id is ThemeId => known.has(id));
  const scores = rankThemes(phrases, { all: true });
  return confirmed
    .map((theme) => scores.find((match) => match.theme === theme) ?? { theme, score: 0, terms: [] })
    .sort((a, b) => b.score - a.score || confirmed.indexOf(a.theme) - confirmed.indexOf(b.theme))
    .slice(0, MAX_THEMES)
    // A theme confirmed without a word for it still gets its share of the ladder.
    .map((match) => ({ ...match, score: Math.max(match.score, 1) }));
}

export function describePerson(input: GenerationInput): Person {
  const phrases = scorePhrases(input);
  const themes = chosenThemes(input, phrases);
  const allTexts = [...input.obsessions, ...input.triggers, ...input.compulsions];
  const tokens = allTexts.flatMap((text) => tokenize(text));
  const words = { sexual: containsAny(tokens, SEXUAL_TERMS), children: containsAny(tokens, CHILD_TERMS), selfHarmFear: input.selfHarmFear === true, medicalCare: containsAny(tokens, MEDICAL_CARE_TERMS) };
  const seed = hash32(JSON.stringify([input.obsessions, input.compulsions, input.triggers, input.ybocs?.severity ?? null]));
  const readings = readPerson(input);
  registerReadings(allTexts, readings);
  return { input, seed, themes, tokens, pools: sortPhrases(phrases, themes, words), allTexts, readings, childAndSexual: words.sexual && words.children };
}
