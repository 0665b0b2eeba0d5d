import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { exposureSessions, pointEvents } from '../../db/schema';
import { localDay } from './calendar';
import type { Metrics } from './milestones';
import { computeStreaks, streakInputs, type StreakInputs, type Streaks } from './streaks';
import type { ServiceContext, AppContext } from '../../context';

export interface PracticeMetrics extends Metrics {
  streaks: Streaks;
}

const endedSessions = (db: Executor) =>
  db
    .select({ endedAt: exposureSessions.endedAt })
    .from(exposureSessions)
    .where(and(eq(exposureSessions.userId, sql.placeholder('userId')), eq(exposureSessions.status, 'completed')));

const pointsTotal = (db: Executor) =>
  db
    .select({ points: sql<number>`coalesce(sum(${pointEvents.points}), 0)::int` })
    .from(pointEvents)
    .where(eq(pointEvents.userId, sql.placeholder('userId')));

/** The stats route reads these on every dashboard load: prepared once (src/db/prepared.ts). */
const preparedEndedSessions = preparedQuery((db) => endedSessions(db).prepare('metrics_ended_sessions'));
const preparedPointsTotal = preparedQuery((db) => pointsTotal(db).prepare('metrics_points_total'));

function metricsFrom(ended: Array<{ endedAt: Date | null }>, points: number, timeZone: string, now: Date): PracticeMetrics {
  const days = ended.flatMap((row) => (row.endedAt ? [localDay(row.endedAt, timeZone)] : []));
  const streaks = computeStreaks(days, localDay(now, timeZone));
  return { sessions: ended.length, longestStreak: streaks.longest, points, streaks };
}

/**
 * Everything progress is computed from: completed sessions, their days, and the points ledger. The
 * stats route reads the kept totals instead (totals.ts); this is the from-scratch reference they
 * are recounted from and checked against (test/gamification/totals-equivalence.test.ts).
 */
export async function practiceMetrics(ctx: Pick<ServiceContext, 'db'>, userId: string, timeZone: string, now: Date): Promise<PracticeMetrics> {
  // Also runs inside the transaction that records an activity, so it cannot use the prepared form.
  const [ended, [total]] = await Promise.all([endedSessions(ctx.db).execute({ userId }), pointsTotal(ctx.db).execute({ userId })]);
  return metricsFrom(ended, total?.points ?? 0, timeZone, now);
}

/** The same figures outside a transaction, with the prepared queries (the stats read path). */
export async function readPracticeMetrics(ctx: Pick<AppContext, 'db'>, userId: string, timeZone: string, now: Date): Promise<PracticeMetrics> {
  const [ended, [total]] = await Promise.all([
    preparedEndedSessions(ctx.db).execute({ userId }),
    preparedPointsTotal(ctx.db).execute({ userId }),
  ]);
  return metricsFrom(ended, total?.points ?? 0, timeZone, now);
}

/** The kept totals' figures, counted from the whole history (a recount; in the caller's transaction). */
export async function countHistory(ctx: Pick<ServiceContext, 'db'>, userId: string, timeZone: string): Promise<{ sessions: number; points: number; streak: StreakInputs }> {
  const [ended, [total]] = await Promise.all([endedSessions(ctx.db).execute({ userId }), pointsTotal(ctx.db).execute({ userId })]);
  const days = ended.flatMap((row) => (row.endedAt ? [localDay(row.endedAt, timeZone)] : []));
  return { sessions: ended.length, points: total?.points ?? 0, streak: streakInputs(days) };
}
