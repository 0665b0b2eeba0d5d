import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { exposureDrafts } from '../../../db/schema';
import { openValue, sealValue, type SealedColumn } from '../../../lib/crypto/sealed-columns';

/**
 * The one row per person that holds their ladder in the making (db/schema.ts exposureDrafts).
 * Both parts are sealed JSON, each bound to its own column (SEALED.exposureDrafts).
 */

export type DraftRow = typeof exposureDrafts.$inferSelect;

export async function readDraftRow(db: Executor, userId: string, forUpdate = false): Promise<DraftRow | undefined> {
  const query = db.select().from(exposureDrafts).where(eq(exposureDrafts.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Writes one part of the row (themes or content), creating the row when it is the first. */
export async function upsertDraftRow(
  db: Executor,
  userId: string,
  values: { themesEncrypted?: string | null; contentEncrypted?: string | null; generatedAt?: Date | null },
  now: Date,
): Promise<DraftRow> {
  const [row] = await db
    .insert(exposureDrafts)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: exposureDrafts.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('the draft row was not written');
  return row;
}

export function sealJson(ctx: AppContext, value: unknown, column: SealedColumn): string {
  return sealValue(ctx.cipher, column, JSON.stringify(value));
}

export function openJson(ctx: AppContext, sealed: string, column: SealedColumn): unknown {
  return JSON.parse(openValue(ctx.cipher, column, sealed));
}

/** Keeps the row's confirmed themes and drops its proposals (saved or discarded). */
export async function clearDraftContent(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(exposureDrafts)
    .set({ contentEncrypted: null, generatedAt: null, updatedAt: now })
    .where(eq(exposureDrafts.userId, userId));
}
