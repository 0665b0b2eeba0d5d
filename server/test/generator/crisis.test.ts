import { describe, expect, it } from 'vitest';
import { CRISIS_DETAIL, mentionsCrisis } from '../../src/modules/generator/crisis';
import type { GenerationInput } from '../../src/modules/generator/types';

const obsession = (text: string): GenerationInput => ({ obsessions: [text], compulsions: [], triggers: [], ybocs: null });

const CRISIS = [
  'I want to die',
  'Sometimes I just want to be dead.',
  "I've been thinking about killing myself",
  'I cut myself when the anxiety gets too much',
  'There is no reason to live any more',
  "I don't want to be alive anymore",
  "I don't want to live like this",
  'Everyone would be better off without me',
  'I wish I was dead',
  'I wish I had never been born',
  'I’m planning how to end it',
  'I have suicidal thoughts every night',
  'I hurt myself on purpose so the thoughts stop',
  "I've thought about taking an overdose",
  'I want to end my life',
  'I keep thinking about not being here anymore',
  'I self-harm to cope',
  'Im going to kill myself',
];

const NOT_CRISIS = [
  "I'm afraid I might stab my partner",
  'Fear of jumping in front of a train even though I don’t want to',
  'What if I push someone onto the tracks',
  'Intrusive thoughts about hurting my baby',
  "I'm scared I'll snap and kill my family",
  'Afraid of dying from cancer',
  'I check my pulse because I am scared I am dying',
  "I don't want to die of a heart attack",
  'I wish I could stop washing my hands',
  'I want to stop checking the stove',
  "I'd rather die than touch a public toilet seat",
  'Worried I might cut myself by accident while cooking',
  'Violent images of stabbing strangers',
  'I keep thinking about dying in a car crash',
  'What if I want to hurt someone without realising',
];

describe('crisis check', () => {
  it.each(CRISIS)('flags "%s"', (text) => {
    expect(mentionsCrisis(obsession(text))).toBe(true);
  });

  it.each(NOT_CRISIS)('does not flag the intrusive thought or worry "%s"', (text) => {
    expect(mentionsCrisis(obsession(text))).toBe(false);
  });

  it('looks at compulsions and triggers too', () => {
    expect(mentionsCrisis({ obsessions: ['germs'], compulsions: ['cutting myself'], triggers: [], ybocs: null })).toBe(true);
    expect(mentionsCrisis({ obsessions: ['germs'], compulsions: [], triggers: ['nights when I want to die'], ybocs: null })).toBe(true);
  });

  it('gives crisis resources, calmly and without promises', () => {
    expect(CRISIS_DETAIL).toContain('local emergency number');
    expect(CRISIS_DETAIL).toContain('988');
    expect(CRISIS_DETAIL).toContain('findahelpline.com');
    expect(CRISIS_DETAIL).toMatch(/will not create exposures/);
    expect(CRISIS_DETAIL).not.toMatch(/\b(safe|will be (fine|ok|okay)|promise|everything)\b/i);
  });
});
