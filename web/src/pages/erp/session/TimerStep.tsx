import { useEffect, useRef, useState } from 'react';
import type { CheckIn, ExposureResponse } from '@ladder/contracts';
import { Button } from '../../../components/ui/Button';
import { focusRing } from '../../../components/ui/styles';
import { formatMinutesSeconds } from '../../../lib/format-time';
import { holdPracticeRunning } from '../../../auth/practice-running';
import { CHECK_IN_EVERY_MINUTES, promptAt, suggestedMinutes } from './during-practice';
import { elapsedSeconds } from './session-values';
import { SignInEndingNote } from './SignInEndingNote';

/** docs/product.md §37: the session timer ticks every second. */
export const SESSION_TICK_MS = 1000;

/** Seconds since `startedAt`, read from the clock on every tick, so a slow tick never drifts. */
function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), SESSION_TICK_MS);
    return () => clearInterval(interval);
  }, []);
  return elapsedSeconds(startedAt, now);
}

interface TimerStepProps {
  startedAt: number;
  /** After Start Session the heading takes the focus; on a resumed session the dialog focuses Complete. */
  focusHeading: boolean;
  onComplete: () => void;
  /** Issue 17: the exposure stays on screen, with what to hold back. */
  exposure?: Pick<ExposureResponse, 'description' | 'fear_level'>;
  checkIns?: readonly CheckIn[];
  onCheckIn?: (checkIn: CheckIn) => void;
  slips?: number;
  onSlip?: () => void;
}

/**
 * docs/product.md §37 timer step. Only Complete Session ends it: never a falling rating, never a reset
 * (docs/clinical.md §23, Craske et al. 2014). Issue 17: the exposure and its response prevention
 * stay in view, with a suggested length, optional one-tap check-ins every few minutes drawn as a
 * curve, prompts that support without reassuring, and "I did a compulsion", which records a slip
 * and lets the timer run on.
 */
export function TimerStep({ startedAt, focusHeading, onComplete, exposure, checkIns = [], onCheckIn, slips = 0, onSlip }: TimerStepProps) {
  const elapsed = useElapsedSeconds(startedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  const [skippedAt, setSkippedAt] = useState<number | null>(null);
  // While the timer runs, the sign-in is kept alive and its warning stays away (auth/practice-running.ts).
  useEffect(() => holdPracticeRunning(), []);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const minute = Math.floor(elapsed / 60);
  const lastAt = Math.max(checkIns.at(-1)?.minute ?? 0, skippedAt ?? 0);
  const checkInDue = onCheckIn !== undefined && minute >= CHECK_IN_EVERY_MINUTES && minute - lastAt >= CHECK_IN_EVERY_MINUTES;
  const length = exposure ? suggestedMinutes(exposure.fear_level) : null;

  return (
    <div className="space-y-6 text-center">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          Exposure in Progress
        </h3>
        <p className="mt-2 text-slate-700">Stay with the anxiety. Notice it without reacting.</p>
      </div>
      {exposure && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-left text-sm text-slate-800">
          <p className="font-medium text-slate-900">What you are practising</p>
          <p className="mt-1 whitespace-pre-line">{exposure.description}</p>
          {length && (
            <p className="mt-2 text-slate-700">
              Suggested length: {length.from}–{length.to} minutes. You decide when to stop.
            </p>
          )}
        </div>
      )}
      <p role="timer" aria-label="Time elapsed" className="text-5xl font-semibold text-teal-900 tabular-nums">
        {formatMinutesSeconds(elapsed)}
      </p>
      {exposure && <p className="text-slate-700 italic">{promptAt(elapsed)}</p>}
      {checkInDue && (
        <fieldset className="rounded-lg border border-teal-200 bg-teal-50 p-3">
          <legend className="px-1 text-sm font-medium text-slate-900">How anxious are you right now? (optional)</legend>
          <div className="mt-1 flex flex-wrap justify-center gap-1">
            {Array.from({ length: 11 }, (_, anxiety) => (
              <button
                key={anxiety}
                type="button"
                className={`size-9 rounded-md border border-slate-300 bg-white text-sm font-semibold text-slate-800 hover:bg-slate-100 ${focusRing}`}
                aria-label={`Anxiety ${anxiety} out of 10`}
                onClick={() => onCheckIn({ minute, anxiety })}
              >
                {anxiety}
              </button>
            ))}
          </div>
          <Button variant="ghost" className="mt-2" onClick={() => setSkippedAt(minute)}>
            Not now
          </Button>
        </fieldset>
      )}
      {checkIns.length > 0 && <CheckInCurve checkIns={checkIns} />}
      <div role="status" className="text-sm text-slate-700 empty:hidden">
        {slips > 0 &&
          `Noted${slips > 1 ? ` (${slips} times)` : ''}. The timer keeps going: carry on from here when you are ready.`}
      </div>
      <p className="text-sm text-slate-600">
        You can close this window. The session stays open, and Continue brings you back to it.
      </p>
      <SignInEndingNote />
      <div className="flex flex-col-reverse justify-center gap-3 sm:flex-row">
        {onSlip && (
          <Button variant="secondary" onClick={onSlip}>
            I did a compulsion
          </Button>
        )}
        <Button onClick={onComplete} className="w-full sm:w-auto">
          Complete Session
        </Button>
      </div>
    </div>
  );
}

/** The check-ins so far as a small line chart, with the same figures in words for screen readers. */
export function CheckInCurve({ checkIns }: { checkIns: readonly CheckIn[] }) {
  const width = 240;
  const height = 80;
  const lastMinute = Math.max(1, ...checkIns.map((entry) => entry.minute));
  const points = checkIns.map((entry) => `${(entry.minute / lastMinute) * (width - 8) + 4},${height - 4 - (entry.anxiety / 10) * (height - 8)}`);
  const words = checkIns.map((entry) => `${entry.anxiety} at ${entry.minute} min`).join(', ');
  return (
    <figure className="mx-auto w-full max-w-xs">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Your check-ins: ${words}`} className="h-20 w-full" data-chart="check-ins">
        <line x1="4" y1={height - 4} x2={width - 4} y2={height - 4} stroke="var(--color-slate-300)" />
        <polyline points={points.join(' ')} fill="none" stroke="var(--color-teal-700)" strokeWidth="2" />
        {points.map((point) => {
          const [x, y] = point.split(',');
          return <circle key={point} cx={x} cy={y} r="3" fill="var(--color-teal-700)" />;
        })}
      </svg>
      <figcaption className="text-xs text-slate-600">Your check-ins (0–10)</figcaption>
    </figure>
  );
}
