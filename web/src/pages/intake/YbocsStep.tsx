import { YBOCS_ITEM_KEYS, type YbocsAnswer, type YbocsItemKey } from '@ladder/contracts';
import { errorDetail } from '../../api/client';
import { useCreateYbocs } from '../../api/ybocs';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { YbocsQuestion } from '../../components/ybocs/YbocsQuestion';
import { answeredCount, completeYbocsResponses, type YbocsDraft } from '../../components/ybocs/ybocs-draft';
import { YBOCS_ATTRIBUTION, YBOCS_COMPULSION_ITEMS, YBOCS_OBSESSION_ITEMS } from './ybocs-items';
import { SAVE_ERROR } from './steps';
import { StepActions, StepHeading } from './wizard-ui';

interface YbocsStepProps {
  answers: YbocsDraft;
  onAnswer: (key: YbocsItemKey, answer: YbocsAnswer) => void;
  onBack: () => void;
  onSubmitted: () => void;
}

/** docs/product.md §27: ten items answered 0-4, submitted as the onboarding assessment. */
export function YbocsStep({ answers, onAnswer, onBack, onSubmitted }: YbocsStepProps) {
  const create = useCreateYbocs();
  const responses = completeYbocsResponses(answers);
  const answered = answeredCount(answers);

  function submit() {
    if (!responses) return;
    create.mutate({ responses, is_onboarding: true }, { onSuccess: onSubmitted });
  }

  return (
    <>
      <StepHeading>Y-BOCS questionnaire</StepHeading>
      <p className="mt-3 text-slate-700">
        Ten questions about the past week. Choose the answer that fits best; there are no right or wrong answers.
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p>{YBOCS_ATTRIBUTION}</p>
        <p className="mt-1">Your scores are self-reported and are not a diagnosis.</p>
      </div>

      <section aria-labelledby="ybocs-obsessions" className="mt-8">
        <h3 id="ybocs-obsessions" className="text-xl font-semibold text-slate-900">
          Obsessions
        </h3>
        <p className="mt-1 text-slate-700">Unwanted thoughts, images or urges that keep coming back.</p>
        <div className="mt-4 space-y-6">
          {YBOCS_OBSESSION_ITEMS.map((item, index) => (
            <YbocsQuestion key={item.key} number={index + 1} item={item} answer={answers[item.key]} onAnswer={onAnswer} />
          ))}
        </div>
      </section>

      <section aria-labelledby="ybocs-compulsions" className="mt-10">
        <h3 id="ybocs-compulsions" className="text-xl font-semibold text-slate-900">
          Compulsions
        </h3>
        <p className="mt-1 text-slate-700">
          Things you feel driven to do, out loud or in your head, to ease anxiety or make things feel right.
        </p>
        <div className="mt-4 space-y-6">
          {YBOCS_COMPULSION_ITEMS.map((item, index) => (
            <YbocsQuestion
              key={item.key}
              number={YBOCS_OBSESSION_ITEMS.length + index + 1}
              item={item}
              answer={answers[item.key]}
              onAnswer={onAnswer}
            />
          ))}
        </div>
      </section>

      {create.isError && (
        <div className="mt-6">
          <Alert tone="error">{errorDetail(create.error) ?? SAVE_ERROR}</Alert>
        </div>
      )}

      <StepActions
        back={
          <Button variant="secondary" disabled={create.isPending} onClick={onBack}>
            Back
          </Button>
        }
        next={
          <>
            <p className="text-sm text-slate-600 sm:self-center">
              {answered} of {YBOCS_ITEM_KEYS.length} answered
            </p>
            <Button disabled={!responses || create.isPending} onClick={submit}>
              {create.isPending ? 'Saving...' : 'Complete'}
            </Button>
          </>
        }
      />
    </>
  );
}
