import type { GenerationInput } from '../types';
import { THEME_LEXICON } from './lexicon';
import { THEME_IDS, type ThemeId } from './theme-ids';
import { compileTerms, findTerms, tokenize, type CompiledTerm } from './text';

export { THEME_IDS, THEME_LABELS, type ThemeId } from './theme-ids';

export interface ThemeMatch {
  theme: ThemeId;
  score: number;
  /** The lexicon terms that matched, for explaining the choice. */
  terms: string[];
}

/** Obsessions say what the fear is about; compulsions and triggers confirm it. */
const FIELD_WEIGHTS = { obsessions: 1.5, compulsions: 1, triggers: 1 } as const;
/** A theme needs at least one clear word or two hints to count. */
const MIN_SCORE = 3;
/** Themes much weaker than the strongest are incidental words, not a second focus. */
const MIN_SHARE_OF_TOP = 0.3;
/** More than three focuses would leave too few items per theme to build a ladder. */
export const MAX_THEMES = 3;

const COMPILED: ReadonlyArray<[ThemeId, CompiledTerm[]]> = THEME_IDS.map((theme) => [theme, compileTerms(THEME_LEXICON[theme])]);

type TextScores = Map<ThemeId, { score: number; terms: string[] }>;

/** Score of every theme for one piece of text (one obsession, compulsion or trigger). */
export function scoreText(text: string): TextScores {
  const tokens = tokenize(text);
  const scores: TextScores = new Map();
  for (const [theme, terms] of COMPILED) {
    const found = findTerms(tokens, terms);
    if (found.length === 0) continue;
    scores.set(theme, { score: found.reduce((sum, term) => sum + term.weight, 0), terms: found.map((term) => term.source) });
  }
  return scores;
}

export interface PhraseScores {
  field: keyof typeof FIELD_WEIGHTS;
  text: string;
  scores: TextScores;
}

/** Every obsession, compulsion and trigger with its theme scores. */
export function scorePhrases(input: GenerationInput): PhraseScores[] {
  return (['obsessions', 'compulsions', 'triggers'] as const).flatMap((field) =>
    input[field].map((text) => ({ field, text, scores: scoreText(text) })),
  );
}

/**
 * The themes the person's own words point to, strongest first (at most MAX_THEMES). Empty when
 * nothing matches clearly: the engine then builds a generic hierarchy around their words.
 */
export function detectThemes(input: GenerationInput): ThemeMatch[] {
  return rankThemes(scorePhrases(input));
}

/** detectThemes for phrases already scored; with `all`, every theme with any score, unfiltered. */
export function rankThemes(phrases: readonly PhraseScores[], options: { all?: boolean } = {}): ThemeMatch[] {
  const totals = new Map<ThemeId, { score: number; terms: Set<string> }>();
  for (const { field, scores } of phrases) {
    for (const [theme, { score, terms }] of scores) {
      const total = totals.get(theme) ?? { score: 0, terms: new Set<string>() };
      total.score += score * FIELD_WEIGHTS[field];
      for (const term of terms) total.terms.add(term);
      totals.set(theme, total);
    }
  }
  const ranked = [...totals]
    .map(([theme, { score, terms }]) => ({ theme, score: Math.round(score * 100) / 100, terms: [...terms] }))
    .sort((a, b) => b.score - a.score || THEME_IDS.indexOf(a.theme) - THEME_IDS.indexOf(b.theme));
  if (options.all) return ranked;
  const top = ranked[0]?.score ?? 0;
  return ranked.filter((match) => match.score >= MIN_SCORE && match.score >= top * MIN_SHARE_OF_TOP).slice(0, MAX_THEMES);
}
