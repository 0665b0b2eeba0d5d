import type { GenerationInput } from '../types';
import { compileTerm, containsAny, tokenize } from './text';

/**
 * Hoarding disorder is its own diagnosis (docs/clinical.md §22): saving and
 * discarding steps are built for everyday saving, and a picture that reads like hoarding disorder
 * (rooms that cannot be used, piles, acquiring) gets a signpost beside the ladder.
 */
export const HOARDING_SIGNPOST =
  'Some of what you wrote sounds like hoarding, where keeping things fills the home or makes rooms hard to use. ' +
  'Hoarding disorder is a condition of its own, and a professional who knows it can help. ' +
  'The steps here are about everyday saving and letting go, one small thing at a time.';

const STRONG = ['hoard*', 'clutter*', 'cluttered', 'piles of', 'stacks of', 'floor to ceiling', 'cant use my', 'cannot use my', 'cant sleep in my bed', 'cant cook in', 'rooms are full', 'room is full', 'house is full', 'flat is full'].map((term) => compileTerm(term));
const ROOMS = ['kitchen', 'bed', 'bedroom', 'bathroom', 'hallway', 'living room', 'sofa', 'table', 'rooms'].map((term) => compileTerm(term));
const BLOCKED = ['full', 'covered', 'blocked', 'cant use', 'cannot use', 'piled', 'buried', 'no space', 'no room'].map((term) => compileTerm(term));
const ACQUIRING = ['buy more', 'keep buying', 'pick up free', 'collect*', 'acquir*'].map((term) => compileTerm(term));
/**
 * Signs that count once each, two needed: things piling up, and keeping people out so they are not seen ("I have to
 * read every page … so they pile up", "avoiding having people over so no one sees the stacks"; an eleventh
 * clinician-minded review: a picture that called for the signpost got none).
 */
const PILING = ['pile up', 'piling up', 'piled up', 'piles', 'stacks', 'stacked up', 'having people over', 'have people over', 'people round', 'anyone round', 'no one sees', 'nobody sees', 'let anyone in'].map((term) => compileTerm(term));

/** Whether the person's own lists read like hoarding disorder rather than everyday saving. */
export function looksLikeHoarding(input: GenerationInput): boolean {
  const texts = [...input.obsessions, ...input.compulsions, ...input.triggers];
  let signs = 0;
  for (const text of texts) {
    const tokens = tokenize(text);
    if (containsAny(tokens, STRONG)) signs += 2;
    else if (containsAny(tokens, ROOMS) && containsAny(tokens, BLOCKED)) signs += 2;
    if (containsAny(tokens, ACQUIRING)) signs += 1;
    if (containsAny(tokens, PILING)) signs += 1;
  }
  return signs >= 2;
}
