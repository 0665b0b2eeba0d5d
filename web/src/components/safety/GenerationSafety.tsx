import { CRISIS_QUESTION, type CrisisQuestionAnswer } from '@ladder/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { useAnswerSafetyQuestion, type SafetyRefusal } from '../../api/safety';
import { Button } from '../ui/Button';
import { CrisisScreen } from './CrisisScreen';
import { CRISIS_PAGE, EATING_DISORDER_HELPLINES } from './helplines';
import { HelplineList, textLink } from './SupportLinks';

export type HeadingLevel = 2 | 3;

interface GenerationSafetyProps {
  /** The generate call's refusal (api/safety.ts `safetyRefusal`). */
  refusal: SafetyRefusal;
  /** 2 as a step of the intake wizard, 3 inside the ERP page's exposures card. */
  headingLevel: HeadingLevel;
  onGenerateAgain: () => void;
  /** Back to the lists the ladder is built from, to change the words. */
  onEditLists: () => void;
  /** "I'm ready to go back" on the crisis screen, and what it leads to. */
  onLeaveCrisis: () => void;
  crisisBackHint: string;
}

/**
 * What a refused generate call shows instead of an error (docs/clinical.md §18, §21): the crisis screen, the question asked instead of refusing, the eating-disorder
 * signpost, or the note that the lists are for a professional. None of these used up a generation.
 */
export function GenerationSafety({ refusal, headingLevel, onGenerateAgain, onEditLists, onLeaveCrisis, crisisBackHint }: GenerationSafetyProps) {
  const [crisisAnswered, setCrisisAnswered] = useState(false);

  if (refusal.code === 'crisis' || crisisAnswered) {
    return <CrisisScreen onBack={onLeaveCrisis} backHint={crisisBackHint} answered={crisisAnswered} />;
  }
  switch (refusal.code) {
    case 'crisis_question':
      return <CrisisQuestion headingLevel={headingLevel} onFear={onGenerateAgain} onThoughts={() => setCrisisAnswered(true)} />;
    case 'eating_disorder_signpost':
      return (
        <EatingDisorderSignpost detail={refusal.detail} headingLevel={headingLevel} onContinue={onGenerateAgain} onEditLists={onEditLists} />
      );
    case 'for_a_professional':
    case 'safety_warning':
      return <ForAProfessional detail={refusal.detail} headingLevel={headingLevel} onEditLists={onEditLists} />;
  }
}

const headingClasses: Record<HeadingLevel, string> = {
  2: 'text-2xl font-bold tracking-tight text-slate-900',
  3: 'text-lg font-semibold text-slate-900',
};

/** A panel's heading, focused when it appears: the screen changed under the person's last click. */
export function PanelHeading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={ref} tabIndex={-1} className={`${headingClasses[level]} focus:outline-none`}>
      {children}
    </Tag>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm sm:p-6">{children}</div>;
}

/** A 409 means nothing waits for this answer any more (the lists changed): generating again asks anew. */
const nothingWaiting = (error: unknown) => error instanceof ApiError && error.status === 409;

const ANSWER_FAILED = 'Your answer could not be saved just now. Please try again.';

interface CrisisQuestionProps {
  headingLevel: HeadingLevel;
  onFear: () => void;
  onThoughts: () => void;
}

/**
 * Ask, do not refuse (docs/clinical.md §18): a horrifying intrusive thought about killing
 * oneself is a known OCD theme. "A fear" lets generation go on; "thoughts of ending my life" shows the
 * crisis screen at once, whether or not the answer could be stored.
 */
export function CrisisQuestion({ headingLevel, onFear, onThoughts }: CrisisQuestionProps) {
  const answer = useAnswerSafetyQuestion();
  const questionId = useId();
  const [failed, setFailed] = useState(false);

  function choose(choice: CrisisQuestionAnswer) {
    setFailed(false);
    if (choice === 'thoughts_of_ending_life') {
      answer.mutate(
        { question: 'crisis_question', answer: choice },
        { onError: (error) => console.error('Storing the answer to the crisis question failed', error) },
      );
      onThoughts();
      return;
    }
    answer.mutate(
      { question: 'crisis_question', answer: choice },
      {
        onSuccess: onFear,
        onError: (error) => (nothingWaiting(error) ? onFear() : setFailed(true)),
      },
    );
  }

  return (
    <Panel>
      <PanelHeading level={headingLevel}>A question before your list</PanelHeading>
      <div className="mt-3 space-y-3">
        <p>
          Something you wrote is about harming or killing yourself. Unwanted thoughts like this, which horrify the person
          who has them, are a known theme of OCD. They are different from thoughts of wanting to end your life. Ladder&apos;s
          exercises are for the first; for the second, talking to someone now matters more.
        </p>
        <p>So Ladder asks rather than guesses. Either answer is okay to give.</p>
      </div>
      <div role="group" aria-labelledby={questionId} className="mt-6 rounded-lg bg-slate-50 p-4">
        <p id={questionId} className="font-semibold text-slate-900">
          {CRISIS_QUESTION}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" className="py-2.5 text-base" disabled={answer.isPending} onClick={() => choose('fear')}>
            A fear that horrifies me
          </Button>
          <Button
            variant="secondary"
            className="py-2.5 text-base"
            disabled={answer.isPending}
            onClick={() => choose('thoughts_of_ending_life')}
          >
            Thoughts of ending my life
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700 [&:not(:empty)]:mt-3">
        {answer.isPending ? 'Saving your answer...' : failed ? ANSWER_FAILED : ''}
      </p>
      <p className="mt-4 text-sm text-slate-600">Your answer is stored privately in your own record.</p>
    </Panel>
  );
}

interface EatingDisorderSignpostProps {
  detail: string;
  headingLevel: HeadingLevel;
  onContinue: () => void;
  onEditLists: () => void;
}

/** docs/clinical.md §21: an eating-disorder picture gets a signpost, and no ERP on those behaviours. */
export function EatingDisorderSignpost({ detail, headingLevel, onContinue, onEditLists }: EatingDisorderSignpostProps) {
  const answer = useAnswerSafetyQuestion();
  const [failed, setFailed] = useState(false);

  function continueWithout() {
    setFailed(false);
    answer.mutate(
      { question: 'eating_disorder_signpost', answer: 'continue' },
      { onSuccess: onContinue, onError: (error) => (nothingWaiting(error) ? onContinue() : setFailed(true)) },
    );
  }

  return (
    <Panel>
      <PanelHeading level={headingLevel}>Before your list: a note about eating</PanelHeading>
      <p className="mt-3">{detail}</p>
      <p className="mt-3">
        A doctor or an eating-disorder service is the best first step. These helplines can talk it through with you:
      </p>
      <div className="mt-3">
        <HelplineList helplines={EATING_DISORDER_HELPLINES} label="Eating-disorder helplines" />
      </div>
      <p className="mt-3 text-sm">
        Elsewhere, or if you are in danger: <a href={CRISIS_PAGE} className={textLink}>crisis resources and helplines</a>.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button disabled={answer.isPending} onClick={continueWithout}>
          {answer.isPending ? 'Saving...' : 'Continue without these'}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={onEditLists}>
          Change my lists
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 [&:not(:empty)]:mt-3">
        {failed ? ANSWER_FAILED : ''}
      </p>
    </Panel>
  );
}

interface ForAProfessionalProps {
  detail: string;
  headingLevel: HeadingLevel;
  onEditLists: () => void;
}

/** Nothing left to build from once harmful items are set aside: said calmly, with a way back. */
export function ForAProfessional({ detail, headingLevel, onEditLists }: ForAProfessionalProps) {
  return (
    <Panel>
      <PanelHeading level={headingLevel}>This one is for a professional</PanelHeading>
      <p className="mt-3">{detail}</p>
      <p className="mt-3">
        If you need someone to talk to now, see <a href={CRISIS_PAGE} className={textLink}>crisis resources and helplines</a>.
      </p>
      <div className="mt-6">
        <Button variant="secondary" onClick={onEditLists}>
          Change my lists
        </Button>
      </div>
    </Panel>
  );
}
