import type { AchievementStatsResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { listAchievements } from './achievements';
import { readPracticeMetrics } from './metrics';
import { milestoneByCode, nextMilestone } from './milestones';
import { metricsFromTotals, readPracticeTotals } from './totals';

/**
 * docs/product.md §48 "Achievement stats", from the kept totals (one row, decision 031) and the held milestones.
 * Read-only: milestones are awarded where they are earned (activity.ts). When the totals cannot
 * answer alone (none kept yet, another zone), it counts from the history, with the same result.
 */
export async function achievementStats(ctx: AppContext, user: { id: string; timeZone: string }): Promise<AchievementStatsResponse> {
  const now = ctx.clock.now();
  const [totals, held] = await Promise.all([readPracticeTotals(ctx, user.id), listAchievements(ctx, user.id)]);
  const metrics = metricsFromTotals(totals, user.timeZone, now) ?? (await readPracticeMetrics(ctx, user.id, user.timeZone, now));
  const next = nextMilestone(metrics, new Set(held.map((row) => row.code)));
  return {
    progress: { points: metrics.points, current_streak: metrics.streaks.current, longest_streak: metrics.streaks.longest },
    ...(next ? { next_milestone: next } : {}),
    achievements: held.flatMap((row) => {
      const milestone = milestoneByCode(row.code);
      return milestone
        ? [{ id: row.id, type: row.type, title: milestone.title, description: milestone.description, earned_at: row.earnedAt.toISOString() }]
        : [];
    }),
  };
}
