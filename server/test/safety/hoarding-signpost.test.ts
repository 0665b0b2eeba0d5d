import { describe, expect, it } from 'vitest';
import { HOARDING_SIGNPOST, looksLikeHoarding } from '../../src/modules/generator/offline/hoarding';
import type { GenerationInput } from '../../src/modules/generator/types';

const lists = (obsessions: string[], compulsions: string[] = [], triggers: string[] = []): GenerationInput => ({ obsessions, compulsions, triggers, ybocs: null });

/** docs/clinical.md §22: saving is built grief-sensitively, with a signpost when the picture is hoarding. */
describe('the hoarding signpost', () => {
  it.each([
    lists(['If I throw anything away I might need it later'], ['Keeping every newspaper'], ['My spare room is full to the ceiling, I cannot use it']),
    lists(['I hoard things because I might need them'], []),
    lists(['What if I need it one day'], ['Keep buying more storage boxes'], ['The kitchen table is covered and we eat on the sofa']),
    lists(['My flat is full of piles of stuff and I can’t sleep in my bed'], []),
    lists(['I cannot throw anything out'], ['Collecting free papers'], ['Clutter everywhere']),
  ])('shows for lists that read like hoarding disorder (%#)', (input) => {
    expect(looksLikeHoarding(input)).toBe(true);
  });

  it.each([
    lists(['What if I throw away a receipt I need for my taxes'], ['Checking the bin before it goes out'], ['Bin day']),
    lists(['I feel I am throwing away my dad’s memory if I give away his jumper'], ['Keeping his birthday cards'], ['Clearing his wardrobe']),
    lists(['Germs on door handles'], ['Washing my hands'], ['The kitchen bin']),
    lists(['What if I left the stove on'], ['Checking the knobs'], ['Leaving the house']),
  ])('stays quiet for everyday saving and other themes (%#)', (input) => {
    expect(looksLikeHoarding(input)).toBe(false);
  });

  it('is calm: names a professional, reassures about nothing, and is not an error', () => {
    expect(HOARDING_SIGNPOST).toMatch(/professional/);
    expect(HOARDING_SIGNPOST).not.toMatch(/don't worry|nothing to worry|you are safe|normal|fine/i);
  });
});
