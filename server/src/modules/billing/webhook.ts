import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { billingAccounts, stripeEvents, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isUuid } from '../exposures/exposures';

type StripeEvent = Stripe.Event;
type Subscription = Stripe.Subscription;

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);

/** Newer API versions moved the period to the subscription's items; read either. */
function periodEnd(subscription: Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const item = subscription.items?.data?.[0] as unknown as { current_period_end?: number } | undefined;
  return seconds(legacy ?? item?.current_period_end);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Whether an event's person still exists. Deleting an account cancels its subscription, and Stripe
 * then reports that about a person who is gone: recording it would break the foreign key (a 500,
 * retried by Stripe for days), so such an event changes nothing.
 */
async function personExists(db: Executor, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * Copies a subscription's state onto the person's billing record, unless a later event was already
 * applied (events can arrive out of order: the event's creation time decides).
 */
async function applySubscription(db: Executor, subscription: Subscription, eventAt: Date) {
  const customerId = idOf(subscription.customer);
  const userId = subscription.metadata?.user_id;
  const values = {
    stripeSubscriptionId: subscription.id,
    stripeStatus: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    trialEnd: seconds(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    lastEventAt: eventAt,
    updatedAt: eventAt,
  };
  const notNewer = or(isNull(billingAccounts.lastEventAt), lte(billingAccounts.lastEventAt, eventAt));
  if (customerId) {
    const updated = await db
      .update(billingAccounts)
      .set(values)
      .where(and(eq(billingAccounts.stripeCustomerId, customerId), notNewer))
      .returning({ userId: billingAccounts.userId });
    if (updated.length > 0 || !userId) return;
  }
  if (userId && (await personExists(db, userId))) {
    await db
      .insert(billingAccounts)
      .values({ userId, stripeCustomerId: customerId, ...values })
      .onConflictDoUpdate({ target: billingAccounts.userId, set: { stripeCustomerId: customerId, ...values }, setWhere: notNewer });
  }
}

/**
 * Stripe webhooks. The signature is checked on the raw body against STRIPE_WEBHOOK_SECRET (tampered,
 * wrong secret and stale deliveries are refused); the event id is recorded in the same transaction
 * as its effect, so a redelivery changes nothing.
 */
export async function handleStripeWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  const billing = ctx.config.billing;
  if (billing.mode !== 'stripe' || !ctx.stripe) throw badRequest('Billing is not enabled on this server.');
  if (!signature) throw badRequest('The Stripe-Signature header is missing.');
  let event: StripeEvent;
  try {
    // The age check uses our clock (receivedAt is in milliseconds): five minutes, Stripe's default.
    event = ctx.stripe.webhooks.constructEvent(rawBody, signature, billing.webhookSecret, 300, undefined, ctx.clock.now().getTime());
  } catch {
    throw badRequest('The webhook signature could not be verified.');
  }
  const eventAt = new Date(event.created * 1000);
  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return { received: true, duplicate: true };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id;
        const customerId = idOf(session.customer);
        if (userId && customerId && (await personExists(tx, userId))) {
          await tx
            .insert(billingAccounts)
            .values({ userId, stripeCustomerId: customerId, stripeSubscriptionId: idOf(session.subscription), updatedAt: eventAt })
            .onConflictDoUpdate({
              target: billingAccounts.userId,
              set: { stripeCustomerId: customerId, stripeSubscriptionId: idOf(session.subscription), updatedAt: eventAt },
            });
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
      case 'customer.subscription.trial_will_end':
        await applySubscription(tx, event.data.object, eventAt);
        break;
      default:
        break;
    }
    return { received: true, duplicate: false };
  });
}
