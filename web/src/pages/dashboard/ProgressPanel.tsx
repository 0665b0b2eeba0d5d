import { percentChange, ybocsSeverity } from '@ladder/contracts';
import type { ReactNode } from 'react';
import { useYbocsHistory, useYbocsProgress } from '../../api/progress';
import { ScoreChange } from '../../components/progress/ScoreChange';
import { ScoreChart } from '../../components/progress/ScoreChart';
import { Unavailable } from '../../components/progress/Unavailable';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate } from '../../lib/format-date';
import { Panel } from './Panel';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** docs/product.md §44 "Progress": the current Y-BOCS score, when it was taken, the change, severity and the chart. */
export function ProgressPanel() {
  const progress = useYbocsProgress();
  const history = useYbocsHistory();

  let content;
  if (progress.isPending) content = <Spinner label="Loading your progress" />;
  else if (progress.isError) content = <Unavailable what="Your progress" onRetry={() => void progress.refetch()} />;
  else if (progress.data.current_score === null) {
    content = <p className="text-slate-700">No Y-BOCS score yet. Your scores will show here once you have taken the questionnaire.</p>;
  } else {
    const { current_score: current, previous_score: previous, percent_change: change, last_assessment_date: lastDate } =
      progress.data;
    const points = history.data ?? [];
    const first = points[0]?.score ?? null;
    const sinceFirst = points.length > 1 ? percentChange(first, current) : null;
    content = (
      <>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact term="Current Y-BOCS score">
            {current}
            <span className="text-sm font-normal text-slate-600"> / 40</span>
          </Fact>
          <Fact term="Severity level">{ybocsSeverity(current)}</Fact>
          <Fact term="Change from previous">
            {change !== null ? (
              <ScoreChange percent={change} />
            ) : (
              <span className="text-base font-normal text-slate-700">
                {previous === null ? 'No earlier score yet' : `Previous score ${previous}`}
              </span>
            )}
          </Fact>
          <Fact term="Last assessed">
            <span className="text-base">{lastDate ? formatDate(lastDate) : '—'}</span>
          </Fact>
        </dl>
        {sinceFirst !== null && (
          <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            Since your first score ({first}): <ScoreChange percent={sinceFirst} />
          </p>
        )}
        {history.isPending && (
          <div className="mt-6">
            <Spinner label="Loading your score history" />
          </div>
        )}
        {points.length > 1 && <ScoreChart history={points} />}
        <p className="mt-4 text-xs text-slate-600">Y-BOCS scores here are self-reported and are not a diagnosis.</p>
      </>
    );
  }

  return (
    <Panel title="Progress">
      {content}
    </Panel>
  );
}
