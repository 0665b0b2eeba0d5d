import { damerauWithin } from './edit-distance';
import { CORRECTION_TARGETS, KEY_WORD_MISSPELLINGS, LEET_WORDS, NOT_MISSPELLINGS, SLANG, SPELLING_TARGETS } from './vocabulary';

/**
 * The form every safety check reads: the crisis screen, the input screen and the item filter
 * (docs/clinical.md §16: crisis language and dangerous items are recognised "in any spelling, slang or
 * leetspeak"). It changes spelling, never meaning:
 * - characters: accents and ligatures folded ("suicídio" → "suicidio", "ß" → "ss"), full-width
 *   letters to ASCII, curly quotes and dashes to plain ones, invisible characters removed;
 * - leetspeak inside words ("k1ll mys3lf", "$uicide", "d13"), but never in numbers and units
 *   ("3am", "15yo", "20 mins");
 * - spaced-out letters joined ("s u i c i d e", "k.i.l.l");
 * - stretched letters ("diieee", "killlll") and common misspellings of the key words, by a small
 *   edit distance to the key words only (not a general spell checker: "fridge" never becomes
 *   "bridge", real words are left as they are);
 * - texting shorthand and slang ("kms" → "kill myself", "wanna" → "want to", "2nite" → "tonight").
 * The result is lowercase words and punctuation, single-spaced.
 */
export function screeningForm(raw: string): string {
  // A slash inside a word hides it from filters ("s/ewer s/lide"); "w/o", "s/h" and "y/o" stay.
  const folded = foldCharacters(raw).replace(/(?<=\b[a-z])\/(?=[a-z]{2,})/g, '');
  const joined = joinSpacedLetters(folded);
  const words = joined.replace(WORD, (word) => normaliseWord(word));
  return expandSlang(words).replace(/\s+/g, ' ').trim();
}

/** Letters, digits and the symbols leetspeak uses inside words. */
const WORD = /[a-z0-9@$|+!*'-]*[a-z0-9@$|+*][a-z0-9@$|+!*'-]*/g;

const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i', þ: 'th', ð: 'd' };

/** Emoji that stand for words people use them for; every other pictograph becomes a space. */
const EMOJI_WORDS: Record<string, string> = {
  '🪢': ' rope ',
  '💊': ' pills ',
  '🪦': ' grave ',
  '⚰': ' coffin ',
  '🔪': ' knife ',
  '🩸': ' blood ',
  '🔫': ' gun ',
  '🌉': ' bridge ',
  '🚆': ' train ',
  '🚂': ' train ',
  '🚄': ' train ',
  '🚅': ' train ',
  '🍷': ' wine ',
  '🍺': ' beer ',
  '🥃': ' whisky ',
  // The skull and the crying-laughing faces are laughter in chat ("i'm dead 💀").
  '💀': ' lol ',
  '☠': ' lol ',
  '😂': ' lol ',
  '🤣': ' lol ',
};
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');

export function foldCharacters(raw: string): string {
  return raw
    .replace(EMOJI, (emoji) => EMOJI_WORDS[emoji] ?? ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ßæœøđłıþð]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '')
    .replace(/[’‘`´ʼ′]/g, "'")
    .replace(/[“”«»„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\p{Extended_Pictographic}/gu, ' ');
}

/**
 * "s u i c i d e", "k.i.l.l m.y.s.e.l.f", "d-i-e": single letters with separators between. Runs
 * joined by dots, dashes or stars are read first, so the spaces between such words stay.
 */
function joinSpacedLetters(text: string): string {
  const join = (run: string) => {
    const letters = run.replace(/[ .\-_*]/g, '');
    // "i a m" and the like are real words; runs of four or more letters are spelled-out words, and
    // three-letter ones only when they spell a key word or slang ("d.i.e", "k.m.s").
    return letters.length >= 4 || SLANG.has(letters) || SPELLING_TARGETS.has(letters) ? letters : run;
  };
  return text
    .replace(/(?<![a-z0-9])(?:[a-z][.\-_*]){2,}[a-z](?![a-z0-9])/g, join)
    .replace(/(?<![a-z0-9])(?:[a-z] ){2,}[a-z](?![a-z0-9])/g, join);
}

/** Numbers with a unit or an ordinal stay as they are: "3am", "15yo", "2nd", "20mins". */
const NUMBER_WITH_UNIT =
  /^(?:\d+(?:[.,:]\d+)?(?:am|pm|yo|yrs?|years?|s|mg|ml|g|kg|lbs?|min|mins|minutes?|h|hrs?|hours?|secs?|x|k|km|m|cm|ft|mph|kph|kmh|cal|kcal|calories|p|c|f|pc)?|\d*1st|\d*2nd|\d*3rd|\d*[04-9]th|\d*1[123]th|\d+y)$/;

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

/**
 * A digit or symbol in a word read as the letter it stands for, when that spells a key word, a
 * misspelling of one, or a common word ("k1ll", "mys3lf", "t0", "$uicide"); "u18", "3am" and
 * "20-minute" stay as they are.
 */
function undoLeet(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9@$|+!]/.test(word) || NUMBER_WITH_UNIT.test(word)) return word;
  const letters = word.replace(/[0-9@$|+!]/g, (char) => LEET[char] ?? char);
  const plain = letters.replace(/\*+/g, '');
  const known = (candidate: string) =>
    SPELLING_TARGETS.has(candidate) || LEET_WORDS.has(candidate) || SLANG.has(candidate) || KEY_WORD_MISSPELLINGS.has(candidate) || CORRECTION_TARGETS.has(correctSpelling(candidate));
  return known(plain) ? letters : word;
}

/** Every run of a repeated letter written once: "killlll" and "kil" both become "kil". */
export function squeeze(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

const squeezedTargets = new Map<string, string | null>();
for (const target of CORRECTION_TARGETS) {
  const key = squeeze(target);
  // Two words with one squeezed form ("of", "off") are told apart by their spelling only.
  squeezedTargets.set(key, squeezedTargets.has(key) && squeezedTargets.get(key) !== target ? null : target);
}
const targetsByLength = new Map<number, string[]>();
for (const target of CORRECTION_TARGETS) {
  if (target.length < 5) continue;
  const list = targetsByLength.get(target.length) ?? [];
  list.push(target);
  targetsByLength.set(target.length, list);
}

const correctionCache = new Map<string, string>();

/** The key word this token is a misspelling of, or the token itself. */
export function correctSpelling(token: string): string {
  if (token.length < 3 || SPELLING_TARGETS.has(token) || NOT_MISSPELLINGS.has(token) || /[^a-z]/.test(token)) {
    return KEY_WORD_MISSPELLINGS.get(token) ?? token;
  }
  const cached = correctionCache.get(token);
  if (cached !== undefined) return cached;
  const corrected = findCorrection(token);
  if (correctionCache.size > 50_000) correctionCache.clear();
  correctionCache.set(token, corrected);
  return corrected;
}

function findCorrection(token: string): string {
  const listed = KEY_WORD_MISSPELLINGS.get(token);
  if (listed) return listed;
  // Dropped g's: "thinkin", "takin", "dyin".
  if (token.endsWith('in') && CORRECTION_TARGETS.has(`${token}g`)) return `${token}g`;
  const squeezed = squeezedTargets.get(squeeze(token));
  if (squeezed) return squeezed;
  // Only longer words are corrected by distance: short words have too many real neighbours. A
  // five-letter token may be a longer key word with a letter dropped ("burdn").
  if (token.length < 5) return token;
  const allowed = token.length >= 9 ? 2 : 1;
  let best: string | null = null;
  // The closest key word; between equally close ones, the one of the same length ("suicidel" is
  // "suicidal", a letter typed wrong, rather than "suicide" with one too many).
  let bestScore = Number.POSITIVE_INFINITY;
  for (let length = Math.max(token.length - allowed, token.length < 6 ? 6 : 0); length <= token.length + allowed; length += 1) {
    for (const target of targetsByLength.get(length) ?? []) {
      const distance = damerauWithin(token, target, allowed);
      const score = distance * 10 + Math.abs(length - token.length);
      if (distance <= allowed && score < bestScore) {
        best = target;
        bestScore = score;
      }
    }
  }
  return best ?? token;
}

function normaliseWord(word: string): string {
  // Leading and trailing apostrophes, hyphens and exclamation marks are punctuation.
  const lead = /^['!-]*/.exec(word)![0];
  const trail = /['!-]*$/.exec(word.slice(lead.length))![0];
  const core = word.slice(lead.length, word.length - trail.length);
  if (core === '') return word;
  const corrected = core
    .split(/(['-])/)
    .map((part) => {
      if (part === "'" || part === '-') return part;
      const delet = undoLeet(part);
      return correctSpelling(delet.includes('*') ? delet.replace(/\*+/g, '') : delet);
    })
    .join('');
  return `${lead}${corrected}${trail}`;
}

/** Whole-word shorthand and slang, longest first so "kill urself" is read before "ur". */
const SLANG_PATTERN = new RegExp(
  String.raw`(?<![a-z0-9'])(?:${[...SLANG.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(?![a-z0-9'])`,
  'g',
);

function expandSlang(text: string): string {
  return text.replace(SLANG_PATTERN, (match) => SLANG.get(match) ?? match);
}

/** "don't" → "do not", "I'm" → "i am": one spelling for every pattern. */
export function writeOutContractions(text: string): string {
  return text
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bain't\b/g, 'am not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/n't\b/g, ' not')
    .replace(/\bcannot\b/g, 'can not')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/\b(i|you|he|she|we|they|it|one|no one|nobody|someone|everyone)'d\b/g, '$1 would')
    .replace(/\b(\w+)'d\b/g, '$1 would')
    .replace(/\b(it|that|there|what|who|everything|nothing|life|this)'s\b/g, '$1 is');
}
