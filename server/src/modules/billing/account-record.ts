import { and, eq, sql } from 'drizzle-orm';
import { billingAccounts, stripeSubscriptions, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../../context';

/**
 * A person with their billing record (null when they never went near billing) and, for their
 * current subscription, when its failed payments began. Unknown id: 404.
 */
export async function findUserWithBilling(ctx: Pick<ServiceContext, 'db'>, userId: string) {
  const [row] = await ctx.db
    .select({ user: users, account: billingAccounts, paymentFailedAt: stripeSubscriptions.paymentFailedAt })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .leftJoin(
      stripeSubscriptions,
      and(
        eq(stripeSubscriptions.id, billingAccounts.stripeSubscriptionId),
        eq(stripeSubscriptions.customerId, sql`coalesce(${billingAccounts.stripeCustomerId}, '')`),
      ),
    )
    .where(eq(users.id, userId));
  if (!row) throw notFound('This account was not found.');
  return row;
}
