import type { ExposureResponse, ExposureSessionResponse } from '@ladder/contracts';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useExposures, useExposureSessions } from '../../../api/exposures';
import { AnxietyCurve } from '../../../components/practice/AnxietyCurve';
import { SessionLearning } from '../../../components/practice/SessionLearning';
import { lengthText } from '../../../components/practice/session-story';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { buttonClasses, focusRing } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const linkClasses = `rounded font-semibold text-teal-800 underline ${focusRing}`;

/**
 * Issue 17 "a history that teaches": one exposure's sessions, newest first, each with its length, its
 * anxiety before / peak / after and the check-in curve, slips, the prediction beside what happened,
 * and the reflections. A page rather than a dialog: on a phone a long history scrolls with the page and
 * the back button returns to the list. Worded after docs/clinical.md §25 and decision 021: what was
 * learned comes before the numbers, and no session reads as a failure.
 */
export function ExposureHistoryPage() {
  const { id = '' } = useParams();
  const exposures = useExposures();
  const sessions = useExposureSessions(id);
  const exposure = exposures.data?.find((item) => item.id === id) ?? null;
  useDocumentTitle(exposure ? `${exposure.title} · sessions` : 'Sessions');

  const back = (
    <Link to="/erp" className={`text-sm ${linkClasses}`}>
      Back to ERP
    </Link>
  );

  if (exposures.isPending || sessions.isPending) {
    return (
      <>
        {back}
        <div className="mt-6">
          <Spinner label="Loading your sessions..." showLabel />
        </div>
      </>
    );
  }
  const missing = (sessions.error instanceof ApiError && sessions.error.status === 404) || (exposures.isSuccess && !exposure);
  if (missing) {
    return (
      <>
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Sessions</h1>
        <p className="mt-4 text-slate-700">This exposure was not found. It may have been deleted.</p>
      </>
    );
  }
  if (exposures.isError || sessions.isError || !exposure) {
    return (
      <>
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Sessions</h1>
        <div className="mt-4 space-y-4">
          <Alert tone="error">Your sessions could not be loaded. Please try again.</Alert>
          <Button variant="secondary" onClick={() => void Promise.all([exposures.refetch(), sessions.refetch()])}>
            Try again
          </Button>
        </div>
      </>
    );
  }
  return <History exposure={exposure} sessions={sessions.data} back={back} />;
}

function History({ exposure, sessions, back }: { exposure: ExposureResponse; sessions: ExposureSessionResponse[]; back: ReactNode }) {
  const logged = sessions.filter((session) => session.status === 'completed');
  const open = sessions.find((session) => session.status === 'open');
  const count = `${logged.length} ${logged.length === 1 ? 'session' : 'sessions'} practised`;
  return (
    <>
      {back}
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-slate-900">{exposure.title}</h1>
      <p className="mt-2 break-words whitespace-pre-line text-slate-700">{exposure.description}</p>

      <div className="mt-6 rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm text-slate-800">
        <p className="font-semibold text-slate-900">{logged.length === 0 ? 'No sessions logged yet' : count}</p>
        <p className="mt-1">
          Each session you stay with counts, whatever the anxiety did. What you expected, what happened and what you
          learned matter more than how fast the anxiety fell.
        </p>
        {exposure.status !== 'completed' && (
          <Link to={`/erp?practise=${encodeURIComponent(exposure.id)}`} className={buttonClasses('primary', 'mt-3')}>
            {open ? 'Continue the open session' : 'Practise this exposure'}
          </Link>
        )}
      </div>

      {sessions.length === 0 ? (
        <p className="mt-6 text-slate-700">
          When you practise this exposure, each session shows here: how long you stayed, your anxiety, what you expected
          and what happened, and what you learned.
        </p>
      ) : (
        <ol aria-label="Sessions, newest first" className="mt-6 space-y-4">
          {sessions.map((session) => (
            <li key={session.id}>{session.status === 'open' ? <OpenSession session={session} /> : <LoggedSession session={session} />}</li>
          ))}
        </ol>
      )}
    </>
  );
}

const sessionDate = (session: ExposureSessionResponse) => session.started_at ?? session.ended_at;

function OpenSession({ session }: { session: ExposureSessionResponse }) {
  const headingId = useId();
  const started = sessionDate(session);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {started ? formatDateTime(started) : 'A session'} · still open
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Started at anxiety {session.anxiety_level_pre} out of 10. It stays open until you complete it.
      </p>
    </article>
  );
}

function LoggedSession({ session }: { session: ExposureSessionResponse }) {
  const headingId = useId();
  const date = sessionDate(session);
  const length = lengthText(session.duration_minutes);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {date ? formatDateTime(date) : 'A logged session'}
      </h2>
      {length && <p className="mt-0.5 text-sm text-slate-700">You stayed with it for {length}.</p>}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Rating term="Before" value={session.anxiety_level_pre} />
        <Rating term="Peak" value={session.peak_anxiety} />
        <Rating term="After" value={session.anxiety_level_post} />
      </dl>
      <div className="mt-3">
        <AnxietyCurve session={session} />
      </div>
      <div className="mt-3">
        <SessionLearning session={session} />
      </div>
    </article>
  );
}

function Rating({ term, value }: { term: string; value: number | null }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-600">Anxiety {term.toLowerCase()}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">
        {value === null ? <span className="text-sm font-normal text-slate-600">not noted</span> : `${value}`}
        {value !== null && <span className="text-xs font-normal text-slate-600"> / 10</span>}
      </dd>
    </div>
  );
}
