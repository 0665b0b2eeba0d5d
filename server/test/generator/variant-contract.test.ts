import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { suggestVariant } from '../../src/modules/generator/offline/variants';
import { filterUnsafe } from '../../src/modules/safety/items/filter';
import type { GenerationInput } from '../../src/modules/generator/types';
import { VIGNETTES } from './vignettes';

/** Issue 16: "offer an easier and a harder variant of a step on request" (the draft's variant route). */
describe('an easier or harder version of a step', () => {
  const cases = VIGNETTES.filter((vignette) => vignette.themes.length > 0).slice(0, 12);

  it.each(cases.map((vignette) => [vignette.name, vignette.input] as const))('%s: one or two levels away, same theme, safe, new', async (_name, input: GenerationInput) => {
    const ladder = await createOfflineEngine().generate(input);
    const titles = ladder.map((item) => item.title);
    let offered = 0;
    for (const item of ladder) {
      for (const direction of ['easier', 'harder'] as const) {
        const variant = suggestVariant(input, item, direction, titles);
        if (!variant) continue;
        offered += 1;
        const change = variant.fear_level - item.fear_level;
        expect(direction === 'easier' ? change : -change).toBeLessThan(0);
        expect(Math.abs(change)).toBeLessThanOrEqual(2);
        expect(variant.fear_level).toBeGreaterThanOrEqual(1);
        expect(variant.fear_level).toBeLessThanOrEqual(10);
        expect(variant.theme).toBe(item.theme);
        expect(titles).not.toContain(variant.title);
        expect(filterUnsafe([variant]).rejected).toEqual([]);
        // The same request gives the same answer.
        expect(suggestVariant(input, item, direction, titles)).toEqual(variant);
      }
    }
    expect(offered).toBeGreaterThan(ladder.length / 2);
  });

  it('has nothing easier than the bottom of the scale', () => {
    const input = VIGNETTES[0]!.input;
    expect(suggestVariant(input, { title: 'Anything', theme: 'contamination', fear_level: 1 }, 'easier', [])).toBeNull();
    expect(suggestVariant(input, { title: 'Anything', theme: 'contamination', fear_level: 10 }, 'harder', [])).toBeNull();
  });
});
