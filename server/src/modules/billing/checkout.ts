import type { AppContext } from '../../context';
import { billingAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findUserWithBilling } from './account-record';
import { appTrialEnd, ENDED_STATUSES } from './status';

/** Stripe refuses a trial_end less than 48 hours away. */
const MIN_TRIAL_SECONDS = 48 * 3600;

export type PortalResult = { portal_url: string } | { checkout_url: string };

/**
 * Billing (nav) and Subscribe now (banner): an existing subscriber goes to Stripe's Customer Portal
 * (change card, cancel); anyone else to Checkout for the monthly plan. A person still inside their
 * free trial keeps the rest of it, with no card asked for until it ends (payment method collected
 * only if required); without a card the subscription then cancels itself. Return URLs come from
 * APP_URL, never from the request.
 */
export async function createPortalSession(ctx: AppContext, userId: string): Promise<PortalResult> {
  const billing = ctx.config.billing;
  if (billing.mode === 'off' || !ctx.stripe) {
    throw notFound('Billing is not enabled on this server: every account already has full access.');
  }
  const stripe = ctx.stripe;
  const { user, account } = await findUserWithBilling(ctx, userId);
  const returnUrl = `${ctx.config.appUrl}/dashboard`;

  if (account?.stripeCustomerId && account.stripeSubscriptionId && !ENDED_STATUSES.has(account.stripeStatus ?? '')) {
    const portal = await stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: returnUrl });
    return { portal_url: portal.url };
  }

  let customerId = account?.stripeCustomerId ?? null;
  if (!customerId) {
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    customerId = customer.id;
    await ctx.db
      .insert(billingAccounts)
      .values({ userId, stripeCustomerId: customerId, updatedAt: ctx.clock.now() })
      .onConflictDoUpdate({ target: billingAccounts.userId, set: { stripeCustomerId: customerId, updatedAt: ctx.clock.now() } });
  }

  const trialEnd = Math.floor(appTrialEnd(user.createdAt, ctx.config.trialDays).getTime() / 1000);
  const inTrial = trialEnd - Math.floor(ctx.clock.now().getTime() / 1000) >= MIN_TRIAL_SECONDS;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    client_reference_id: userId,
    line_items: [{ price: billing.priceId, quantity: 1 }],
    payment_method_collection: inTrial ? 'if_required' : 'always',
    subscription_data: {
      metadata: { user_id: userId },
      ...(inTrial ? { trial_end: trialEnd, trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } } : {}),
    },
    success_url: `${returnUrl}?checkout=success`,
    cancel_url: returnUrl,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL.');
  return { checkout_url: session.url };
}
