import type { ExportedExposure, ExportedSession } from '../../api/account';
import { AnxietyCurve } from '../../components/practice/AnxietyCurve';
import { SessionLearning } from '../../components/practice/SessionLearning';
import { hasLearning } from '../../components/practice/session-story';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { STATUS_LABELS } from '../erp/exposure-display';
import { ReflowTable } from './ReflowTable';
import { ReportSection } from './ReportSection';

const when = (session: ExportedSession) => session.started_at ?? session.ended_at ?? '';
const rating = (value: number | null) => (value === null ? '—' : String(value));

/** Logged sessions only: one still open has no rating after and no duration yet. */
function finishedSessions(exposure: ExportedExposure): ExportedSession[] {
  return exposure.sessions.filter((session) => session.ended_at !== null).sort((a, b) => when(a).localeCompare(when(b)));
}

function SessionsTable({ exposure, sessions }: { exposure: ExportedExposure; sessions: ExportedSession[] }) {
  return (
    <ReflowTable
      label={`Sessions of ${exposure.title}, oldest first`}
      rows={sessions}
      rowKey={(session, index) => `${when(session)}-${index}`}
      columns={[
        { header: 'Date', cell: (session) => (when(session) ? formatDate(when(session)) : '—') },
        {
          header: 'Anxiety before → after (1-10)',
          cell: (session) => (
            <>
              <span aria-hidden="true">
                {rating(session.anxiety_level_pre)} → {rating(session.anxiety_level_post)}
              </span>
              <span className="sr-only">
                {rating(session.anxiety_level_pre)} before, {rating(session.anxiety_level_post)} after
              </span>
            </>
          ),
        },
        { header: 'Peak', cell: (session) => rating(session.peak_anxiety) },
        { header: 'Duration', cell: (session) => (session.duration_minutes === null ? '—' : `${session.duration_minutes} min`) },
      ]}
    />
  );
}

/**
 * Issue 17: what each session tested and taught, for the person and whoever they share the report
 * with: the curve, the prediction beside what happened, and the reflections (docs/clinical.md §24).
 * Sessions with nothing beyond their ratings are in the table only.
 */
function SessionLearnings({ exposure, sessions, includeWords }: { exposure: ExportedExposure; sessions: ExportedSession[]; includeWords: boolean }) {
  const shown = (session: ExportedSession) => (includeWords ? session : { ...session, feared_outcome: null, notes: null });
  const told = sessions.map(shown).filter(hasLearning);
  if (told.length === 0) return null;
  return (
    <ol aria-label={`What the sessions of ${exposure.title} tested and taught, oldest first`} className="mt-3 space-y-4">
      {told.map((session, index) => (
        <li key={`${when(session)}-${index}`} className="rounded-lg border border-slate-200 p-3 print:break-inside-avoid">
          <p className="text-sm font-semibold text-slate-900">{when(session) ? formatDateTime(when(session)) : 'A logged session'}</p>
          {(session.check_ins?.length ?? 0) > 0 && (
            <div className="mt-2">
              <AnxietyCurve session={session} />
            </div>
          )}
          <div className="mt-2">
            <SessionLearning session={session} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The hierarchy as practised: each exposure by its fear rating, with its logged sessions. */
export function ExposuresSection({ exposures, includeWords = true }: { exposures: ExportedExposure[]; includeWords?: boolean }) {
  const ordered = [...exposures]
    .sort((a, b) => a.fear_level - b.fear_level || a.title.localeCompare(b.title))
    .map((exposure) => ({ exposure, sessions: finishedSessions(exposure) }));
  const practised = ordered.filter(({ sessions }) => sessions.length > 0);
  const notPractised = ordered.filter(({ sessions }) => sessions.length === 0);
  const sessionCount = practised.reduce((sum, { sessions }) => sum + sessions.length, 0);

  return (
    <ReportSection title="Exposure practice">
      {ordered.length === 0 ? (
        <p className="text-slate-700">No exposures yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {sessionCount} logged {sessionCount === 1 ? 'session' : 'sessions'} across {practised.length} of{' '}
            {ordered.length} {ordered.length === 1 ? 'exposure' : 'exposures'}, ordered by the fear rating given when
            each was added. Anxiety is rated from 1 (none) to 10 (the most).
          </p>
          <ul className="mt-4 space-y-6">
            {practised.map(({ exposure, sessions }) => (
              // An exposure with its sessions' learnings may be longer than a page: its heading stays with its table.
              <li key={exposure.id}>
                <h3 className="font-semibold text-slate-900 print:break-after-avoid">{exposure.title}</h3>
                <p className="mt-1 text-sm text-slate-700 print:break-after-avoid">
                  Fear rating when added: {exposure.fear_level}/10 · {STATUS_LABELS[exposure.status]}
                </p>
                <div className="mt-2">
                  <SessionsTable exposure={exposure} sessions={sessions} />
                </div>
                <SessionLearnings exposure={exposure} sessions={sessions} includeWords={includeWords} />
              </li>
            ))}
          </ul>
          {notPractised.length > 0 && (
            <div className="mt-8 print:break-inside-avoid">
              <h3 className="font-semibold text-slate-900">Not practised yet</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {notPractised.map(({ exposure }) => (
                  <li key={exposure.id}>
                    {exposure.title} <span className="text-slate-600">(fear rating {exposure.fear_level}/10)</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </ReportSection>
  );
}
