import type { UserResponse, YbocsAnswer, YbocsItemKey } from '@ladder/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { intakeListKey, useCompleteIntake, useIntakeProgress, type IntakeListKind } from '../../api/intake';
import { useAuth } from '../../auth/auth-context';
import { MAIN_ID, SkipLink } from '../../components/layout/SkipLink';
import { Button } from '../../components/ui/Button';
import { LogoMark } from '../../components/ui/Logo';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { GeneratingStep } from './GeneratingStep';
import { ListStep } from './ListStep';
import { StepProgress } from './StepProgress';
import { StepSidebar } from './StepSidebar';
import { SuitabilityStep } from './SuitabilityStep';
import { TermsStep } from './TermsStep';
import type { YbocsDraft } from '../../components/ybocs/ybocs-draft';
import { YbocsStep } from './YbocsStep';
import { RESUME_TIMEOUT_MS, resumeTarget, type IntakeStep, type ResumeTarget, type WizardStep } from './steps';
import { useSessionExpiryAlert } from './useSessionExpiryAlert';
import { WelcomeStep } from './WelcomeStep';
import { StepFocusContext } from './wizard-ui';

/**
 * docs/product.md §30 "Resume logic": where the wizard opens. The time-out only counts while the data is still
 * loading; a failed load (other than 401, handled by the session alert) starts at the beginning too.
 * `suitabilityAnswered`: "Is self-help right for me now?" was answered in this visit, so the wizard
 * goes on from there.
 */
function useResumeTarget(suitabilityAnswered: boolean): ResumeTarget | 'loading' {
  const progress = useIntakeProgress();
  const [timedOut, setTimedOut] = useState(false);
  const loading = progress.isPending;

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOut(true), RESUME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (timedOut || progress.isError) return suitabilityAnswered ? 'welcome' : 'suitability';
  return progress.isSuccess ? resumeTarget(progress.data, suitabilityAnswered) : 'loading';
}

/** docs/product.md §23: full screen with Logout, a step sidebar and one step at a time. */
export function IntakePage() {
  useDocumentTitle('Getting started');
  useSessionExpiryAlert();
  const { logout, markIntakeComplete } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const completeIntake = useCompleteIntake();

  const [suitabilityAnswered, setSuitabilityAnswered] = useState(false);
  const resumed = useResumeTarget(suitabilityAnswered);
  const [chosen, setChosen] = useState<IntakeStep | null>(null);
  // Once the person has moved between steps, each new step takes the focus.
  const [moved, setMoved] = useState(false);
  const [drafts, setDrafts] = useState<Partial<Record<IntakeListKind, string[]>>>({});
  const [ybocsAnswers, setYbocsAnswers] = useState<YbocsDraft>({});
  const step: WizardStep = chosen ?? (resumed === 'dashboard' ? 'loading' : resumed);

  function finish(user?: UserResponse) {
    markIntakeComplete(user);
    void navigate('/dashboard', { replace: true });
  }

  // docs/product.md §30: Y-BOCS and exposures already exist, so intake is done; the server is told as well.
  const finishing = useRef(false);
  const finishAlreadyDone = useEffectEvent(() => {
    if (finishing.current) return;
    finishing.current = true;
    completeIntake.mutate(undefined, {
      onSuccess: (user) => finish(user),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        // The status check counts a Y-BOCS plus an exposure as done, so the dashboard is right anyway.
        console.error('Marking intake complete failed', error);
        finish();
      },
    });
  });
  useEffect(() => {
    if (resumed === 'dashboard' && chosen === null) finishAlreadyDone();
  }, [resumed, chosen]);

  function go(next: IntakeStep) {
    setChosen(next);
    setMoved(true);
  }

  /** On to where the resume logic says, as if the wizard had opened there (the welcome for someone new). */
  function suitabilityDone() {
    setSuitabilityAnswered(true);
    setMoved(true);
  }

  function leaveList(kind: IntakeListKind, previous: IntakeStep) {
    return (draft?: string[]) => {
      if (draft?.length) setDrafts((current) => ({ ...current, [kind]: draft }));
      go(previous);
    };
  }

  function listSaved(kind: IntakeListKind, next: IntakeStep) {
    return () => {
      setDrafts(({ [kind]: _saved, ...rest }) => rest);
      go(next);
    };
  }

  function addMoreDetails() {
    // docs/product.md §28: reload obsessions and compulsions, then start again at obsessions.
    queryClient.removeQueries({ queryKey: intakeListKey('obsessions') });
    queryClient.removeQueries({ queryKey: intakeListKey('compulsions') });
    setDrafts(({ obsessions: _obsessions, compulsions: _compulsions, ...rest }) => rest);
    go('obsessions');
  }

  return (
    <div className="flex min-h-safe flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
            <LogoMark />
            Ladder
          </span>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Getting started</h1>
        <p className="mt-2 text-slate-700">A few steps to set up your practice plan. Your answers are saved as you go.</p>
        <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <StepSidebar current={step} />
          <section aria-label="Current step" className="min-w-0 max-w-3xl">
            <StepProgress current={step} />
            <StepFocusContext value={moved}>
              {step === 'loading' && (
                <div className="rounded-xl border border-slate-200 bg-white px-6 py-10">
                  <Spinner label="Loading your progress..." showLabel />
                </div>
              )}
              {step === 'suitability' && <SuitabilityStep onContinue={suitabilityDone} />}
              {step === 'welcome' && <WelcomeStep onBegin={() => go('terms')} />}
              {step === 'terms' && <TermsStep onAccepted={() => go('obsessions')} />}
              {step === 'obsessions' && (
                <ListStep
                  key="obsessions"
                  kind="obsessions"
                  draft={drafts.obsessions}
                  onBack={leaveList('obsessions', 'terms')}
                  onSaved={listSaved('obsessions', 'compulsions')}
                />
              )}
              {step === 'compulsions' && (
                <ListStep
                  key="compulsions"
                  kind="compulsions"
                  draft={drafts.compulsions}
                  onBack={leaveList('compulsions', 'obsessions')}
                  onSaved={listSaved('compulsions', 'triggers')}
                />
              )}
              {step === 'triggers' && (
                <ListStep
                  key="triggers"
                  kind="triggers"
                  draft={drafts.triggers}
                  onBack={leaveList('triggers', 'compulsions')}
                  onSaved={listSaved('triggers', 'ybocs')}
                />
              )}
              {step === 'ybocs' && (
                <YbocsStep
                  answers={ybocsAnswers}
                  onAnswer={(key: YbocsItemKey, answer: YbocsAnswer) =>
                    setYbocsAnswers((current) => ({ ...current, [key]: answer }))
                  }
                  onBack={() => go('triggers')}
                  onSubmitted={() => go('generating_exposures')}
                />
              )}
              {step === 'generating_exposures' && (
                <GeneratingStep onAddMoreDetails={addMoreDetails} onFinished={(user) => finish(user)} />
              )}
            </StepFocusContext>
          </section>
        </div>
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
          Ladder is a self-help tool, not therapy or medical care.{' '}
          <span className="font-medium text-slate-800">
            In a crisis, call your local emergency number. In the US, call or text 988.
          </span>
        </p>
      </main>
    </div>
  );
}
