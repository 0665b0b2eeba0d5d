import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import { generationInput } from './factories';

/**
 * Issue 16, a clinician-minded review of 18 fresh vignettes (5.2/10): themes read from the words that name
 * them (decision 026). A fear the library has no theme for is said, not guessed (docs/clinical.md §8); a
 * counted or just-right ritual is symmetry; a past event the person keeps going over is real-event OCD; a
 * bin in a discarding intake is saving. Intakes written for this test, in words of our own.
 */
const themesOf = (obsessions: string[], compulsions: string[], triggers: string[]) =>
  detectThemes(generationInput(obsessions, compulsions, triggers)).map((match) => match.theme);

describe('a fear the library has no theme for is not read as the nearest theme', () => {
  it('reads nothing from stray hints in different phrases ("in my head" in one, "rude" in another), and builds the generic ladder', async () => {
    const input = generationInput(['people stare at me and i will become like them'], ['repeating a phrase in my head'], ['rude customers']);
    expect(detectThemes(input)).toEqual([]);
    const items = await createOfflineEngine().generate(input);
    expect(items.every((item) => item.theme === 'general')).toBe(true);
  });

  it('still reads a chemical-residue fear as contamination, not a harm thought or health', () => {
    const themes = themesOf(
      ['traces of chemicals from cleaning products getting on my food', 'pesticide residue on fruit poisoning me slowly'],
      ['rinsing fruit and veg for ages', 'rewashing plates after the dishwasher'],
      ['the cleaning cupboard', 'supermarket fruit'],
    );
    expect(themes[0]).toBe('contamination');
    expect(themes).not.toContain('taboo_thoughts');
  });
});

describe('a counted or just-right ritual is symmetry', () => {
  it('reads tapping in fours as symmetry, not water taps', () => {
    expect(themesOf(['it has to be four or something bad happens'], ['tapping things in fours', 'touching door frames four times'], ['light switches', 'doorways'])).toEqual(['symmetry']);
  });

  it('reads doing a thing until it feels right, or an even number of times, as symmetry', () => {
    expect(themesOf(['my family will be hurt if things are not placed right'], ['moving my mug until it feels right', 'flicking the hall light an even number of times'], ['my desk'])).toEqual(['symmetry']);
  });

  it('reads a count beside washing as the washing’s ritual, not a second theme', () => {
    expect(themesOf(['germs from the hospital on my clothes'], ['washing my hands 30 times a day'], ['the hospital car park'])).toEqual(['contamination']);
  });
});

describe('a past event the person keeps going over is real-event OCD', () => {
  it('reads a reviewed night years ago with a doubt about one’s own act', () => {
    const themes = themesOf(['I keep going back over the night of my cousins wedding in 2018 and whether I touched her sister'], ['asking my cousin what she remembers'], ['family gatherings']);
    expect(themes[0]).toBe('real_event');
    expect(themes).not.toContain('perfectionism');
  });

  it('reads replaying what one said last summer as real-event', () => {
    expect(themesOf(['cant stop replaying what i told a client last summer and if i was misleading'], ['reading the old email thread again'], ['team meetings'])).toContain('real_event');
  });

  it('reads a doubt from uni days as real-event', () => {
    expect(themesOf(['did i upset that girl back at uni without realising', 'thinking back to first year halls all the time'], ['messaging old flatmates to ask'], ['freshers week posts'])).toContain('real_event');
  });

  it('leaves a check about now with checking ("did I lock the door last night")', () => {
    expect(themesOf(['did i lock the front door last night'], ['checking the lock five times'], ['leaving the house'])).not.toContain('real_event');
  });
});

describe('a bin in a saving intake is saving, not contamination', () => {
  it('reads going through the bin for things that might matter as saving', () => {
    expect(themesOf(['what if something important ends up in the rubbish by accident'], ['going through the kitchen bin before it goes out', 'keeping old post in boxes'], ['the bin lorry'])).toEqual(['saving']);
  });

  it('reads taking things back out of the trash as saving, garbage night included', () => {
    expect(themesOf(['I cant let my kids drawings go in the trash'], ['taking things back out of the trash', 'keeping every school letter'], ['garbage night'])).toEqual(['saving']);
  });

  it('reads digging through the bins for things thrown away as saving', () => {
    expect(themesOf(['getting rid of anything makes me panic for days'], ['digging through the bins outside for things i threw out'], ['a full bin bag'])).toEqual(['saving']);
  });

  it('keeps contamination when the bin is feared for germs', () => {
    expect(themesOf(['germs from the bin getting on my hands'], ['washing after taking the rubbish out'], ['the kitchen bin'])).toEqual(['contamination']);
  });
});
