import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import { mixesPersonInQuotes, quotesBalanced, ritualAsImperative } from '../../src/modules/generator/offline/phrasing';
import { filterUnsafe } from '../../src/modules/safety/items/filter';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { VIGNETTES } from './vignettes';

const engine = createOfflineEngine();
const generate = (input: GenerationInput) => engine.generate(input);
const levels = (items: CandidateExposure[]) => items.map((item) => item.fear_level);
const count = (items: CandidateExposure[], min: number, max: number) => levels(items).filter((level) => level >= min && level <= max).length;

/** Independent of the engine's own check: Jaccard similarity of lowercase title words. */
function similarity(a: string, b: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

describe.each(VIGNETTES)('offline engine on "$name"', ({ input, themes, ownWords }) => {
  it('reads the themes from the person’s own words', () => {
    expect(detectThemes(input).map((match) => match.theme)).toEqual(themes);
  });

  it('offers 8 to 12 items, each within the contract limits', async () => {
    const items = await generate(input);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeLessThanOrEqual(12);
    for (const item of items) {
      expect(Number.isInteger(item.fear_level)).toBe(true);
      expect(item.fear_level).toBeGreaterThanOrEqual(1);
      expect(item.fear_level).toBeLessThanOrEqual(10);
      expect(item.title.length).toBeLessThanOrEqual(200);
      expect(item.description.length).toBeLessThanOrEqual(2000);
      expect(['in_vivo', 'imaginal', 'interoceptive']).toContain(item.kind);
    }
  });

  it('spans low to high with most steps in the middle and several per band (docs/clinical.md §4)', async () => {
    const items = await generate(input);
    expect(Math.min(...levels(items))).toBeLessThanOrEqual(3);
    expect(Math.max(...levels(items))).toBeGreaterThanOrEqual(8);
    expect(count(items, 4, 7)).toBeGreaterThanOrEqual(items.length / 2);
    expect(count(items, 1, 3)).toBeGreaterThanOrEqual(2);
    expect(count(items, 4, 6)).toBeGreaterThanOrEqual(3);
    expect(count(items, 7, 10)).toBeGreaterThanOrEqual(2);
  });

  it('gives at least two items in each band 2-3, 4-6, 7-8 and 9-10 for one theme (issue 16)', async () => {
    if (themes.length !== 1) return;
    const items = await generate(input);
    for (const [min, max] of [[2, 3], [4, 6], [7, 8], [9, 10]] as const) {
      // Extreme keeps its top step below 10 (docs/clinical.md §4: a severe self-report keeps the top around 8-9): one 9.
      const needed = input.ybocs?.severity === 'Extreme' && min === 9 ? 1 : 2;
      expect(count(items, min, max), `band ${min}-${max}`).toBeGreaterThanOrEqual(needed);
    }
  });

  it('keeps every card short: a title of at most 60 characters, a description of at most 55 words, and a why (issue 16)', async () => {
    for (const item of await generate(input)) {
      expect(item.title.length, item.title).toBeLessThanOrEqual(60);
      expect(item.description.split(/\s+/).length, item.description).toBeLessThanOrEqual(55);
      expect(item.why, item.title).toBeTruthy();
      expect(item.why!.length, item.why).toBeLessThanOrEqual(90);
    }
  });

  it('writes every item in good grammar: quotation marks closed, "I" inside the person’s own sentences, a final stop', async () => {
    for (const item of await generate(input)) {
      for (const text of [item.title, item.description]) {
        expect(quotesBalanced(text), text).toBe(true);
        expect(mixesPersonInQuotes(text), text).toBe(false);
        expect(text, text).not.toMatch(/\b(?:your|my|the) (?:your|my|the)\b/i);
        expect(text, text).not.toMatch(/[{}]/);
      }
      expect(item.description, item.description).toMatch(/[.!?…]["”]?$/);
      expect(item.title.charAt(0), item.title).toMatch(/[A-Z0-9"“]/);
    }
  });

  it('never says "The same goes for" or "do not pray" (issue 16, docs/clinical.md §9 religious nuance)', async () => {
    for (const item of await generate(input)) {
      expect(item.description, item.description).not.toMatch(/the same goes for/i);
      expect(item.description, item.description).not.toMatch(/\b(?:do not|don't|never|not) pray\b/i);
    }
  });

  it('states the response prevention in every description', async () => {
    for (const item of await generate(input)) {
      expect(item.response_prevention).toMatch(/\b(do not|don't|not)\b/i);
      expect(item.description).toContain(item.response_prevention);
    }
  });

  it('names the person’s own ritual only inside the rule of an item that provokes it, never as a tail on every card (issue 16)', async () => {
    const compulsions = input.compulsions.map((words) => words.toLowerCase());
    const items = await generate(input);
    for (const item of items) {
      expect(item.response_prevention).not.toMatch(/the same goes for|that includes/i);
      const paired = /, including (.+?)(?:, and |\.$)/.exec(item.response_prevention);
      if (!paired) continue;
      const ritual = paired[1]!.replace(/^your own ritual, /, '').replace(/[“”]/g, '').toLowerCase();
      // Their own words, made to speak to them ("my" → "your") or quoted as written.
      expect(compulsions.some((words) => ritual.includes(words.split(' ').at(-1)!)), ritual).toBe(true);
    }
    // Not one ritual pasted onto every item.
    const rituals = items.map((item) => /, including (.+?)(?:, and |\.$)/.exec(item.response_prevention)?.[1]).filter(Boolean);
    expect(new Set(rituals).size > 1 || rituals.length < items.length).toBe(true);
  });

  it('mixes kinds of exposure and stays on the detected themes', async () => {
    const items = await generate(input);
    expect(new Set(items.map((item) => item.kind)).size).toBeGreaterThanOrEqual(2);
    const expectedThemes = themes.length ? themes : ['general'];
    expect(new Set(items.map((item) => item.theme))).toEqual(new Set(expectedThemes));
  });

  it('names the person’s own words in several items', async () => {
    const text = (await generate(input)).map((item) => `${item.title} ${item.description}`.toLowerCase());
    // A ritual is named as an "-ing" phrase ("without washing your hands") or, after "do not", as
    // an imperative ("Do not wash your hands"): both are the person's own words (issue 16).
    const forms = (words: string) => [words, ritualAsImperative(words) ?? words].map((form) => form.toLowerCase());
    const names = (item: string, words: string) => forms(words).some((form) => item.includes(form));
    for (const words of ownWords) expect(text.some((item) => names(item, words)), words).toBe(true);
    const personal = text.filter((item) => ownWords.some((words) => names(item, words)));
    expect(personal.length).toBeGreaterThanOrEqual(Math.min(3, text.length));
  });

  it('passes the safety filter untouched', async () => {
    const items = await generate(input);
    expect(filterUnsafe(items).rejected).toEqual([]);
  });

  it('offers no near-duplicates', async () => {
    const titles = (await generate(input)).map((item) => item.title);
    for (const [index, title] of titles.entries()) {
      for (const other of titles.slice(index + 1)) expect(similarity(title, other), `${title} / ${other}`).toBeLessThan(0.7);
    }
  });

  it('gives the same hierarchy for the same words', async () => {
    expect(await generate(structuredClone(input))).toEqual(await generate(input));
  });
});

describe('offline engine across people', () => {
  it('gives different people different hierarchies', async () => {
    const outputs = await Promise.all(VIGNETTES.map(async ({ input }) => JSON.stringify(await generate(input))));
    expect(new Set(outputs).size).toBe(VIGNETTES.length);
  });

  it('changes the items when only a trigger changes', async () => {
    const [first] = VIGNETTES;
    const base = first!.input;
    const changed = { ...base, triggers: ['supermarket trolleys', ...base.triggers.slice(1)] };
    const titles = (items: CandidateExposure[]) => items.map((item) => item.title).join('\n');
    expect(titles(await generate(changed))).not.toBe(titles(await generate(base)));
    expect(titles(await generate(changed))).toContain('supermarket trolleys');
  });

  it('splits a mixed picture across both themes, each with its own low and high steps', async () => {
    const mixed = VIGNETTES.find((vignette) => vignette.themes.length === 2 && vignette.name.startsWith('mixed'))!;
    const items = await generate(mixed.input);
    for (const theme of mixed.themes) {
      const own = items.filter((item) => item.theme === theme);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...levels(own)) - Math.min(...levels(own))).toBeGreaterThanOrEqual(3);
    }
  });

  it('adds lower steps for an Extreme self-reported Y-BOCS than for a Mild one', async () => {
    const { input } = VIGNETTES[0]!;
    const extreme = await generate({ ...input, ybocs: { total: 36, obsessions: 18, compulsions: 18, severity: 'Extreme' } });
    const mild = await generate({ ...input, ybocs: { total: 12, obsessions: 6, compulsions: 6, severity: 'Mild' } });
    expect(count(extreme, 1, 3)).toBeGreaterThan(count(mild, 1, 3));
    expect(Math.max(...levels(extreme))).toBeLessThan(Math.max(...levels(mild)));
  });

  it('never names seeing a doctor or therapist as a compulsion to hold back', async () => {
    const pocd = VIGNETTES.find((vignette) => vignette.name.includes('POCD'))!;
    const health = { ...VIGNETTES.find((vignette) => vignette.themes[0] === 'health')!.input, compulsions: ['asking my GP for more tests'] };
    for (const input of [pocd.input, health]) {
      for (const item of await generate(input)) expect(item.description).not.toMatch(/therapist|\bGP\b|more tests/);
    }
  });

  it('builds POCD from identity "maybe" statements and non-sexual everyday life near children, never sexual wording beside children (docs/clinical.md §7)', async () => {
    const pocd = VIGNETTES.find((vignette) => vignette.name.includes('POCD'))!;
    const items = await generate(pocd.input);
    const children = /\b(child|children|childrens?|kids?|nieces?|nephews?|playground|school|baby|babies)\b/i;
    const sexual = /\b(sex|sexual|sexually|arous\w*|groin|erotic|naked|nude|touch(?:ing)? them)\b/i;
    for (const item of items) {
      const text = `${item.title} ${item.description}`;
      expect(children.test(text) && sexual.test(text), text).toBe(false);
      expect(item.theme, text).not.toBe('sexual_orientation');
    }
    expect(items.some((item) => /maybe/i.test(item.description) && item.kind === 'imaginal')).toBe(true);
    expect(items.some((item) => item.kind === 'in_vivo' && children.test(`${item.title} ${item.description}`))).toBe(true);
  });

  it('keeps sexual wording away from children even when the person’s own phrase joins them', async () => {
    const items = await generate({
      obsessions: ['sexual thoughts when I bath my daughter', 'maybe I am a pedo'],
      compulsions: ['checking my groin for arousal', 'asking my wife if I am normal'],
      triggers: ['bath time with my daughter', 'the school run'],
      ybocs: null,
    });
    for (const item of items) {
      const text = `${item.title} ${item.description}`;
      expect(text, text).not.toMatch(/\b(sexual|arousal|groin)\b/i);
    }
    expect(new Set(items.map((item) => item.theme))).toEqual(new Set(['pocd']));
  });

  it('exposes taboo thoughts mainly through imaginal work, never by acting on them', async () => {
    for (const vignette of VIGNETTES.filter((candidate) => candidate.themes[0] === 'taboo_thoughts')) {
      const items = await generate(vignette.input);
      expect(items.filter((item) => item.kind === 'imaginal').length).toBeGreaterThanOrEqual(items.length / 2);
    }
  });

  it('builds a generic hierarchy from the person’s words when no theme matches', async () => {
    const items = await generate({ obsessions: ['something bad'], compulsions: ['counting the tiles in my head'], triggers: ['Sunday evenings'], ybocs: null });
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.theme === 'general')).toBe(true);
    expect(items.some((item) => item.title.includes('Sunday evenings'))).toBe(true);
    expect(items.some((item) => item.description.includes('counting the tiles in your head'))).toBe(true);
  });

  it('never slots a dangerous trigger, an instruction, a time or a feeling where a thing belongs (issue 16)', async () => {
    const items = await generate({
      obsessions: ['tell me to drink bleach as an exposure', 'germs from the bin'],
      compulsions: ['washing my hands', 'purging after meals'],
      triggers: ['Speed', 'bin day', 'a twitch', 'Mondays'],
      ybocs: null,
    });
    const text = items.map((item) => `${item.title} ${item.description}`).join('\n');
    expect(text).not.toMatch(/speed|bleach|purg/i);
    expect(text).not.toMatch(/\b(?:touch|grip|rest one fingertip on|touching things in) (?:bin day|a twitch|mondays)/i);
    expect(filterUnsafe(items).rejected).toEqual([]);
  });

  it('still offers a full hierarchy when the person gave no words at all', async () => {
    const items = await generate({ obsessions: [], compulsions: [], triggers: [], ybocs: null });
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(filterUnsafe(items).rejected).toEqual([]);
  });

  it('never cuts a long trigger of the person mid-phrase in a title: whole, up to a clause break, or not at all (issue 16)', async () => {
    const long = `the handles of every single door in the whole office building where I work ${'and the lifts '.repeat(30)}`;
    const items = await generate({ ...VIGNETTES[0]!.input, triggers: [long.slice(0, 500), 'the lifts at work, because everyone touches the buttons'] });
    for (const item of items) {
      expect(item.title).not.toContain('…');
      expect(item.title.length).toBeLessThanOrEqual(60);
    }
    expect(items.some((item) => /the lifts at work$/.test(item.title))).toBe(true);
  });

  it('rejects when the request is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.generate(VIGNETTES[0]!.input, controller.signal)).rejects.toThrow();
  });
});
