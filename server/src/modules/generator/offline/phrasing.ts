/**
 * Turns the person's own words into text that reads well inside an exposure: trimmed, sensibly
 * cased, switched to "you" where the item speaks to them, shortened at a word boundary, and, for
 * compulsions, made into an "-ing" phrase ("I wash my hands" → "washing your hands") so it fits
 * "The same goes for …". Where a phrase cannot be fitted grammatically it is quoted as written.
 */

/** Words kept capitalised at the start of a phrase: names of God and scripture, days, months, holidays, acronyms. */
const KEEP_CAPITALISED =
  /^(I|God|Jesus|Christ|Allah|Lord|Bible|Quran|Koran|Torah|Mass|HIV|AIDS|COVID\S*|MS|ALS|GP|OCD|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Ramadan|Eid|Diwali|Passover|Hanukkah|Sabbath|Shabbat)\b/;

export function cleanPhrase(raw: string): string {
  let text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”«»]+|["'“”«»]+$/g, '')
    .replace(/[\s.,;:!?…-]+$/, '')
    .trim();
  if (text !== '' && !KEEP_CAPITALISED.test(text) && !/^\p{Lu}{2}/u.test(text)) {
    text = text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

/** Shortens at a word boundary, preferring a clause break, and marks the cut with "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const clauseBreak = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' - '), head.lastIndexOf(' because '));
  const cut = clauseBreak >= max * 0.5 ? clauseBreak : head.lastIndexOf(' ');
  return `${head.slice(0, cut > 0 ? cut : max).replace(/[\s,;:.-]+$/, '')}…`;
}

const SECOND_PERSON: Array<[RegExp, string]> = [
  [/\bam I\b/gi, 'are you'],
  [/\bI am\b/gi, 'you are'],
  [/\bI was\b/gi, 'you were'],
  [/\bI'm\b/gi, "you're"],
  [/\bI've\b/gi, "you've"],
  [/\bI'd\b/gi, "you'd"],
  [/\bI'll\b/gi, "you'll"],
  [/\bI\b/g, 'you'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bmine\b/gi, 'yours'],
  [/\bmy\b/gi, 'your'],
  [/\bme\b/gi, 'you'],
  [/\bours\b/gi, 'yours'],
  [/\bour\b/gi, 'your'],
];

/** "my partner's texts" → "your partner's texts": the item speaks to the person. */
export function toSecondPerson(text: string): string {
  return SECOND_PERSON.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Starts a phrase that is a situation, not a thing: it cannot follow "Touch …" or "near …". */
const CLAUSE_STARTERS = new Set([
  'when', 'whenever', 'if', 'after', 'before', 'while', 'until', 'because', 'being', 'i', "i'm", 'im', 'you',
  'it', 'there', 'not', 'no', 'any', 'anything', 'everything', 'something', 'someone', 'somebody', 'thinking',
  'feeling', 'seeing', 'hearing', 'what', 'that', 'how', 'why',
]);

/** A short noun phrase ("public door handles", "the stove") that can fill an object slot. */
export function isNounPhrase(text: string): boolean {
  const words = text.toLowerCase().split(' ');
  const first = words[0] ?? '';
  return (
    text.length > 0 &&
    text.length <= 60 &&
    words.length <= 6 &&
    !/[,.;:!?()"“”]/.test(text) &&
    !CLAUSE_STARTERS.has(first) &&
    !(first.endsWith('ing') && !NOT_GERUNDS.has(first))
  );
}

const NOT_GERUNDS = new Set([
  'thing', 'things', 'nothing', 'something', 'anything', 'everything', 'ceiling', 'evening', 'morning', 'building',
  'ring', 'king', 'string', 'spring', 'wing', 'sibling', 'wedding', 'clothing', 'bedding', 'railing', 'meeting',
  'meetings', 'painting', 'paintings', 'pudding', 'during',
]);

/** Verbs people use for their compulsions, in the base form; enough to turn "I check …" into "checking …". */
const COMPULSION_VERBS = new Set([
  'wash', 'clean', 'scrub', 'wipe', 'shower', 'bathe', 'sanitise', 'sanitize', 'disinfect', 'change', 'check',
  'recheck', 're-check', 'double-check', 'look', 'lock', 'unplug', 'switch', 'turn', 'touch', 'tap', 'count',
  'repeat', 'redo', 're-do', 'rewrite', 're-write', 'reread', 're-read', 'read', 'arrange', 'rearrange', 'order',
  'straighten', 'align', 'line', 'fix', 'pray', 'confess', 'apologise', 'apologize', 'ask', 'seek', 'google',
  'search', 'research', 'review', 'replay', 'go', 'think', 'say', 'analyse', 'analyze', 'compare', 'test', 'monitor',
  'scan', 'avoid', 'call', 'text', 'keep', 'save', 'write', 'list', 'visualise', 'visualize', 'neutralise',
  'neutralize', 'cancel', 'undo', 'retrace', 'drive', 'walk', 'return', 'open', 'close', 'blink', 'hold', 'put',
  'tell', 'reassure', 'hide', 'throw', 'get', 'make', 'take', 'use', 'spend', 'stare', 'push', 'picture', 'imagine',
  'argue', 'prove', 'try', 'even', 'step', 'press', 'hoard', 'clear', 'photograph', 'film', 'record', 'wear',
  'sniff', 'smell', 'cover', 'carry', 'refuse', 'leave', 'stay', 'recite', 'sing', 'hum', 'move', 'do',
]);

const LEADING_FILLERS =
  /^(?:(?:always|constantly|often|usually|sometimes|repeatedly|compulsively|excessively|also|just|still|then|keep|kept|have to|had to|need to|needed to|must|tend to|will|would|can't stop|cannot stop|end up|ended up|find myself|feel like i have to|feel i have to|feel the need to|feel compelled to|start|started)\s+)+/i;

function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'be') return 'being';
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower) || /[^e]ue$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  const vowelGroups = lower.match(/[aeiou]+/g)?.length ?? 0;
  if (vowelGroups === 1 && /[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** The base form of "washes", "checks", "prays" when it is a known compulsion verb. */
function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  for (const candidate of [lower, lower.replace(/es$/, ''), lower.replace(/s$/, ''), lower.replace(/ies$/, 'y')]) {
    if (COMPULSION_VERBS.has(candidate)) return candidate;
  }
  return null;
}

/**
 * A compulsion as an "-ing" phrase in the second person, or null when its shape is unclear
 * (the caller quotes it as written instead).
 */
export function asActivity(compulsion: string): string | null {
  const cleaned = cleanPhrase(compulsion);
  const withoutSubject = cleaned.replace(/^(?:i|you)\s+/i, '').replace(LEADING_FILLERS, '');
  const [first = '', ...rest] = withoutSubject.split(' ');
  let phrase: string | null = null;
  if (first.toLowerCase().endsWith('ing') && !NOT_GERUNDS.has(first.toLowerCase())) {
    phrase = withoutSubject;
  } else if (baseVerb(first)) {
    phrase = [gerund(baseVerb(first) ?? first), ...rest].join(' ');
  } else if (withoutSubject === cleaned && /^(?:\S+\s){0,2}\S+ing\b/.test(cleaned) && !/[,.;:]/.test(cleaned)) {
    // A noun phrase such as "excessive hand washing" fits as it is.
    phrase = cleaned;
  }
  return phrase ? toSecondPerson(phrase.charAt(0).toLowerCase() + phrase.slice(1)) : null;
}

/** The person's own words in quotation marks, as they wrote them (a question keeps its mark). */
export function quoteOwnWords(text: string, max: number): string {
  const question = /\?\s*["'”]?\s*$/.test(text) ? '?' : '';
  const cleaned = cleanPhrase(text) + question;
  const sentenceCase = KEEP_CAPITALISED.test(cleaned) ? cleaned : cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return `“${shorten(sentenceCase, max)}”`;
}
