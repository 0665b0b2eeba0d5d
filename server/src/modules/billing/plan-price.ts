import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { StripeClient } from './stripe-client';

/** The plan's price as the public pages word it. */
export interface PlanPrice {
  /** "$7.99" */
  amount: string;
  /** "per month" */
  per: string;
  /** "$7.99 a month" */
  sentence: string;
}

const INTERVAL_WORDS: Record<string, string> = { day: 'day', week: 'week', month: 'month', year: 'year' };

/**
 * A Stripe price in words, or null when it has no fixed amount (metered or tiered prices say nothing
 * a page could show). Stripe counts in the currency's smallest unit; the currency's own number of
 * decimals (Intl: 2 for USD, 0 for JPY) turns that back into an amount.
 */
export function describePrice(price: Pick<Stripe.Price, 'unit_amount' | 'currency' | 'recurring'>): PlanPrice | null {
  if (price.unit_amount === null || !price.recurring) return null;
  const interval = INTERVAL_WORDS[price.recurring.interval];
  if (!interval) return null;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency.toUpperCase() });
  } catch {
    return null;
  }
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = format.format(price.unit_amount / 10 ** decimals);
  const every = price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ${interval}s` : interval;
  return {
    amount,
    per: price.recurring.interval_count > 1 ? `every ${every}` : `per ${every}`,
    sentence: price.recurring.interval_count > 1 ? `${amount} every ${every}` : `${amount} a ${every}`,
  };
}

export interface PlanPriceReader {
  /** The price once read; null before, or when Stripe could not be asked. */
  current(): PlanPrice | null;
  /** Reads it (again): at most once at a time, and after a failure not again within RETRY_MS. */
  refresh(): Promise<PlanPrice | null>;
}

const RETRY_MS = 5 * 60_000;

/**
 * The price is Stripe's (STRIPE_PRICE_ID), read once and kept: a second copy in our configuration
 * could say something other than what Checkout charges. Stripe unreachable at start-up means pages
 * say the price is "shown before you pay" until a later read succeeds.
 */
export function createPlanPriceReader(stripe: StripeClient, priceId: string, clock: Clock, logger: FastifyBaseLogger): PlanPriceReader {
  let price: PlanPrice | null = null;
  let known = false;
  let pending: Promise<PlanPrice | null> | null = null;
  let failedAt = -Infinity;
  return {
    current: () => price,
    refresh() {
      if (known) return Promise.resolve(price);
      if (pending) return pending;
      if (clock.now().getTime() - failedAt < RETRY_MS) return Promise.resolve(null);
      pending = stripe.prices
        .retrieve(priceId)
        .then((answer) => {
          price = describePrice(answer);
          known = true;
          if (!price) logger.warn({ priceId }, 'The Stripe price has no fixed recurring amount: public pages say it is shown before paying');
          return price;
        })
        .catch((error: unknown) => {
          failedAt = clock.now().getTime();
          logger.warn({ priceId, reason: error instanceof Error ? error.message : String(error) }, 'Could not read the plan price from Stripe');
          return null;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
