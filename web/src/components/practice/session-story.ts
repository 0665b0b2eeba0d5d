import type { CheckIn, ExposureSessionResponse } from '@ladder/contracts';

/**
 * How a logged session is told back to the person (issue 17 "a history that teaches"). docs/clinical.md §24 (Craske et al. 2008, 2014): what was learned matters more than fear falling, so these
 * words state what the person did and found, never a score; a slip is something noticed, not a failure
 * (decision 021). Nothing here reassures (no "you were safe"): the person's own answers are shown back.
 */
export type SessionStory = Pick<
  ExposureSessionResponse,
  | 'anxiety_level_pre'
  | 'anxiety_level_post'
  | 'peak_anxiety'
  | 'duration_minutes'
  | 'feared_outcome'
  | 'feared_outcome_likelihood'
  | 'outcome_happened'
  | 'surprise'
  | 'did_compulsion'
  | 'slips'
  | 'check_ins'
  | 'notes'
>;

/** 0 → 'under a minute', 1 → '1 minute', 25 → '25 minutes'. */
export function lengthText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes === 0) return 'under a minute';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** 'It did not happen' … from the person's own answer after the session; null when they left it open. */
export function outcomeText(happened: boolean | null): string | null {
  if (happened === null) return null;
  return happened ? 'It happened' : 'It did not happen';
}

/** A slip is recorded and the practice went on (docs/clinical.md §25): said as something noticed. */
export function slipsText(session: Pick<SessionStory, 'slips' | 'did_compulsion'>): string | null {
  if (session.slips && session.slips > 0) {
    const count = session.slips === 1 ? 'a compulsion' : `${session.slips} compulsions`;
    return `You noticed ${count} during the session and carried on practising.`;
  }
  if (session.did_compulsion === true) return 'You noted a compulsion or reassurance. Noticing it helps you plan the next practice.';
  if (session.did_compulsion === false) return 'No compulsions noted.';
  return null;
}

export interface CurvePoint {
  minute: number;
  anxiety: number;
  kind: 'before' | 'check-in' | 'after';
}

/**
 * The session's anxiety over time: the rating before at minute 0 (when the session had a length),
 * the check-ins, and the rating after at its end. Check-ins are 0-10, the ratings 1-10: one scale.
 */
export function curvePoints(session: Pick<SessionStory, 'anxiety_level_pre' | 'anxiety_level_post' | 'duration_minutes' | 'check_ins'>): CurvePoint[] {
  const checkIns: readonly CheckIn[] = session.check_ins ?? [];
  const points: CurvePoint[] = [{ minute: 0, anxiety: session.anxiety_level_pre, kind: 'before' }];
  for (const entry of [...checkIns].sort((a, b) => a.minute - b.minute)) points.push({ ...entry, kind: 'check-in' });
  const lastMinute = points.at(-1)!.minute;
  if (session.anxiety_level_post !== null) {
    const end = Math.max(session.duration_minutes ?? lastMinute, lastMinute);
    points.push({ minute: end, anxiety: session.anxiety_level_post, kind: 'after' });
  }
  return points;
}

/** The curve in words, for screen readers and for paper without colour. */
export function curveText(points: readonly CurvePoint[]): string {
  const words = points.map((point) => {
    if (point.kind === 'before') return `${point.anxiety} before you started`;
    if (point.kind === 'after') return `${point.anxiety} at the end (minute ${point.minute})`;
    return `${point.anxiety} at minute ${point.minute}`;
  });
  return `Anxiety out of 10: ${words.join(', ')}.`;
}

/** Whether a session has anything to tell beyond its ratings: the prediction, the reflections, check-ins or slips. */
export function hasLearning(session: SessionStory): boolean {
  return (
    session.feared_outcome !== null ||
    session.feared_outcome_likelihood !== null ||
    session.outcome_happened !== null ||
    session.surprise !== null ||
    session.notes !== null ||
    (session.check_ins?.length ?? 0) > 0 ||
    slipsText(session) !== null
  );
}
