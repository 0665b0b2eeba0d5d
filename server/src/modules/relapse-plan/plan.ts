import { and, asc, eq } from 'drizzle-orm';
import {
  relapsePlanReason,
  type RelapsePlan,
  type RelapsePlanInput,
  type RelapsePlanResponse,
  type RelapsePlanSuggestion,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { relapsePlans, reminders, ybocsAssessments } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';

type PlanRow = typeof relapsePlans.$inferSelect;
/** The four parts travel together as one sealed JSON text (decision 029). */
type PlanWords = Pick<RelapsePlan, 'warning_signs' | 'if_signs_appear' | 'booster_practice' | 'who_to_tell'>;

export function presentRelapsePlan(row: PlanRow, ctx: Pick<AppContext, 'cipher'>): RelapsePlan {
  const words = JSON.parse(openValue(ctx.cipher, SEALED.relapsePlans.content, row.contentEncrypted)) as PlanWords;
  return {
    warning_signs: words.warning_signs,
    if_signs_appear: words.if_signs_appear,
    booster_practice: words.booster_practice,
    who_to_tell: words.who_to_tell,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findRelapsePlan(ctx: AppContext, userId: string): Promise<RelapsePlan | null> {
  const [row] = await ctx.db.select().from(relapsePlans).where(eq(relapsePlans.userId, userId));
  return row ? presentRelapsePlan(row, ctx) : null;
}

/**
 * Why the plan is offered now, from the person's self-reported Y-BOCS totals (the rule lives in
 * contracts: `relapsePlanReason`, decision 029); null when it is only there on request.
 */
export async function suggestRelapsePlan(ctx: AppContext, userId: string): Promise<RelapsePlanSuggestion | null> {
  const totals = (
    await ctx.db
      .select({ total: ybocsAssessments.totalScore })
      .from(ybocsAssessments)
      .where(eq(ybocsAssessments.userId, userId))
      .orderBy(asc(ybocsAssessments.createdAt), asc(ybocsAssessments.id))
  ).map((row) => row.total);
  const reason = relapsePlanReason(totals);
  return reason ? { reason, first_score: totals[0]!, latest_score: totals[totals.length - 1]! } : null;
}

export async function getRelapsePlan(ctx: AppContext, userId: string): Promise<RelapsePlanResponse> {
  const [plan, suggested] = await Promise.all([findRelapsePlan(ctx, userId), suggestRelapsePlan(ctx, userId)]);
  return { plan, suggested };
}

/** Writes the whole plan (one per person); a plan with every part blank is not a plan. */
export async function saveRelapsePlan(ctx: AppContext, userId: string, input: RelapsePlanInput): Promise<RelapsePlanResponse> {
  const words: PlanWords = {
    warning_signs: input.warning_signs,
    if_signs_appear: input.if_signs_appear,
    booster_practice: input.booster_practice,
    who_to_tell: input.who_to_tell,
  };
  if (Object.values(words).every((part) => part === '')) {
    throw badRequest('Write at least one part of the plan, such as an early warning sign.');
  }
  const now = ctx.clock.now();
  const contentEncrypted = sealValue(ctx.cipher, SEALED.relapsePlans.content, JSON.stringify(words));
  await ctx.db
    .insert(relapsePlans)
    .values({ userId, contentEncrypted, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: relapsePlans.userId, set: { contentEncrypted, updatedAt: now } });
  return getRelapsePlan(ctx, userId);
}

/**
 * Deletes the plan and the weekly booster reminder that belongs to it, in one transaction: no
 * reminder keeps coming for a plan the person threw away.
 */
export async function deleteRelapsePlan(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(relapsePlans).where(eq(relapsePlans.userId, userId)).returning({ userId: relapsePlans.userId });
    if (deleted.length === 0) throw notFound('You have no relapse-prevention plan to delete.');
    await tx.delete(reminders).where(and(eq(reminders.userId, userId), eq(reminders.kind, 'weekly_booster')));
  });
}
