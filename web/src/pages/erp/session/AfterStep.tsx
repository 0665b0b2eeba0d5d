import { SESSION_NOTES_MAX, type CheckIn, type LogProgressRequest } from '@ladder/contracts';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, errorDetail } from '../../../api/client';
import { useLogProgress } from '../../../api/exposures';
import type { KeptAfter } from '../../../auth/kept-practice';
import { useAuth } from '../../../auth/auth-context';
import { holdPracticeRunning } from '../../../auth/practice-running';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ChoiceGroup, type Choice } from '../../../components/ui/ChoiceGroup';
import { Disclosure } from '../../../components/ui/Disclosure';
import { RatingSlider } from '../../../components/ui/RatingSlider';
import { TextAreaField } from '../../../components/ui/TextField';
import { formatMinutesSeconds } from '../../../lib/format-time';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { BeforeAnswers } from './BeforeStep';
import { SignInEndingNote } from './SignInEndingNote';
import { ANXIETY_ANCHORS, durationMinutes, elapsedSeconds } from './session-values';

type OutcomeAnswer = 'yes' | 'no' | 'unsure';
type YesNo = 'yes' | 'no';

const OUTCOME_CHOICES: readonly Choice<OutcomeAnswer>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
];
const YES_NO_CHOICES: readonly Choice<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const scaleChoices = (min: number, max: number): Choice<string>[] =>
  Array.from({ length: max - min + 1 }, (_, index) => ({ value: String(min + index), label: String(min + index) }));
const SURPRISE_CHOICES = scaleChoices(0, 10);
const PEAK_CHOICES = scaleChoices(1, 10);

const asBoolean = (answer: YesNo | OutcomeAnswer | null) => (answer === 'yes' ? true : answer === 'no' ? false : null);

/** Shown above the person's words when Submit fails; they stay in the form for another try. */
export const SUBMIT_RETRY = 'Your session could not be saved just now. Everything you entered is still here, so you can try again.';

interface AfterStepProps {
  exposureId: string;
  startedAt: number;
  endedAt: number;
  anxietyBefore: number;
  before: BeforeAnswers;
  /** What happened during the timer (issue 17): check-ins and slips, sent with the log when there are any. */
  during?: { checkIns: CheckIn[]; slips: number };
  /**
   * `crisisResources`: the written words read as a crisis, so the resources are offered next.
   * `queued`: there was no network; the session is kept on this device and sent later (decision 035).
   */
  onSubmitted: (crisisResources: boolean, queued?: boolean, wroteWords?: boolean) => void;
  /** The answers given before the sign-in ended, kept on this device (auth/kept-practice.ts). */
  initialAnswers?: KeptAfter;
  /** Every change, so the practice in progress can be kept on this device. */
  onAnswersChange?: (answers: KeptAfter) => void;
  /** Submit found the sign-in over (401): sign in again, the practice is kept. */
  onSignInEnded?: () => void;
}

/**
 * docs/product.md §37 final step: 'How are you feeling?', an anxiety slider and 'Thoughts & Reflections'. The
 * reflection questions (docs/clinical.md §24) are optional and never block Submit.
 */
export function AfterStep({
  exposureId,
  startedAt,
  endedAt,
  anxietyBefore,
  before,
  during,
  onSubmitted,
  initialAnswers,
  onAnswersChange,
  onSignInEnded,
}: AfterStepProps) {
  const [anxietyAfter, setAnxietyAfter] = useState(initialAnswers?.anxietyAfter ?? anxietyBefore);
  const [notes, setNotes] = useState(initialAnswers?.notes ?? '');
  const [outcome, setOutcome] = useState<OutcomeAnswer | null>(initialAnswers?.outcome ?? null);
  const [surprise, setSurprise] = useState<string | null>(initialAnswers?.surprise ?? null);
  const [peak, setPeak] = useState<string | null>(initialAnswers?.peak ?? null);
  const [compulsion, setCompulsion] = useState<YesNo | null>(initialAnswers?.compulsion ?? null);
  const log = useLogProgress();
  const { user } = useAuth();
  // One key per request: a retry of the same answers is the same session on the server; changed
  // answers after a failure are a new request (decision 035).
  const sent = useRef<{ key: string; body: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fearedOutcome = before.fearedOutcome.trim();

  useEffect(() => heading.current?.focus(), []);
  // Writing the reflections is still the practice: the sign-in is kept alive and no warning covers it.
  useEffect(() => holdPracticeRunning(), []);
  useEffect(() => {
    onAnswersChange?.({ anxietyAfter, notes, outcome, surprise, peak, compulsion });
  }, [onAnswersChange, anxietyAfter, notes, outcome, surprise, peak, compulsion]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (log.isPending) return;
    // Optional answers go along only when given, including what was written before the start
    // (kept by the server even if the start call was lost).
    const request: LogProgressRequest = {
      anxiety_level_pre: anxietyBefore,
      anxiety_level_post: anxietyAfter,
      duration_minutes: durationMinutes(startedAt, endedAt),
      // When the timer stopped: a session kept offline and sent later counts for the day it was done.
      ended_at: new Date(endedAt).toISOString(),
      notes: notes.trim(),
      ...(fearedOutcome ? { feared_outcome: fearedOutcome } : {}),
      ...(before.likelihood !== null ? { feared_outcome_likelihood: before.likelihood } : {}),
      ...(asBoolean(outcome) !== null ? { outcome_happened: asBoolean(outcome) } : {}),
      ...(surprise !== null ? { surprise: Number(surprise) } : {}),
      ...(peak !== null ? { peak_anxiety: Number(peak) } : {}),
      ...(compulsion !== null ? { did_compulsion: compulsion === 'yes' } : {}),
      ...(during && during.checkIns.length > 0 ? { check_ins: during.checkIns } : {}),
      ...(during && during.slips > 0 ? { slips: during.slips } : {}),
    };
    const body = JSON.stringify(request);
    if (sent.current?.body !== body) sent.current = { key: newIdempotencyKey(), body };
    let logged;
    try {
      logged = await log.mutateAsync({ id: exposureId, request, idempotencyKey: sent.current.key, userId: user?.id ?? null });
    } catch (error) {
      // docs/product.md §57 logs this; the form stays as it is so nothing written is lost.
      console.error('Logging the exposure session failed', error);
      // The sign-in is over: everything here is kept on this device and comes back after signing in.
      if (error instanceof ApiError && error.status === 401) onSignInEnded?.();
      return;
    }
    if (logged.queued) onSubmitted(false, true, Boolean(request.notes || request.feared_outcome));
    else onSubmitted(logged.saved.crisis_resources);
  }

  const failure = log.isError ? errorDetail(log.error) : null;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-6">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          How are you feeling?
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          You practised for <span className="tabular-nums">{formatMinutesSeconds(elapsedSeconds(startedAt, endedAt))}</span>.
        </p>
      </div>

      <div>
        <p className="text-sm font-medium text-slate-800">How anxious do you feel now?</p>
        <RatingSlider label="Anxiety now" value={anxietyAfter} onValueChange={setAnxietyAfter} anchors={ANXIETY_ANCHORS} />
      </div>

      <TextAreaField
        label="Thoughts & Reflections"
        // Issue 17: these words come back as "what I learned" (history, dashboard, report), so the
        // hint asks for the learning rather than how the anxiety went (docs/clinical.md §24).
        hint="What did you learn? How did what happened compare with what you expected?"
        value={notes}
        maxLength={SESSION_NOTES_MAX}
        onChange={(event) => setNotes(event.target.value)}
      />

      <Disclosure label="Reflect on the exposure (optional)">
        {fearedOutcome && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-700">
            Before you started, you wrote: “{fearedOutcome}”
          </p>
        )}
        <ChoiceGroup label="Did what you feared happen?" choices={OUTCOME_CHOICES} value={outcome} onValueChange={setOutcome} />
        <ChoiceGroup
          label="How surprising was the outcome?"
          choices={SURPRISE_CHOICES}
          value={surprise}
          onValueChange={setSurprise}
          ends={['Not at all', 'Completely']}
        />
        <ChoiceGroup
          label="Peak anxiety"
          hint="The highest your anxiety got during the session."
          choices={PEAK_CHOICES}
          value={peak}
          onValueChange={setPeak}
          ends={['Calm', 'Extreme']}
        />
        <ChoiceGroup
          label="Did you do a compulsion or seek reassurance?"
          hint="Noticing it helps you plan the next practice."
          choices={YES_NO_CHOICES}
          value={compulsion}
          onValueChange={setCompulsion}
        />
      </Disclosure>

      <SignInEndingNote />

      {log.isError && (
        <Alert tone="error">
          <p>{SUBMIT_RETRY}</p>
          {failure && <p className="mt-1">{failure}</p>}
        </Alert>
      )}

      <div className="flex justify-end">
        <Button type="submit" disabled={log.isPending} className="w-full sm:w-auto">
          {log.isPending ? 'Saving...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
