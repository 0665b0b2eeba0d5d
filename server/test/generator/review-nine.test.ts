import { describe, expect, it } from 'vitest';
import { asMaybe } from '../../src/modules/generator/offline/phrasing';
import { harmfulListItem } from '../../src/modules/safety/items/list-items';
import { createOfflineEngine } from '../../src/modules/generator/offline';

/**
 * A ninth clinician-minded review (15 blind intakes): "maybe" statements spliced from telegraphic words ("Maybe front
 * door not locked and someone gets in", "Maybe worried the kids will bring norovirus"), a scene set before the doubt
 * ("Maybe at a party in 2016 I was drunk"); other people drinking set aside as the person's own drinking; "do not cross
 * yourself" for a Catholic (the sign of the cross is ordinary practice: only an extra one undoes, docs/clinical.md §9).
 */
describe('a "maybe" statement says the fear as a clause, or is not made', () => {
  it.each([
    ['worried the kids will bring norovirus home from school', 'Maybe the kids will bring norovirus home from school'],
    ['scared that my partner will leave me', 'Maybe my partner will leave me'],
    ['afraid the house will burn down', 'Maybe the house will burn down'],
  ])('"%s" → "%s"', (obsession, statement) => {
    expect(asMaybe(obsession)).toBe(statement);
  });
  it.each([
    'front door not locked and someone gets in',
    'hob not off and the flat burns',
    'my son not breathing in the night',
    'at a party in 2016 i was drunk and i cant remember if i kissed someone',
    'in year 9 i said something awful to a girl',
  ])('"%s" makes none', (obsession) => {
    expect(asMaybe(obsession)).toBeNull();
  });
  it.each(['i will not be able to stop', 'what if i drop the baby and she dies'])('"%s" still makes one', (obsession) => {
    expect(asMaybe(obsession)).toMatch(/^Maybe /);
  });
});

describe('other people drinking is a trigger, never set aside as the person’s own drinking', () => {
  it.each(['drunk people on the train at night', 'my dad drinking', 'drunks in the town centre', 'people drinking at the party'])('"%s"', (text) => {
    expect(harmfulListItem(text)).toBeNull();
  });
  it.each(['drinking', 'getting drunk every night', 'drinking too much'])('"%s" is still set aside', (text) => {
    expect(harmfulListItem(text)).toBe('alcohol_or_drugs');
  });
});

describe('the sign of the cross is held back only when extra', () => {
  it('never says "do not cross yourself"', async () => {
    const items = await createOfflineEngine().generate({
      obsessions: ['blasphemous thoughts about mary during mass', 'i have committed a mortal sin'],
      compulsions: ['saying sorry to god in my head', 'going to confession every week'],
      triggers: ['mass on sunday', 'statues in church'],
      ybocs: null,
      confirmedThemes: null,
    });
    for (const item of items) expect(item.description).not.toMatch(/do not cross yourself/i);
  });
});
