import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { everyVignetteInput } from './every-vignette';

/**
 * docs/clinical.md §5 "A step refers only to what earlier steps set up" (issue 16: "Delete the photos you took"
 * when no step took photos; "Read your harm story" with no step that writes it). Walks every ladder of every
 * vignette (the rubric's and the unit tests') and fails on a reference to something the person made, a photo, a
 * recording, a script or story, a letter, a list, a card, a page or a note, that neither the step nor an
 * easier one makes. The detection is our own, apart from the rubric's `setup` check.
 */
const ARTEFACT = '(photos?|pictures?|videos?|recordings?|scripts?|stor(?:y|ies)|letters?|lists?|cards?|pages?|notes?|statements?|sentences?)';
/** "the photos you took", "the story you wrote": made before, whatever the determiner. */
const MADE_BEFORE = new RegExp(`\\b(?:the|your|those|these|that) (?:[\\w"“”-]+ ){0,2}${ARTEFACT} (?:you|you've|you have) (?:took|taken|wrote|written|made|recorded|filmed|kept)\\b`, 'i');
/** "your harm story", "your recording", "the card": a thing of the person's writing, named as already there. */
const YOURS = /\b(?:your|the) (?!own\b|news\b)(?:[\w"“”-]+ )?(recordings?|scripts?|stor(?:y|ies)|lists?|cards?|pages?|statements?|sentences?)\b(?! (?:about|of|from|to|on|in which)\b)/i;
/** After "the", a story, list, sentence or statement is often the step's own thing ("the story of a couple", "the sentence"). */
const ORDINARY_THE = /^the (?:\w+ )?(?:stor(?:y|ies)|lists?|sentences?|statements?)$/i;

/** What makes the thing: a step that takes the photo, records, writes the story, or writes at all (a page, a card). */
function making(noun: string): RegExp {
  const lower = noun.toLowerCase();
  if (/^(?:photo|picture|video)/.test(lower)) return /\b(?:take|took|taken|film|filmed|photograph)\w*\b[^.]{0,60}\b(?:photo|picture|video)/i;
  if (/^recording/.test(lower)) return /\brecord(?:ed|s)?\b/i;
  if (/^(?:script|stor)/.test(lower)) return /\b(?:write|wrote|written|record|type|draft)\w*\b[^.]{0,90}\b(?:script|stor(?:y|ies)|lines|page|paragraph)\b/i;
  if (/^list/.test(lower)) return /\b(?:write|make|made|wrote)\w*\b[^.]{0,60}\blist\b|\blist (?:ten|five|three|\d+)\b/i;
  return /\b(?:write|wrote|written|writing)\b/i;
}

function unresolved(items: readonly CandidateExposure[]): string[] {
  const problems: string[] = [];
  const ordered = [...items].map((item, index) => ({ item, index }));
  for (const { item, index } of ordered) {
    const text = `${item.title}. ${item.description}`;
    for (const pattern of [MADE_BEFORE, YOURS]) {
      const reference = pattern.exec(text);
      if (!reference) continue;
      const noun = reference[1] ?? '';
      // "the news story", "read the story of a couple": ordinary things met in the step, not the person's making.
      if (pattern === YOURS && ORDINARY_THE.test(reference[0])) continue;
      // "If your phone holds photos you took …, delete them": said as a condition, it assumes nothing.
      const sentence = text.slice(0, reference.index).split(/[.!?]\s/).at(-1) ?? '';
      if (/^\s*if\b/i.test(sentence)) continue;
      const setUp = making(noun);
      if (setUp.test(text.slice(0, reference.index)) || setUp.test(text)) {
        // Made in this step: only when the making comes first, or is this step's own instruction.
        if (pattern === YOURS || setUp.test(text.slice(0, reference.index))) continue;
      }
      const earlier = ordered.filter((other) => other.item.fear_level < item.fear_level || (other.item.fear_level === item.fear_level && other.index < index));
      if (earlier.some((other) => setUp.test(`${other.item.title}. ${other.item.description}`))) continue;
      problems.push(`[${item.fear_level}] ${item.title}: "${reference[0]}" is made by no earlier step`);
    }
  }
  return problems;
}

const engine = createOfflineEngine();
const people = everyVignetteInput();

describe('a step refers only to what it or an earlier step set up (docs/clinical.md §5)', () => {
  it('finds the references it is meant to find', () => {
    const step = (title: string, description: string, fear: number): CandidateExposure => ({ title, description, fear_level: fear, kind: 'in_vivo', response_prevention: 'Do not check.', theme: 'checking' });
    expect(unresolved([step('A day without proof', 'Delete the photos you took to prove things were off. Do not check.', 4)])).toHaveLength(1);
    expect(unresolved([step('Read your harm story', 'Read your harm story aloud for 20 minutes. Do not argue with it.', 7)])).toHaveLength(1);
    expect(unresolved([step('Listen to the recording', 'Play the recording on a loop. Do not turn it off.', 8)])).toHaveLength(1);
    expect(
      unresolved([
        step('Write your harm story', 'Write half a page in which the harm happens. Read it aloud daily. Do not add a safe ending.', 6),
        step('Read your harm story', 'Read your harm story aloud for 20 minutes. Do not argue with it.', 7),
      ]),
    ).toHaveLength(0);
    expect(unresolved([step('Write a card', 'On a card, write your fear. Read the card twice a day. Do not tear it up.', 2)])).toHaveLength(0);
    expect(unresolved([step('Read a news story', 'Read the news story about a fire once. Do not look up more.', 5)])).toHaveLength(0);
  });

  it.each(people.map((person) => [person.name, person.input] as const))('%s', async (_name, input) => {
    const items = await engine.generate(input as Parameters<typeof engine.generate>[0]);
    expect(unresolved(items)).toEqual([]);
  });
});
