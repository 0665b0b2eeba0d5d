import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { normaliseItems, type ListItem } from '@ladder/contracts';
import { type AppContext, type ServiceContext, withTx } from '../../context';
import { intakeItems } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';

export type IntakeKind = 'obsession' | 'compulsion' | 'trigger';

const NOUNS: Record<IntakeKind, string> = { obsession: 'obsession', compulsion: 'compulsion', trigger: 'trigger' };

/**
 * A keyed digest of the normalised text: equal items match across a replace, the words stay sealed.
 * Keyed by the newest data key, so key rotation recomputes it (modules/keys/rotate-sealed-values.ts).
 */
export function intakeItemDigest(ctx: Pick<AppContext, 'cipher'>, kind: IntakeKind, text: string): string {
  return createHmac('sha256', ctx.cipher.deriveKey('intake-item-digest'))
    .update(`${kind}\n${text.toLocaleLowerCase('en')}`)
    .digest('hex');
}

export async function listIntakeItems(ctx: Pick<ServiceContext, 'db' | 'cipher'>, userId: string, kind: IntakeKind): Promise<ListItem[]> {
  const rows = await ctx.db
    .select()
    .from(intakeItems)
    .where(and(eq(intakeItems.userId, userId), eq(intakeItems.kind, kind)))
    .orderBy(asc(intakeItems.position));
  return rows.map((row) => ({ id: row.id, description: openValue(ctx.cipher, SEALED.intakeItems.description, row.descriptionEncrypted) }));
}

interface WantedItem {
  text: string;
  position: number;
  digest: string;
}

/** Items are trimmed, blanks dropped and duplicates merged; an empty result is refused. */
function wantedItems(ctx: Pick<AppContext, 'cipher'>, kind: IntakeKind, texts: readonly string[]): WantedItem[] {
  const items = normaliseItems(texts);
  if (items.length === 0) {
    throw unprocessable(`Add at least one ${NOUNS[kind]}: the list cannot be empty.`);
  }
  return items.map((text, position) => ({ text, position, digest: intakeItemDigest(ctx, kind, text) }));
}

/** An item that was there before keeps its id (so later references to it survive an edit). */
async function writeItems(ctx: Pick<ServiceContext, 'db' | 'cipher' | 'clock'>, userId: string, kind: IntakeKind, wanted: readonly WantedItem[]) {
  const existing = await ctx.db
    .select({ id: intakeItems.id, digest: intakeItems.digest })
    .from(intakeItems)
    .where(and(eq(intakeItems.userId, userId), eq(intakeItems.kind, kind)));
  const keep = new Map(existing.map((row) => [row.digest, row.id]));
  const removed = existing.filter((row) => !wanted.some((item) => item.digest === row.digest)).map((row) => row.id);
  if (removed.length > 0) await ctx.db.delete(intakeItems).where(inArray(intakeItems.id, removed));
  for (const item of wanted) {
    // The spelling may have changed (case, spaces), so the text is re-sealed even for kept items.
    const sealed = sealValue(ctx.cipher, SEALED.intakeItems.description, item.text);
    const id = keep.get(item.digest);
    if (id) {
      await ctx.db.update(intakeItems).set({ position: item.position, descriptionEncrypted: sealed }).where(eq(intakeItems.id, id));
    } else {
      await ctx.db.insert(intakeItems).values({
        userId,
        kind,
        digest: item.digest,
        position: item.position,
        descriptionEncrypted: sealed,
        createdAt: ctx.clock.now(),
      });
    }
  }
}

/**
 * Replaces a person's list with the given one (docs/product.md §26: the client always sends the full list),
 * in a transaction of its own, and answers the list as stored.
 */
export async function replaceIntakeItems(ctx: AppContext, userId: string, kind: IntakeKind, texts: readonly string[]): Promise<ListItem[]> {
  const wanted = wantedItems(ctx, kind, texts);
  await ctx.db.transaction((tx) => writeItems(withTx(ctx, tx), userId, kind, wanted));
  return listIntakeItems(ctx, userId, kind);
}

/** The same replacement inside the caller's transaction (`withTx`): saveObsessions replaces two lists at once. */
export async function replaceIntakeItemsInTransaction(
  ctx: Pick<ServiceContext, 'db' | 'cipher' | 'clock'>,
  userId: string,
  kind: IntakeKind,
  texts: readonly string[],
): Promise<void> {
  await writeItems(ctx, userId, kind, wantedItems(ctx, kind, texts));
}
