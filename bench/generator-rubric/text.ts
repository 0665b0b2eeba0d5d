/**
 * Reading an item's text for the rubric. Written for the rubric, independent of the generator's
 * own phrasing helpers, so a bug there cannot hide itself here.
 */

/** Curly apostrophes and quotation marks as straight ones, for patterns; the original stays for quote parsing. */
export function plain(text: string): string {
  return text.replace(/[’‘`]/g, "'").replace(/[“”«»]/g, '"');
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/**
 * The quoted passages of a text: between “ and ”, between straight double quotes, and between
 * a single ‘ that opens after a space or the start and its ’ (an apostrophe inside a word is not
 * a quotation mark). Unclosed quotes yield what follows them to the end.
 */
export function quotedSpans(text: string): string[] {
  const spans: string[] = [];
  const curly = /“([^”]*)(?:”|$)/g;
  for (const match of text.matchAll(curly)) spans.push(match[1] ?? '');
  const straight = /"([^"]*)(?:"|$)/g;
  for (const match of text.matchAll(straight)) spans.push(match[1] ?? '');
  const single = /(?:^|[\s(:])‘([^’]*(?:’\w[^’]*)*)(?:’(?!\w)|$)/g;
  for (const match of text.matchAll(single)) spans.push(match[1] ?? '');
  return spans.filter((span) => span.trim() !== '');
}

/** The text with its quoted passages removed (what the item says in its own voice). */
export function unquoted(text: string): string {
  return text
    .replace(/“[^”]*(?:”|$)/g, ' ')
    .replace(/"[^"]*(?:"|$)/g, ' ')
    .replace(/(^|[\s(:])‘[^’]*(?:’\w[^’]*)*(?:’(?!\w)|$)/g, '$1 ');
}

/** Sentences, split after . ! ? (inside or before a closing quotation mark). */
export function sentences(text: string): string[] {
  return plain(text)
    .split(/(?<=[.!?]["']?)\s+(?=["']?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Whether every quotation mark opened in the text is closed, curly and straight. */
export function quotesBalanced(text: string): boolean {
  let open = 0;
  for (const char of text) {
    if (char === '“') open += 1;
    if (char === '”') {
      if (open === 0) return false;
      open -= 1;
    }
  }
  if (open !== 0) return false;
  return (text.match(/"/g) ?? []).length % 2 === 0;
}

/** Lower-case word tokens with a crude stem (plural, -ing, -ed), for comparing the person's words with an item's. */
export function stems(text: string): string[] {
  return plain(text)
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/'s$/, '').replace(/'/g, ''))
    .filter((word) => word !== '')
    .map(stem);
}

export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3).replace(/(.)\1$/, '$1');
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether a negation ("do not", "no", "without", "never") comes before `index` in the same sentence. */
export function negatedBefore(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('; '));
  const clause = before.slice(sentenceStart + 1);
  return /\b(?:do not|don't|dont|does not|doesn't|no|not|without|never|instead of|rather than|avoid|drop|resist)\b/i.test(clause);
}
