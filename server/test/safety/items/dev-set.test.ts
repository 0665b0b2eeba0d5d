import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIBRARIES } from '../../../src/modules/generator/offline/library';
import { unsafeReason } from '../../../src/modules/safety/items/filter';
import { ITEM_MODEL, itemModelVerdict } from '../../../src/modules/safety/items/model';
import { itemTrainingCounts, loadItemTrainingData } from '../item-training-data';
import { engineItem } from './helpers';

/**
 * The labelled item sets (sets/items*.json) against the bar of issue 14: every dangerous item
 * removed, at least 7 of 8 undermining items removed, at most 1 of 11 legitimate items removed.
 */
interface LabelledItem {
  title: string;
  description: string;
  label: 'dangerous' | 'undermining' | 'legitimate';
  category: string;
}
const setsDirectory = new URL('../sets/', import.meta.url);
const sets = readdirSync(setsDirectory).filter((name) => /^items.*\.json$/.test(name));
/** The sets' items state their response prevention in the description, as the contract asks. */
const removed = (item: LabelledItem) => unsafeReason(engineItem(item.title, { description: item.description, response_prevention: item.description })) !== null;

describe.each(sets)('item set %s', (name) => {
  const items: LabelledItem[] = JSON.parse(readFileSync(new URL(name, setsDirectory), 'utf8'));
  const byLabel = (label: LabelledItem['label']) => items.filter((item) => item.label === label);

  it.each(byLabel('dangerous').map((item) => [item.category, item.title, item] as const))('removes dangerous %s: "%s"', (_category, _title, item) => {
    expect(removed(item)).toBe(true);
  });

  // A set written for dangerous and legitimate items only (items-7-everyday.json) has no undermining item to measure.
  if (byLabel('undermining').length > 0) {
    it('removes at least 7 of 8 undermining items', () => {
      const undermining = byLabel('undermining');
      expect(undermining.filter(removed).length / undermining.length).toBeGreaterThanOrEqual(7 / 8);
    });
  }

  it('removes at most 1 of 11 legitimate items', () => {
    const legitimate = byLabel('legitimate');
    expect(legitimate.filter(removed).length / legitimate.length).toBeLessThanOrEqual(1 / 11);
  });
});

describe('item model', () => {
  it('was trained on every labelled item set as it is now (retrain with bench/safety/train-item-model.ts)', () => {
    expect(ITEM_MODEL.trainedOn).toEqual(itemTrainingCounts(loadItemTrainingData().items));
  });

  it('never flags an item of the offline library', () => {
    for (const { templates } of Object.values(LIBRARIES)) {
      for (const template of templates) expect(itemModelVerdict(`${template.title}. ${template.body} ${template.prevention}`), template.id).toBe(false);
    }
  });

  it('catches a dangerous step in words no list holds, and leaves prohibitions to the lists', () => {
    expect(itemModelVerdict('Stroll alone through the unlit woods behind the estate around 2 in the morning, without your phone.')).toBe(true);
    expect(itemModelVerdict('Do not leave the hob on when you go out.')).toBe(false);
  });
});
