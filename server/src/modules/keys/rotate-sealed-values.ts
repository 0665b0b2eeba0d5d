import { and, eq, inArray, sql } from 'drizzle-orm';
import { intakeItems, safetyAnswers } from '../../db/schema';
import { createFieldCipher, type FieldCipher } from '../../lib/crypto/field-encryption';
import { openValue, sealValue, SEALED, SEALED_COLUMNS, type SealedColumn } from '../../lib/crypto/sealed-columns';
import { intakeItemDigest, type IntakeKind } from '../intake/items';
import { answerSubject } from '../safety/answers';
import { type AppContext, type ServiceContext, withTx } from '../../context';

/**
 * Re-seals every sealed value that is not under the newest key (the first of DATA_ENCRYPTION_KEY),
 * so the older keys can be removed (docs/operations.md "Rotating the data key"). It works in
 * batches, each in its own transaction, and picks its work by what is still under an older key:
 * an interrupted run leaves only finished batches behind, and a rerun carries on where it stopped.
 *
 * Two keyed digests follow the data key too (intake items match across edits by one, the answers
 * to the crisis question find their item by another): a re-sealed row gets its digest recomputed
 * under the newest key in the same transaction.
 *
 * Safe beside running servers on PostgreSQL once every process has the new key first: a row is
 * only written back if it still holds the value that was read, so a person's own edit always wins.
 */
export interface RotationProgress {
  table: string;
  column: string;
  /** Values of this column now under the newest key. */
  done: number;
  /** Values of this column (not null). */
  total: number;
}

export interface RotateOptions {
  /** Rows per transaction. */
  batchSize?: number;
  /** Stop after this many batches in all (an interruption, for tests); the run reports complete: false. */
  maxBatches?: number;
  onProgress?: (progress: RotationProgress) => void;
}

export interface RotationResult {
  /** Values re-sealed by this run. */
  rotated: number;
  /** True when no value is left under an older key. */
  complete: boolean;
}

export class RotationError extends Error {}

type Row = Record<string, unknown>;

interface Keys {
  cipher: FieldCipher;
  /** One cipher per older key: the keyed digests were made with the key that was newest then. */
  older: FieldCipher[];
}

const identifiers = (names: readonly string[]) => sql.join(names.map((name) => sql.identifier(name)), sql`, `);

/** WHERE clause of the values still under an older key. */
function underOlderKey(column: SealedColumn, prefix: string) {
  const col = sql.identifier(column.column);
  return sql`${col} IS NOT NULL AND left(${col}, ${prefix.length}) <> ${prefix}`;
}

async function countColumn(ctx: Pick<AppContext, 'db'>, column: SealedColumn, prefix: string) {
  const table = sql.identifier(column.table);
  const col = sql.identifier(column.column);
  const result = await ctx.db.execute<{ total: number; remaining: number }>(
    sql`SELECT count(${col})::int AS total, count(*) FILTER (WHERE ${underOlderKey(column, prefix)})::int AS remaining FROM ${table}`,
  );
  const [row] = result.rows;
  return { total: Number(row?.total ?? 0), remaining: Number(row?.remaining ?? 0) };
}

/** Recomputes the keyed digests of a row whose sealed value was just moved to the newest key. */
async function followDigests(ctx: Pick<ServiceContext, 'db'>, keys: Keys, column: SealedColumn, row: Row, plaintext: string): Promise<void> {
  if (column === SEALED.intakeItems.description) {
    const [item] = await ctx.db.select({ kind: intakeItems.kind }).from(intakeItems).where(eq(intakeItems.id, row.id as string));
    if (!item) return;
    const digest = intakeItemDigest(keys, item.kind as IntakeKind, plaintext);
    await ctx.db.update(intakeItems).set({ digest }).where(eq(intakeItems.id, row.id as string));
  }
  if (column === SEALED.safetyAnswers.answer) {
    const [answer] = await ctx.db.select().from(safetyAnswers).where(eq(safetyAnswers.id, row.id as string));
    if (!answer || answer.question !== 'crisis_question') return;
    // The subject is a digest of one of the person's items: find which, under whichever older key made it.
    const items = await ctx.db.select().from(intakeItems).where(eq(intakeItems.userId, answer.userId));
    for (const item of items) {
      const text = openValue(keys.cipher, SEALED.intakeItems.description, item.descriptionEncrypted);
      if (!keys.older.some((older) => answerSubject({ cipher: older }, text) === answer.subject)) continue;
      const subject = answerSubject(keys, text);
      const taken = await ctx.db
        .select({ id: safetyAnswers.id })
        .from(safetyAnswers)
        .where(and(eq(safetyAnswers.userId, answer.userId), eq(safetyAnswers.question, answer.question), eq(safetyAnswers.subject, subject)));
      // An answer given since the new key came in is newer than this one: it stands, this one goes.
      if (taken.length > 0) await ctx.db.delete(safetyAnswers).where(inArray(safetyAnswers.id, [answer.id]));
      else await ctx.db.update(safetyAnswers).set({ subject }).where(eq(safetyAnswers.id, answer.id));
      return;
    }
  }
}

async function rotateBatch(ctx: Pick<AppContext, 'db'>, keys: Keys, column: SealedColumn, batchSize: number): Promise<number> {
  const table = sql.identifier(column.table);
  const col = sql.identifier(column.column);
  const prefix = keys.cipher.currentPrefix;
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute<Row>(
      sql`SELECT ${identifiers(column.key)}, ${col} AS sealed FROM ${table}
          WHERE ${underOlderKey(column, prefix)} ORDER BY ${identifiers(column.key)} LIMIT ${batchSize} FOR UPDATE`,
    );
    let written = 0;
    for (const row of result.rows) {
      const sealed = row.sealed as string;
      let plaintext: string;
      try {
        plaintext = openValue(keys.cipher, column, sealed);
      } catch {
        // Never the value or the row: the operator needs the place and the remedy, not the data.
        throw new RotationError(
          `A value in ${column.table}.${column.column} cannot be opened with any key in DATA_ENCRYPTION_KEY. ` +
            'Add the key it was sealed with (after the new one) and run rotate-key again.',
        );
      }
      const resealed = sealValue(keys.cipher, column, plaintext);
      const match = sql.join(
        column.key.map((name) => sql`${sql.identifier(name)} = ${row[name] as string}`),
        sql` AND `,
      );
      const updated = await tx.execute(sql`UPDATE ${table} SET ${col} = ${resealed} WHERE ${match} AND ${col} = ${sealed}`);
      if ((updated.rowCount ?? 0) === 0) continue;
      written += 1;
      await followDigests(withTx(ctx, tx), keys, column, row, plaintext);
    }
    return written;
  });
}

/**
 * Re-seals every value under an older key with the newest one (keys[0]), column by column in
 * batches, reporting progress after each batch: table and column names and counts, never a value.
 */
export async function rotateSealedValues(ctx: Pick<AppContext, 'db'>, keyList: Buffer[], options: RotateOptions = {}): Promise<RotationResult> {
  const batchSize = options.batchSize ?? 200;
  const keys: Keys = { cipher: createFieldCipher(keyList), older: keyList.slice(1).map((key) => createFieldCipher([key])) };
  const prefix = keys.cipher.currentPrefix;
  let batches = 0;
  let rotated = 0;
  for (const column of SEALED_COLUMNS) {
    let { total, remaining } = await countColumn(ctx, column, prefix);
    options.onProgress?.({ table: column.table, column: column.column, done: total - remaining, total });
    while (remaining > 0) {
      if (options.maxBatches !== undefined && batches >= options.maxBatches) return { rotated, complete: false };
      const written = await rotateBatch(ctx, keys, column, batchSize);
      batches += 1;
      rotated += written;
      ({ total, remaining } = await countColumn(ctx, column, prefix));
      options.onProgress?.({ table: column.table, column: column.column, done: total - remaining, total });
      if (written === 0 && remaining > 0) {
        throw new RotationError(
          `Values under an older key keep appearing in ${column.table}.${column.column}: ` +
            'is a server still running without the new key first in DATA_ENCRYPTION_KEY? Restart every process with it, then run rotate-key again.',
        );
      }
    }
  }
  return { rotated, complete: true };
}

/** How many sealed values are still under an older key, across every sealed column. */
export async function countValuesUnderOlderKeys(ctx: Pick<AppContext, 'db'>, keyList: Buffer[]): Promise<number> {
  const prefix = createFieldCipher(keyList).currentPrefix;
  let remaining = 0;
  for (const column of SEALED_COLUMNS) remaining += (await countColumn(ctx, column, prefix)).remaining;
  return remaining;
}
