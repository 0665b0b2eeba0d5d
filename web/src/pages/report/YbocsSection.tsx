import type { AccountExport } from '../../api/account';
import { ScoreChart } from '../../components/progress/ScoreChart';
import { formatDate } from '../../lib/format-date';
import { YBOCS_ATTRIBUTION } from '../intake/ybocs-items';
import { ReflowTable } from './ReflowTable';
import { ReportSection } from './ReportSection';

type Assessment = AccountExport['ybocs'][number];

function Scale({ name, range }: { name: string; range: string }) {
  return (
    <>
      {name} <span className="block text-xs font-normal text-slate-600">{range}</span>
    </>
  );
}

/** Every Y-BOCS, oldest first: the table a clinician reads, and the dashboard's chart of the totals. */
export function YbocsSection({ assessments }: { assessments: Assessment[] }) {
  const ordered = [...assessments].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const history = ordered.map((item) => ({ date: item.created_at, score: item.total_score }));

  return (
    <ReportSection title="Y-BOCS scores (self-reported)">
      {ordered.length === 0 ? (
        <p className="text-slate-700">No Y-BOCS scores yet.</p>
      ) : (
        <>
          <ReflowTable
            label="Y-BOCS scores, oldest first"
            rows={ordered}
            rowKey={(item) => item.created_at}
            columns={[
              { header: 'Date', cell: (item) => formatDate(item.created_at), cellClassName: 'whitespace-nowrap' },
              { header: <Scale name="Total" range="0-40" />, term: 'Total (0-40)', cell: (item) => item.total_score, cellClassName: 'font-semibold' },
              { header: <Scale name="Obsessions" range="0-20" />, term: 'Obsessions (0-20)', cell: (item) => item.obsession_score },
              { header: <Scale name="Compulsions" range="0-20" />, term: 'Compulsions (0-20)', cell: (item) => item.compulsion_score },
              { header: 'Severity', cell: (item) => item.severity },
            ]}
          />
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
