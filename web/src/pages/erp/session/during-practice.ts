/**
 * The rules for the time with the timer running (issue 17; docs/practice.md has them with sources).
 */

/** A check-in is offered every this many minutes; it is never required and goes away on its own. */
export const CHECK_IN_EVERY_MINUTES = 5;

/**
 * A suggested length, by how hard the step is: long enough for the feared outcome to be tested,
 * short enough to start (Craske et al. 2014: learning, not habituation, is the aim, so the person
 * stops when they choose; this is a suggestion, not a rule that a rating must fall).
 */
export function suggestedMinutes(fearLevel: number): { from: number; to: number } {
  if (fearLevel <= 3) return { from: 10, to: 20 };
  if (fearLevel <= 6) return { from: 20, to: 45 };
  return { from: 30, to: 60 };
}

/**
 * Prompts shown during the timer, one at a time, from the approved list in docs/practice.md. They
 * support staying without reassuring: none says the feared outcome will not happen or that the
 * person is safe (docs/clinical.md §13, Kobori & Salkovskis 2013).
 */
export const DURING_PROMPTS = [
  'Let the uncertainty be here. You do not have to settle it.',
  'Notice the urge, and let it sit without doing anything about it.',
  'If the thought says "what if", you can answer "maybe, maybe not" and stay.',
  'Anxiety may rise, fall or stay. Staying is the practice either way.',
  'You are learning what happens when you do not do the compulsion.',
] as const;

/** The prompt for this minute of the session: a new one every few minutes, in order. */
export function promptAt(elapsedSeconds: number): string {
  const index = Math.floor(elapsedSeconds / (CHECK_IN_EVERY_MINUTES * 60)) % DURING_PROMPTS.length;
  return DURING_PROMPTS[index]!;
}
