import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingAccounts } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLifetimeAccess } from '../../src/modules/billing/lifetime';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { refreshLogin, signedInUser } from '../helpers/factories';
import { FakeStripeServer } from '../helpers/fake-stripe-server';

const WEBHOOK_SECRET = 'whsec_ladder_test';
let stripe: FakeStripeServer;
let t: TestApp;
beforeAll(async () => {
  stripe = await new FakeStripeServer().start();
  t = await createTestApp({
    env: {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_ladder',
      STRIPE_PRICE_ID: 'price_monthly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const status = async (person: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/subscription-status', headers: person.headers })).json();
const portal = (person: Person) =>
  t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/create-portal-session', headers: person.headers });
const sdk = new Stripe('sk_test_unused');

let eventCounter = 0;
function webhook(type: string, object: object, options: { createdAt?: Date; secret?: string; stale?: boolean; tamper?: boolean; id?: string } = {}) {
  const event = {
    id: options.id ?? `evt_${(eventCounter += 1)}`,
    object: 'event',
    type,
    created: Math.floor((options.createdAt ?? t.clock.now()).getTime() / 1000),
    data: { object },
  };
  const payload = JSON.stringify(event);
  const header = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    // Stale: signed six minutes before it arrives (Stripe's tolerance is five).
    timestamp: Math.floor(t.clock.now().getTime() / 1000) - (options.stale ? 360 : 0),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: options.tamper ? payload.replace('"status":"active"', '"status":"unpaid"') : payload,
  });
}

let subscriptionCounter = 0;
const subscription = (customer: string, userId: string, patch: object = {}) => ({
  id: `sub_${(subscriptionCounter += 1)}`,
  object: 'subscription',
  customer,
  status: 'active',
  cancel_at_period_end: false,
  trial_end: null,
  metadata: { user_id: userId },
  items: { data: [{ current_period_end: Math.floor(t.clock.now().getTime() / 1000) + 30 * 86400 }] },
  ...patch,
});

/** A person who went through Checkout: Stripe created their customer. */
async function subscriber() {
  const person = await signedInUser(t);
  await portal(person);
  const [account] = await t.ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, person.id));
  return { person, customerId: account!.stripeCustomerId! };
}

describe('trial and status', () => {
  it('a new account starts a 7-day trial without a card, counted down with the clock', async () => {
    let person = await signedInUser(t);
    expect(await status(person)).toEqual({ status: 'trial', type: 'free_trial', trial_days_remaining: 7 });
    t.clock.advance({ hours: 24 * 6 + 1 });
    person = await refreshLogin(t, person);
    expect((await status(person)).trial_days_remaining).toBe(1);
    t.clock.advance({ hours: 23 });
    person = await refreshLogin(t, person);
    expect(await status(person)).toEqual({ status: 'expired', type: 'free_trial', trial_days_remaining: 0 });
  });

  it('the server enforces the gate: practice is allowed in the trial and refused with 403 after it', async () => {
    let person = await signedInUser(t);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/erp-exposures/exposures',
        headers: person.headers,
        payload: { title: 'Touch the bin', description: 'Touch it, then eat. Do not wash for 20 minutes.', fear_level: 5 },
      });
    const created = await create();
    expect(created.statusCode).toBe(201);
    t.clock.advance({ hours: 24 * 8 });
    person = await refreshLogin(t, person);
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/trial or subscription has ended/);
    const id = created.json().id;
    const start = await t.app.inject({ method: 'POST', url: `/api/v1/erp-exposures/exposures/${id}/start`, headers: person.headers, payload: { anxiety_level: 5 } });
    expect(start.statusCode).toBe(403);
    const generate = await t.app.inject({ method: 'POST', url: '/api/v1/erp-exposures/exposures/generate', headers: person.headers });
    expect(generate.statusCode).toBe(403);
    // Logging progress records practice too: without a start it is refused the same way (practice-gate.test.ts).
    const progress = await t.app.inject({
      method: 'POST',
      url: `/api/v1/erp-exposures/exposures/${id}/progress`,
      headers: person.headers,
      payload: { anxiety_level_pre: 5, anxiety_level_post: 3, duration_minutes: 10, notes: '' },
    });
    expect(progress.statusCode).toBe(403);
  });

  it('a person in danger gets the crisis answer, not the paywall, after the trial', async () => {
    let person = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/obsessions',
      headers: person.headers,
      payload: { obsessions: [{ description: 'Checking the locks, and honestly I want to die most days' }], compulsions: [] },
    });
    t.clock.advance({ hours: 24 * 8 });
    person = await refreshLogin(t, person);
    const generate = await t.app.inject({ method: 'POST', url: '/api/v1/erp-exposures/exposures/generate', headers: person.headers });
    expect(generate.statusCode).toBe(422);
    expect(generate.json().code).toBe('crisis');
  });

  it('an operator can grant lifetime access', async () => {
    let person = await signedInUser(t);
    t.clock.advance({ hours: 24 * 30 });
    person = await refreshLogin(t, person);
    expect((await status(person)).status).toBe('expired');
    expect(await setLifetimeAccess(t.ctx, person.email.toUpperCase(), true)).toBe(true);
    expect((await status(person)).status).toBe('lifetime');
    expect(await setLifetimeAccess(t.ctx, 'nobody@example.org', true)).toBe(false);
  });
});

describe('POST /api/v1/subscriptions/create-portal-session', () => {
  it('sends a new subscriber to Checkout with the rest of their trial and no card required', async () => {
    const person = await signedInUser(t);
    const response = await portal(person);
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const customer = stripe.last('/v1/customers')!;
    expect(customer.form.get('email')).toBe(person.email);
    expect(customer.form.get('metadata[user_id]')).toBe(person.id);
    const checkout = stripe.last('/v1/checkout/sessions')!.form;
    expect(checkout.get('mode')).toBe('subscription');
    expect(checkout.get('line_items[0][price]')).toBe('price_monthly');
    expect(checkout.get('payment_method_collection')).toBe('if_required');
    expect(Number(checkout.get('subscription_data[trial_end]'))).toBe(Math.floor(t.clock.now().getTime() / 1000) + 7 * 86400);
    expect(checkout.get('subscription_data[trial_settings][end_behavior][missing_payment_method]')).toBe('cancel');
    expect(checkout.get('success_url')).toBe('http://ladder.test/dashboard?checkout=success');
    expect(checkout.get('client_reference_id')).toBe(person.id);

    const customers = stripe.count('/v1/customers');
    await portal(person);
    expect(stripe.count('/v1/customers')).toBe(customers);
  });

  it('after the trial, Checkout asks for a card at once', async () => {
    let person = await signedInUser(t);
    t.clock.advance({ hours: 24 * 10 });
    person = await refreshLogin(t, person);
    await portal(person);
    const checkout = stripe.last('/v1/checkout/sessions')!.form;
    expect(checkout.get('payment_method_collection')).toBe('always');
    expect(checkout.get('subscription_data[trial_end]')).toBeNull();
  });

  it('sends an existing subscriber to the Customer Portal', async () => {
    const { person, customerId } = await subscriber();
    expect((await webhook('customer.subscription.created', subscription(customerId, person.id))).statusCode).toBe(200);
    const response = await portal(person);
    expect(response.json().portal_url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(stripe.last('/v1/billing_portal/sessions')!.form.get('return_url')).toBe('http://ladder.test/dashboard');
  });
});

describe('POST /api/v1/subscriptions/webhook', () => {
  it('applies a verified subscription event', async () => {
    const { person, customerId } = await subscriber();
    const response = await webhook('customer.subscription.updated', subscription(customerId, person.id));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await status(person)).toEqual({ status: 'active', type: 'monthly', trial_days_remaining: null });
  });

  it.each([
    ['a tampered body', { tamper: true }],
    ['the wrong secret', { secret: 'whsec_wrong' }],
    ['a stale signature', { stale: true }],
  ])('refuses %s with 400 and changes nothing', async (_label, options) => {
    const { person, customerId } = await subscriber();
    const before = await status(person);
    const response = await webhook('customer.subscription.updated', subscription(customerId, person.id), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The webhook signature could not be verified.', code: 'bad_request' });
    expect(await status(person)).toEqual(before);
  });

  it('a redelivered event changes nothing', async () => {
    const { person, customerId } = await subscriber();
    const sub = subscription(customerId, person.id);
    await webhook('customer.subscription.updated', { ...sub, status: 'unpaid' }, { id: 'evt_redelivered' });
    expect((await status(person)).status).toBe('expired');
    t.clock.advance({ seconds: 10 });
    await webhook('customer.subscription.updated', sub);
    expect((await status(person)).status).toBe('active');
    const again = await webhook('customer.subscription.updated', { ...sub, status: 'unpaid' }, { id: 'evt_redelivered' });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await status(person)).status).toBe('active');
  });

  it('an older event arriving late never moves the subscription backwards', async () => {
    const { person, customerId } = await subscriber();
    const earlier = new Date(t.clock.now().getTime() - 60_000);
    const sub = subscription(customerId, person.id);
    await webhook('customer.subscription.updated', sub);
    await webhook('customer.subscription.updated', { ...sub, status: 'past_due' }, { createdAt: earlier });
    expect((await status(person)).status).toBe('active');
    t.clock.advance({ hours: 24 * 4 });
    expect((await status(await refreshLogin(t, person))).status).toBe('active');
  });

  it('cancelling at the period end keeps access until Stripe deletes the subscription', async () => {
    const { person, customerId } = await subscriber();
    const sub = subscription(customerId, person.id, { cancel_at_period_end: true });
    await webhook('customer.subscription.updated', sub);
    expect((await status(person)).status).toBe('active');
    t.clock.advance({ seconds: 10 });
    // Deleted early (by support, say): the period end still ahead gives no access.
    await webhook('customer.subscription.deleted', { ...sub, status: 'canceled' });
    expect(await status(person)).toEqual({ status: 'expired', type: 'monthly', trial_days_remaining: 0 });
  });

  it('a Stripe trial ending without a card ends access', async () => {
    const { person, customerId } = await subscriber();
    const trialEnd = Math.floor(t.clock.now().getTime() / 1000) + 3 * 86400;
    const sub = subscription(customerId, person.id, { status: 'trialing', trial_end: trialEnd, items: { data: [{ current_period_end: trialEnd }] } });
    await webhook('customer.subscription.created', sub);
    expect(await status(person)).toMatchObject({ status: 'trial', trial_days_remaining: 3 });
    t.clock.advance({ hours: 72 });
    await webhook('customer.subscription.deleted', { ...sub, status: 'canceled' });
    const fresh = await refreshLogin(t, person);
    expect((await status(fresh)).status).toBe('expired');
  });

  it('checkout.session.completed links the customer and subscription to the person', async () => {
    const person = await signedInUser(t);
    await webhook('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', client_reference_id: person.id, customer: 'cus_direct', subscription: 'sub_direct' });
    await webhook('customer.subscription.created', subscription('cus_direct', person.id, { id: 'sub_direct' }));
    expect((await status(person)).status).toBe('active');
  });
});

describe('BILLING=off', () => {
  it('everyone has lifetime access and there is no portal', async () => {
    const local = await createTestApp();
    try {
      const person = await signedInUser(local);
      const current = await local.app.inject({ method: 'GET', url: '/api/v1/subscriptions/subscription-status', headers: person.headers });
      expect(current.json()).toEqual({ status: 'lifetime', type: 'self_hosted', trial_days_remaining: null });
      const response = await local.app.inject({ method: 'POST', url: '/api/v1/subscriptions/create-portal-session', headers: person.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Billing is not enabled on this server: every account already has full access.');
    } finally {
      await local.close();
    }
  });
});
