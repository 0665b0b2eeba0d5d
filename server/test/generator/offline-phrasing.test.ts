import { describe, expect, it } from 'vitest';
import { asActivity, cleanPhrase, isNounPhrase, quoteOwnWords, shorten, toSecondPerson } from '../../src/modules/generator/offline/phrasing';

describe('fitting the person’s words into an exposure', () => {
  it.each([
    ['  Public door handles. ', 'public door handles'],
    ['"the bin"', 'the bin'],
    ['HIV news', 'HIV news'],
    ['God', 'God'],
    ['Sunday evenings', 'Sunday evenings'],
    ['I check the stove', 'I check the stove'],
  ])('cleans %j to %j', (raw, cleaned) => {
    expect(cleanPhrase(raw)).toBe(cleaned);
  });

  it.each([
    ['my partner’s texts', 'your partner’s texts'],
    ["when I'm alone with my baby", "when you're alone with your baby"],
    ['am I a bad person', 'are you a bad person'],
    ['asking our friends about me', 'asking your friends about you'],
  ])('speaks to the person: %j → %j', (text, expected) => {
    expect(toSecondPerson(text.replace(/’/g, "'"))).toBe(expected.replace(/’/g, "'"));
  });

  it.each([
    ['Washing my hands for minutes', 'washing your hands for minutes'],
    ['I wash my hands until they feel clean', 'washing your hands until they feel clean'],
    ['I have to check the locks five times', 'checking the locks five times'],
    ['I go back to check the front door lock', 'going back to check the front door lock'],
    ['always tap the table twice', 'tapping the table twice'],
    ['I pray until it feels right', 'praying until it feels right'],
    ['excessive hand washing', 'excessive hand washing'],
    ['I rewrite my notes', 'rewriting your notes'],
    ['asks my husband if I look ill', 'asking your husband if you look ill'],
  ])('turns the compulsion %j into %j', (compulsion, activity) => {
    expect(asActivity(compulsion)).toBe(activity);
  });

  it('leaves a compulsion it cannot fit grammatically for quoting', () => {
    expect(asActivity('hand gel')).toBeNull();
    expect(asActivity('the need for everything to be clean')).toBeNull();
  });

  it('tells things (which can be touched or visited) from situations', () => {
    expect(isNounPhrase('public door handles')).toBe(true);
    expect(isNounPhrase('the stove')).toBe(true);
    expect(isNounPhrase('when I leave the house')).toBe(false);
    expect(isNounPhrase('leaving the house')).toBe(false);
    expect(isNounPhrase('bins, toilets and sinks')).toBe(false);
    expect(isNounPhrase('the handles of every single door in the whole office building')).toBe(false);
  });

  it('shortens long words at a clause or word boundary and marks the cut', () => {
    const long = 'the handles of every door in the office, and the lifts, and the stairs, and the kitchen kettle';
    const short = shorten(long, 50);
    expect(short.length).toBeLessThanOrEqual(51);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(shorten('the bin', 50)).toBe('the bin');
  });

  it('quotes the person as they wrote it, keeping a question a question', () => {
    expect(quoteOwnWords('what if I left the stove on?', 140)).toBe('“What if I left the stove on?”');
    expect(quoteOwnWords("I'm afraid of germs.", 140)).toBe("“I'm afraid of germs”");
  });
});
