import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, ServiceContext } from '../../context';
import { preparedQuery } from '../../db/prepared';
import { exposureSessions, exposures } from '../../db/schema';

/** What the exposures list shows of an exposure's practice (issue 19: its own module, no import circle). */
export interface PracticeSummary {
  sessionCount: number;
  lastPractisedAt: Date | null;
  firstPre: number | null;
  open: { id: string; startedAt: Date; anxietyPre: number } | null;
}

export const NO_PRACTICE: PracticeSummary = { sessionCount: 0, lastPractisedAt: null, firstPre: null, open: null };

/**
 * Keeps the exposure's practice summary in the transaction that completes a session (decision 031),
 * so the list never aggregates the history. The first pre-anxiety is the earliest-ended session's:
 * usually the first logged, but a clock set back can log an earlier one later.
 */
export async function recordExposurePractice(ctx: Pick<ServiceContext, 'db'>, exposureId: string, session: { endedAt: Date; anxietyPre: number }) {
  const endedAt = sql`${session.endedAt.toISOString()}::timestamptz`;
  const earliest = sql`(${exposures.firstPractisedAt} is null or ${endedAt} < ${exposures.firstPractisedAt})`;
  await ctx.db
    .update(exposures)
    .set({
      sessionCount: sql`${exposures.sessionCount} + 1`,
      // The right-hand sides all see the row as it was before this update.
      firstAnxietyPre: sql`case when ${earliest} then ${session.anxietyPre}::int else ${exposures.firstAnxietyPre} end`,
      firstPractisedAt: sql`least(${exposures.firstPractisedAt}, ${endedAt})`,
      lastPractisedAt: sql`greatest(${exposures.lastPractisedAt}, ${endedAt})`,
    })
    .where(eq(exposures.id, exposureId));
}

/** Read on every exposures list: prepared once (src/db/prepared.ts); partial index on open sessions. */
const openSessionsQuery = preparedQuery((db) =>
  db
    .select({ id: exposureSessions.id, exposureId: exposureSessions.exposureId, startedAt: exposureSessions.startedAt, anxietyPre: exposureSessions.anxietyPre })
    .from(exposureSessions)
    .where(and(eq(exposureSessions.userId, sql.placeholder('userId')), eq(exposureSessions.status, 'open')))
    .orderBy(exposureSessions.createdAt)
    .prepare('exposure_practice_open'),
);

type ExposureRow = Pick<typeof exposures.$inferSelect, 'id' | 'sessionCount' | 'lastPractisedAt' | 'firstAnxietyPre'>;

/**
 * Practice figures for all of a person's exposures: the kept summaries on the exposure rows, and
 * their open sessions in one query (at most one per exposure), whatever the length of the history.
 */
export async function practiceSummaries(ctx: AppContext, userId: string, rows: readonly ExposureRow[]): Promise<Map<string, PracticeSummary>> {
  const open = await openSessionsQuery(ctx.db).execute({ userId });
  const summaries = new Map<string, PracticeSummary>();
  for (const row of rows) {
    summaries.set(row.id, { sessionCount: row.sessionCount, lastPractisedAt: row.lastPractisedAt, firstPre: row.firstAnxietyPre, open: null });
  }
  for (const row of open) {
    const summary = summaries.get(row.exposureId);
    if (summary && row.startedAt) summary.open = { id: row.id, startedAt: row.startedAt, anxietyPre: row.anxietyPre };
  }
  return summaries;
}
