import type { GenerationInput } from '../types';
import { CHILDREN, SEXUAL_THOUGHTS } from './library/cues';
import { hash32 } from './hash';
import { cleanPhrase } from './phrasing';
import { THEME_IDS, type LibraryTheme, type ThemeId } from './theme-ids';
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
}

const compile = (terms: readonly string[]): CompiledTerm[] => terms.map((term) => compileTerm(term));
const CHILD_TERMS = compile(CHILDREN);
const SEXUAL_TERMS = compile(SEXUAL_THOUGHTS);
const cueCache = new WeakMap<readonly string[], CompiledTerm[]>();

/** Whether any word of the list occurs in the person's words. */
export function mentions(person: Person, terms: readonly string[]): boolean {
  let compiled = cueCache.get(terms);
  if (!compiled) {
    compiled = compile(terms);
    cueCache.set(terms, compiled);
  }
  return containsAny(person.tokens, compiled);
}

function emptyPools(): PhrasePools {
  return { obsessions: [], compulsions: [], triggers: [] };
}

/**
 * Sorts each phrase to the matched theme it fits best; phrases that fit none of the matched
 * themes go to the strongest theme, and every phrase also goes to the generic pool.
 */
function sortPhrases(phrases: readonly PhraseScores[], themes: ThemeMatch[], excludeChildren: boolean): Map<LibraryTheme, PhrasePools> {
  const pools = new Map<LibraryTheme, PhrasePools>([['general', emptyPools()]]);
  for (const match of themes) pools.set(match.theme, emptyPools());
  const matched = new Set<ThemeId>(themes.map((match) => match.theme));
  for (const { field, text, scores } of phrases) {
    const cleaned = cleanPhrase(text);
    if (cleaned === '') continue;
    const tokens = tokenize(cleaned);
    // With sexual intrusive thoughts in the picture, no item may name children (CLINICAL.md "Safety").
    if (excludeChildren && containsAny(tokens, CHILD_TERMS)) continue;
    const phrase: OwnPhrase = { original: text, cleaned, tokens };
    pools.get('general')?.[field].push(phrase);
    const best = [...scores].filter(([theme]) => matched.has(theme)).sort((a, b) => b[1].score - a[1].score)[0]?.[0];
    const home = best ?? themes[0]?.theme;
    if (home) pools.get(home)?.[field].push(phrase);
  }
  return pools;
}

/**
 * The themes to build for: the ones the person confirmed (CLINICAL.md "Exposure hierarchies": the
 * person confirms their themes), strongest in their words first, or the detected ones when they
 * have not confirmed any. An empty confirmation ("none of these") builds the generic ladder around
 * their words.
 */
function chosenThemes(input: GenerationInput, phrases: readonly PhraseScores[]): ThemeMatch[] {
  const detected = rankThemes(phrases);
  if (!input.confirmedThemes) return detected;
  const known = new Set<string>(THEME_IDS);
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
  const excludeChildren = containsAny(tokens, SEXUAL_TERMS);
  const seed = hash32(JSON.stringify([input.obsessions, input.compulsions, input.triggers, input.ybocs?.severity ?? null]));
  return { input, seed, themes, tokens, pools: sortPhrases(phrases, themes, excludeChildren), allTexts };
}
