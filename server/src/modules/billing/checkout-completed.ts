import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingAccounts } from '../../db/schema';
import { belongsToDeletedAccount, personExists } from './departed';
import { queueStripeCleanup } from './stripe-cleanup';
import { idOf } from './stripe-objects';
import { hasEnded } from './subscription-record';
import type { ServiceContext } from '../../context';

/**
 * checkout.session.completed: links the customer and the new subscription to the person who
 * started Checkout (client_reference_id). A new subscription replaces an ended one on the record,
 * with no status until its own events arrive. A Checkout completed after its account was deleted
 * here leaves a subscription charging nobody: it is cancelled and its customer deleted, and the ids
 * of those clean-up jobs are returned to be tried once the transaction commits.
 */
export async function applyCheckoutCompleted(ctx: Pick<ServiceContext, 'db'>, session: Stripe.Checkout.Session, eventAt: Date, now: Date): Promise<string[]> {
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  const userId = session.client_reference_id ?? session.metadata?.user_id;

  if (userId && (await personExists(ctx, userId))) {
    if (!customerId) return [];
    await ctx.db.insert(billingAccounts).values({ userId, updatedAt: now }).onConflictDoNothing();
    const [account] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).for('update');
    if (!account || (account.lastEventAt && eventAt < account.lastEventAt)) return [];
    const replaces = subscriptionId !== null && subscriptionId !== account.stripeSubscriptionId;
    await ctx.db
      .update(billingAccounts)
      .set({
        stripeCustomerId: customerId,
        ...(replaces
          ? { stripeSubscriptionId: subscriptionId, stripeStatus: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: false }
          : {}),
        updatedAt: now,
      })
      .where(eq(billingAccounts.userId, userId));
    return [];
  }

  if (!subscriptionId || !(await belongsToDeletedAccount(ctx, { userId, customerId }))) return [];
  if (await hasEnded(ctx, { id: subscriptionId, customerId })) return [];
  return queueStripeCleanup(ctx, now, { subscriptionId, customerId });
}
