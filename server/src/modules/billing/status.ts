import type { SubscriptionStatusResponse } from '@ladder/contracts';
import type { billingAccounts } from '../../db/schema';

const DAY = 86_400_000;
/** A failed renewal keeps access this long, counted from the failure, while Stripe retries the card. */
export const PAST_DUE_GRACE_DAYS = 3;

/**
 * Stripe's final states: such a subscription never becomes live again, and a person who wants the
 * plan back goes through Checkout for a new one (docs.stripe.com/billing/subscriptions/overview).
 */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

type Account = Pick<
  typeof billingAccounts.$inferSelect,
  'stripeStatus' | 'currentPeriodEnd' | 'trialEnd' | 'lifetime' | 'stripeSubscriptionId'
> & {
  /** When the subscription's current run of failed payments began (stripe_subscriptions). */
  paymentFailedAt?: Date | null;
};

const daysLeft = (until: Date, now: Date) => Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY));

export function appTrialEnd(userCreatedAt: Date, trialDays: number): Date {
  return new Date(userCreatedAt.getTime() + trialDays * DAY);
}

/**
 * A person's status (docs/product.md §52) from their billing record and the clock. Access follows Stripe's
 * status alone (decision 013): trialing → trial until its end, active → active (also when set to
 * cancel at the period's end: Stripe keeps it active until then and then deletes it), past_due →
 * active for PAST_DUE_GRACE_DAYS after the failed payment, anything else → expired at once.
 * current_period_end is never a reason for access: Stripe moves it forward at renewal, before it
 * charges. Without a subscription, the free trial runs from sign-up for TRIAL_DAYS, no card needed.
 * The server never answers `none`: the client uses it only when this call fails.
 */
export function computeStatus(input: {
  account: Account | null;
  userCreatedAt: Date;
  trialDays: number;
  now: Date;
}): SubscriptionStatusResponse {
  const { account, now } = input;
  if (account?.lifetime) return { status: 'lifetime', type: 'lifetime', trial_days_remaining: null };
  if (account?.stripeSubscriptionId && account.stripeStatus) {
    switch (account.stripeStatus) {
      case 'trialing': {
        const end = account.trialEnd ?? account.currentPeriodEnd;
        if (end && end > now) return { status: 'trial', type: 'monthly', trial_days_remaining: daysLeft(end, now) };
        break;
      }
      case 'active':
        return { status: 'active', type: 'monthly', trial_days_remaining: null };
      case 'past_due': {
        const failedAt = account.paymentFailedAt;
        if (failedAt && now.getTime() < failedAt.getTime() + PAST_DUE_GRACE_DAYS * DAY) {
          return { status: 'active', type: 'monthly', trial_days_remaining: null };
        }
        break;
      }
      default:
        break;
    }
    return { status: 'expired', type: 'monthly', trial_days_remaining: 0 };
  }
  const trialEnd = appTrialEnd(input.userCreatedAt, input.trialDays);
  if (trialEnd > now) return { status: 'trial', type: 'free_trial', trial_days_remaining: daysLeft(trialEnd, now) };
  return { status: 'expired', type: 'free_trial', trial_days_remaining: 0 };
}
