import { describe, expect, it } from 'vitest';
import { computeStatus } from '../../src/modules/billing/status';

const now = new Date('2026-12-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const account = (patch: object) => ({
  stripeSubscriptionId: 'sub_1',
  stripeStatus: 'active',
  currentPeriodEnd: days(20),
  trialEnd: null,
  lifetime: false,
  ...patch,
});
const status = (acc: object | null, createdDaysAgo = 30, trialDays = 7) =>
  computeStatus({ account: acc as never, userCreatedAt: days(-createdDaysAgo), trialDays, now });

describe('subscription status', () => {
  it('a new account is in its free trial, days rounded up and never negative', () => {
    expect(status(null, 0)).toEqual({ status: 'trial', type: 'free_trial', trial_days_remaining: 7 });
    expect(computeStatus({ account: null, userCreatedAt: new Date(now.getTime() - 6.1 * 86_400_000), trialDays: 7, now })).toMatchObject({
      status: 'trial',
      trial_days_remaining: 1,
    });
    expect(status(null, 7)).toEqual({ status: 'expired', type: 'free_trial', trial_days_remaining: 0 });
    expect(status(null, 0, 14)).toMatchObject({ trial_days_remaining: 14 });
  });

  it.each<[string, object, string]>([
    ['trialing', { trialEnd: days(3) }, 'trial'],
    ['trialing past its end, before Stripe reports the outcome', { trialEnd: days(-0.1), currentPeriodEnd: days(-0.1) }, 'expired'],
    ['active', {}, 'active'],
    ['active and set to cancel at the period end', { cancelAtPeriodEnd: true }, 'active'],
    ['past_due two days after the failed payment', { paymentFailedAt: days(-2) }, 'active'],
    ['past_due three days after the failed payment', { paymentFailedAt: days(-3) }, 'expired'],
    ['past_due with no failure recorded', { paymentFailedAt: null }, 'expired'],
    ['canceled', {}, 'expired'],
    ['unpaid', {}, 'expired'],
    ['incomplete', {}, 'expired'],
    ['incomplete_expired', {}, 'expired'],
    ['paused', {}, 'expired'],
    ['on_hold (a status this code does not know)', {}, 'expired'],
  ])('Stripe %s maps to %s, with the period end 20 days ahead', (label, patch, expected) => {
    const stripeStatus = label.split(' ')[0];
    expect(status(account({ stripeStatus, ...patch })).status).toBe(expected);
  });

  it('a trialing subscription reports its own days left', () => {
    expect(status(account({ stripeStatus: 'trialing', trialEnd: days(2.5) }))).toEqual({
      status: 'trial',
      type: 'monthly',
      trial_days_remaining: 3,
    });
  });

  it('lifetime wins over everything', () => {
    expect(status(account({ stripeStatus: 'canceled', currentPeriodEnd: days(-100), lifetime: true })).status).toBe('lifetime');
    expect(status({ lifetime: true, stripeSubscriptionId: null, stripeStatus: null, currentPeriodEnd: null, trialEnd: null }).status).toBe('lifetime');
  });
});
