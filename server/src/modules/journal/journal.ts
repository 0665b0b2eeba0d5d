import { createHash } from 'node:crypto';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { JournalEntryResponse } from '@ladder/contracts';
import { type AppContext, withTx } from '../../context';
import { preparedQuery } from '../../db/prepared';
import { journalEntries } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';
import { recordActivity } from '../gamification/activity';

type EntryRow = typeof journalEntries.$inferSelect;

export function presentJournalEntry(row: EntryRow, ctx: Pick<AppContext, 'cipher'>): JournalEntryResponse {
  return {
    id: row.id,
    content: openValue(ctx.cipher, SEALED.journalEntries.content, row.contentEncrypted),
    mood: row.mood,
    created_at: row.createdAt.toISOString(),
  };
}

function encodeCursor(row: EntryRow): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest('The page cursor is not valid. Start again from the first page.');
  }
  return { createdAt, id };
}

const newestFirst = [desc(journalEntries.createdAt), desc(journalEntries.id)] as const;

/** The journal list is a hot read: both of its queries are prepared once (src/db/prepared.ts). */
const firstPageQuery = preparedQuery((db) =>
  db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('journal_first_page'),
);

const olderPageQuery = preparedQuery((db) =>
  db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, sql.placeholder('userId')),
        or(
          lt(journalEntries.createdAt, sql.placeholder('cursorAt')),
          and(eq(journalEntries.createdAt, sql.placeholder('cursorAt')), lt(journalEntries.id, sql.placeholder('cursorId'))),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('journal_older_page'),
);

/** Newest first, a page at a time; the cursor is the last entry already shown (created_at, id). */
export async function listJournalEntries(ctx: AppContext, userId: string, page: { limit: number; before?: string }) {
  const cursor = page.before ? decodeCursor(page.before) : null;
  // One more than asked tells whether an older page exists.
  const limit = page.limit + 1;
  const rows = cursor
    ? await olderPageQuery(ctx.db).execute({ userId, limit, cursorAt: cursor.createdAt, cursorId: cursor.id })
    : await firstPageQuery(ctx.db).execute({ userId, limit });
  const entries = rows.slice(0, page.limit);
  const last = entries.at(-1);
  return {
    entries: entries.map((row) => presentJournalEntry(row, ctx)),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * Saves an entry (content sealed at rest) and what it earns. With an Idempotency-Key, a retried
 * request returns the entry the first one created instead of writing a second; the same key with
 * a different body is refused.
 */
export async function createJournalEntry(
  ctx: AppContext,
  userId: string,
  input: { content: string; mood: number; idempotencyKey?: string },
): Promise<{ entry: JournalEntryResponse; replayed: boolean }> {
  const digest = createHash('sha256').update(`${input.mood}\n${input.content}`).digest('hex');
  const findExisting = async () => {
    if (!input.idempotencyKey) return null;
    const [row] = await ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), eq(journalEntries.idempotencyKey, input.idempotencyKey)));
    if (!row) return null;
    if (row.requestDigest !== digest) {
      throw conflict('This Idempotency-Key was already used for a different entry. Use a new key for a new entry.');
    }
    return { entry: presentJournalEntry(row, ctx), replayed: true };
  };
  const earlier = await findExisting();
  if (earlier) return earlier;

  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalEntries)
      .values({
        userId,
        contentEncrypted: sealValue(ctx.cipher, SEALED.journalEntries.content, input.content),
        mood: input.mood,
        idempotencyKey: input.idempotencyKey ?? null,
        requestDigest: input.idempotencyKey ? digest : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // a concurrent request with the same key won
    await recordActivity(withTx(ctx, tx), userId, { kind: 'journal', entryId: row.id }, now);
    return row;
  });
  if (created) return { entry: presentJournalEntry(created, ctx), replayed: false };
  return (await findExisting())!;
}
