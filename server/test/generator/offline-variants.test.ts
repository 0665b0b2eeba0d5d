import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { suggestVariant } from '../../src/modules/generator/offline/variants';
import { isNearDuplicate } from '../../src/modules/generator/offline/similarity';
import { filterUnsafe } from '../../src/modules/safety/items/filter';
import { VIGNETTES } from './vignettes';

const contamination = VIGNETTES.find((vignette) => vignette.themes[0] === 'contamination')!.input;

/** Issue 16 item 4: an easier or a harder version of one step, on request. */
describe('suggestVariant', () => {
  it('offers a step of the same theme one or two levels easier, in the person’s words', () => {
    const variant = suggestVariant(contamination, { title: 'Touch the kitchen bin lid, then make and eat a sandwich', theme: 'contamination', fear_level: 5 }, 'easier', []);
    expect(variant).not.toBeNull();
    expect(variant!.theme).toBe('contamination');
    expect([3, 4]).toContain(variant!.fear_level);
    expect(filterUnsafe([variant!]).rejected).toEqual([]);
    expect(variant!.why).toBeTruthy();
    expect(variant!.title.length).toBeLessThanOrEqual(60);
  });

  it('offers a harder step one or two levels up', () => {
    const variant = suggestVariant(contamination, { title: 'Handle money, then eat a snack with the same hands', theme: 'contamination', fear_level: 5 }, 'harder', []);
    expect(variant).not.toBeNull();
    expect([6, 7]).toContain(variant!.fear_level);
  });

  it('never repeats a step already in the list', async () => {
    const ladder = await createOfflineEngine().generate(contamination);
    const titles = ladder.map((item) => item.title);
    for (const item of ladder) {
      const variant = suggestVariant(contamination, item, 'harder', titles);
      if (variant) for (const title of titles) expect(isNearDuplicate(title, variant.title), `${title} / ${variant.title}`).toBe(false);
    }
  });

  it('gives the same answer to the same request', () => {
    const item = { title: 'Sit on a shared seat for 20 minutes without wiping it', theme: 'contamination', fear_level: 3 };
    expect(suggestVariant(structuredClone(contamination), item, 'harder', [])).toEqual(suggestVariant(contamination, item, 'harder', []));
  });

  it('uses the generic library for a theme it does not know', () => {
    const variant = suggestVariant(contamination, { title: 'Something of my own', theme: 'not-a-theme', fear_level: 5 }, 'easier', []);
    expect(variant?.theme).toBe('general');
  });

  it('says there is none when every candidate is excluded or off the scale', () => {
    expect(suggestVariant(contamination, { title: 'Anything', theme: 'contamination', fear_level: 1 }, 'easier', [])).toBeNull();
    expect(suggestVariant(contamination, { title: 'Anything', theme: 'contamination', fear_level: 10 }, 'harder', [])).toBeNull();
    const easierTitles: string[] = [];
    for (let guard = 0; guard < 40; guard += 1) {
      const variant = suggestVariant(contamination, { title: 'Anything', theme: 'contamination', fear_level: 4 }, 'easier', easierTitles);
      if (!variant) break;
      easierTitles.push(variant.title);
    }
    expect(suggestVariant(contamination, { title: 'Anything', theme: 'contamination', fear_level: 4 }, 'easier', easierTitles)).toBeNull();
  });

  it('never builds a variant on a dangerous trigger', () => {
    const input = { ...contamination, triggers: ['Speed', 'drinking alone', 'the bin'] };
    const ladder = ['easier', 'harder'].flatMap((direction) =>
      [3, 5, 7].map((fear_level) => suggestVariant(input, { title: 'Anything', theme: 'contamination', fear_level }, direction as 'easier' | 'harder', [])),
    );
    for (const variant of ladder.filter((item) => item !== null)) expect(`${variant!.title} ${variant!.description}`).not.toMatch(/speed|drinking/i);
  });
});
