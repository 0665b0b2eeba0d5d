import { describe, expect, it } from 'vitest';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import { describePerson } from '../../src/modules/generator/offline/person';
import { renderTemplate } from '../../src/modules/generator/offline/render';
import { THEME_IDS } from '../../src/modules/generator/offline/themes';
import { filterUnsafe } from '../../src/modules/safety/items/filter';

const nobody = describePerson({ obsessions: [], compulsions: [], triggers: [], ybocs: null });
const themes = [...THEME_IDS, 'general' as const];
const allTemplates = themes.flatMap((theme) => LIBRARIES[theme].templates.map((template) => ({ theme, template })));

describe('offline exposure library', () => {
  it('gives every template a unique id', () => {
    const ids = allTemplates.map(({ template }) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(THEME_IDS)('has enough %s templates to build a hierarchy from 2 to 10, with imaginal work', (theme) => {
    const { templates } = LIBRARIES[theme];
    expect(templates.length).toBeGreaterThanOrEqual(15);
    const fears = new Set(templates.map((template) => template.fear));
    for (const level of [3, 4, 5, 6, 7, 8, 9]) expect(fears, `level ${level}`).toContain(level);
    // Enough hard steps that any person gets two in 7-8 and two in 9-10 (issue 16 gradation).
    const open = templates.filter((template) => !template.needs);
    expect(open.filter((template) => template.fear >= 7 && template.fear <= 8).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((template) => template.fear >= 9).length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...fears)).toBeLessThanOrEqual(2);
    expect(Math.max(...fears)).toBe(10);
    expect(templates.filter((template) => template.fear >= 4 && template.fear <= 6).length).toBeGreaterThanOrEqual(5);
    expect(templates.some((template) => template.kind === 'imaginal')).toBe(true);
    expect(templates.some((template) => template.kind === 'in_vivo')).toBe(true);
  });

  it('brings on body sensations (interoceptive) where they fit: health worries, each for the sensation feared', () => {
    const interoceptive = LIBRARIES.health.templates.filter((template) => template.kind === 'interoceptive');
    expect(interoceptive.length).toBeGreaterThanOrEqual(2);
    for (const template of interoceptive) expect(template.needs?.length, template.id).toBeGreaterThan(0);
  });

  it('reads imaginal work first for taboo thoughts (the library says so, the hierarchy reads it)', () => {
    expect(LIBRARIES.taboo_thoughts.preferredKind).toBe('imaginal');
  });

  it.each(allTemplates.map(({ theme, template }) => [template.id, theme, template] as const))(
    '%s, in its library wording, passes the safety filter and the contract limits',
    (_id, theme, template) => {
      const { candidate } = renderTemplate(template, theme, nobody, new Map(), false);
      expect(filterUnsafe([candidate]).rejected).toEqual([]);
      expect(candidate.title).not.toMatch(/[{}]/);
      expect(candidate.description).not.toMatch(/[{}]/);
      expect(candidate.title.length).toBeLessThanOrEqual(200);
      expect(candidate.description.length).toBeLessThanOrEqual(2000);
      expect(candidate.description).toContain(candidate.response_prevention);
      // Short cards (issue 16): one line of title, a description read in half a minute, and a why.
      expect(candidate.title.length, candidate.title).toBeLessThanOrEqual(60);
      expect(candidate.description.split(/\s+/).length, candidate.description).toBeLessThanOrEqual(50);
      expect(template.why, template.id).toBeTruthy();
      expect(template.why!.length, template.why).toBeLessThanOrEqual(90);
      expect(candidate.why).toBe(template.why);
      // Paired with the compulsion it provokes, inside the sentence (docs/clinical.md §5).
      expect(`${template.title} ${template.prevention}`, template.id).toContain('{compulsion|');
      expect(candidate.description).not.toMatch(/the same goes for/i);
      expect(candidate.description).not.toMatch(/\b(?:do not|don't|never) pray\b/i);
      // Health items never hold back care a doctor agreed (docs/clinical.md §9 medical nuance).
      if (/appointment/i.test(candidate.response_prevention)) expect(candidate.response_prevention).toMatch(/only the appointments agreed with your doctor/);
      // Concrete: says how long, how often, or until when (docs/clinical.md §2).
      expect(`${candidate.title} ${candidate.description}`).toMatch(
        /\b(\d+|one|two|three|five|ten|once|twice|day|days|week|evening|night|morning|minutes?|hour|seconds?|until|afternoon)\b/i,
      );
    },
  );
});
