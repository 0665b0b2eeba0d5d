import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/factories';
import {
  api,
  changed,
  createBillingWorld,
  failedInvoice,
  openCheckout,
  renewed,
  sendEvent,
  statusOf,
  subscribe,
  type BillingWorld,
} from './support';

/**
 * Access follows the subscription's status at Stripe, through the HTTP API, with objects shaped as
 * Stripe sends them. Every subscription here has its period end in the future, as Stripe's have:
 * it moves that date forward at renewal, before it charges.
 */
let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingWorld();
});
afterAll(() => world.close());

const active = { status: 'active', type: 'monthly', trial_days_remaining: null };
const expired = { status: 'expired', type: 'monthly', trial_days_remaining: 0 };
const secondsAgo = (n: number) => new Date(world.t.clock.now().getTime() - n * 1000);

/** A subscriber a month in: their free trial is long over, so only the subscription gives access. */
async function monthlySubscriber() {
  const person = await signedInUser(world.t);
  world.t.clock.advance({ hours: 24 * 8 });
  const subscription = await subscribe(world, person, { status: 'active' });
  expect(await statusOf(world.t, person)).toEqual(active);
  return { person, subscription };
}

describe('statuses that end access at once, whatever the period end says', () => {
  it.each([
    ['canceled', 'customer.subscription.deleted'],
    ['canceled', 'customer.subscription.updated'],
    ['unpaid', 'customer.subscription.updated'],
    ['incomplete', 'customer.subscription.updated'],
    ['incomplete_expired', 'customer.subscription.updated'],
    ['paused', 'customer.subscription.paused'],
  ])('%s (%s) is expired at once', async (status, type) => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 5 });
    const update = renewed(subscription, { status });
    expect(update.items.data[0]!.current_period_end * 1000).toBeGreaterThan(world.t.clock.now().getTime() + 50 * 86_400_000);
    expect((await sendEvent(world.t, type, update)).json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('a Stripe trial that ends without a card ends access', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    expect(subscription.status).toBe('trialing');
    expect(await statusOf(world.t, person)).toEqual({ status: 'trial', type: 'monthly', trial_days_remaining: 7 });
    world.t.clock.advance({ hours: 24 * 7 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled', ended_at: subscription.trial_end }));
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('a status this code has never seen gives no access', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { status: 'on_hold' }));
    expect(await statusOf(world.t, person)).toEqual(expired);
  });
});

describe('cancelling at the end of the period', () => {
  it('stays active until Stripe deletes the subscription, then ends', async () => {
    const { person, subscription } = await monthlySubscriber();
    const periodEnd = subscription.items.data[0]!.current_period_end;
    world.t.clock.advance({ hours: 2 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { cancel_at_period_end: true }));
    expect(await statusOf(world.t, person)).toEqual(active);

    world.t.clock.set(new Date(periodEnd * 1000 - 60_000));
    expect(await statusOf(world.t, person)).toEqual(active);

    world.t.clock.set(new Date(periodEnd * 1000 + 30_000));
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled', cancel_at_period_end: true, canceled_at: periodEnd, ended_at: periodEnd }));
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('changing one’s mind before the end keeps the subscription', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { cancel_at_period_end: true }));
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { cancel_at_period_end: false }));
    world.t.clock.advance({ hours: 24 * 40 });
    expect(await statusOf(world.t, person)).toEqual(active);
  });
});

describe('past_due: the grace counts from the failed payment', () => {
  /** A renewal Stripe could not charge: the period moves forward, then the payment fails. */
  async function failedRenewal(subscription: Awaited<ReturnType<typeof monthlySubscriber>>['subscription'], options: { withInvoiceEvent: boolean }) {
    world.t.clock.set(new Date(subscription.items.data[0]!.current_period_end * 1000));
    const next = renewed(subscription);
    await sendEvent(world.t, 'customer.subscription.updated', next);
    if (options.withInvoiceEvent) await sendEvent(world.t, 'invoice.payment_failed', failedInvoice(subscription));
    world.t.clock.advance({ seconds: 1 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(next, { status: 'past_due' }));
    return next;
  }

  it.each([
    ['with invoice.payment_failed', true],
    ['from the moment the subscription became past_due', false],
  ])('keeps access for three days %s, then ends it though the new period runs for a month', async (_label, withInvoiceEvent) => {
    const { person, subscription } = await monthlySubscriber();
    const next = await failedRenewal(subscription, { withInvoiceEvent });
    expect(next.items.data[0]!.current_period_end * 1000 - world.t.clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
    expect(await statusOf(world.t, person)).toEqual(active);
    world.t.clock.advance({ hours: 71 });
    expect(await statusOf(world.t, person)).toEqual(active);
    world.t.clock.advance({ hours: 1, seconds: 1 });
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('Stripe retrying the card does not extend the grace', async () => {
    const { person, subscription } = await monthlySubscriber();
    const next = await failedRenewal(subscription, { withInvoiceEvent: true });
    world.t.clock.advance({ hours: 48 });
    await sendEvent(world.t, 'invoice.payment_failed', failedInvoice(subscription, 2));
    await sendEvent(world.t, 'customer.subscription.updated', changed(next, { status: 'past_due' }));
    world.t.clock.advance({ hours: 25 });
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('a payment that goes through restores access, and the next failure gets a grace of its own', async () => {
    const { person, subscription } = await monthlySubscriber();
    const next = await failedRenewal(subscription, { withInvoiceEvent: true });
    world.t.clock.advance({ hours: 24 * 5 });
    expect(await statusOf(world.t, person)).toEqual(expired);
    await sendEvent(world.t, 'customer.subscription.updated', changed(next, { status: 'active' }));
    expect(await statusOf(world.t, person)).toEqual(active);

    await failedRenewal(next, { withInvoiceEvent: true });
    expect(await statusOf(world.t, person)).toEqual(active);
    world.t.clock.advance({ hours: 48 });
    expect(await statusOf(world.t, person)).toEqual(active);
  });

  it('a failure from before a payment that went through, delivered late, is over', async () => {
    const { person, subscription } = await monthlySubscriber();
    const next = await failedRenewal(subscription, { withInvoiceEvent: false });
    const failedAt = world.t.clock.now();
    world.t.clock.advance({ hours: 24 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(next, { status: 'active' }));
    await sendEvent(world.t, 'invoice.payment_failed', failedInvoice(subscription), { createdAt: failedAt });

    // Ten days on, another invoice (a card update, a plan change) fails: its grace is its own.
    world.t.clock.advance({ hours: 24 * 10 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(next, { status: 'past_due' }));
    world.t.clock.advance({ hours: 48 });
    expect(await statusOf(world.t, person)).toEqual(active);
  });
});

describe('late and repeated deliveries', () => {
  it('an older "active" event arriving after the deletion does not revive the subscription', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 30 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
    await sendEvent(world.t, 'customer.subscription.updated', renewed(subscription), { createdAt: secondsAgo(10) });
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('nothing revives a cancelled subscription, not even an event stamped the same second or later', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 30 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
    await sendEvent(world.t, 'customer.subscription.updated', subscription);
    world.t.clock.advance({ seconds: 30 });
    await sendEvent(world.t, 'customer.subscription.resumed', subscription);
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('an older "active" event does not undo unpaid', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 30 });
    await sendEvent(world.t, 'customer.subscription.updated', renewed(subscription, { status: 'unpaid' }));
    await sendEvent(world.t, 'customer.subscription.updated', renewed(subscription), { createdAt: secondsAgo(5) });
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('a redelivered event changes nothing', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 30 });
    const first = await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { status: 'unpaid' }), { id: 'evt_redelivered' });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    world.t.clock.advance({ seconds: 30 });
    await sendEvent(world.t, 'customer.subscription.updated', subscription);
    expect(await statusOf(world.t, person)).toEqual(active);
    const again = await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, { status: 'unpaid' }), { id: 'evt_redelivered' });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await statusOf(world.t, person)).toEqual(active);
  });

  it('what is known of a subscription belongs to its customer: the same id under another customer is another subscription', async () => {
    const first = await monthlySubscriber();
    const second = await monthlySubscriber();
    const shared = { id: 'sub_same_id' };
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(first.subscription, shared));
    await sendEvent(world.t, 'customer.subscription.deleted', changed(first.subscription, { ...shared, status: 'canceled' }));
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(second.subscription, shared));
    expect(await statusOf(world.t, first.person)).toEqual(expired);
    expect(await statusOf(world.t, second.person)).toEqual(active);
  });

  it.each([
    ['in order', false],
    ['in reverse order', true],
  ])('Checkout’s "incomplete, then active" in one second ends active, delivered %s', async (_label, reversed) => {
    const person = await signedInUser(world.t);
    world.t.clock.advance({ hours: 24 * 8 });
    const { session, subscription } = world.stripe.completeCheckout(await openCheckout(world, person), { status: 'active' });
    const events: Array<[string, object]> = [
      ['customer.subscription.created', changed(subscription, { status: 'incomplete' })],
      ['customer.subscription.updated', subscription],
    ];
    if (reversed) events.reverse();
    await sendEvent(world.t, 'checkout.session.completed', session);
    for (const [type, object] of events) await sendEvent(world.t, type, object);
    expect(await statusOf(world.t, person)).toEqual(active);
  });
});

describe('subscribing again', () => {
  it('a new subscription after a cancelled one gives access, and late events of the old one do not touch it', async () => {
    const { person, subscription: old } = await monthlySubscriber();
    world.t.clock.advance({ hours: 1 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(old, { status: 'canceled' }));
    expect(await statusOf(world.t, person)).toEqual(expired);

    world.t.clock.advance({ hours: 1 });
    const fresh = await subscribe(world, person, { status: 'active' });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.customer).toBe(old.customer);
    expect(await statusOf(world.t, person)).toEqual(active);

    await sendEvent(world.t, 'customer.subscription.updated', old, { createdAt: secondsAgo(7200) });
    world.t.clock.advance({ seconds: 10 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(old, { status: 'canceled' }));
    expect(await statusOf(world.t, person)).toEqual(active);

    world.t.clock.advance({ seconds: 10 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(fresh, { status: 'canceled' }));
    expect(await statusOf(world.t, person)).toEqual(expired);
  });

  it('with two subscriptions (two Checkouts in two tabs), cancelling one leaves the other’s access', async () => {
    const person = await signedInUser(world.t);
    world.t.clock.advance({ hours: 24 * 8 });
    const first = await openCheckout(world, person);
    const second = await openCheckout(world, person);
    const one = world.stripe.completeCheckout(first, { status: 'active' });
    const two = world.stripe.completeCheckout(second, { status: 'active' });
    for (const { session, subscription } of [one, two]) {
      await sendEvent(world.t, 'checkout.session.completed', session);
      await sendEvent(world.t, 'customer.subscription.created', subscription);
    }
    world.t.clock.advance({ minutes: 10 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(one.subscription, { status: 'canceled' }));
    expect(await statusOf(world.t, person)).toEqual(active);
  });

  it('the Billing button sends a person whose subscription ended to Checkout, not to the portal', async () => {
    const { person, subscription } = await monthlySubscriber();
    world.t.clock.advance({ seconds: 10 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
    const response = await api(world.t, person, 'POST', '/subscriptions/create-portal-session');
    expect(response.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(world.stripe.last('/v1/checkout/sessions')!.form.get('customer')).toBe(subscription.customer);
  });
});
