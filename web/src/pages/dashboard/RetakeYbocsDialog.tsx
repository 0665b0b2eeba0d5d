import { YBOCS_ITEM_KEYS } from '@ladder/contracts';
import { useState } from 'react';
import { errorCode, errorDetail } from '../../api/client';
import { useRetakeYbocs } from '../../api/progress';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { YbocsQuestion } from '../../components/ybocs/YbocsQuestion';
import { answeredCount, completeYbocsResponses, type YbocsDraft } from '../../components/ybocs/ybocs-draft';
import { SAVE_ERROR } from '../../lib/messages';
import { YBOCS_ATTRIBUTION, YBOCS_ITEMS } from '../intake/ybocs-items';

/** The retake is not open yet (code not_due_yet): the server's sentence says when it opens. */
const notDueYet = (error: unknown) => errorCode(error) === 'not_due_yet' && errorDetail(error) !== null;

export interface RetakeYbocsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the new assessment is saved and the dashboard has its new numbers. */
  onSaved: () => void;
}

/** The intake's ten Y-BOCS items again, saved as a later assessment (is_onboarding false). */
export function RetakeYbocsDialog({ open, onOpenChange, onSaved }: RetakeYbocsDialogProps) {
  const [answers, setAnswers] = useState<YbocsDraft>({});
  const retake = useRetakeYbocs();
  const responses = completeYbocsResponses(answers);
  const answered = answeredCount(answers);

  function submit() {
    if (!responses || retake.isPending) return;
    retake.mutate(responses, {
      onSuccess: () => {
        setAnswers({});
        onSaved();
      },
      onError: (error) => {
        if (!notDueYet(error)) console.error('Saving the Y-BOCS retake failed', error);
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!retake.isPending) onOpenChange(next);
      }}
      title="Retake the Y-BOCS"
      description="Ten questions about the past week. Choose the answer that fits best; there are no right or wrong answers."
      size="wide"
      keepOnOutsideClick
    >
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <p>{YBOCS_ATTRIBUTION}</p>
        <p className="mt-1">Your scores are self-reported and are not a diagnosis.</p>
      </div>
      <div className="mt-5 space-y-5">
        {YBOCS_ITEMS.map((item, index) => (
          <YbocsQuestion
            key={item.key}
            number={index + 1}
            item={item}
            answer={answers[item.key]}
            onAnswer={(key, answer) => setAnswers((current) => ({ ...current, [key]: answer }))}
            namePrefix="retake-"
          />
        ))}
      </div>
      {retake.isError &&
        (notDueYet(retake.error) ? (
          // Retakes are at most weekly (docs/clinical.md §27: re-measuring often is a form of checking): said calmly, not as an error.
          <p role="status" className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {errorDetail(retake.error)}
          </p>
        ) : (
          <div className="mt-5">
            <Alert tone="error">{errorDetail(retake.error) ?? SAVE_ERROR}</Alert>
          </div>
        ))}
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600 sm:mr-auto">
          {answered} of {YBOCS_ITEM_KEYS.length} answered
        </p>
        <Button disabled={!responses || retake.isPending} onClick={submit}>
          {retake.isPending ? 'Saving...' : 'Save answers'}
        </Button>
      </div>
    </Modal>
  );
}
