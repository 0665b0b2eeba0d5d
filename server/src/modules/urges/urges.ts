import { and, eq } from 'drizzle-orm';
import {
  URGE_FUTURE_TOLERANCE_MINUTES,
  URGE_MAX_DAYS_BACK,
  type CreateUrgeInput,
  type UrgeResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { urgeLogs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';

const DAY_MS = 86_400_000;

export type UrgeRow = typeof urgeLogs.$inferSelect;

export function presentUrge(row: UrgeRow, ctx: AppContext): UrgeResponse {
  return {
    id: row.id,
    compulsion: openValue(ctx.cipher, SEALED.urgeLogs.compulsion, row.compulsionEncrypted),
    outcome: row.outcome,
    note: row.noteEncrypted === null ? null : openValue(ctx.cipher, SEALED.urgeLogs.note, row.noteEncrypted),
    occurred_at: row.occurredAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * When the urge happened: now when not given; an earlier time within the last few days, for one
 * noted afterwards. The future (past a device clock's small lead) and older times are refused.
 */
function occurredAt(given: string | null | undefined, now: Date): Date {
  if (!given) return now;
  const at = new Date(given);
  if (at.getTime() > now.getTime() + URGE_FUTURE_TOLERANCE_MINUTES * 60_000) {
    throw badRequest('The time is in the future. Choose the time the urge came, or leave it as now.');
  }
  if (at.getTime() < now.getTime() - URGE_MAX_DAYS_BACK * DAY_MS) {
    throw badRequest(`An urge can be logged up to ${URGE_MAX_DAYS_BACK} days after it came. Choose a later time.`);
  }
  return at;
}

/**
 * Notes an urge, its compulsion and note sealed at rest (decision 005). Deliberately nothing else:
 * no points, no streak, no assignment, no milestone (docs/practice.md 5.2: a compulsion done is
 * recorded without penalty, and resisting is not paid for either).
 */
export async function logUrge(ctx: AppContext, userId: string, input: CreateUrgeInput): Promise<UrgeResponse> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(urgeLogs)
    .values({
      userId,
      compulsionEncrypted: sealValue(ctx.cipher, SEALED.urgeLogs.compulsion, input.compulsion),
      outcome: input.outcome,
      noteEncrypted: input.note === null ? null : sealValue(ctx.cipher, SEALED.urgeLogs.note, input.note),
      occurredAt: occurredAt(input.occurred_at, now),
      createdAt: now,
    })
    .returning();
  return presentUrge(row!, ctx);
}

/** Removes one of the person's urges; another person's id (or no such id) is 404. */
export async function deleteUrge(ctx: AppContext, userId: string, urgeId: string): Promise<void> {
  const missing = notFound('This urge was not found.');
  if (!isUuid(urgeId)) throw missing;
  const deleted = await ctx.db
    .delete(urgeLogs)
    .where(and(eq(urgeLogs.id, urgeId), eq(urgeLogs.userId, userId)))
    .returning({ id: urgeLogs.id });
  if (deleted.length === 0) throw missing;
}
