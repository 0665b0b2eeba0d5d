import { describe, expect, it } from 'vitest';
import { harmfulListItem } from '../../../src/modules/safety/items/filter';

/**
 * Issue 16, an eleventh clinician-minded review: a nurse afraid of blood getting into her skin listed "Paper cuts or
 * hangnails on my own hands" as a trigger, and it was set aside as self-harm ("This one is for a professional"). A cut or
 * a scratch one has is the contamination fear's way in, not a way of hurting oneself (docs/clinical.md §12). Cutting,
 * scratching or burning oneself, said as an act, is still set aside.
 */
describe('an injury one has is not self-harm', () => {
  it.each([
    'Paper cuts or hangnails on my own hands',
    'a cut on my finger when i handle raw chicken',
    'any little scratch on my hands',
    'shaving cuts on my legs',
    'small cuts on my hands at work',
  ])('keeps %j as the work', (text) => {
    expect(harmfulListItem(text)).toBeNull();
  });

  it.each([
    'cutting my arms when the thoughts get bad',
    'cut my wrist to make the thought stop',
    'scratching my hands until they bleed',
    'burning my hand with a lighter',
    'i cut myself to feel better',
    'scratch my arm with a pin',
    'making a small cut on my arm when im anxious',
    'give myself a little scratch on my wrist',
    'leaving a tiny cut on my finger on purpose',
  ])('still sets aside %j', (text) => {
    expect(harmfulListItem(text)).toBe('self_harm');
  });
});
