import { and, eq } from 'drizzle-orm';
import { stripeSubscriptions } from '../../db/schema';
import { ENDED_STATUSES } from './status';
import type { ServiceContext } from '../../context';

type SubscriptionRow = typeof stripeSubscriptions.$inferSelect;

/** The states a failed payment leads to, and the ones that say the bill is paid. */
const FAILING = new Set(['past_due', 'unpaid']);
const PAID = new Set(['active', 'trialing']);

export interface SubscriptionKey {
  id: string;
  customerId: string | null;
}

const matching = (key: SubscriptionKey) =>
  and(eq(stripeSubscriptions.customerId, key.customerId ?? ''), eq(stripeSubscriptions.id, key.id));

/**
 * One subscription's row, created if new and locked to the end of the transaction, so that two
 * deliveries about the same subscription are decided one after the other.
 */
async function lockSubscription(ctx: Pick<ServiceContext, 'db'>, key: SubscriptionKey, now: Date): Promise<SubscriptionRow> {
  await ctx.db.insert(stripeSubscriptions).values({ id: key.id, customerId: key.customerId ?? '', updatedAt: now }).onConflictDoNothing();
  const [row] = await ctx.db.select().from(stripeSubscriptions).where(matching(key)).for('update');
  return row!;
}

/**
 * Whether an event about a subscription says less than we already know. Stripe does not deliver
 * events in order (docs.stripe.com/webhooks#event-ordering) and stamps them to the second, so:
 * an ended subscription stays ended, whatever the timestamp of a later delivery; an event created
 * before the last one applied is late; and within one second an `incomplete` report does not undo
 * a later state (Checkout creates a subscription incomplete and activates it at once).
 */
function isStale(row: SubscriptionRow, status: string, eventAt: Date): boolean {
  if (row.status && ENDED_STATUSES.has(row.status)) return true;
  if (!row.lastEventAt) return false;
  if (eventAt < row.lastEventAt) return true;
  return eventAt.getTime() === row.lastEventAt.getTime() && status === 'incomplete' && row.status !== null && row.status !== 'incomplete';
}

/**
 * When the current run of failed payments began, after a status report: the earliest failure of
 * the run while payment is failing (the grace counts from the first failed attempt, not from a
 * retry), cleared by a paid state that is not older than the failure.
 */
function failureAfter(row: SubscriptionRow, status: string, eventAt: Date): Date | null {
  const failedAt = row.paymentFailedAt;
  if (FAILING.has(status)) return failedAt && failedAt < eventAt ? failedAt : eventAt;
  if (PAID.has(status)) return failedAt && failedAt >= eventAt ? failedAt : null;
  return failedAt;
}

/**
 * Records a subscription event unless it is stale; returns whether it was applied, that is whether
 * the person's copy may follow it.
 */
export async function advanceSubscription(
  ctx: Pick<ServiceContext, 'db'>,
  subscription: SubscriptionKey & { status: string },
  eventAt: Date,
  now: Date,
): Promise<boolean> {
  const row = await lockSubscription(ctx, subscription, now);
  if (isStale(row, subscription.status, eventAt)) return false;
  await ctx.db
    .update(stripeSubscriptions)
    .set({
      status: subscription.status,
      lastEventAt: eventAt,
      paymentFailedAt: failureAfter(row, subscription.status, eventAt),
      updatedAt: now,
    })
    .where(matching(subscription));
  return true;
}

/**
 * invoice.payment_failed: the moment a renewal could not be charged, kept as the start of the
 * past_due grace. A failure older than a paid state already applied is over, and an ended
 * subscription has no grace to count.
 */
export async function recordPaymentFailure(
  ctx: Pick<ServiceContext, 'db'>,
  subscription: SubscriptionKey,
  eventAt: Date,
  now: Date,
): Promise<void> {
  const row = await lockSubscription(ctx, subscription, now);
  if (row.status && ENDED_STATUSES.has(row.status)) return;
  if (row.status && PAID.has(row.status) && row.lastEventAt && eventAt < row.lastEventAt) return;
  const failedAt = row.paymentFailedAt && row.paymentFailedAt < eventAt ? row.paymentFailedAt : eventAt;
  await ctx.db.update(stripeSubscriptions).set({ paymentFailedAt: failedAt, updatedAt: now }).where(matching(subscription));
}

/**
 * Our own cancellation, as Stripe confirmed it: the subscription has ended, so Stripe's events
 * about it that are still on their way (created, updated) change nothing and ask for no second cancel.
 */
export async function recordCancellation(ctx: Pick<ServiceContext, 'db'>, subscription: SubscriptionKey & { status: string }, now: Date): Promise<void> {
  await lockSubscription(ctx, subscription, now);
  await ctx.db.update(stripeSubscriptions).set({ status: subscription.status, updatedAt: now }).where(matching(subscription));
}

/** Whether we know the subscription has ended (from Stripe's events or our own cancellation). */
export async function hasEnded(ctx: Pick<ServiceContext, 'db'>, subscription: SubscriptionKey): Promise<boolean> {
  const [row] = await ctx.db.select({ status: stripeSubscriptions.status }).from(stripeSubscriptions).where(matching(subscription));
  return row?.status != null && ENDED_STATUSES.has(row.status);
}
