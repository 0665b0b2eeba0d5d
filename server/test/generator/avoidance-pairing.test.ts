import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { tokenize } from '../../src/modules/generator/offline/text';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { everyVignetteInput } from './every-vignette';

/**
 * docs/clinical.md §5 (pair each step with the compulsion it provokes). Issue 16, the seventh clinician-minded
 * review: an avoidance ("avoiding knives", "avoiding stepping on cracks") was held back in steps it has nothing to do
 * with ("Hang a picture crooked … Do not avoid stepping on cracks"; "Write your thought once … do not hide the
 * scissors in a drawer"). An avoidance named in a step's rule must share a telling word with the rest of the step.
 * The reading here is the test's own, apart from the engine's (ritual-families.ts, render.ts).
 */
const AVOIDING = /^(?:i\s+)?(?:avoid\w*|hid(?:e|ing)|stay(?:ing)? away from|keep(?:ing)? away from|not going near)\s+/i;
/** Words too common to tie an avoidance to a step. */
const COMMON = new Set([
  'anything', 'something', 'everything', 'anyone', 'someone', 'things', 'thing', 'with', 'about', 'from', 'into', 'them', 'they', 'their', 'there',
  'your', 'when', 'what', 'that', 'this', 'near', 'around', 'being', 'doing', 'going', 'having', 'getting', 'until', 'before', 'after', 'every',
  'alone', 'time', 'place', 'places', 'the', 'and', 'for', 'off', 'out', 'all', 'who', 'any', 'too', 'can', 'get', 'got',
]);
/** Things one family of words names: an avoidance of knives is about the scissors step too. */
const FAMILIES = [
  ['knife', 'knive', 'scissor', 'blade', 'sharp'],
  ['cook', 'hob', 'stove', 'oven', 'cooker', 'kitchen'],
  ['kid', 'child', 'children', 'nephew', 'niec', 'babi', 'baby', 'toddler', 'son', 'daughter', 'babysit', 'school', 'famili', 'family', 'sister', 'brother', 'cousin'],
  ['crowd', 'train', 'bus', 'public', 'stranger', 'peopl'],
];

function telling(text: string): string[] {
  return tokenize(text)
    .filter((token) => token.raw.length > 2 && !COMMON.has(token.raw))
    .map((token) => token.stem);
}

function related(a: string, b: string): boolean {
  return a === b || FAMILIES.some((family) => family.some((word) => a.startsWith(word)) && family.some((word) => b.startsWith(word)));
}

/** The avoided thing ("knives", "stepping on cracks") of each avoidance ritual in the person's list. */
function avoided(compulsions: readonly string[]): string[] {
  return compulsions.flatMap((ritual) => {
    const lead = AVOIDING.exec(ritual.trim());
    return lead ? [ritual.trim().slice(lead[0].length).replace(/\b(?:my|i|me)\b/gi, '').trim()] : [];
  });
}

export function unpairedAvoidance(item: CandidateExposure, compulsions: readonly string[]): string[] {
  const problems: string[] = [];
  const text = `${item.title}. ${item.description}`;
  for (const thing of avoided(compulsions)) {
    const words = telling(thing);
    const first = thing.split(/\s+/).find((word) => word.length > 2 && !COMMON.has(word.toLowerCase()));
    if (words.length === 0 || !first) continue;
    // Where a rule names the avoidance: the avoid verb, then its first telling word.
    const named = new RegExp(String.raw`\b(?:avoid\w*|hid(?:e|ing)|stay(?:ing)? away from|keep(?:ing)? away from|go(?:ing)? near)\s+(?:\S+\s+){0,3}?${first.replace(/\W/g, '')}`, 'i');
    // A step built on the avoidance itself ("Stop avoiding the changing rooms, once today") is its exposure.
    if (named.test(item.title)) continue;
    const found = named.exec(text);
    if (!found) continue;
    // The rest of the step, the clause naming the avoidance left out; a step about "what you avoid" takes any.
    const clauseEnd = text.slice(found.index).search(/[.,;]/);
    const rest = text.slice(0, found.index) + (clauseEnd < 0 ? '' : text.slice(found.index + clauseEnd));
    if (/\bavoid/i.test(rest)) continue;
    const restWords = telling(rest);
    if (!words.some((word) => restWords.some((other) => related(word, other)))) problems.push(`[${item.fear_level}] ${item.title}: "${found[0]}"`);
  }
  return problems;
}

const step = (title: string, description: string): CandidateExposure => ({ title, description, fear_level: 5, kind: 'in_vivo', response_prevention: 'x', theme: 'symmetry' });

describe('an avoidance is held back only in a step about what it avoids (docs/clinical.md §5; issue 16, seventh review)', () => {
  it('finds the unpaired avoidances it is meant to find, and passes the paired ones', () => {
    const cracks = ['avoiding stepping on cracks'];
    expect(unpairedAvoidance(step('Hang a picture slightly crooked', 'Tilt a picture and leave it. Do not avoid stepping on cracks, or tilt something else.'), cracks)).toHaveLength(1);
    expect(unpairedAvoidance(step('Step with whichever foot comes first', 'On an outing, step on and off kerbs. Do not redo a step, and do not avoid stepping on cracks.'), cracks)).toHaveLength(0);
    expect(unpairedAvoidance(step('Put the knives back in the kitchen', 'Put the knives back. Do not avoid knives.'), ['avoiding knives'])).toHaveLength(0);
    expect(unpairedAvoidance(step('Write your thought once', 'Write the thought once. Do not cross it out, and do not hide the scissors in a drawer.'), ['hiding the scissors in a drawer'])).toHaveLength(1);
  });

  const engine = createOfflineEngine();
  const people = everyVignetteInput();

  it.each(people.map((person) => [person.name, person.input] as const))('%s', async (_name, input) => {
    const items = await engine.generate(input as Parameters<typeof engine.generate>[0]);
    expect(items.flatMap((item) => unpairedAvoidance(item, input.compulsions))).toEqual([]);
  });
});
