import type { AchievementStatsResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { awardMilestones, listAchievements } from './achievements';
import { readPracticeMetrics } from './metrics';
import { milestoneByCode, nextMilestone, reachedMilestones, type Metrics } from './milestones';

const reachedAll = (metrics: Metrics, held: ReadonlySet<string>) =>
  reachedMilestones(metrics).every((milestone) => held.has(milestone.code));

/** docs/product.md §48 "Achievement stats", computed from the session history and the points ledger. */
export async function achievementStats(ctx: AppContext, user: { id: string; timeZone: string }): Promise<AchievementStatsResponse> {
  const now = ctx.clock.now();
  const [metrics, before] = await Promise.all([
    readPracticeMetrics(ctx.db, user.id, user.timeZone, now),
    listAchievements(ctx.db, user.id),
  ]);
  // Catches up on anything reached while an award could not be written; a no-op (no write) otherwise.
  const codes = new Set(before.map((row) => row.code));
  await awardMilestones(ctx.db, user.id, metrics, now, codes);
  const held = reachedAll(metrics, codes) ? before : await listAchievements(ctx.db, user.id);
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
