import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screenForCrisis } from '../../server/src/modules/safety/crisis/screen';

/**
 * The crisis screen, as it runs (phrase lists and the committed model), against labelled phrases:
 * every set in server/test/safety/sets/crisis/ by default, or the file or folder given. Prints recall
 * on crisis language, false refusals of OCD look-alikes and questions asked, by category;
 * `--misses` lists the texts it got wrong. For figures on text the screen never saw, use
 * bench/safety/train-crisis-model.ts --dry-run, or a set written by someone who has not seen the
 * screen.
 */
interface Phrase {
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
  category: string;
  lang: string;
}

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? new URL('../../server/test/safety/sets/crisis/', import.meta.url).pathname;
const showMisses = process.argv.includes('--misses');
const files = statSync(file).isDirectory()
  ? readdirSync(file)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(file, name))
  : [file];
/**
 * A set is a list of phrases, or (a blind set, server/test/safety/sets/crisis-blind/) an object whose
 * header says it was never trained on: `{ about, never_trained_on: true, phrases }`.
 */
type SetFile = Phrase[] | { about: string; never_trained_on?: boolean; phrases: Phrase[] };
const loaded = files.map((name) => ({ name, set: JSON.parse(readFileSync(name, 'utf8')) as SetFile }));
const phrases = loaded.flatMap(({ set }) => (Array.isArray(set) ? set : set.phrases));
const blind = loaded.filter(({ set }) => !Array.isArray(set) && set.never_trained_on).map(({ name }) => path.basename(name));

type Tally = { total: number; crisis: number; ambiguous: number; clear: number };
const byLabel = new Map<string, Map<string, Tally>>();
const misses: string[] = [];
for (const phrase of phrases) {
  const { verdict } = screenForCrisis(phrase.text);
  const categories = byLabel.get(phrase.label) ?? new Map<string, Tally>();
  byLabel.set(phrase.label, categories);
  for (const key of [phrase.category, '(all)']) {
    const tally = categories.get(key) ?? { total: 0, crisis: 0, ambiguous: 0, clear: 0 };
    tally.total += 1;
    tally[verdict] += 1;
    categories.set(key, tally);
  }
  const wrong =
    (phrase.label === 'crisis' && verdict !== 'crisis') ||
    (phrase.label === 'not_crisis' && verdict !== 'clear') ||
    (phrase.label === 'ambiguous' && verdict !== 'ambiguous');
  if (wrong) misses.push(`${phrase.label} [${phrase.category}/${phrase.lang}] → ${verdict}: ${phrase.text}`);
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const heads: Record<string, [string, (tally: Tally) => string]> = {
  crisis: ['crisis screen shown (recall)', (t) => `${percent(t.crisis, t.total)}  (asked instead: ${t.ambiguous})`],
  not_crisis: ['refused as a crisis (false refusal)', (t) => `${percent(t.crisis, t.total)}  (asked: ${t.ambiguous})`],
  ambiguous: ['asked (the question)', (t) => `${percent(t.ambiguous, t.total)}  (refused: ${t.crisis}, passed: ${t.clear})`],
};
console.log(`Crisis screen on ${phrases.length} phrases from ${file}`);
if (blind.length > 0) console.log(`BLIND: ${blind.join(', ')} never trained on (kept out of sets/crisis/, which the model is trained on): a fair figure for unseen text.`);
for (const [label, [title, show]] of Object.entries(heads)) {
  const categories = byLabel.get(label);
  if (!categories) continue;
  console.log(`\n${label}: ${title}`);
  for (const [category, tally] of [...categories].sort(([a], [b]) => (a === '(all)' ? -1 : b === '(all)' ? 1 : a.localeCompare(b)))) {
    console.log(`  ${category.padEnd(26)} n=${String(tally.total).padStart(3)}  ${show(tally)}`);
  }
}
if (showMisses) console.log(`\nMisses (${misses.length}):\n${misses.join('\n')}`);
