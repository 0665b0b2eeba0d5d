import type { ObsessionResponse, SaveObsessionsRequest } from '@ladder/contracts';
import { type AppContext, withTx } from '../../context';
import { listIntakeItems, replaceIntakeItemsInTransaction } from './items';

/** docs/product.md §26: each obsession with the compulsions and triggers the person listed alongside it. */
export async function listObsessions(ctx: AppContext, userId: string): Promise<ObsessionResponse[]> {
  const [obsessions, compulsions, triggers] = await Promise.all([
    listIntakeItems(ctx, userId, 'obsession'),
    listIntakeItems(ctx, userId, 'compulsion'),
    listIntakeItems(ctx, userId, 'trigger'),
  ]);
  return obsessions.map((item) => ({ ...item, compulsions, triggers }));
}

/**
 * Replaces the obsessions; a non-empty `compulsions` list replaces those too (the intake wizard
 * sends an empty one, which leaves the compulsions as they are).
 */
export async function saveObsessions(ctx: AppContext, userId: string, body: SaveObsessionsRequest): Promise<ObsessionResponse[]> {
  const compulsions = (body.compulsions ?? []).map((item) => (typeof item === 'string' ? item : item.description));
  await ctx.db.transaction(async (tx) => {
    await replaceIntakeItemsInTransaction(withTx(ctx, tx), userId, 'obsession', body.obsessions.map((item) => item.description));
    if (compulsions.some((text) => text.trim() !== '')) {
      await replaceIntakeItemsInTransaction(withTx(ctx, tx), userId, 'compulsion', compulsions);
    }
  });
  return listObsessions(ctx, userId);
}
