import { URGE_OUTCOME_LABELS, type UrgeCounts, type UrgeTrendResponse } from '@ladder/contracts';
import { Link } from 'react-router';
import { useUrgeTrend } from '../../api/urges';
import { Unavailable } from '../../components/progress/Unavailable';
import { focusRing } from '../../components/ui/styles';
import { Spinner } from '../../components/ui/Spinner';
import { formatDay, formatShortWeekday } from '../../lib/format-date';

/**
 * Resisted first, then delayed, then did it: the order of the bars and the words. Colours keep 3:1
 * against white (WCAG 1.4.11); done is a neutral grey, never red (docs/practice.md 5.2: no blame).
 */
const SEGMENTS = [
  { key: 'resisted', colour: 'bg-teal-700' },
  { key: 'delayed', colour: 'bg-amber-600' },
  { key: 'done', colour: 'bg-slate-500' },
] as const satisfies ReadonlyArray<{ key: keyof UrgeCounts; colour: string }>;

type TrendDay = UrgeTrendResponse['days'][number];

const total = (counts: UrgeCounts) => counts.done + counts.resisted + counts.delayed;
const inWords = (counts: UrgeCounts) => SEGMENTS.map(({ key }) => `${URGE_OUTCOME_LABELS[key].toLowerCase()} ${counts[key]}`).join(', ');
// The day as the server counted it (YYYY-MM-DD), written without moving it through a time zone.
const noon = (date: string) => `${date}T12:00:00Z`;

/** What the week adds up to, in words: the summary for everyone, and for screen readers the chart's text. */
export function weekSummary(days: readonly TrendDay[]): string {
  const week = days.reduce<UrgeCounts>(
    (sum, day) => ({ done: sum.done + day.done, resisted: sum.resisted + day.resisted, delayed: sum.delayed + day.delayed }),
    { done: 0, resisted: 0, delayed: 0 },
  );
  if (total(week) === 0) return 'Nothing logged in the last 7 days.';
  return `In the last 7 days: ${inWords(week)}.`;
}

/**
 * The urge log's week (issue 17 item 7): one bar per day of resisted, delayed and done, the longest
 * day full width. The bars are drawn for the eye; each day's line says its counts in words to a
 * screen reader, and the summary above says the week's.
 */
export function UrgeTrend() {
  const trend = useUrgeTrend();

  if (trend.isPending) return <Spinner label="Loading the urge log" />;
  if (trend.isError) return <Unavailable what="Your urge log" onRetry={() => void trend.refetch()} />;
  const { days } = trend.data;
  const longest = Math.max(1, ...days.map(total));
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{weekSummary(days)}</p>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {SEGMENTS.map(({ key, colour }) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${colour}`} />
            {URGE_OUTCOME_LABELS[key]}
          </li>
        ))}
      </ul>
      <ul className="space-y-2">
        {days.map((day, index) => (
          <li key={day.date} className="flex items-center gap-3 text-sm">
            <span aria-hidden="true" className="w-12 shrink-0 text-slate-700">
              {index === days.length - 1 ? 'Today' : formatShortWeekday(noon(day.date), 'UTC')}
            </span>
            <span aria-hidden="true" className="flex h-4 min-w-0 flex-1 overflow-hidden rounded-sm bg-slate-100">
              {SEGMENTS.map(({ key, colour }) =>
                day[key] > 0 ? <span key={key} className={colour} style={{ width: `${(day[key] / longest) * 100}%` }} /> : null,
              )}
            </span>
            <span aria-hidden="true" className="w-6 shrink-0 text-right text-slate-900 tabular-nums">
              {total(day)}
            </span>
            <span className="sr-only">
              {index === days.length - 1 ? 'Today' : formatDay(noon(day.date), 'UTC')}: {inWords(day)}.
            </span>
          </li>
        ))}
      </ul>
      <Link to="/urges" className={`inline-block rounded text-sm font-medium text-teal-800 underline ${focusRing}`}>
        Open the urge log
      </Link>
    </div>
  );
}
