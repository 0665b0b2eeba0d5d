import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatMinutesSeconds } from '../../../lib/format-time';
import { holdPracticeRunning } from '../../../auth/practice-running';
import { elapsedSeconds } from './session-values';

/** Spec §9: the session timer ticks every second. */
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
}

/**
 * Spec §2 timer step. Only Complete Session ends it: never a falling rating, never a reset
 * (CLINICAL.md "Sessions", Craske et al. 2014).
 */
export function TimerStep({ startedAt, focusHeading, onComplete }: TimerStepProps) {
  const elapsed = useElapsedSeconds(startedAt);
  const heading = useRef<HTMLHeadingElement>(null);
  // While the timer runs, the sign-in is kept alive and its warning stays away (auth/practice-running.ts).
  useEffect(() => holdPracticeRunning(), []);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <div className="space-y-6 text-center">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          Exposure in Progress
        </h3>
        <p className="mt-2 text-slate-700">Stay with the anxiety. Notice it without reacting.</p>
      </div>
      <p role="timer" aria-label="Time elapsed" className="text-5xl font-semibold text-teal-900 tabular-nums">
        {formatMinutesSeconds(elapsed)}
      </p>
      <p className="text-sm text-slate-600">
        You can close this window. The session stays open, and Continue brings you back to it.
      </p>
      <Button onClick={onComplete} className="w-full sm:w-auto">
        Complete Session
      </Button>
    </div>
  );
}
