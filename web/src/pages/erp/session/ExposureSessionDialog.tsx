import type { CheckIn, ExposureResponse, StartExposureRequest } from '@ladder/contracts';
import { useEffect, useRef, useState } from 'react';
import { useStartExposure } from '../../../api/exposures';
import { useAuth } from '../../../auth/auth-context';
import { clearKeptPractice, keepPractice, readKeptPractice, type KeptAfter } from '../../../auth/kept-practice';
import { CrisisResourcesBox } from '../../../components/safety/CrisisResourcesBox';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { AfterStep } from './AfterStep';
import { BeforeStep, type BeforeAnswers } from './BeforeStep';
import { TimerStep } from './TimerStep';
import { initialAnxiety, keptPracticeOf, resumableStart } from './session-values';

interface ExposureSessionDialogProps {
  /** The exposure being practised; null when the dialog is closed. */
  exposure: ExposureResponse | null;
  onClose: () => void;
  /** After Submit, once the refreshed list is in; `queued`: kept on this device until back online (decision 035). */
  onSubmitted: (exposureId: string, queued?: boolean) => void;
}

/**
 * docs/product.md §37 "Exposure Session modal". Closing it mid-session loses nothing: the server keeps the
 * session open and Continue brings the person back to its running timer.
 */
export function ExposureSessionDialog({ exposure, onClose, onSubmitted }: ExposureSessionDialogProps) {
  return (
    <Modal
      open={exposure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={exposure?.title ?? ''}
      keepOnOutsideClick
    >
      {exposure && <SessionFlow key={exposure.id} exposure={exposure} onSubmitted={onSubmitted} />}
    </Modal>
  );
}

type Step =
  | { name: 'before' }
  | { name: 'timer'; startedAt: number }
  | { name: 'after'; startedAt: number; endedAt: number }
  /** Saved, and its written words read as a crisis: the resources before the dialog closes. */
  | { name: 'saved'; queued: boolean };

/** docs/product.md §37: pre-rating, Start Session, the timer, Complete Session, post-rating and notes, Submit. */
function SessionFlow({ exposure, onSubmitted }: { exposure: ExposureResponse; onSubmitted: (id: string, queued?: boolean) => void }) {
  const { user, expire } = useAuth();
  const userId = user?.id ?? null;
  // A practice kept on this device when the sign-in ended mid-exposure (issue 17) resumes where it was:
  // the timer with its check-ins and slips, or the questions after with the answers given so far.
  const [kept] = useState(() => (userId ? keptPracticeOf(readKeptPractice(userId), exposure) : null));
  // Continue on an exposure whose session is still open goes straight back to its timer.
  const [resumedFrom] = useState(() => kept?.startedAt ?? resumableStart(exposure, Date.now()));
  const [step, setStep] = useState<Step>(() => {
    if (kept?.endedAt) return { name: 'after', startedAt: kept.startedAt, endedAt: kept.endedAt };
    return resumedFrom === null ? { name: 'before' } : { name: 'timer', startedAt: resumedFrom };
  });
  const [anxietyBefore, setAnxietyBefore] = useState(() => {
    if (kept) return kept.anxietyBefore;
    return resumedFrom !== null && exposure.open_session ? exposure.open_session.anxiety_level_pre : initialAnxiety(exposure);
  });
  const [before, setBefore] = useState<BeforeAnswers>(() => kept?.before ?? { fearedOutcome: '', likelihood: null });
  const [checkIns, setCheckIns] = useState<CheckIn[]>(() => kept?.checkIns ?? []);
  const [slips, setSlips] = useState(() => kept?.slips ?? 0);
  const [afterAnswers, setAfterAnswers] = useState<KeptAfter | null>(() => kept?.after ?? null);

  // Kept on this device while the practice runs, so nothing is lost if the sign-in ends (auth/kept-practice.ts).
  const running = step.name === 'timer' || step.name === 'after';
  const startedAt = running ? step.startedAt : null;
  const endedAt = step.name === 'after' ? step.endedAt : null;
  useEffect(() => {
    if (!userId || startedAt === null) return;
    keepPractice({ userId, exposureId: exposure.id, startedAt, anxietyBefore, before, checkIns, slips, endedAt, after: endedAt ? afterAnswers : null });
  }, [userId, exposure.id, startedAt, anxietyBefore, before, checkIns, slips, endedAt, afterAnswers]);
  // What was written before starting read as a crisis: the resources stay above the timer until closed.
  const [startResources, setStartResources] = useState(false);
  const start = useStartExposure();

  async function startSession() {
    const request: StartExposureRequest = {
      anxiety_level: anxietyBefore,
      ...(before.fearedOutcome.trim() ? { feared_outcome: before.fearedOutcome.trim() } : {}),
      ...(before.likelihood !== null ? { feared_outcome_likelihood: before.likelihood } : {}),
    };
    try {
      const { session, resumed, crisisResources } = await start.mutateAsync({ id: exposure.id, request });
      setStartResources(crisisResources);
      // A new session counts from now on this device, so a clock that differs from the server's
      // cannot skew the timer; a session that was already open keeps its real start and rating.
      const serverStart = resumed && session.started_at ? Date.parse(session.started_at) : NaN;
      if (Number.isFinite(serverStart)) setAnxietyBefore(session.anxiety_level_pre);
      setStep({ name: 'timer', startedAt: Number.isFinite(serverStart) ? Math.min(serverStart, Date.now()) : Date.now() });
    } catch (error) {
      // docs/product.md §57: logged only. Progress is accepted without a start, so the practice goes on.
      console.error('Starting the exposure session failed', error);
      setStep({ name: 'timer', startedAt: Date.now() });
    }
  }

  switch (step.name) {
    case 'before':
      return (
        <BeforeStep
          exposure={exposure}
          anxiety={anxietyBefore}
          onAnxietyChange={setAnxietyBefore}
          answers={before}
          onAnswersChange={setBefore}
          starting={start.isPending}
          onStart={() => void startSession()}
        />
      );
    case 'timer':
      return (
        <>
          {startResources && (
            <div className="mb-6 text-left">
              <CrisisResourcesBox
                saved="What you wrote is saved with your session."
                headingAs="h3"
                onDismiss={() => setStartResources(false)}
              />
            </div>
          )}
          <TimerStep
            startedAt={step.startedAt}
            focusHeading={resumedFrom === null}
            onComplete={() => setStep({ name: 'after', startedAt: step.startedAt, endedAt: Date.now() })}
            exposure={exposure}
            checkIns={checkIns}
            onCheckIn={(checkIn) => setCheckIns((current) => [...current, checkIn])}
            slips={slips}
            onSlip={() => setSlips((count) => count + 1)}
          />
        </>
      );
    case 'after':
      return (
        <AfterStep
          exposureId={exposure.id}
          startedAt={step.startedAt}
          endedAt={step.endedAt}
          anxietyBefore={anxietyBefore}
          before={before}
          during={{ checkIns, slips }}
          initialAnswers={kept?.after ?? undefined}
          onAnswersChange={setAfterAnswers}
          onSignInEnded={expire}
          onSubmitted={(crisisResources, queued, wroteWords) => {
            clearKeptPractice();
            // Offline, the server cannot read the words for a crisis until they are sent: whoever wrote
            // something is offered the resources now rather than never (non-negotiable: never crisis-blind).
            if (crisisResources || (queued && wroteWords)) setStep({ name: 'saved', queued: queued === true });
            else onSubmitted(exposure.id, queued);
          }}
        />
      );
    case 'saved':
      return <SavedWithResources queued={step.queued} onDone={() => onSubmitted(exposure.id, step.queued)} />;
  }
}

/**
 * After Submit, when the session's notes or feared outcome read as a crisis: the session is saved as
 * usual, and the resources are shown here, where they are seen, before the dialog closes. Offline
 * (`queued`) with words written, they are offered the same way, since nothing can read them yet.
 */
function SavedWithResources({ onDone, queued }: { onDone: () => void; queued: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-5">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Session saved
      </h3>
      <CrisisResourcesBox
        saved={queued ? "Your session is saved on this device and will be sent when you're back online." : 'Your session was saved as usual.'}
        headingAs="h4"
        unread={queued}
      />
      <div className="flex justify-end">
        <Button onClick={onDone} className="w-full sm:w-auto">
          Done
        </Button>
      </div>
    </div>
  );
}
