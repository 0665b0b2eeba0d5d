import { describe, expect, it } from 'vitest';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import type { GenerationInput } from '../../src/modules/generator/types';

const words = (obsessions: string[], compulsions: string[] = [], triggers: string[] = []): GenerationInput => ({
  obsessions,
  compulsions,
  triggers,
  ybocs: null,
});
const themesOf = (input: GenerationInput) => detectThemes(input).map((match) => match.theme);

describe('theme detection from the person’s own words', () => {
  it('matches inflected forms through stemming', () => {
    expect(themesOf(words(['contaminated by germs'], ['washed and scrubbed']))).toEqual(['contamination']);
    expect(themesOf(words(['the hobs and ovens'], ['rechecking the locks']))).toEqual(['checking']);
  });

  it('does not read "even though" or "evenings" as symmetry', () => {
    expect(themesOf(words(['Sunday evenings feel heavy even though nothing happens']))).toEqual([]);
  });

  it('does not count "kill germs" as a harm thought', () => {
    expect(themesOf(words(['germs everywhere'], ['using bleach to kill germs']))).toEqual(['contamination']);
  });

  it('ranks themes by strength and drops incidental words', () => {
    const matches = detectThemes(words(["I'm afraid I might stab my partner with a knife"], ['hiding the knives'], ['my partner']));
    expect(matches.map((match) => match.theme)).toEqual(['taboo_thoughts']);
    expect(matches[0]!.terms).toEqual(expect.arrayContaining(['stab', 'knife']));
  });

  it('finds two focuses when both are strong, the stronger first', () => {
    const input = words(['germs on door handles', 'what if I left the stove on'], ['washing my hands', 'checking the stove and the locks']);
    expect(themesOf(input)).toEqual(['checking', 'contamination']);
  });

  it('returns nothing for words that fit no theme clearly', () => {
    expect(themesOf(words(['I feel bad'], ['I do things'], ['stress']))).toEqual([]);
    expect(themesOf(words([], [], []))).toEqual([]);
  });
});
