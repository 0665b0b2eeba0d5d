import { allowsPractice, type SubscriptionStatusResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';

/**
 * The person's subscription status (spec §3). Self-hosted (BILLING=off) everyone has lifetime
 * access; the billing issue adds trials and Stripe subscriptions behind this same function.
 */
export async function subscriptionStatus(ctx: AppContext, _userId: string): Promise<SubscriptionStatusResponse> {
  switch (ctx.config.billing) {
    case 'off':
      return { status: 'lifetime', type: 'self_hosted', trial_days_remaining: null };
  }
}

/**
 * Spec §6: starting an exposure, adding a custom one and generating need a status of active, trial
 * or lifetime. Routes call only this, so the server enforces the gate, not just the client.
 */
export async function assertPracticeAllowed(ctx: AppContext, userId: string): Promise<void> {
  const { status } = await subscriptionStatus(ctx, userId);
  if (!allowsPractice(status)) {
    throw forbidden('A subscription is required for this. Start your free trial or subscribe to continue.');
  }
}
