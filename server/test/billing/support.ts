import Stripe from 'stripe';
import { createStripeCleanupWorker } from '../../src/modules/billing/stripe-cleanup-worker';
import { FAKE_STRIPE_KEY, FakeStripeServer, type FakeSubscription } from '../helpers/fake-stripe-server';
import { refreshLogin, type signedInUser } from '../helpers/factories';
import { createTestApp, silentLogger, type TestApp } from '../helpers/test-app';

/**
 * The hosted product as the billing suites drive it: BILLING=stripe against the local Stripe
 * stand-in (its clock is the test clock), webhooks signed the way Stripe signs them, and the
 * Stripe clean-up worker run by hand.
 */
export const WEBHOOK_SECRET = 'whsec_ladder_test';
export const DAY_SECONDS = 86_400;

export type Person = Awaited<ReturnType<typeof signedInUser>>;

export async function createBillingWorld() {
  const stripe = await new FakeStripeServer().start();
  const t = await createTestApp({
    env: {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_PRICE_ID: 'price_monthly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  stripe.now = () => t.clock.now();
  const cleanupWorker = createStripeCleanupWorker({ db: t.ctx.db, clock: t.clock, stripe: t.ctx.stripe!, logger: silentLogger });
  return {
    t,
    stripe,
    cleanupWorker,
    async close() {
      await cleanupWorker.stop();
      await t.close();
      await stripe.stop();
    },
  };
}

export type BillingWorld = Awaited<ReturnType<typeof createBillingWorld>>;

const signer = new Stripe('sk_test_unused');
let eventCounter = 0;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Posts an event as Stripe delivers it: the event envelope of the API, signed over
 * "timestamp.payload" with the endpoint secret (Stripe-Signature: t=…,v1=…). `createdAt` is when
 * Stripe created the event, which a late delivery shows; the signature is always fresh.
 */
export function sendEvent(t: TestApp, type: string, object: object, options: { createdAt?: Date; id?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test${(eventCounter += 1)}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: unix(options.createdAt ?? t.clock.now()),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: unix(t.clock.now()) });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/**
 * A call as the person's browser makes it, signing in again first when the test clock has moved
 * past the session's lifetime.
 */
export async function api(t: TestApp, person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const call = () => t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
  const response = await call();
  if (response.statusCode !== 401) return response;
  Object.assign(person, await refreshLogin(t, person));
  return call();
}

export async function statusOf(t: TestApp, person: Person) {
  return (await api(t, person, 'GET', '/subscriptions/subscription-status')).json() as { status: string; type: string; trial_days_remaining: number | null };
}

/** Billing, for a person without a live subscription: our server opens a Checkout session at Stripe; returns its id. */
export async function openCheckout(world: BillingWorld, person: Person): Promise<string> {
  const portal = await api(world.t, person, 'POST', '/subscriptions/create-portal-session');
  const url = (portal.json() as { checkout_url?: string }).checkout_url;
  if (!url) throw new Error(`expected a Checkout URL: ${portal.body}`);
  return url.split('/').at(-1)!;
}

/**
 * The whole subscribe journey at Stripe: Billing opens Checkout (our server creates the customer
 * and the session at the stand-in), the person pays, and Stripe sends checkout.session.completed
 * and customer.subscription.created. Returns the subscription as Stripe holds it.
 */
export async function subscribe(world: BillingWorld, person: Person, options: { status?: string } = {}): Promise<FakeSubscription> {
  const sessionId = await openCheckout(world, person);
  const { session, subscription } = world.stripe.completeCheckout(sessionId, options);
  await sendEvent(world.t, 'checkout.session.completed', session);
  await sendEvent(world.t, 'customer.subscription.created', subscription);
  return subscription;
}

/** A copy of a subscription as a later event would carry it. */
export function changed(subscription: FakeSubscription, patch: Partial<FakeSubscription>): FakeSubscription {
  return { ...structuredClone(subscription), ...patch };
}

/** A renewal: Stripe moves the period forward, before it charges. */
export function renewed(subscription: FakeSubscription, patch: Partial<FakeSubscription> = {}): FakeSubscription {
  const next = changed(subscription, patch);
  const item = next.items.data[0]!;
  item.current_period_start = item.current_period_end;
  item.current_period_end += 30 * DAY_SECONDS;
  return next;
}

/** An invoice.payment_failed object for a subscription's renewal (API 2025-03-31: the subscription sits under parent). */
export function failedInvoice(subscription: FakeSubscription, attempt = 1) {
  return {
    id: `in_failed_${subscription.id}_${attempt}`,
    object: 'invoice',
    customer: subscription.customer,
    status: 'open',
    billing_reason: 'subscription_cycle',
    attempt_count: attempt,
    attempted: true,
    amount_due: 799,
    amount_paid: 0,
    currency: 'usd',
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
  };
}
