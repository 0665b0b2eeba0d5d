import type { AchievementStatsResponse } from '@ladder/contracts';
import { useAchievementStats } from '../../api/progress';
import { AchievementIcon } from '../../components/progress/AchievementIcon';
import { MilestoneProgress } from '../../components/progress/MilestoneProgress';
import { Unavailable } from '../../components/progress/Unavailable';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate } from '../../lib/format-date';
import { Panel } from './Panel';

/** docs/product.md §48: the panel shows at most three recent achievements. */
const RECENT_ACHIEVEMENTS = 3;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

type Achievement = AchievementStatsResponse['achievements'][number];

function mostRecent(achievements: readonly Achievement[]): Achievement[] {
  return [...achievements]
    .sort((a, b) => new Date(b.earned_at).getTime() - new Date(a.earned_at).getTime())
    .slice(0, RECENT_ACHIEVEMENTS);
}

/** docs/product.md §48 "Achievements": points, streaks, the next milestone and the latest achievements. */
export function AchievementsPanel() {
  const stats = useAchievementStats();

  let content;
  if (stats.isPending) content = <Spinner label="Loading achievements" />;
  else if (stats.isError) content = <Unavailable what="Your achievements" onRetry={() => void stats.refetch()} />;
  else {
    const { progress, next_milestone: milestone, achievements } = stats.data;
    const recent = mostRecent(achievements);
    content = (
      <div className="space-y-5">
        <dl className="grid grid-cols-3 gap-3 text-center">
          {[
            ['Points', String(progress.points)],
            ['Current Streak', days(progress.current_streak)],
            ['Longest Streak', days(progress.longest_streak)],
          ].map(([term, value]) => (
            <div key={term} className="flex flex-col-reverse rounded-lg bg-slate-50 p-3">
              <dt className="mt-1 text-xs text-slate-600">{term}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {milestone && (
          <MilestoneProgress
            title={milestone.title}
            current={milestone.current}
            target={milestone.target}
            percent={milestone.progress_percent}
            description={milestone.description}
          />
        )}
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Recent achievements</h3>
          {recent.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Your achievements will appear here as you practise.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {recent.map((achievement) => (
                <li key={achievement.id} className="flex items-start gap-3">
                  <AchievementIcon type={achievement.type} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{achievement.title}</p>
                    <p className="text-sm text-slate-700">{achievement.description}</p>
                    <p className="text-xs text-slate-600">
                      Earned <time dateTime={achievement.earned_at}>{formatDate(achievement.earned_at)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <Panel title="Achievements">
      {content}
    </Panel>
  );
}
