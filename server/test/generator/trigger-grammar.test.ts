import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { asMaybe, nameReferent } from '../../src/modules/generator/offline/phrasing';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import type { GenerationInput } from '../../src/modules/generator/types';
import { generationInput } from './factories';

const engine = createOfflineEngine();
const input = generationInput;

/** People of our own (lower case, typos), each with triggers of several kinds. */
const PEOPLE: GenerationInput[] = [
  input(['germs from other peoples hands will make me ill'], ['washing my hands for ten minutes', 'using hand gel after every handshake'], ['shaking hands', 'the bus', 'feeling sticky', 'my boss']),
  input(['what if i drop the baby down the stairs', 'i might hurt my son'], ['checking he is breathing all night', 'getting my partner to carry him on the stairs'], ['bath time', 'the stairs', 'news about babies dying', 'my heart racing']),
  input(['the house will burn down because of me'], ['checking the cooker knobs five times', 'asking my wife to check'], ['smelling burning', 'cooking dinner', 'leaving for work', 'my mother in law']),
  input(['i have offended god at the temple'], ['repeating my prayers until they feel right'], ['the temple', 'my mother in law', 'news about people being punished', 'feeling dirty']),
  input(['what if im a bad person and dont know it'], ['checking my reaction', 'googling for hours'], ['kids tv programmes', 'the park', 'my sister', 'clearing out the cupboard']),
  input(["what if i don't love my girlfriend"], ['comparing her to my ex', 'checking my feelings'], ['couples on social media', 'romantic films', 'her friends', 'a tight chest']),
];

describe('trigger steps in the grammar of their kind (issue 16)', () => {
  it('only a thing or a place is touched or handled; a sensation is never sought on purpose; no racing heart is a step', async () => {
    for (const person of PEOPLE) {
      const items = await engine.generate(person);
      for (const item of items) {
        const trigger = person.triggers.find((candidate) => item.title.toLowerCase().endsWith(`: ${candidate.toLowerCase().replace(/\bmy\b/g, 'your')}`));
        const text = `${item.title} ${item.description}`;
        expect(text, 'a breathing or heart sensation is never met (docs/clinical.md §9)').not.toMatch(/heart racing|tight chest/i);
        if (!trigger) continue;
        const kind = triggerKind(trigger);
        if (kind !== 'object') expect(text, `${kind}: ${text}`).not.toMatch(/\b(?:touch it|handle it|meet this|meet it|seek it out)\b/i);
        if (kind === 'sensation') expect(text, text).not.toMatch(/\bon purpose\b/i);
        if (kind === 'person') expect(text, text).not.toMatch(/\b(?:touch|handle|hold)\w* (?:it|them)\b/i);
      }
    }
  });

  it('says what to do with each kind: go there, do it, spend time with them, watch it, let it be there', async () => {
    const all = (await Promise.all(PEOPLE.map((person) => engine.generate(person)))).flat().map((item) => item.description).join('\n');
    expect(all).toMatch(/\bgo there\b/i);
    expect(all).toMatch(/\bdo it\b/i);
    expect(all).toMatch(/\bspend time with them\b/i);
    expect(all).toMatch(/\b(?:watch|read or watch) (?:it|them)\b/i);
    expect(all).toMatch(/\blet it be there\b/i);
  });

  it('never holds off a ritual for its own duration, and never leaves "to an answer" after a ritual', async () => {
    for (const person of PEOPLE) {
      for (const item of await engine.generate(person)) {
        expect(item.description).not.toMatch(/\b(?:hold off|do not|without)\s+\w+ing?\b[^.]*\bfor (?:ten|\d+) minutes\b(?! (?:are|is) up)/i);
        expect(item.description).not.toMatch(/\bfive times\b|\bfor hours\b/i);
        expect(item.description).not.toMatch(/(?<!steer it) to an answer\b/i);
      }
    }
  });

  it('names who a "he" or "her" is from the person’s own words, or leaves the ritual out', async () => {
    const items = await engine.generate(PEOPLE[1] as GenerationInput);
    const text = items.map((item) => item.description).join(' ');
    expect(text).not.toMatch(/\b(?:check|checking) he is\b|\bcarry him\b/i);
    expect(nameReferent('checking he is breathing all night', ['what if i drop the baby', 'my son'])).toBe('checking the baby is breathing all night');
    expect(nameReferent('getting my partner to carry him on the stairs', ['i might hurt my son'])).toBe('getting my partner to carry my son on the stairs');
    expect(nameReferent('asking my wife if she still loves me', [])).toBe('asking my wife if she still loves me');
    expect(nameReferent('brushing her hair for ages', ['my daughter is scared of me'])).toBe("brushing my daughter's hair for ages");
    expect(nameReferent('checking he is ok', ['germs everywhere'])).toBeNull();
  });
});

describe('pairing: a step about a trigger holds back the ritual that trigger provokes (issue 16)', () => {
  it('a step about the stairs holds back the stairs ritual, not the breathing check', async () => {
    const people = [
      input(['what if i drop the baby down the stairs'], ['checking he is breathing all night', 'getting my partner to carry him on the stairs'], ['the stairs', 'bath time']),
      input(['i keep thinking i will drop my son'], ['checking my son is breathing every hour', 'making my husband carry him on the stairs'], ['the stairs', 'the landing']),
    ];
    for (const person of people) {
      const items = (await engine.generate(person)).filter((item) => /: the stairs$/.test(item.title));
      for (const item of items) expect(item.description, item.description).not.toMatch(/\bbreathing\b/);
    }
  });
});

describe('"maybe" lines in the person’s own words (issue 16)', () => {
  it.each([
    ['what if i drop the baby down the stairs', 'Maybe I will drop the baby down the stairs'],
    ['i might hurt my son without meaning to', 'Maybe I will hurt my son without meaning to'],
    ['germs from other peoples hands will make me ill', 'Maybe germs from other peoples hands will make me ill'],
    ['what if im a bad person', "Maybe I'm a bad person"],
    ['what if i left the stove on?', 'Maybe I left the stove on'],
    ["i'm scared that my partner will leave me", 'Maybe my partner will leave me'],
    ['What if your hands are dirty', 'Maybe my hands are dirty'],
    ['maybe i threw a lit match in the bin', 'Maybe I threw a lit match in the bin'],
  ])('%j → %j', (obsession, maybe) => {
    expect(asMaybe(obsession)).toBe(maybe);
  });

  it.each(['it has to feel just right', 'if my things arent even something bad will happen', 'germs. everywhere. always'])('leaves %j to the library wording', (obsession) => {
    expect(asMaybe(obsession)).toBeNull();
  });

  it('the general "maybe" step writes the person’s own fear, first person, quotes closed', async () => {
    const items = await engine.generate(PEOPLE[1] as GenerationInput);
    const maybe = items.find((item) => /"maybe" statement about your fear/.test(item.title));
    if (maybe) {
      expect(maybe.description).not.toMatch(/Maybe it will happen/);
      expect(maybe.description).toMatch(/“Maybe I will (?:drop|hurt) [^”]*”/);
    }
    for (const item of items) {
      for (const quote of item.description.match(/“[^”]*”/g) ?? []) expect(quote, quote).not.toMatch(/\b(?:your|you)\b/);
      expect((item.description.match(/“/g) ?? []).length).toBe((item.description.match(/”/g) ?? []).length);
    }
  });
});
