import { describe, expect, it } from 'vitest';
import { correctSpelling, screeningForm } from '../../src/modules/safety/screening/normalise';

describe('screening form', () => {
  it.each([
    ['I WANT TO DIE', 'i want to die'],
    ['k1ll mys3lf', 'kill myself'],
    ['$uicidal', 'suicidal'],
    ['d13', 'die'],
    ['s u i c i d e', 'suicide'],
    ['k.m.s', 'kill myself'],
    ['k*ll myself', 'kill myself'],
    ['i want to diiiieeee', 'i want to die'],
    ['killlll myselfff', 'kill myself'],
    ['myslef', 'myself'],
    ['sucidal', 'suicidal'],
    ['burdn', 'burden'],
    ['wanna end it 2nite', 'want to end it tonight'],
    ['im done w/ life', "i'm done with life"],
    ['Suicídio', 'suicidio'],
    ['Ich möchte nicht mehr leben', 'ich mochte nicht mehr leben'],
    ['straße', 'strasse'],
    ['“quoted” — dash', '"quoted" - dash'],
  ])('reads "%s" as "%s"', (raw, form) => {
    expect(screeningForm(raw)).toBe(form);
  });

  it('keeps numbers with units and ordinals as they are', () => {
    expect(screeningForm('walk at 3am for 20mins, 15yo, the 3rd time, 2nd floor')).toBe('walk at 3am for 20mins, 15yo, the 3rd time, 2nd floor');
  });

  it('never turns a real word into a key word', () => {
    for (const word of ['fridge', 'bride', 'giving', 'loving', 'filled', 'tables', 'sacred', 'nose', 'overdoes', 'bloody', 'reserve']) {
      expect(correctSpelling(word)).toBe(word);
    }
  });

  it('leaves ordinary OCD text alone', () => {
    const text = 'checking the stove 20 times before leaving, washing my hands until they crack';
    expect(screeningForm(text)).toBe(text);
  });
});
