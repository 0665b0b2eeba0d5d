import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { toSecondPerson } from '../../src/modules/generator/offline/phrasing';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { everyVignetteInput } from './every-vignette';

/**
 * docs/clinical.md §2-3 (a step is concrete, in the person's words) and decision 043 (a trigger said in its own
 * grammar). Issue 16, the seventh clinician-minded review (5.2/10): in 15 of 18 ladders a phrase of the person's
 * sat in a slot of the wrong grammatical kind: "handle it… him sleeping", "An hour with when someone coughs",
 * "Go to it: the night we got engaged". Walks every ladder of every vignette and fails where a situation said as a
 * clause, a past occasion or a mood is put where the step handles a thing, goes somewhere or seeks it out. The
 * reading of a phrase here is the test's own, apart from the engine's (trigger-kind.ts, phrasing.ts).
 */
const SUBORDINATE = /^(?:when|whenever|while|if|after|before|once|as soon as|every time|each time|the moment|until|till)\b/i;
/** "him sleeping", "her napping on the sofa", "my son coming home": someone doing something is a situation. */
const DOING =
  /^(?:him|her|them|he|she|they|someone|somebody|anyone|people|(?:my|your|the) (?:son|daughter|baby|child|kids|children|partner|wife|husband|boyfriend|girlfriend|mum|dad|boss|friends?)) \w+ing\b/i;
/** "someone coughs", "he laughs loudly": a subject and its verb, a whole sentence. */
const SENTENCE = /^(?:someone|somebody|he|she|they|i|you|we|people) (?!\w+ing\b)\w+(?:s|ed)\b/i;
/** "the night we got engaged", "the day of the funeral", "that time at uni": an occasion, often past. */
const OCCASION = /^(?:the|that) (?:night|day|time|morning|evening|weekend|week|moment)\b/i;
/** Past occasions: remembered, never gone to. */
const PAST = /\b(?:got|went|met|was|were|did|happened|had|said|told|\w+ed)\b/i;
/** A mood or state of mind: met when it comes, never sought out on purpose (docs/clinical.md §9). */
const MOOD = /\b(?:feel|feeling|i'm|you're|am|are) (?:low|down|sad|anxious|stressed|lonely|empty|upset|bad|depressed|tired|angry)\b/i;

function situation(phrase: string): boolean {
  return SUBORDINATE.test(phrase) || DOING.test(phrase) || SENTENCE.test(phrase) || OCCASION.test(phrase);
}

/** Verbs that take a thing: a situation or an occasion never follows them, nor a place or an event right after. */
const THING_VERB = /\b(?:handle|handling|touch|touching|hold|holding|carry|carrying|grip|gripping|stroke|pick up)\s+(?:the\s+)?$/i;
const TIME_WITH = /\b(?:minutes|an hour|hours) (?:with|at|of|on|in)\s+$/i;
/** A step whose grammar handles its trigger as a thing. */
const HANDLES_IT = /\b(?:handle|touch|hold|carry|grip|stroke) (?:it|them)\b|\bexample of this\b|\bmake it (?:uneven|wrong)\b|\blet it go\b/i;
const GOES_TO_IT = /\bgo (?:to it|there)\b/i;
const SEEKS_IT = /\bon purpose\b|\bseek it out\b/i;
const PLACE_OR_EVENT_HEAD =
  /^(?:the |your |a )?(?:\w+ )?(?:day|night|party|parties|meeting|meetings|wedding|funeral|service|station|gym|hospital|ward|church|gurdwara|mosque|temple|office|kitchen|school|nursery|bus|train)$/i;

interface Slot {
  phrase: string;
  problem: string;
}

export function wrongSlots(item: CandidateExposure, triggers: readonly string[]): Slot[] {
  const problems: Slot[] = [];
  const text = `${item.title}. ${item.description}`;
  const lower = text.toLowerCase();
  for (const typed of triggers) {
    const phrase = toSecondPerson(typed.trim().toLowerCase().replace(/[.!?]+$/, ''));
    // The phrase as slotted: whole, or cut at a clause or a place (render.ts triggerWithin) to its first words.
    const words = phrase.split(/\s+/);
    const head = words.slice(0, Math.min(words.length, 3)).join(' ');
    if (head.length < 6) continue;
    for (let at = lower.indexOf(head); at >= 0; at = lower.indexOf(head, at + 1)) {
      const before = lower.slice(0, at);
      const titleTail = at < item.title.length && /:\s*$/.test(before);
      if (THING_VERB.test(before) && (situation(phrase) || PLACE_OR_EVENT_HEAD.test(phrase))) {
        problems.push({ phrase, problem: 'a situation, place or event after a verb that takes a thing' });
      }
      if (TIME_WITH.test(before) && situation(phrase)) problems.push({ phrase, problem: 'a clause or occasion as the thing a time is spent with' });
      if (titleTail && situation(phrase) && HANDLES_IT.test(item.description)) problems.push({ phrase, problem: 'a situation handled as a thing' });
      // In a real-event ladder an occasion is the remembered event itself.
      const past = OCCASION.test(phrase) ? PAST.test(phrase) || item.theme === 'real_event' : SUBORDINATE.test(phrase) && PAST.test(phrase.replace(/^\S+\s+/, ''));
      if (titleTail && past && GOES_TO_IT.test(item.description)) problems.push({ phrase, problem: 'a past occasion gone to' });
      if (MOOD.test(phrase) && SEEKS_IT.test(item.description)) problems.push({ phrase, problem: 'a mood sought out on purpose' });
    }
  }
  return problems;
}

const step = (title: string, description: string): CandidateExposure => ({ title, description, fear_level: 5, kind: 'in_vivo', response_prevention: 'Do not check.', theme: 'checking' });

describe('a phrase of the person’s fits the grammar of its slot (decision 043; issue 16, seventh review)', () => {
  it('finds the misfits it is meant to find, and passes the fitting ones', () => {
    expect(wrongSlots(step('Handle it and let the thought come: him sleeping', 'Each day, handle it on purpose.'), ['him sleeping'])).toHaveLength(1);
    expect(wrongSlots(step('An hour with when someone coughs', 'Go to it on purpose and touch it.'), ['when someone coughs on the bus'])).toHaveLength(1);
    expect(wrongSlots(step('Let one go today: when the recycling goes out', 'Choose one everyday example of this and let it go.'), ['when the recycling goes out'])).toHaveLength(1);
    expect(wrongSlots(step('Let the doubt stay: the night you got engaged', 'Go to it on purpose this week.'), ['the night we got engaged'])).toHaveLength(1);
    expect(wrongSlots(step('15 minutes with when you feel low', 'Seek it out on purpose for 15 minutes.'), ['when i feel low'])).toHaveLength(2);
    const memory = { ...step('Let the doubt come: the night of the party', 'Go to it on purpose for 20 minutes today.'), theme: 'real_event' as const };
    expect(wrongSlots(memory, ['the night of the party'])).toHaveLength(1);
    expect(wrongSlots(step('Touch the gym', 'Touch the gym for a minute.'), ['the gym'])).toHaveLength(2);
    expect(wrongSlots(step('Touch the nursery door handle', 'Touch the nursery door handle.'), ['the nursery door handle'])).toHaveLength(0);
    expect(wrongSlots(step('Let the thought come: playing football with your nephew', 'Do it on purpose for 20 minutes.'), ['playing football with my nephew'])).toHaveLength(0);
    expect(wrongSlots(step('Leave the worry unanswered: when your vision goes blurry', 'When it comes up today, give it 20 minutes.'), ['when my vision goes blurry'])).toHaveLength(0);
  });

  const engine = createOfflineEngine();
  const people = everyVignetteInput();

  it.each(people.map((person) => [person.name, person.input] as const))('%s', async (_name, input) => {
    const items = await engine.generate(input as Parameters<typeof engine.generate>[0]);
    const found = items.flatMap((item) => wrongSlots(item, input.triggers).map((slot) => `[${item.fear_level}] ${item.title}: "${slot.phrase}" (${slot.problem})`));
    expect(found).toEqual([]);
  });
});
