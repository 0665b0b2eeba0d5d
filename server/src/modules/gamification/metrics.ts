import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exposureSessions, pointEvents } from '../../db/schema';
import { localDay } from './calendar';
import type { Metrics } from './milestones';
import { computeStreaks, type Streaks } from './streaks';

export interface PracticeMetrics extends Metrics {
  streaks: Streaks;
}

/** Everything progress is computed from: completed sessions, their days, and the points ledger. */
export async function practiceMetrics(db: Executor, userId: string, timeZone: string, now: Date): Promise<PracticeMetrics> {
  const [ended, [total]] = await Promise.all([
    db
      .select({ endedAt: exposureSessions.endedAt })
      .from(exposureSessions)
      .where(and(eq(exposureSessions.userId, userId), eq(exposureSessions.status, 'completed'))),
    db
      .select({ points: sql<number>`coalesce(sum(${pointEvents.points}), 0)::int` })
      .from(pointEvents)
      .where(eq(pointEvents.userId, userId)),
  ]);
  const days = ended.flatMap((row) => (row.endedAt ? [localDay(row.endedAt, timeZone)] : []));
  const streaks = computeStreaks(days, localDay(now, timeZone));
  return { sessions: ended.length, longestStreak: streaks.longest, points: total?.points ?? 0, streaks };
}
