/**
 * The frame of a step for a trigger that comes rather than is had (trigger-shape.ts; issue 16, an eighth
 * clinician-minded review: "do it on purpose: seeing a police car", "handle it on purpose for 20 minutes: amira
 * hugging you"). The library's trigger templates say "meet this", "seek it out" or "meet this for 20 minutes", words
 * for a thing; here a sight is gone where it is seen, a sound listened to as a recording, and another person's act let
 * happen when it comes. Where no frame fits the template's words, the trigger gets no step from it: no step is better
 * than a garbled one (docs/clinical.md §2: a step is concrete and can be done).
 */
import type { TriggerKind } from './trigger-kind';

/** The kinds said in a frame of their own; a reading of the body has none (docs/clinical.md §9: looking is the check). */
export type FramedKind = 'sight' | 'sound' | 'happening' | 'reading';

export function isFramedKind(kind: TriggerKind): kind is FramedKind {
  return kind === 'sight' || kind === 'sound' || kind === 'happening' || kind === 'reading';
}

interface Frame {
  /** "meet this", "seek it out". */
  meet: string;
  /** "meet this on purpose", "seek it out on purpose". */
  onPurpose: string;
  /** "meet this for 20 minutes": a time spent with it, or null when it cannot be timed (a hug is not 20 minutes long). */
  timed: ((time: string) => string) | null;
  /** The title's "Meet it". */
  title: string;
}

const FRAMES: Readonly<Record<Exclude<FramedKind, 'reading'>, Frame>> = {
  // A sight comes: one goes where it will be seen ("next time you see one…"), never "does" it.
  sight: { meet: 'go where you will see it', onPurpose: 'go on purpose where you will see it', timed: (time) => `spend ${time} where you will see it`, title: 'See it' },
  // A sound may be listened to as a recording, whenever one chooses.
  sound: { meet: 'listen to a recording of it', onPurpose: 'listen to a recording of it on purpose', timed: (time) => `listen to a recording of it for ${time}`, title: 'Hear it' },
  // Another person's act happens, or is let happen: never handled, timed or brought about.
  happening: { meet: 'let it happen when it comes', onPurpose: 'let it happen when it comes', timed: null, title: 'Let it happen' },
};

/** Many of a sight are "them": "go where you will see them: happy couples" (trigger-kind.ts isPluralTrigger). */
function inNumber(text: string, kind: FramedKind, plural: boolean): string {
  return plural && kind === 'sight' ? text.replace(/\b(see|See) it\b/g, '$1 them') : text;
}

export function frameTitle(kind: FramedKind, plural = false): string | null {
  return kind === 'reading' ? null : inNumber(FRAMES[kind].title, kind, plural);
}

const TIME = String.raw`((?:at least )?(?:\d+|ten|fifteen|twenty|thirty|forty-five) minutes|an hour|half an hour|two hours)`;
/** Words that are left for a thing, once a frame is said: any left means the template does not fit. */
const THING_WORDS = /\b(?:meet this|meet it|seek it out|go to it|do this on purpose|do it|with your trigger|in this situation|have (?:it|them) near|handle (?:it|them))\b/i;

function cased(replacement: string, match: string): string {
  return /^[A-Z]/.test(match) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * The step's description in the frame of its trigger's kind, or null when the template's words cannot be said in it.
 * Only the library's wordings of meeting a trigger are rewritten; any other is left and refused.
 */
export function framedBody(kind: FramedKind, body: string, plural = false, noise = false): string | null {
  if (kind === 'reading') return null;
  const frame = FRAMES[kind];
  const timed = (time: string, match: string) => (frame.timed ? cased(frame.timed(time), match) : match);
  let text = body;
  // A noise of nothing named comes by itself: "Meet this on purpose today and do the ordinary safe thing once" is "The next
  // time it happens, do the ordinary safe thing once" (an eleventh clinician-minded review: "Listen to a recording of it
  // on purpose today …: hearing a noise"). Another person's act keeps no such step: what they do is not checked once.
  if (kind === 'happening' && noise) text = text.replace(/\b(?:meet this|seek it out) on purpose (?:today )?and\b/gi, (match) => cased('the next time it happens,', match));
  text = text
    // "When it comes up today, or when you seek it out on purpose, give it 20 minutes".
    .replace(/, or when you seek it out on purpose,/gi, kind === 'happening' ? ',' : `, or when you ${frame.onPurpose},`)
    // "Seek it out on purpose, or stay when it comes up, for 15 minutes".
    .replace(new RegExp(String.raw`\bseek it out on purpose, or stay when it comes up, for ${TIME}`, 'gi'), (match, time: string) => (frame.timed ? `${timed(time, match)}, or stay with it when it comes` : match))
    // "Seek it out on purpose and stay 45 minutes".
    .replace(new RegExp(String.raw`\bseek it out on purpose and stay ${TIME}`, 'gi'), (match, time: string) => timed(time, match))
    // "meet this for 20 minutes, by chance or on purpose," / "meet this on purpose for at least 20 minutes".
    .replace(new RegExp(String.raw`\bmeet this(?: on purpose)? for ${TIME}(?:,? (?:by chance or on purpose|on purpose or when it comes up|in the ordinary way anyone would))?`, 'gi'), (match, time: string) => timed(time, match))
    .replace(/\b(?:meet this|seek it out) on purpose\b/gi, (match) => cased(frame.onPurpose, match))
    .replace(/\b(?:meet this|seek it out)\b/gi, (match) => cased(frame.meet, match));
  if (kind === 'happening') text = text.replace(/,? (?:by chance or on purpose|on purpose or when it comes up)\b/gi, '');
  if (THING_WORDS.test(text)) return null;
  // Another person's act is not timed: "let it happen when it comes for 30 minutes" is no step.
  if (kind === 'happening' && /\blet it happen when it comes(?: (?:today|this week))? for\b/i.test(text)) return null;
  return inNumber(text, kind, plural);
}
