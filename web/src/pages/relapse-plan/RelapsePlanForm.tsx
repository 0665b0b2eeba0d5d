import { RELAPSE_PLAN_TEXT_MAX, RELAPSE_PLAN_WHO_MAX, type RelapsePlan } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../api/client';
import { useSaveRelapsePlan } from '../../api/relapse-plan';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { PLAN_PARTS, type PlanPartKey } from './plan-words';

type Words = Record<PlanPartKey, string>;

function wordsOf(plan: RelapsePlan | null): Words {
  return {
    warning_signs: plan?.warning_signs ?? '',
    if_signs_appear: plan?.if_signs_appear ?? '',
    booster_practice: plan?.booster_practice ?? '',
    who_to_tell: plan?.who_to_tell ?? '',
  };
}

/** The four parts of the plan, each guided by a prompt; saved together. */
export function RelapsePlanForm({ plan }: { plan: RelapsePlan | null }) {
  const save = useSaveRelapsePlan();
  const [words, setWords] = useState(() => wordsOf(plan));

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(words);
  }

  return (
    <form className="space-y-6" onSubmit={handleSubmit} onChange={() => save.reset()}>
      {PLAN_PARTS.map((part) => (
        <TextAreaField
          key={part.key}
          label={part.label}
          hint={part.hint}
          rows={part.key === 'who_to_tell' ? 2 : 4}
          maxLength={part.key === 'who_to_tell' ? RELAPSE_PLAN_WHO_MAX : RELAPSE_PLAN_TEXT_MAX}
          value={words[part.key]}
          onChange={(event) => setWords((current) => ({ ...current, [part.key]: event.target.value }))}
        />
      ))}
      {save.isError && <Alert tone="error">{errorDetail(save.error) ?? 'Your plan could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && (
        <Alert tone="success">
          Saved. Your plan prints with your{' '}
          <Link to="/settings/report" className={`rounded font-semibold underline ${focusRing}`}>
            progress report
          </Link>
          .
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save plan'}
      </Button>
    </form>
  );
}
