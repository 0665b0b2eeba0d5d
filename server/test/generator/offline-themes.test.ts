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

  it('reads a partner named as the stakes of a real-event doubt as no relationship fear', () => {
    // "My boyfriend would leave me if he knew" is what the doubted past act would cost, not a doubt
    // about the relationship (issue 16 review, weak spot a).
    const input = words(
      ['what if i kissed someone at my work do years ago and blacked out', 'my boyfriend would leave me if he knew', 'my boyfriend can never find out'],
      ['asking my friends what happened that night', 'replaying the night in my head'],
      ['seeing my boyfriend'],
    );
    expect(themesOf(input)).toContain('real_event');
    expect(themesOf(input)).not.toContain('relationship');
  });

  it('still finds a relationship doubt beside another theme when the doubt is named', () => {
    const input = words(
      ['germs on the bus', 'what if I dont really love my boyfriend'],
      ['washing my hands for ages', 'comparing my boyfriend to other men'],
    );
    expect(themesOf(input)).toEqual(expect.arrayContaining(['contamination', 'relationship']));
  });

  it('reads love for a baby in a new parent’s harm thought as no relationship doubt', () => {
    const input = words(
      ['since my son was born i get images of dropping him and i love him so much i feel like a monster, my wife works nights'],
      ['checking on him all night', 'googling whether parents act on these thoughts'],
      ['the stairs', 'bath time'],
    );
    expect(themesOf(input)).not.toContain('relationship');
  });

  it('returns nothing for words that fit no theme clearly', () => {
    expect(themesOf(words(['I feel bad'], ['I do things'], ['stress']))).toEqual([]);
    expect(themesOf(words([], [], []))).toEqual([]);
  });
});
