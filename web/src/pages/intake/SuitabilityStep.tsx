import {
  PHQ9_ITEM9_LABELS,
  PHQ9_ITEM9_OPTIONS,
  PHQ9_ITEM9_TEXT,
  suitabilityOutcome,
  type SuitabilityRequest,
  type SuitabilityResponse,
} from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useSaveSuitability, useSuitability } from '../../api/safety';
import { EATING_DISORDER_HELPLINES, SAMHSA_HELPLINE } from '../../components/safety/helplines';
import { HelplineList, SupportLinks, textLink } from '../../components/safety/SupportLinks';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { SAVE_ERROR } from './steps';
import { StepActions, StepHeading } from './wizard-ui';

type Draft = Partial<SuitabilityRequest>;
type TreatmentKey = 'eating_disorder' | 'psychosis' | 'alcohol_or_drugs';

/** The three questions on current treatment (docs/clinical.md §20), in plain words. */
const TREATMENT_QUESTIONS: readonly { key: TreatmentKey; question: string; hint?: string }[] = [
  { key: 'eating_disorder', question: 'Are you being treated for an eating disorder at the moment?' },
  {
    key: 'psychosis',
    question: 'Are you being treated for psychosis at the moment?',
    hint: 'For example, hearing or seeing things that others do not, or holding beliefs that others do not share.',
  },
  { key: 'alcohol_or_drugs', question: 'Are you being treated for alcohol or drug dependence at the moment?' },
];

export const PHQ9_CITATION = 'Question 1 is item 9 of the PHQ-9 (Kroenke, Spitzer & Williams, 2001).';

export const STORED_PRIVATELY =
  'Your answers are stored privately in your own record, sealed like everything else you write. They are included in your data export and deleted with your account.';

function complete(draft: Draft): SuitabilityRequest | null {
  const { self_harm_thoughts, eating_disorder, psychosis, alcohol_or_drugs } = draft;
  if (self_harm_thoughts === undefined || eating_disorder === undefined || psychosis === undefined || alcohol_or_drugs === undefined) {
    return null;
  }
  return { self_harm_thoughts, eating_disorder, psychosis, alcohol_or_drugs };
}

/**
 * "Is self-help right for me now?", before the terms (docs/clinical.md §20). A yes gets
 * resources and a recommendation to see a professional first; nothing here blocks the person.
 */
export function SuitabilityStep({ onContinue }: { onContinue: () => void }) {
  const saved = useSuitability();
  const save = useSaveSuitability();
  const [draft, setDraft] = useState<Draft>(() => saved.data?.answers ?? {});
  const [outcome, setOutcome] = useState<SuitabilityResponse | null>(null);
  const [returned, setReturned] = useState(false);
  const answers = complete(draft);

  function show(result: SuitabilityResponse) {
    if (result.recommend_professional) setOutcome(result);
    else onContinue();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answers || save.isPending) return;
    save.mutate(answers, { onSuccess: show });
  }

  /** Nothing here blocks the person: unsaved answers still get their recommendation (the shared rule). */
  function continueUnsaved() {
    if (answers) show({ answered_at: null, answers, ...suitabilityOutcome(answers) });
  }

  if (outcome) {
    return (
      <Recommendation
        outcome={outcome}
        onChangeAnswers={() => {
          setOutcome(null);
          setReturned(true);
        }}
        onContinue={onContinue}
      />
    );
  }

  return (
    <>
      <StepHeading focus={returned || undefined}>Is self-help right for me now?</StepHeading>
      <div className="mt-3 space-y-2 text-slate-700">
        <p>
          Ladder is self-help. It suits many adults with OCD, but not everyone, and not at every time. Four short
          questions help you decide whether to start now or to talk to a professional first.
        </p>
        <p>Nothing you answer here stops you from using Ladder.</p>
      </div>

      <form onSubmit={submit} className="mt-6 space-y-5">
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="float-left w-full font-medium text-slate-900">
            <span className="mr-1 text-teal-800">1.</span> {PHQ9_ITEM9_TEXT}
          </legend>
          <div className="clear-left grid gap-2 pt-3">
            {PHQ9_ITEM9_OPTIONS.map((option) => (
              <RadioOption
                key={option}
                name="suitability-self-harm-thoughts"
                label={PHQ9_ITEM9_LABELS[option]}
                checked={draft.self_harm_thoughts === option}
                onChange={() => setDraft((current) => ({ ...current, self_harm_thoughts: option }))}
              />
            ))}
          </div>
          <p className="mt-3 text-xs text-slate-600">{PHQ9_CITATION}</p>
        </fieldset>

        {TREATMENT_QUESTIONS.map(({ key, question, hint }, index) => (
          <fieldset key={key} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <legend className="float-left w-full font-medium text-slate-900">
              <span className="mr-1 text-teal-800">{index + 2}.</span> {question}
            </legend>
            {hint && <p className="clear-left pt-1 text-sm text-slate-600">{hint}</p>}
            <div className="clear-left flex flex-wrap gap-2 pt-3">
              {([true, false] as const).map((value) => (
                <RadioOption
                  key={String(value)}
                  name={`suitability-${key}`}
                  label={value ? 'Yes' : 'No'}
                  checked={draft[key] === value}
                  onChange={() => setDraft((current) => ({ ...current, [key]: value }))}
                  compact
                />
              ))}
            </div>
          </fieldset>
        ))}

        <p className="text-sm text-slate-700">{STORED_PRIVATELY}</p>

        {save.isError && (
          <Alert tone="error">
            <p>{errorDetail(save.error) ?? SAVE_ERROR}</p>
            <p className="mt-1">You can try again, or continue without saving and answer another time.</p>
            <Button variant="secondary" className="mt-3" onClick={continueUnsaved}>
              Continue without saving
            </Button>
          </Alert>
        )}

        <StepActions
          next={
            <>
              {!answers && <p className="text-sm text-slate-600 sm:self-center">Answer all four to continue.</p>}
              <Button type="submit" disabled={!answers || save.isPending}>
                {save.isPending ? 'Saving...' : 'Continue'}
              </Button>
            </>
          }
        />
      </form>
    </>
  );
}

interface RadioOptionProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
  /** Yes and No sit side by side. */
  compact?: boolean;
}

function RadioOption({ name, label, checked, onChange, compact }: RadioOptionProps) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:border-teal-600 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 ${
        compact ? 'min-w-24' : ''
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-teal-700 focus:outline-none" />
      <span className="font-medium text-slate-900">{label}</span>
    </label>
  );
}

interface RecommendationProps {
  outcome: SuitabilityResponse;
  onChangeAnswers: () => void;
  onContinue: () => void;
}

/** A yes: resources and a recommendation to see a professional first, and the choice to continue. */
function Recommendation({ outcome, onChangeAnswers, onContinue }: RecommendationProps) {
  const answers = outcome.answers;
  return (
    <>
      <StepHeading focus>Talking to a professional first may help</StepHeading>

      {outcome.thoughts_of_self_harm && (
        <section aria-labelledby="suitability-support" className="mt-6 rounded-2xl border border-teal-200 bg-teal-50/60 p-5 sm:p-6">
          <h3 id="suitability-support" className="text-lg font-semibold text-slate-900">
            If you are having thoughts of ending your life or hurting yourself
          </h3>
          <p className="mt-2 text-slate-700">
            You told us you have had thoughts that you would be better off dead, or of hurting yourself. You don&apos;t have
            to face them alone. Please talk to someone today.
          </p>
          <div className="mt-4">
            <SupportLinks />
          </div>
        </section>
      )}

      <section aria-labelledby="suitability-recommendation" className="mt-6 space-y-3 text-slate-700">
        <h3 id="suitability-recommendation" className="text-lg font-semibold text-slate-900">
          Our recommendation
        </h3>
        <p>
          From your answers, we recommend seeing a doctor or a mental health professional before you start, or using
          Ladder with their support. Studies of internet-based ERP programs (for example Andersson et al., 2012) did not
          include people with the experiences you told us about, so it is not known how well self-help works for them. A
          professional can help you decide whether now is a good time.
        </p>
        <ul className="list-disc space-y-3 pl-6">
          {answers?.eating_disorder && (
            <li>
              For an eating disorder, talk to your eating-disorder team or your doctor before practising exposures. These
              helplines can talk it through with you:
              <div className="mt-2">
                <HelplineList helplines={EATING_DISORDER_HELPLINES} label="Eating-disorder helplines" />
              </div>
            </li>
          )}
          {answers?.psychosis && <li>For psychosis, talk to your care team or your doctor before starting exposures.</li>}
          {answers?.alcohol_or_drugs && (
            <li>
              For alcohol or drugs, talk to your doctor or your treatment service. In the US, the {SAMHSA_HELPLINE.name} is
              free and open 24 hours:{' '}
              <a href={`tel:${SAMHSA_HELPLINE.dial}`} className={textLink}>
                {SAMHSA_HELPLINE.number}
              </a>
              .
            </li>
          )}
          <li>
            To find a therapist who treats OCD with ERP, the International OCD Foundation keeps a directory at{' '}
            <a href="https://iocdf.org" className={textLink}>
              iocdf.org
            </a>
            .
          </li>
        </ul>
        <p>The choice is yours. You can continue with Ladder now, and talk to a professional alongside it.</p>
      </section>

      <StepActions
        back={
          <Button variant="secondary" onClick={onChangeAnswers}>
            Change my answers
          </Button>
        }
        next={<Button onClick={onContinue}>Continue with Ladder</Button>}
      />
    </>
  );
}
