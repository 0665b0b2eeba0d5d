import type { AchievementStatsResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { awardMilestones, listAchievements } from './achievements';
import { practiceMetrics } from './metrics';
import { milestoneByCode, nextMilestone } from './milestones';

/** Spec §3 "Achievement stats", computed from the session history and the points ledger. */
export async function achievementStats(ctx: AppContext, user: { id: string; timeZone: string }): Promise<AchievementStatsResponse> {
  const now = ctx.clock.now();
  const metrics = await practiceMetrics(ctx.db, user.id, user.timeZone, now);
  // Idempotent: catches up on anything reached while an award could not be written.
  await awardMilestones(ctx.db, user.id, metrics, now);
  const held = await listAchievements(ctx.db, user.id);
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
