import { eq } from 'drizzle-orm';
import { TOS_VERSION, type TosStatusResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function presentTosStatus(user: Pick<UserRow, 'acceptedTosAt' | 'tosVersion'>): TosStatusResponse {
  return {
    accepted_tos: user.acceptedTosAt !== null,
    accepted_at: user.acceptedTosAt?.toISOString() ?? null,
    version: user.tosVersion ?? TOS_VERSION,
  };
}

/** Records acceptance of the current terms and disclaimer; accepting again keeps the first time. */
export async function acceptTerms(ctx: AppContext, user: UserRow): Promise<TosStatusResponse> {
  if (user.acceptedTosAt && user.tosVersion === TOS_VERSION) return presentTosStatus(user);
  const [updated] = await ctx.db
    .update(users)
    .set({ acceptedTosAt: ctx.clock.now(), tosVersion: TOS_VERSION, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return presentTosStatus(updated!);
}
