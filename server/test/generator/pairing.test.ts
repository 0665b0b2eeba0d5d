import { describe, expect, it } from 'vitest';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
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


/** CLINICAL.md "Exposure hierarchies": religious and medical nuance in every library item. */
describe('religious and medical nuance', () => {
  const templates = Object.values(LIBRARIES).flatMap((library) => library.templates);

  it('never says "do not pray": extra prayers and confessions are what is held back', () => {
    for (const template of templates) expect(`${template.body} ${template.prevention}`, template.id).not.toMatch(/\b(do not|don't|never) pray\b/i);
  });

  it('keeps the appointments agreed with a doctor wherever an item holds back booking them', () => {
    for (const template of templates.filter((candidate) => /book extra appointments/i.test(candidate.prevention))) {
      expect(template.prevention, template.id).toMatch(/only the appointments agreed with your doctor/);
    }
  });
});
