import { asc, desc, eq } from 'drizzle-orm';
import {
  percentChange,
  scoreYbocs,
  type YbocsAssessmentResponse,
  type YbocsHistoryResponse,
  type YbocsProgressResponse,
  type YbocsResponses,
  type YbocsSeverity,
  YBOCS_RETAKE_MIN_DAYS,
} from '@ladder/contracts';
import { type AppContext, withTx } from '../../context';
import type { Transaction } from '../../db/client';
import { users, ybocsAssessments } from '../../db/schema';
import { notFound, tooManyRequests } from '../../http/errors';
import { recordActivity } from '../gamification/activity';

type AssessmentRow = typeof ybocsAssessments.$inferSelect;

export function presentAssessment(row: AssessmentRow): YbocsAssessmentResponse {
  return {
    id: row.id,
    responses: row.responses as YbocsResponses,
    total_score: row.totalScore,
    obsession_score: row.obsessionScore,
    compulsion_score: row.compulsionScore,
    severity: row.severity as YbocsSeverity,
    is_onboarding: row.isOnboarding,
    created_at: row.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayInZone(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone });
}

/**
 * Issue 17 "Y-BOCS pacing": once intake is complete, a retake within YBOCS_RETAKE_MIN_DAYS of the
 * last one is refused (docs/clinical.md §27: re-measuring often is a form of checking). The
 * intake may be answered again while it is still open (going back to change the answers). Checked
 * inside the transaction with the person's row locked, so two retakes at once cannot both pass.
 */
async function assertRetakeDue(tx: Transaction, userId: string, now: Date): Promise<void> {
  const [user] = await tx.select({ completedOnboarding: users.completedOnboarding, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).for('update');
  if (!user?.completedOnboarding) return;
  const [latest] = await tx
    .select({ createdAt: ybocsAssessments.createdAt })
    .from(ybocsAssessments)
    .where(eq(ybocsAssessments.userId, userId))
    .orderBy(desc(ybocsAssessments.createdAt))
    .limit(1);
  if (!latest) return;
  const opensAt = new Date(latest.createdAt.getTime() + YBOCS_RETAKE_MIN_DAYS * DAY_MS);
  if (opensAt <= now) return;
  throw tooManyRequests(
    `You last answered the Y-BOCS on ${dayInZone(latest.createdAt, user.timeZone)}, so the next retake opens on ${dayInZone(opensAt, user.timeZone)}. ` +
      'Measuring more often than once a week can turn into a kind of checking, so Ladder spaces it out.',
    Math.ceil((opensAt.getTime() - now.getTime()) / 1000),
    'not_due_yet',
  );
}

/** Stores the answers with the scores computed by the shared rules (contracts/src/ybocs.ts). */
export async function recordYbocs(
  ctx: AppContext,
  userId: string,
  input: { responses: YbocsResponses; isOnboarding: boolean },
): Promise<YbocsAssessmentResponse> {
  const score = scoreYbocs(input.responses);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await assertRetakeDue(tx, userId, now);
    const [created] = await tx
      .insert(ybocsAssessments)
      .values({
        userId,
        responses: input.responses,
        totalScore: score.total,
        obsessionScore: score.obsessions,
        compulsionScore: score.compulsions,
        severity: score.severity,
        isOnboarding: input.isOnboarding,
        createdAt: now,
      })
      .returning();
    await recordActivity(withTx(ctx, tx), userId, { kind: 'ybocs', assessmentId: created!.id }, now);
    return created!;
  });
  return presentAssessment(row);
}

export async function listYbocs(ctx: AppContext, userId: string, order: 'oldest' | 'newest' = 'newest') {
  return ctx.db
    .select()
    .from(ybocsAssessments)
    .where(eq(ybocsAssessments.userId, userId))
    .orderBy(order === 'newest' ? desc(ybocsAssessments.createdAt) : asc(ybocsAssessments.createdAt));
}

export async function latestYbocs(ctx: AppContext, userId: string): Promise<YbocsAssessmentResponse> {
  const [latest] = await ctx.db
    .select()
    .from(ybocsAssessments)
    .where(eq(ybocsAssessments.userId, userId))
    .orderBy(desc(ybocsAssessments.createdAt))
    .limit(1);
  if (!latest) throw notFound('No Y-BOCS assessment has been taken yet.');
  return presentAssessment(latest);
}

/** Current score and the change from the previous one (docs/product.md §44 "Y-BOCS progress"). */
export async function ybocsProgress(ctx: AppContext, userId: string): Promise<YbocsProgressResponse> {
  const [current, previous] = await ctx.db
    .select()
    .from(ybocsAssessments)
    .where(eq(ybocsAssessments.userId, userId))
    .orderBy(desc(ybocsAssessments.createdAt))
    .limit(2);
  return {
    current_score: current?.totalScore ?? null,
    previous_score: previous?.totalScore ?? null,
    percent_change: percentChange(previous?.totalScore ?? null, current?.totalScore ?? null),
    last_assessment_date: current?.createdAt.toISOString() ?? null,
    severity: (current?.severity as YbocsSeverity | undefined) ?? null,
  };
}

export async function ybocsHistory(ctx: AppContext, userId: string): Promise<YbocsHistoryResponse> {
  const rows = await listYbocs(ctx, userId, 'oldest');
  return rows.map((row) => ({ date: row.createdAt.toISOString(), score: row.totalScore }));
}
