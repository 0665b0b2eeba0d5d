import { URGE_OUTCOME_LABELS, type UrgeResponse } from '@ladder/contracts';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { ReflowTable } from './ReflowTable';
import { ReportSection } from './ReportSection';
import { urgeWeeks } from './urge-weeks';

/**
 * The urge and compulsion log, week by week (issue 17): counts per compulsion only, unless the
 * person chose to include their notes. Did it, resisted and delayed stand side by side, with no
 * score: the log is a record, not a grade (docs/practice.md 5.2).
 */
export function UrgeLogSection({ urges, includeNotes }: { urges: UrgeResponse[]; includeNotes: boolean }) {
  const weeks = urgeWeeks(urges);
  return (
    <ReportSection title="Urge and compulsion log">
      {weeks.length === 0 ? (
        <p className="text-slate-700">No urges logged yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">Newest week first. How often each compulsion was resisted, delayed or done, as logged.</p>
          {weeks.map((week) => (
            <div key={week.start} className="mt-6 print:break-inside-avoid">
              <h3 className="text-base font-semibold text-slate-900">Week of {formatDate(`${week.start}T12:00:00Z`, 'UTC')}</h3>
              <ReflowTable
                label={`Urges, week of ${formatDate(`${week.start}T12:00:00Z`, 'UTC')}`}
                className="mt-2"
                rows={week.rows}
                rowKey={(row) => row.compulsion}
                columns={[
                  { header: 'Compulsion', cell: (row) => row.compulsion },
                  { header: 'Resisted', cell: (row) => row.resisted },
                  { header: 'Delayed', cell: (row) => row.delayed },
                  { header: 'Did it', cell: (row) => row.done },
                ]}
              />
              {includeNotes && week.notes.length > 0 && (
                <ul aria-label={`Notes, week of ${formatDate(`${week.start}T12:00:00Z`, 'UTC')}`} className="mt-3 space-y-2 text-sm text-slate-800">
                  {week.notes.map((urge) => (
                    <li key={urge.id}>
                      <span className="font-semibold">{formatDateTime(urge.occurred_at)}</span> · {urge.compulsion} ·{' '}
                      {URGE_OUTCOME_LABELS[urge.outcome]}: <span className="whitespace-pre-line">{urge.note}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </>
      )}
    </ReportSection>
  );
}
