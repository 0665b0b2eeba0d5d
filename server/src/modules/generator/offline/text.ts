import stem from 'wink-porter2-stemmer';

/**
 * Word matching for the offline engine. The person's words are tokenised and stemmed (Porter2),
 * so "washing", "washed" and "washes" all meet the lexicon term "wash". A term ending in "*"
 * matches by prefix on the unstemmed word instead, for families the stemmer splits
 * ("symmetr*": symmetry, symmetrical) and irregular forms. Multi-word terms match in order with
 * up to two words between them, so "left on" also finds "left the stove on".
 */
export interface Token {
  raw: string;
  stem: string;
}

type TermPart = { kind: 'stem' | 'prefix'; value: string };

export interface CompiledTerm {
  /** The term as written, for explaining a match. */
  source: string;
  parts: TermPart[];
  weight: number;
}

const MAX_GAP = 2;
const stemCache = new Map<string, string>();

function stemOf(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Lowercase words without accents or apostrophes ("don't" → "dont", "partner's" → "partners"). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export function tokenize(text: string): Token[] {
  return words(text).map((raw) => ({ raw, stem: stemOf(raw) }));
}

export function compileTerm(source: string, weight = 1): CompiledTerm {
  // Each part is split into words as the person's text is ("a&e" → "a", "e"), else a term with a
  // sign in it could never match; a trailing "*" stays on the part's last word.
  const parts = source
    .split(/\s+/)
    .filter((part) => part !== '')
    .flatMap((part): TermPart[] => {
      const prefix = part.endsWith('*');
      const split = words(prefix ? part.slice(0, -1) : part);
      return split.map((word, index): TermPart => (prefix && index === split.length - 1 ? { kind: 'prefix', value: word } : { kind: 'stem', value: stemOf(word) }));
    });
  return { source, parts, weight };
}

function partMatches(part: TermPart, token: Token): boolean {
  return part.kind === 'stem' ? token.stem === part.value : token.raw.startsWith(part.value);
}

/** Positions of a match of `term` starting at `start`, or null; consumed positions are skipped. */
function matchAt(term: CompiledTerm, tokens: Token[], start: number, consumed: boolean[]): number[] | null {
  const [first, ...rest] = term.parts;
  const firstToken = tokens[start];
  if (!first || !firstToken || consumed[start] || !partMatches(first, firstToken)) return null;
  const positions = [start];
  for (const part of rest) {
    const previous = positions[positions.length - 1] ?? start;
    let found = -1;
    for (let index = previous + 1; index <= previous + 1 + MAX_GAP && index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token && !consumed[index] && partMatches(part, token)) {
        found = index;
        break;
      }
    }
    if (found < 0) return null;
    positions.push(found);
  }
  return positions;
}

/**
 * The terms found in `tokens`, each counted once. Zero-weight terms go first and only consume
 * words ("even though" keeps "even" from counting as symmetry), then longer terms before
 * shorter ones, so "hand gel" is one match, not "hand" plus "gel".
 */
export function findTerms(tokens: Token[], terms: readonly CompiledTerm[]): CompiledTerm[] {
  const consumed = tokens.map(() => false);
  const found: CompiledTerm[] = [];
  for (const term of terms) {
    for (let start = 0; start < tokens.length; start += 1) {
      const positions = matchAt(term, tokens, start, consumed);
      if (!positions) continue;
      for (const position of positions) consumed[position] = true;
      if (term.weight > 0) found.push(term);
      break;
    }
  }
  return found;
}

/** Orders terms for findTerms: stop terms, then by length, then by weight. */
export function matchOrder(terms: CompiledTerm[]): CompiledTerm[] {
  return [...terms].sort(
    (a, b) => Number(a.weight > 0) - Number(b.weight > 0) || b.parts.length - a.parts.length || b.weight - a.weight,
  );
}

export function compileTerms(weights: Readonly<Record<string, number>>): CompiledTerm[] {
  return matchOrder(Object.entries(weights).map(([source, weight]) => compileTerm(source, weight)));
}

/** Whether any of the terms occurs in the tokens (no weights, no consumption). */
export function containsAny(tokens: Token[], terms: readonly CompiledTerm[]): boolean {
  const none = tokens.map(() => false);
  return terms.some((term) => tokens.some((_token, start) => matchAt(term, tokens, start, none) !== null));
}
