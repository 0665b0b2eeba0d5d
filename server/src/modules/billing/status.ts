import type { SubscriptionStatusResponse } from '@ladder/contracts';
import type { billingAccounts } from '../../db/schema';

const DAY = 86_400_000;
/** A failed renewal keeps access this long while Stripe retries the card (past_due). */
export const PAST_DUE_GRACE_DAYS = 3;

type Account = Pick<
  typeof billingAccounts.$inferSelect,
  'stripeStatus' | 'currentPeriodEnd' | 'trialEnd' | 'lifetime' | 'stripeSubscriptionId'
>;

const daysLeft = (until: Date, now: Date) => Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY));

export function appTrialEnd(userCreatedAt: Date, trialDays: number): Date {
  return new Date(userCreatedAt.getTime() + trialDays * DAY);
}

/**
 * A person's status (spec §3) from their billing record and the clock. Stripe states map to ours:
 * trialing → trial, active → active, past_due → active for a short grace, canceled / unpaid /
 * incomplete_expired / paused → expired, except that a cancelled subscription keeps access to the
 * end of the period already paid for (spec §2 FAQ). Without a subscription, the free trial runs
 * from sign-up for TRIAL_DAYS, no card needed. The server never answers `none`: the client uses it
 * only when this call fails.
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
    const periodEnd = account.currentPeriodEnd;
    switch (account.stripeStatus) {
      case 'trialing': {
        const end = account.trialEnd ?? periodEnd;
        if (end && end > now) return { status: 'trial', type: 'monthly', trial_days_remaining: daysLeft(end, now) };
        break;
      }
      case 'active':
        return { status: 'active', type: 'monthly', trial_days_remaining: null };
      case 'past_due':
        if (periodEnd && now.getTime() < periodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY) {
          return { status: 'active', type: 'monthly', trial_days_remaining: null };
        }
        break;
      default:
        if (periodEnd && periodEnd > now) return { status: 'active', type: 'monthly', trial_days_remaining: null };
    }
    return { status: 'expired', type: 'monthly', trial_days_remaining: 0 };
  }
  const trialEnd = appTrialEnd(input.userCreatedAt, input.trialDays);
  if (trialEnd > now) return { status: 'trial', type: 'free_trial', trial_days_remaining: daysLeft(trialEnd, now) };
  return { status: 'expired', type: 'free_trial', trial_days_remaining: 0 };
}
