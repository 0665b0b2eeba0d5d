import { describe, expect, it } from 'vitest';
import { harmfulListItem, unsafeReason } from '../../../src/modules/safety/items/filter';
import { screenGenerationInput } from '../../../src/modules/safety/input-screen';
import { generationInput } from '../../generator/factories';
import { engineItem } from './helpers';

/**
 * Issue 16, a clinician-minded review: "i feel dirty on my skin and i want to scrub it off with bleach" was typed as
 * a compulsion, and nothing beside the ladder said a word about it. Bleach and other caustic products on the skin
 * burn: a compulsion done with them is a harmful behaviour, one for a professional, never a "delay it" or "cut it
 * down" step (docs/clinical.md §10, §12). Cleaning a surface with bleach, and ordinary soap, gel or hand wash on
 * the hands, stay the work.
 */
describe('a caustic product on the skin is for a professional', () => {
  it.each([
    'i feel dirty on my skin and i want to scrub it off with bleach',
    'I scrub my hands with bleach until they bleed',
    'washing my hands in bleach after the bus',
    'wiping my arms with neat disinfectant',
    'soaking my feet in bleach water',
    'rubbing white spirit on my hands to get the germs off',
    'cleaning my face with oven cleaner',
    'scrubbing myself with toilet cleaner in the shower',
  ])('sets aside %j', (text) => {
    expect(harmfulListItem(text)).toBe('real_contamination');
  });

  it.each([
    'cleaning the kitchen worktops with bleach',
    'bleaching the toilet three times',
    'washing my hands with soap for ten minutes',
    'using hand gel after touching door handles',
    'washing my hands with Dettol hand wash',
    'scrubbing the bath with bleach until it shines',
    'wiping the door handles with disinfectant',
    'checking that the bleach bottle is closed',
  ])('keeps %j as the work', (text) => {
    expect(harmfulListItem(text)).toBeNull();
  });

  it('refuses an engine item that puts bleach on the skin, in any wording', () => {
    expect(unsafeReason(engineItem('Scrub your hands with bleach once, then stop.'))).not.toBeNull();
    expect(unsafeReason(engineItem('Wash your arms in diluted bleach for one minute.'))).not.toBeNull();
  });

  it('names the item beside the ladder, where it used to pass in silence', () => {
    const screen = screenGenerationInput(
      generationInput(
        ['i feel dirty on my skin after the bus'],
        ['i feel dirty on my skin and i want to scrub it off with bleach', 'washing my hands'],
        ['the bus'],
      ),
    );
    expect(screen.crisis).toEqual([]);
    expect(screen.notes).toEqual([expect.objectContaining({ list: 'compulsions', reason: 'real_contamination' })]);
    expect(screen.input.compulsions).toEqual(['washing my hands']);
  });
});
