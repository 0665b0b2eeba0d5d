import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIGNETTES } from '../generator/vignettes';

/**
 * What the crisis model learns from (bench/safety/train-crisis-model.ts), and what the test checks
 * the committed weights against: the labelled crisis sets, and ordinary OCD writing that is not
 * crisis language.
 */
export interface TrainingPhrase {
  /** The file it came from: the unit of leave-one-set-out measurement. */
  set: string;
  text: string;
  label: 'crisis' | 'not_crisis' | 'ambiguous';
  /** Ordinary writing is always trained on, never left out and measured. */
  ordinary: boolean;
}

const setsDir = fileURLToPath(new URL('./sets/', import.meta.url));
const crisisDir = path.join(setsDir, 'crisis');
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();

/**
 * Ordinary OCD writing from the other labelled sets: the exposure items (except self-harm ones,
 * which would teach the model that a blade on a wrist is harmless), the lists of whole intakes that
 * should get a ladder or a signpost, and the written vignettes of the generator tests. Without them
 * the model only knows crisis language and its look-alikes, and reads anything unfamiliar
 * ("Drinking to calm down", markup) as closer to the crisis side.
 */
function ordinaryWriting(): Array<{ set: string; text: string }> {
  const texts: Array<{ set: string; text: string }> = [];
  for (const file of jsonFiles(setsDir)) {
    const rows = JSON.parse(readFileSync(path.join(setsDir, file), 'utf8')) as Array<Record<string, unknown>>;
    for (const row of rows) {
      if (typeof row.title === 'string' && !/self|quoted/.test(String(row.category))) texts.push({ set: file, text: `${row.title}. ${String(row.description)}` });
      if (Array.isArray(row.obsessions) && (row.expect === 'ladder' || row.expect === 'eating_disorder_signpost')) {
        for (const text of [...row.obsessions, ...(row.compulsions as string[]), ...(row.triggers as string[])]) texts.push({ set: file, text: String(text) });
      }
    }
  }
  for (const vignette of VIGNETTES) {
    for (const text of [...vignette.input.obsessions, ...vignette.input.compulsions, ...vignette.input.triggers]) texts.push({ set: 'generator-vignettes', text });
  }
  return texts;
}

/** Every phrase once: the same words in two files count for the first only. */
export function loadCrisisTrainingData(): { sets: string[]; phrases: TrainingPhrase[] } {
  const sets = jsonFiles(crisisDir);
  const seen = new Set<string>();
  const phrases: TrainingPhrase[] = [];
  const keep = (phrase: TrainingPhrase) => {
    const key = phrase.text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    phrases.push(phrase);
  };
  for (const set of sets) {
    for (const { text, label } of JSON.parse(readFileSync(path.join(crisisDir, set), 'utf8')) as Array<{ text: string; label: TrainingPhrase['label'] }>) {
      keep({ set, text, label, ordinary: false });
    }
  }
  for (const { set, text } of ordinaryWriting()) keep({ set, text, label: 'not_crisis', ordinary: true });
  return { sets, phrases };
}

/** How many phrases of each source the model was trained on (written into the weights file). */
export function trainingCounts(phrases: TrainingPhrase[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const phrase of phrases) counts[phrase.set] = (counts[phrase.set] ?? 0) + 1;
  return counts;
}
