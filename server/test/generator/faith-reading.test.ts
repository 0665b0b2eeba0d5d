import { describe, expect, it } from 'vitest';
import { readsFaithDisrespect, readsRitualWashing, readTradition } from '../../src/modules/generator/offline/reading';
import { describePerson } from '../../src/modules/generator/offline/person';
import type { GenerationInput } from '../../src/modules/generator/types';

/**
 * Issue 16, the seventh clinician-minded review (cause 3): a Sikh intake was read as contamination. A faith's own
 * words name its tradition (decision 042), washing before its scripture or its prayers is a purity ritual, and a fear
 * of disrespect or sin within a tradition is scrupulosity, not dirt, unless germs are named.
 */
const person = (fields: Partial<GenerationInput>): GenerationInput => ({ obsessions: [], compulsions: [], triggers: [], ybocs: null, confirmedThemes: null, selfHarmFear: false, ...fields });

describe('a Sikh tradition read from its own words (docs/clinical.md §9; decision 042)', () => {
  it.each(['the Guru Granth Sahib', 'going to the gurdwara', 'my morning paath', 'doing Ardas', 'my amrit vows', 'covering my kesh', 'Waheguru', 'my gutka sahib', 'kirtan', 'the hukamnama', 'beadbi', 'reading bani'])(
    '"%s" names the Sikh tradition',
    (phrase) => {
      expect(readTradition([phrase])).toBe('sikh');
    },
  );

  it('reads washing before Sikh scripture and prayer as a purity ritual', () => {
    expect(readsRitualWashing(['washing my hands again and again before reading bani'])).toBe(true);
    expect(readsRitualWashing(['washing my face and hands before every paath until it feels clean'])).toBe(true);
    expect(readsRitualWashing(['rinsing my hands before touching the guru granth sahib'])).toBe(true);
    expect(readsRitualWashing(['washing my hands after the bus'])).toBe(false);
  });
});

describe('a fear of disrespect within a tradition is scrupulosity, not dirt (docs/clinical.md §7, §9)', () => {
  const amrit = person({
    obsessions: ['i broke my amrit vows by having a bad thought', 'Waheguru will punish me for the disrespect'],
    compulsions: ['asking the granthi over and over if i need to retake amrit', 'washing my face and hands before every paath until it feels clean'],
    triggers: ['the Sri Guru Granth Sahib Ji', 'sukhmani sahib paath', 'the langar hall'],
  });

  it('reads the fear of disrespect or sin beside a tradition, and not a fear of germs', () => {
    expect(readsFaithDisrespect([...amrit.obsessions, ...amrit.compulsions, ...amrit.triggers])).toBe(true);
    expect(readsFaithDisrespect(['germs on the langar plates will make me ill', 'washing my hands 30 times at the gurdwara'])).toBe(false);
    expect(readsFaithDisrespect(['i disrespected my nan at her funeral'])).toBe(false);
  });

  it('builds a scrupulosity ladder with no contamination theme for a Sikh fear of disrespect', () => {
    const themes = describePerson(amrit).themes.map((match) => match.theme);
    expect(themes).toContain('scrupulosity');
    expect(themes).not.toContain('contamination');
  });

  it('keeps contamination when the person names germs, and when they confirm it', () => {
    const germs = person({
      obsessions: ['germs on the langar plates will make me ill', 'i might disrespect Waheguru by being dirty'],
      compulsions: ['washing my hands 30 times a day because of germs'],
      triggers: ['the langar hall', 'shared plates'],
    });
    expect(describePerson(germs).themes.map((match) => match.theme)).toContain('contamination');
    expect(describePerson({ ...amrit, confirmedThemes: ['scrupulosity', 'contamination'] }).themes.map((match) => match.theme)).toContain('contamination');
  });
});
