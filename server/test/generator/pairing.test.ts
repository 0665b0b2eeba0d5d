import { describe, expect, it } from 'vitest';
import { withinRule } from '../../src/modules/generator/offline/render';

/** Issue 16: the person's ritual goes inside the item's own rule, never as a sentence tacked on. */
describe('withinRule', () => {
  it('goes after the first clause when the rule has two', () => {
    expect(withinRule('Do not wash or use hand gel for 20 minutes, and do not hold the food in a napkin.', 'washing your hands for minutes')).toBe(
      'Do not wash or use hand gel for 20 minutes, including washing your hands for minutes, and do not hold the food in a napkin.',
    );
  });

  it('goes at the end of a one-clause rule, keeping one full stop', () => {
    expect(withinRule('Do not check the lock again.', 'going back to check the front door')).toBe(
      'Do not check the lock again, including going back to check the front door.',
    );
    expect(withinRule('Do not check the lock again', 'pulling the handle')).toBe('Do not check the lock again, including pulling the handle.');
  });

  it('quotes a ritual whose shape is unclear, with balanced quotation marks', () => {
    const paired = withinRule('Do not ask anyone.', 'your own ritual, “The 3-times thing”');
    expect(paired).toBe('Do not ask anyone, including your own ritual, “The 3-times thing”.');
    expect((paired.match(/“/g) ?? []).length).toBe((paired.match(/”/g) ?? []).length);
  });
});
