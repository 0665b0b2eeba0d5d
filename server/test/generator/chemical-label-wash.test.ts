import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { generationInput } from './factories';

/**
 * Issue 16, a fourth clinician-minded review: a mother afraid of poisoning her children with cleaning products, who
 * washes her hands 20 times after cleaning, got a top step "Clean the kitchen once with your usual product, as its
 * label directs … Do not wash your hands". Many products' labels say to wash your hands after use: that one wash is
 * the care anyone takes, and a step must never tell a person to skip what a label directs (docs/clinical.md §10).
 */
const intakes = [
  generationInput(
    ['scared ive got bleach on my hands and ill poison my kids when i make their food'],
    ['wash my hands 20 times after cleaning', 'rewash the plates before dinner'],
    ['the cupboard under the sink'],
  ),
  generationInput(
    ['What if chemical residue from the cleaning spray poisons my husband'],
    ['Washing my hands over and over after using any spray', 'asking him if he feels ill'],
    ['cleaning day', 'the smell of polish'],
  ),
  generationInput(['the toxic fumes from oven cleaner will make my baby ill'], ['scrubbing my hands after i clean the oven'], ['the oven', 'cleaning products in the shop']),
];

describe('a cleaning product used as its label directs, with the one hand wash it asks for', () => {
  it.each(intakes.map((input, index) => [index + 1, input] as const))('intake %i: a step with a cleaning product that holds back hand washing allows that one wash', async (_index, input) => {
    const ladder = await createOfflineEngine().generate(input);
    const cleaning = ladder.filter((item) => /\blabels? direct/i.test(item.description));
    expect(cleaning.length).toBeGreaterThan(0);
    const holdingBackWashing = cleaning.filter((item) => /\bdo not (?:[\w'-]+ ){0,3}?(?:wash|scrub|rinse)\w* (?:your|my) hands\b(?! beyond your usual)/i.test(item.description));
    expect(holdingBackWashing.length).toBeGreaterThan(0);
    for (const item of holdingBackWashing) expect(item.description, item.title).toMatch(/\bone hand wash\b/i);
  });
});
