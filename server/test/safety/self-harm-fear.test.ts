import { describe, expect, it } from 'vitest';
import { aboutOwnHarm } from '../../src/modules/safety/self-harm-fear';
import { screenForCrisis } from '../../src/modules/safety/crisis/screen';

/**
 * Answering "a fear" opens the self-harm library and sets the person's own rituals aside only for a text about harming
 * oneself (docs/clinical.md §18). An eighth clinician-minded review: "maybe i secretly want to do it", about a harm
 * thought toward a baby, is asked about (rightly: the screen cannot tell what "it" is), and its "a fear" took every
 * own step out of the father's harm ladder.
 */
describe('which asked-about texts are about harming oneself', () => {
  it.each([
    'what if i grab a knife and stab myself, i get an image of it and it horrifies me',
    'images of jumping off the balcony even though i love my life',
    'what if i want to die deep down',
    'the thought of taking all my pills',
    'scared i secretly want to end it',
    'what if i cut my wrists without meaning to',
    'what if i step in front of the bus even though i dont want to',
    'scared i will swerve into the wall',
  ])('"%s" is', (text) => {
    expect(aboutOwnHarm(text)).toBe(true);
  });

  it('reads an "it" by the person’s other obsessions: harm toward others only, and it is not about the self', () => {
    const line = 'im a monster for having these thoughts and maybe i secretly want to do it';
    expect(aboutOwnHarm(line, ['what if i drown rosie in the bath', 'i might stab my wife sarah while we are cooking', line])).toBe(false);
    // With any thought of harming oneself among them, or none to read it by, it counts (when in doubt, it counts).
    expect(aboutOwnHarm(line, ['what if i drown rosie in the bath', 'what if i jump off the balcony', line])).toBe(true);
    expect(aboutOwnHarm(line, [line])).toBe(true);
    expect(aboutOwnHarm('maybe deep down i want to', ['what if i want to die'])).toBe(true);
  });

  it.each([
    'what if i secretly want to hurt her',
    'maybe deep down i want to stab my son',
    'what if i want to push someone onto the tracks',
  ])('"%s" is not: it names someone else', (text) => {
    expect(aboutOwnHarm(text)).toBe(false);
  });

  it('the reviewer’s line is still asked about', () => {
    expect(screenForCrisis('im a monster for having these thoughts and maybe i secretly want to do it').verdict).toBe('ambiguous');
  });
});
