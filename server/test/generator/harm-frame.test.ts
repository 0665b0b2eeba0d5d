import { describe, expect, it } from 'vitest';
import { readHarmFrame } from '../../src/modules/generator/offline/harm-frame';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import type { GenerationInput } from '../../src/modules/generator/types';

/**
 * A harm obsession said plainly, with no word that names the theme on its own, is still a harm thought
 * (issue 16: "i might hurt my son without meaning to" was read as no theme). Intrusive thoughts of harming
 * others are ERP material (docs/clinical.md §7, §17); harming oneself counts only after the crisis question
 * was answered "a fear" (§18); a back hurt lifting the baby is no harm thought. Phrasings written as people
 * type them, lower case and typos included, not taken from the generator's output.
 */
const themesOf = (obsession: string, selfHarmFear = false) =>
  detectThemes({ obsessions: [obsession], compulsions: [], triggers: [], ybocs: null, selfHarmFear } satisfies GenerationInput).map((match) => match.theme);

const HARM_TO_OTHERS = [
  'i might hurt my son without meaning to',
  'what if i hit my kids when im angry',
  'scared ill hurt my dog',
  'what if i drown my cat in the bath',
  'im terrified i could push my mum down the stairs',
  'i might shove someone into the road at the crossing',
  'what if i strangle my girlfriend in her sleep',
  'worried ill smother the baby when im tired',
  'thoughts of stabbing my husband while he sleeps',
  'i keep getting images of hurting my little girl',
  'what if i poison the dinner and my family eats it',
  'i could hit the old lady next door',
  'scared i will attack a stranger on the bus',
  'afraid that i might snap and hurt my students',
  'the urge to push people in front of the train',
  'what if i accidentaly harm my nephew',
  'im scared of hurting my patients at work',
  'i might kick the puppy',
  'what if i strangle sarah',
  'what if i just lose it and hit him',
  'i would never but what if i hurt her',
  'afraid ill choke my partner',
];
const SELF_DIRECTED = [
  'what if i hurt myself with the kitchen knife',
  'scared i might strangle myself with the cord',
  'what if i drown myself in the bath',
  'i could poison myself with the cleaning stuff',
];
const NOT_HARM_OCD = [
  'i might hurt my back lifting the baby',
  'what if i hit my head on the cupboard again',
  'i could hurt my knee running for the bus',
  'i might hurt her feelings if i say no',
  'what if i push the thoughts away and they come back',
  'scared i will kill time instead of revising',
  'my son might hit his sister',
  'my dad could hurt me',
  'what if i hit the wrong button at work',
  'i would kill for a holiday',
];

describe('a harm obsession said plainly (harm-frame.ts)', () => {
  it.each(HARM_TO_OTHERS)('"%s" is a harm thought about someone else', (text) => {
    expect(readHarmFrame(text)).toBe('others');
    expect(themesOf(text)).toContain('taboo_thoughts');
  });

  it.each(SELF_DIRECTED)('"%s" is the self-harm fear only once answered "a fear"', (text) => {
    expect(readHarmFrame(text)).toBe('self');
    expect(themesOf(text, true)).toEqual(['self_harm_intrusive']);
    expect(themesOf(text, false)).not.toContain('self_harm_intrusive');
  });

  it.each(NOT_HARM_OCD)('"%s" is no harm thought', (text) => {
    expect(readHarmFrame(text)).not.toBe('others');
    expect(themesOf(text)).not.toContain('taboo_thoughts');
  });

  it('leaves an accident while driving to the checking theme', () => {
    expect(readHarmFrame('what if i hit someone with my car and didnt notice')).toBeNull();
    expect(themesOf('what if i hit someone with my car and didnt notice')).toEqual(['checking']);
  });
});
