import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingAccounts } from '../../db/schema';
import { belongsToDeletedAccount, personExists } from './departed';
import { idOf, seconds } from './stripe-objects';
import { ENDED_STATUSES } from './status';
import { queueStripeCleanup } from './stripe-cleanup';
import { advanceSubscription } from './subscription-record';
import type { ServiceContext } from '../../context';

type Subscription = Stripe.Subscription;
type BillingAccount = typeof billingAccounts.$inferSelect;

/** Newer API versions moved the period to the subscription's items; read either. */
function periodEnd(subscription: Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const item = subscription.items?.data?.[0] as unknown as { current_period_end?: number } | undefined;
  return seconds(legacy ?? item?.current_period_end);
}

/**
 * The billing record the subscription belongs to, locked: found by its customer, else by the
 * person id our Checkout put in its metadata (the record is created then). Null when nobody here
 * has it: a deleted account, or something that is not ours.
 */
async function lockAccountOf(ctx: Pick<ServiceContext, 'db'>, customerId: string | null, userId: string | undefined, now: Date): Promise<BillingAccount | null> {
  if (customerId) {
    const [account] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, customerId)).for('update');
    if (account) return account;
  }
  if (!userId || !(await personExists(ctx, userId))) return null;
  await ctx.db.insert(billingAccounts).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [account] = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).for('update');
  return account ?? null;
}

/**
 * Whether the person's copy follows this event. It shows one subscription, the newest news first:
 * an event older than the last one copied is late (it may be about an older subscription), and
 * another subscription ending does not end the one the person has now.
 */
function follows(account: BillingAccount, subscriptionId: string, status: string, eventAt: Date): boolean {
  if (account.lastEventAt && eventAt < account.lastEventAt) return false;
  return !(account.stripeSubscriptionId && account.stripeSubscriptionId !== subscriptionId && ENDED_STATUSES.has(status));
}

/**
 * customer.subscription.* events: records the subscription's state (subscription-record.ts decides
 * whether the event is news), then copies it onto the person's billing record. A live subscription
 * of an account deleted here is cancelled at Stripe, and its customer deleted: returns the ids of
 * the clean-up jobs queued, to be tried once the transaction commits.
 */
export async function applySubscriptionEvent(ctx: Pick<ServiceContext, 'db'>, subscription: Subscription, eventAt: Date, now: Date): Promise<string[]> {
  const customerId = idOf(subscription.customer);
  const status: unknown = subscription.status;
  if (typeof subscription.id !== 'string' || typeof status !== 'string') return [];
  if (!(await advanceSubscription(ctx, { id: subscription.id, customerId, status }, eventAt, now))) return [];

  const userId = subscription.metadata?.user_id;
  const account = await lockAccountOf(ctx, customerId, userId, now);
  if (!account) {
    if (ENDED_STATUSES.has(status) || !(await belongsToDeletedAccount(ctx, { userId, customerId }))) return [];
    return queueStripeCleanup(ctx, now, { subscriptionId: subscription.id, customerId });
  }
  if (!follows(account, subscription.id, status, eventAt)) return [];
  await ctx.db
    .update(billingAccounts)
    .set({
      stripeCustomerId: customerId ?? account.stripeCustomerId,
      stripeSubscriptionId: subscription.id,
      stripeStatus: status,
      currentPeriodEnd: periodEnd(subscription),
      trialEnd: seconds(subscription.trial_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
      lastEventAt: eventAt,
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, account.userId));
  return [];
}
