import type { RecentLearning } from '@ladder/contracts';
import { Link } from 'react-router';
import { useRecentLearnings } from '../../api/learnings';
import { Unavailable } from '../../components/progress/Unavailable';
import { outcomeText } from '../../components/practice/session-story';
import { Spinner } from '../../components/ui/Spinner';
import { focusRing } from '../../components/ui/styles';
import { formatDate } from '../../lib/format-date';
import { Panel } from './Panel';

/** The prediction a reflection came from, in one line: "You expected “…” (70% sure). It did not happen." */
function predictionLine(item: RecentLearning): string | null {
  const parts: string[] = [];
  if (item.feared_outcome !== null) {
    const sure = item.feared_outcome_likelihood !== null ? ` (${item.feared_outcome_likelihood}% sure)` : '';
    parts.push(`You expected “${item.feared_outcome}”${sure}.`);
  }
  const happened = outcomeText(item.outcome_happened);
  if (happened) parts.push(`${happened}${item.surprise !== null ? `, surprise ${item.surprise} out of 10` : ''}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Issue 17: the latest "what I learned" notes on the dashboard. docs/clinical.md §24: what was learned
 * is shown back to the person, because expectancy violation is how exposure works (Craske et al. 2014).
 */
export function RecentLearningsPanel() {
  const learnings = useRecentLearnings();

  let content;
  if (learnings.isPending) content = <Spinner label="Loading your reflections" />;
  else if (learnings.isError) content = <Unavailable what="Your reflections" onRetry={() => void learnings.refetch()} />;
  else if (learnings.data.length === 0) {
    content = (
      <p className="text-slate-700">
        After a practice, what you write under Thoughts &amp; Reflections shows here, so you can look back on what you learned.
      </p>
    );
  } else {
    content = (
      <ul className="space-y-4">
        {learnings.data.map((item) => {
          const prediction = predictionLine(item);
          return (
            <li key={item.session_id} className="border-l-4 border-teal-600 pl-3">
              <blockquote className="line-clamp-6 break-words whitespace-pre-line text-slate-900">{item.notes}</blockquote>
              {prediction && <p className="mt-1 line-clamp-3 text-sm break-words text-slate-700">{prediction}</p>}
              <p className="mt-1 text-sm text-slate-600">
                {formatDate(item.ended_at)} ·{' '}
                <Link to={`/erp/exposures/${encodeURIComponent(item.exposure_id)}`} className={`rounded font-medium text-teal-800 underline ${focusRing}`}>
                  {item.exposure_title}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return <Panel title="What you learned">{content}</Panel>;
}
