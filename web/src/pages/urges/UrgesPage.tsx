import { isCalendarDate, URGE_OUTCOME_LABELS, type UrgeResponse } from '@ladder/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorDetail } from '../../api/client';
import { useDeleteUrge, useUrgeDay } from '../../api/urges';
import { Unavailable } from '../../components/progress/Unavailable';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, DialogCancel } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { buttonClasses } from '../../components/ui/styles';
import { formatDay, formatTime } from '../../lib/format-date';
import { localDayOf, shiftDay } from '../../lib/local-day';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const OUTCOME_STYLES: Record<UrgeResponse['outcome'], string> = {
  resisted: 'border-teal-200 bg-teal-50 text-teal-900',
  delayed: 'border-amber-200 bg-amber-50 text-amber-900',
  done: 'border-slate-200 bg-slate-50 text-slate-800',
};

/** The day in the address (?date=YYYY-MM-DD), else today; never a day after today. */
function useShownDay(): { day: string; today: string } {
  const [params] = useSearchParams();
  const today = localDayOf(new Date());
  const asked = params.get('date');
  return { day: asked && isCalendarDate(asked) && asked <= today ? asked : today, today };
}

/**
 * The urge log's day view (issue 17 item 7): what was logged on one day, with its times, a day at a
 * time, and a way to remove an entry. It lists; it does not judge (docs/practice.md 5.2).
 */
export function UrgesPage() {
  useDocumentTitle('Urge log');
  const { day, today } = useShownDay();
  const urges = useUrgeDay(day);
  const dayName = day === today ? 'Today' : formatDay(`${day}T12:00:00Z`, 'UTC');

  let content;
  if (urges.isPending) content = <Spinner label="Loading the urge log" />;
  else if (urges.isError) content = <Unavailable what="Your urge log" onRetry={() => void urges.refetch()} />;
  else if (urges.data.urges.length === 0) content = <p className="text-slate-700">Nothing logged on this day.</p>;
  else {
    const { counts } = urges.data;
    content = (
      <>
        <p className="text-slate-700">
          {urges.data.urges.length} logged: resisted {counts.resisted}, delayed {counts.delayed}, did it {counts.done}.
        </p>
        <ul aria-label={`Entries for ${dayName}`} className="mt-4 space-y-3">
          {urges.data.urges.map((urge) => (
            <UrgeItem key={urge.id} urge={urge} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Urge log</h1>
      <p className="mt-2 text-slate-700">
        The compulsions you noted and what happened with each urge. Use &ldquo;Log an urge&rdquo; whenever one comes.
      </p>
      <section aria-labelledby="urge-day-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="urge-day-heading" className="text-xl font-semibold text-slate-900">
            {dayName}
          </h2>
          <nav aria-label="Days" className="flex gap-2">
            <Link to={`/urges?date=${shiftDay(day, -1)}`} className={buttonClasses('secondary')}>
              Previous day
            </Link>
            {day < today && (
              <Link to={shiftDay(day, 1) === today ? '/urges' : `/urges?date=${shiftDay(day, 1)}`} className={buttonClasses('secondary')}>
                Next day
              </Link>
            )}
          </nav>
        </div>
        <div className="mt-4">{content}</div>
      </section>
    </div>
  );
}

function UrgeItem({ urge }: { urge: UrgeResponse }) {
  const remove = useDeleteUrge();
  const [confirming, setConfirming] = useState(false);
  const time = formatTime(urge.occurred_at);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-700">
            <time dateTime={urge.occurred_at}>{time}</time>
          </p>
          <p className="mt-1 font-medium break-words text-slate-900">{urge.compulsion}</p>
          {urge.note && <p className="mt-1 text-sm break-words text-slate-700">{urge.note}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${OUTCOME_STYLES[urge.outcome]}`}>
            {URGE_OUTCOME_LABELS[urge.outcome]}
          </span>
          <Button variant="ghost" className="px-2 py-1" aria-label={`Delete the entry at ${time}`} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete this entry?"
        description={`${urge.compulsion}, at ${time}. It is removed from your log for good.`}
        actions={
          <>
            <DialogCancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Keep it
              </Button>
            </DialogCancel>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(urge.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => console.error('Deleting the urge failed', error),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      >
        {remove.isError && <Alert tone="error">{errorDetail(remove.error) ?? 'The entry could not be deleted. Please try again.'}</Alert>}
      </ConfirmDialog>
    </li>
  );
}
