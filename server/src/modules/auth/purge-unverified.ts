import { and, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { UNVERIFIED_ACCOUNT_HOURS } from './rules';

/**
 * Deletes accounts whose address was never verified, UNVERIFIED_ACCOUNT_HOURS after their last
 * registration (issue 15, "no squatting"; GDPR art. 5(1)(e), storage limitation). Such an account
 * could never sign in, so it holds nothing but the address and a password hash.
 */
export async function purgeUnverifiedAccounts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNVERIFIED_ACCOUNT_HOURS * 3600_000);
  const deleted = await ctx.db
    .delete(users)
    .where(and(isNull(users.emailVerifiedAt), lt(users.updatedAt, cutoff)))
    .returning({ id: users.id });
  return deleted.length;
}
