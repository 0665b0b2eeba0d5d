import { desc, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { achievements } from '../../db/schema';
import { reachedMilestones, type Metrics } from './milestones';
import type { ServiceContext, AppContext } from '../../context';

/**
 * Awards every milestone the metrics have reached and that is not yet held. The unique
 * (user, code) index with ON CONFLICT DO NOTHING means concurrent calls can never award twice.
 */
export async function awardMilestones(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  metrics: Metrics,
  now: Date,
  held?: ReadonlySet<string>,
): Promise<void> {
  // Reads stay reads: with the held codes known, only a newly reached milestone causes a write.
  const reached = reachedMilestones(metrics).filter((milestone) => !held?.has(milestone.code));
  if (reached.length === 0) return;
  await ctx.db
    .insert(achievements)
    .values(reached.map((milestone) => ({ userId, code: milestone.code, type: milestone.type, earnedAt: now })))
    .onConflictDoNothing();
}

/** Read on every dashboard load: prepared once (src/db/prepared.ts). */
const achievementsQuery = preparedQuery((db) =>
  db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, sql.placeholder('userId')))
    .orderBy(desc(achievements.earnedAt), desc(achievements.code))
    .prepare('achievements_list'),
);

export function listAchievements(ctx: Pick<AppContext, 'db'>, userId: string) {
  return achievementsQuery(ctx.db).execute({ userId });
}
