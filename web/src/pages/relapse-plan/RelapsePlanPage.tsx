import { useState } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../api/client';
import { useDeleteRelapsePlan, useRelapsePlan } from '../../api/relapse-plan';
import { Unavailable } from '../../components/progress/Unavailable';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, DialogCancel } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { buttonClasses, focusRing } from '../../components/ui/styles';
import { formatDate } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BoosterReminderForm } from './BoosterReminderForm';
import { RelapsePlanForm } from './RelapsePlanForm';
import { suggestionSentence, WHY_PLAN } from './plan-words';

function DeletePlan({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteRelapsePlan();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete plan
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your plan?"
        description="Your plan and its weekly reminder are deleted. You can make a new plan at any time."
        actions={
          <>
            <DialogCancel className={buttonClasses('secondary')}>Keep plan</DialogCancel>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => { setOpen(false); onDeleted(); } })}>
              {remove.isPending ? 'Deleting...' : 'Delete plan'}
            </Button>
          </>
        }
      >
        {remove.isError && <Alert tone="error">{errorDetail(remove.error) ?? 'Your plan could not be deleted. Please try again.'}</Alert>}
      </ConfirmDialog>
    </>
  );
}

/**
 * The relapse-prevention plan (issue 17 item 8; docs/practice.md §8): offered when the self-reported
 * Y-BOCS shows a response or remission, and open to anyone at any time. It closes a course of
 * practice the way BIP OCD's last module does: warning signs, what to do, booster practice, who to tell.
 */
export function RelapsePlanPage() {
  useDocumentTitle('Relapse-prevention plan');
  const query = useRelapsePlan();
  // A deleted plan leaves an empty form behind: the form starts again from what the server holds.
  const [generation, setGeneration] = useState(0);

  let content;
  if (query.isPending) content = <Spinner label="Loading your plan" />;
  else if (query.isError) content = <Unavailable what="Your plan" onRetry={() => void query.refetch()} />;
  else {
    const { plan, suggested } = query.data;
    content = (
      <>
        <div className="mt-4 space-y-3 text-slate-700">
          {suggested && <p>{suggestionSentence(suggested)}</p>}
          <p>{suggested ? WHY_PLAN : `You can make a plan at any time. ${WHY_PLAN}`}</p>
          <p className="text-sm">
            A lapse, a day or a week when the compulsions come back, is common and is not a return to the start. What you
            learned in practice is still there to use.
          </p>
          {plan && <p className="text-sm text-slate-600">Last saved {formatDate(plan.updated_at)}.</p>}
        </div>
        <section aria-labelledby="plan-heading" className="mt-8">
          <h2 id="plan-heading" className="text-xl font-semibold text-slate-900">
            Your plan
          </h2>
          <div className="mt-4">
            <RelapsePlanForm key={generation} plan={plan} />
          </div>
        </section>
        {plan && (
          <>
            <section aria-labelledby="booster-heading" className="mt-10">
              <h2 id="booster-heading" className="text-xl font-semibold text-slate-900">
                Weekly reminder
              </h2>
              <div className="mt-4">
                <BoosterReminderForm />
              </div>
            </section>
            <section aria-labelledby="keep-heading" className="mt-10 space-y-4">
              <h2 id="keep-heading" className="text-xl font-semibold text-slate-900">
                Print or share
              </h2>
              <p className="text-sm text-slate-700">
                Your plan prints with your{' '}
                <Link to="/settings/report" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
                  progress report
                </Link>
                , to keep by you or to share with someone who helps you.
              </p>
              <DeletePlan onDeleted={() => setGeneration((current) => current + 1)} />
            </section>
          </>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Relapse-prevention plan</h1>
      {content}
    </div>
  );
}
