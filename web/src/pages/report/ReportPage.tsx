import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAccountExport, type AccountExport } from '../../api/account';
import { errorDetail } from '../../api/client';
import { MAIN_ID, SkipLink } from '../../components/layout/SkipLink';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Logo } from '../../components/ui/Logo';
import { Spinner } from '../../components/ui/Spinner';
import { focusRing } from '../../components/ui/styles';
import { formatDate } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ExposuresSection } from './ExposuresSection';
import { JournalSection } from './JournalSection';
import { RelapsePlanSection } from './RelapsePlanSection';
import { UrgeLogSection } from './UrgeLogSection';
import { YbocsSection } from './YbocsSection';

const BACK_TO_SETTINGS = '/settings?tab=data';

function Report({ data }: { data: AccountExport }) {
  const [includeJournal, setIncludeJournal] = useState(false);
  // Issue 17: the report includes what each session tested and taught; the person's own words in it
  // (their predictions and reflections) can be left off paper, as the journal can (decision 024).
  const [includeSessionWords, setIncludeSessionWords] = useState(true);
  // The relapse-prevention plan prints by default (issue 17 item 8); the urge log's notes only when
  // asked for, like the journal: its counts say enough for most readers.
  const [includePlan, setIncludePlan] = useState(true);
  const [includeUrgeNotes, setIncludeUrgeNotes] = useState(false);
  const checkboxId = useId();
  const sessionWordsId = useId();
  const planId = useId();
  const urgeNotesId = useId();

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Progress report</h1>
      <p className="mt-2 break-words text-slate-700">{`${data.account.email} · ${formatDate(data.exported_at)}`}</p>

      <div className="mt-6 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-800">
        <p>
          Everything in this report was entered by its owner in Ladder, a self-help app for practising exposure and
          response prevention (ERP). The Y-BOCS scores and anxiety ratings are self-reported: they are not a clinical
          assessment or a diagnosis. Ladder is a self-help tool, not therapy. This report is meant for sharing with a
          therapist or doctor.
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-slate-100 p-4 print:hidden">
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <input
              id={sessionWordsId}
              type="checkbox"
              checked={includeSessionWords}
              onChange={(event) => setIncludeSessionWords(event.target.checked)}
              className={`size-5 rounded accent-teal-700 ${focusRing}`}
            />
            <label htmlFor={sessionWordsId} className="text-sm font-medium text-slate-800">
              Include what you wrote in sessions (predictions and reflections)
            </label>
          </div>
          {data.relapse_plan && (
            <div className="flex items-center gap-2">
              <input
                id={planId}
                type="checkbox"
                checked={includePlan}
                onChange={(event) => setIncludePlan(event.target.checked)}
                className={`size-5 rounded accent-teal-700 ${focusRing}`}
              />
              <label htmlFor={planId} className="text-sm font-medium text-slate-800">
                Include your relapse-prevention plan
              </label>
            </div>
          )}
          <div className="flex items-center gap-2">
            <input
              id={urgeNotesId}
              type="checkbox"
              checked={includeUrgeNotes}
              onChange={(event) => setIncludeUrgeNotes(event.target.checked)}
              className={`size-5 rounded accent-teal-700 ${focusRing}`}
            />
            <label htmlFor={urgeNotesId} className="text-sm font-medium text-slate-800">
              Include notes from the urge log
            </label>
          </div>
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={includeJournal}
              onChange={(event) => setIncludeJournal(event.target.checked)}
              className={`size-5 rounded accent-teal-700 ${focusRing}`}
            />
            <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
              Include journal entries
            </label>
          </div>
        </div>
        <Button onClick={() => window.print()}>Print</Button>
      </div>

      <YbocsSection assessments={data.ybocs} />
      <ExposuresSection exposures={data.exposures} includeWords={includeSessionWords} />
      <UrgeLogSection urges={data.urges} includeNotes={includeUrgeNotes} />
      {data.relapse_plan && includePlan && <RelapsePlanSection plan={data.relapse_plan} />}
      {includeJournal && <JournalSection entries={data.journal} />}
    </>
  );
}

/**
 * A print-first page: its own slim header (the app's navigation would only get in the way on paper),
 * and every control hidden when printing. On screen it is no wider than a printed page, because the
 * chart keeps the width it was drawn at when the browser lays the page out for printing.
 */
export function ReportPage() {
  useDocumentTitle('Progress report');
  const report = useAccountExport();

  let content;
  if (report.isPending) content = <Spinner label="Preparing your report..." showLabel />;
  else if (report.isError) {
    content = (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Progress report</h1>
        <Alert tone="error">{errorDetail(report.error) ?? 'Your report could not be prepared. Please try again.'}</Alert>
        <Button variant="secondary" onClick={() => void report.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else content = <Report data={report.data} />;

  return (
    <div className="min-h-safe bg-slate-50 print:min-h-0 print:bg-white">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <Link to={BACK_TO_SETTINGS} className={`rounded text-sm font-semibold text-teal-800 underline ${focusRing}`}>
            Back to account settings
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-8 focus:outline-none sm:px-6 print:max-w-none print:p-0">
        {content}
      </main>
    </div>
  );
}
