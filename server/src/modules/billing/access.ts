import { allowsPractice, type SubscriptionStatusResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { findUserWithBilling } from './account-record';
import { computeStatus } from './status';

/**
 * The person's subscription status (docs/product.md §52). Self-hosted (BILLING=off) everyone has lifetime
 * access; with Stripe, see status.ts.
 */
export async function subscriptionStatus(ctx: AppContext, userId: string): Promise<SubscriptionStatusResponse> {
  if (ctx.config.billing.mode === 'off') return { status: 'lifetime', type: 'self_hosted', trial_days_remaining: null };
  const { user, account, paymentFailedAt } = await findUserWithBilling(ctx, userId);
  return computeStatus({
    account: account && { ...account, paymentFailedAt },
    userCreatedAt: user.createdAt,
    trialDays: ctx.config.trialDays,
    now: ctx.clock.now(),
  });
}

/**
 * docs/product.md §53: starting an exposure, adding a custom one and generating need a status of active, trial
 * or lifetime, and so does every other write that records practice (logging a session, completing a
 * practice assignment), or the gate could be walked round. Routes call only this, so the server
 * enforces the gate, not just the client.
 */
export async function assertPracticeAllowed(ctx: AppContext, userId: string): Promise<void> {
  const { status } = await subscriptionStatus(ctx, userId);
  if (!allowsPractice(status)) {
    throw forbidden(
      status === 'expired'
        ? 'Your trial or subscription has ended. Subscribe to start exposures, add them or generate new ones.'
        : 'A subscription is required for this. Subscribe to continue.',
      'subscription_required',
    );
  }
}
