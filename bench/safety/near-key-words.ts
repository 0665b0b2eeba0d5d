import { readFileSync, writeFileSync } from 'node:fs';
import { damerauWithin } from '../../server/src/modules/safety/screening/edit-distance';
import { squeeze } from '../../server/src/modules/safety/screening/normalise';
import { CORRECTION_TARGETS, SPELLING_TARGETS } from '../../server/src/modules/safety/screening/vocabulary';

/**
 * Regenerates server/src/modules/safety/screening/near-key-words.ts: the real English words that the
 * spelling correction would otherwise turn into a key word (same rules as correctSpelling: equal once
 * doubled letters are squeezed, or within one edit, two for words of nine letters or more).
 *
 *   cd "$(mktemp -d)" && npm pack an-array-of-english-words && tar xzf an-array-of-english-words-*.tgz
 *   node --import tsx bench/safety/near-key-words.ts <that folder>/package/index.json
 */
const wordList = process.argv[2];
if (!wordList) throw new Error('Give the path of the index.json of an-array-of-english-words.');
const words = JSON.parse(readFileSync(wordList, 'utf8')) as string[];
const targets = [...CORRECTION_TARGETS];
const squeezedTargets = new Set(targets.map(squeeze));
const near = new Set<string>();
for (const word of words) {
  if (!/^[a-z]+$/.test(word) || word.length < 3 || SPELLING_TARGETS.has(word)) continue;
  if (squeezedTargets.has(squeeze(word))) {
    near.add(word);
    continue;
  }
  if (word.length < 5) continue;
  const allowed = word.length >= 9 ? 2 : 1;
  if (targets.some((target) => target.length >= 5 && (word.length >= 6 || target.length >= 6) && damerauWithin(word, target, allowed) <= allowed)) {
    near.add(word);
  }
}
let out = `/**
 * Real English words within one typo (two for long words) of a key word in vocabulary.ts, or with
 * the same letters when doubled letters are written once: they are never corrected to it.
 * Generated from the word list of the npm package an-array-of-english-words (MIT) by
 * bench/safety/near-key-words.ts; regenerate it when the key words change.
 */
export const NEAR_KEY_WORDS: readonly string[] = [
`;
let line = '  ';
for (const word of [...near].sort()) {
  const entry = `'${word}', `;
  if (line.length + entry.length > 120) {
    out += `${line.trimEnd()}\n`;
    line = '  ';
  }
  line += entry;
}
out += `${line.trimEnd()}\n];\n`;
const target = new URL('../../server/src/modules/safety/screening/near-key-words.ts', import.meta.url);
writeFileSync(target, out);
console.log(`${near.size} words written to ${target.pathname}`);
