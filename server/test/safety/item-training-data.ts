import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import { DANGEROUS, DISGUISED, LEGITIMATE, LEGITIMATE_ITEMS, UNSAFE_ITEMS } from './items/cases';

/**
 * What the item model learns from (bench/safety/train-item-model.ts) and what the test checks the
 * committed weights against: the labelled item sets (dangerous steps against legitimate ones), and
 * the offline library's own items in their library wording (slots read as their fallback words),
 * which must never be flagged.
 * The hand-written cases of the item tests (items/cases.ts) count too: dangerous steps by category,
 * and the legitimate near-misses (a balcony from behind the railing, a walk home in the evening).
 * Undermining items are left to the phrase lists: they are made of the same words as the items that
 * name reassurance in order to drop it.
 */
export interface TrainingItem {
  set: string;
  text: string;
  label: 'dangerous' | 'legitimate';
  category: string;
  /** The library's items are always trained on, never left out and measured. */
  library: boolean;
}

const setsDir = fileURLToPath(new URL('./sets/', import.meta.url));

export function loadItemTrainingData(): { sets: string[]; items: TrainingItem[] } {
  const sets = readdirSync(setsDir)
    .filter((name) => /^items.*\.json$/.test(name))
    .sort();
  const seen = new Set<string>();
  const items: TrainingItem[] = [];
  const keep = (item: TrainingItem) => {
    const key = item.text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    items.push(item);
  };
  for (const set of sets) {
    for (const row of JSON.parse(readFileSync(path.join(setsDir, set), 'utf8')) as Array<{ title: string; description: string; label: string; category: string }>) {
      if (row.label === 'dangerous' || row.label === 'legitimate') {
        keep({ set, text: `${row.title}. ${row.description}`, label: row.label, category: row.category, library: false });
      }
    }
  }
  const undermining = new Set(['reassurance', 'relaxation', 'structure', 'instruction']);
  for (const [category, texts] of Object.entries(DANGEROUS)) for (const text of texts) keep({ set: 'unit-test cases', text, label: 'dangerous', category, library: false });
  for (const [text, category] of DISGUISED) if (!undermining.has(category)) keep({ set: 'unit-test cases', text, label: 'dangerous', category, library: false });
  for (const [category, title, description] of UNSAFE_ITEMS) {
    if (!undermining.has(category)) keep({ set: 'unit-test cases', text: `${title}. ${description}`, label: 'dangerous', category, library: false });
  }
  for (const text of LEGITIMATE) keep({ set: 'unit-test cases', text, label: 'legitimate', category: 'legitimate', library: false });
  for (const [title, description] of LEGITIMATE_ITEMS) keep({ set: 'unit-test cases', text: `${title}. ${description}`, label: 'legitimate', category: 'legitimate', library: false });
  for (const { theme, templates } of Object.values(LIBRARIES)) {
    for (const template of templates) {
      const text = [template.title, template.body, template.prevention].join('. ').replace(/\{object\}/g, template.object?.fallback ?? 'it').replace(/\{[^}|]*\|?([^}]*)\}/g, (_, fallback: string) => fallback || 'it');
      keep({ set: 'offline-library', text, label: 'legitimate', category: theme, library: true });
    }
  }
  return { sets, items };
}

export function itemTrainingCounts(items: TrainingItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.set] = (counts[item.set] ?? 0) + 1;
  return counts;
}
