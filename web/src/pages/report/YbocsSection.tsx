import { useId } from 'react';
import type { AccountExport } from '../../api/account';
import { ScoreChart } from '../../components/progress/ScoreChart';
import { focusRing } from '../../components/ui/styles';
import { formatDate } from '../../lib/format-date';
import { YBOCS_ATTRIBUTION } from '../intake/ybocs-items';
import { ReportSection, cellClasses, headCellClasses, tableClasses } from './ReportSection';

type Assessment = AccountExport['ybocs'][number];

/** Every Y-BOCS, oldest first: the table a clinician reads, and the dashboard's chart of the totals. */
export function YbocsSection({ assessments }: { assessments: Assessment[] }) {
  const ordered = [...assessments].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const history = ordered.map((item) => ({ date: item.created_at, score: item.total_score }));
  const captionId = useId();

  return (
    <ReportSection title="Y-BOCS scores (self-reported)">
      {ordered.length === 0 ? (
        <p className="text-slate-700">No Y-BOCS scores yet.</p>
      ) : (
        <>
          {/* Five columns scroll sideways on a phone; the scroller takes focus so keyboards can scroll it too. */}
          <div role="region" aria-labelledby={captionId} tabIndex={0} className={`overflow-x-auto rounded ${focusRing}`}>
            <table className={tableClasses}>
              <caption id={captionId} className="sr-only">
                Y-BOCS scores, oldest first
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={headCellClasses}>Date</th>
                  <th scope="col" className={headCellClasses}>
                    Total <span className="block text-xs font-normal text-slate-600">0-40</span>
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Obsessions <span className="block text-xs font-normal text-slate-600">0-20</span>
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Compulsions <span className="block text-xs font-normal text-slate-600">0-20</span>
                  </th>
                  <th scope="col" className={headCellClasses}>Severity</th>
                </tr>
              </thead>
              <tbody>
                {ordered.map((item) => (
                  <tr key={item.created_at} className="print:break-inside-avoid">
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(item.created_at)}</td>
                    <td className={`${cellClasses} font-semibold`}>{item.total_score}</td>
                    <td className={cellClasses}>{item.obsession_score}</td>
                    <td className={cellClasses}>{item.compulsion_score}</td>
                    <td className={cellClasses}>{item.severity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {history.length > 1 ? (
            <div className="print:break-inside-avoid">
              <ScoreChart history={history} />
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-700">A chart appears here once there are two scores.</p>
          )}
        </>
      )}
      <p className="mt-4 text-xs text-slate-600">{YBOCS_ATTRIBUTION}</p>
    </ReportSection>
  );
}
