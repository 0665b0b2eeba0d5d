import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { type AppContext, type ServiceContext, withTx } from '../../context';
import { stripeEvents } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { applyCheckoutCompleted } from './checkout-completed';
import { applySubscriptionEvent } from './apply-subscription';
import { tryStripeCleanupNow } from './stripe-cleanup';
import { idOf, invoiceSubscription } from './stripe-objects';
import { recordPaymentFailure } from './subscription-record';
import type { ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';

/** Applies one event inside the transaction that records its id; returns the clean-up jobs it queued. */
async function applyEvent(ctx: Pick<ServiceContext, 'db'>, event: Stripe.Event, now: Date): Promise<string[]> {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(ctx, event.data.object, eventAt, now);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      return applySubscriptionEvent(ctx, event.data.object, eventAt, now);
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (subscriptionId) await recordPaymentFailure(ctx, { id: subscriptionId, customerId: idOf(event.data.object.customer) }, eventAt, now);
      return [];
    }
    default:
      return [];
  }
}

/**
 * Stripe webhooks. The signature is checked on the raw body against STRIPE_WEBHOOK_SECRET (tampered,
 * wrong secret and stale deliveries are refused); the event id is recorded in the same transaction
 * as its effect, so a redelivery changes nothing. Clean-up at Stripe that an event calls for (a
 * subscription of a deleted account) is tried once the transaction has committed, and retried by
 * the worker if Stripe cannot be reached.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  logger: FastifyBaseLogger,
  client: ClientInfo | null = null,
) {
  const billing = ctx.config.billing;
  const stripe = ctx.stripe;
  if (billing.mode !== 'stripe' || !stripe) throw badRequest('Billing is not enabled on this server.');
  if (!signature) {
    await recordSecurityEvent(ctx, { type: 'webhook_signature_failed', client });
    throw badRequest('The Stripe-Signature header is missing.');
  }
  let event: Stripe.Event;
  try {
    // The age check uses our clock (receivedAt is in milliseconds): five minutes, Stripe's default.
    event = stripe.webhooks.constructEvent(rawBody, signature, billing.webhookSecret, 300, undefined, ctx.clock.now().getTime());
  } catch {
    // Someone is posting to the webhook without the secret (or replaying an old event): worth an alert.
    await recordSecurityEvent(ctx, { type: 'webhook_signature_failed', client });
    throw badRequest('The webhook signature could not be verified.');
  }
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return { duplicate: true, cleanup: [] };
    return { duplicate: false, cleanup: await applyEvent(withTx(ctx, tx), event, now) };
  });
  if (outcome.cleanup.length > 0) {
    await tryStripeCleanupNow({ db: ctx.db, clock: ctx.clock, stripe, logger }, outcome.cleanup);
  }
  return { received: true, duplicate: outcome.duplicate };
}
