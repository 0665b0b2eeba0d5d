import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stripeCleanupJobs } from '../../src/db/schema';
import { MAX_CLEANUP_ATTEMPTS } from '../../src/modules/billing/stripe-cleanup';
import { loginRequest, signedInUser } from '../helpers/factories';
import { api, changed, createBillingWorld, openCheckout, sendEvent, subscribe, type BillingWorld, type Person } from './support';

/**
 * Deleting an account ends its billing at Stripe: the subscription is cancelled and the customer
 * deleted, at the local Stripe stand-in, before the deletion is answered; with Stripe down the
 * deletion still succeeds and the clean-up is retried. A Checkout that completes for an account
 * that no longer exists is cancelled too.
 */
let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingWorld();
});
afterEach(() => world.stripe.recover());
afterAll(() => world.close());

const deleteAccount = (person: Person) => api(world.t, person, 'DELETE', '/users/me', { password: person.password });
const jobsFor = (stripeId: string) => world.t.ctx.db.select().from(stripeCleanupJobs).where(eq(stripeCleanupJobs.stripeId, stripeId));
const cancelCalls = (subscriptionId: string) => world.stripe.count(`/v1/subscriptions/${subscriptionId}`, 'DELETE');

describe('DELETE /api/v1/users/me with a subscription', () => {
  it.each([
    ['active', {}],
    ['active and set to cancel at the period end', { cancel_at_period_end: true }],
    ['trialing', { status: 'trialing' }],
    ['past_due', { status: 'past_due' }],
  ])('cancels a subscription that is %s and deletes the customer, before answering', async (_label, patch) => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.updated', changed(subscription, patch));

    const response = await deleteAccount(person);
    expect(response.statusCode).toBe(204);
    expect(world.stripe.cancelled).toContain(subscription.id);
    expect(world.stripe.deletedCustomers).toContain(subscription.customer);
    expect(world.stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect((await jobsFor(subscription.id)).map((job) => job.status)).toEqual(['done']);
    expect((await loginRequest(world.t, person.email, person.password)).statusCode).toBe(400);
  });

  it('deletes the customer of someone who only opened Checkout, and leaves ended subscriptions alone', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    world.t.clock.advance({ seconds: 5 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
    await openCheckout(world, person);
    const before = cancelCalls(subscription.id);

    expect((await deleteAccount(person)).statusCode).toBe(204);
    expect(cancelCalls(subscription.id)).toBe(before);
    expect(world.stripe.deletedCustomers).toContain(subscription.customer);
  });

  it('a wrong password deletes nothing, at Stripe either', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    const response = await api(world.t, person, 'DELETE', '/users/me', { password: 'not my password at all' });
    expect(response.statusCode).toBe(400);
    expect(cancelCalls(subscription.id)).toBe(0);
    expect(await jobsFor(subscription.id)).toEqual([]);
  });

  it('a subscription Stripe has already cancelled (404) counts as done', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    world.stripe.subscriptions.get(subscription.id)!.status = 'canceled';
    expect((await deleteAccount(person)).statusCode).toBe(204);
    expect(cancelCalls(subscription.id)).toBe(1);
    expect(world.stripe.cancelled).not.toContain(subscription.id);
    expect((await jobsFor(subscription.id))[0]).toMatchObject({ status: 'done', attempts: 1 });
    expect(await world.cleanupWorker.runOnce()).toBe(0);
  });
});

describe('when Stripe is down', () => {
  it.each([
    ['answers 503', 503],
    ['answers 500', 500],
    ['refuses the connection', 'connection'],
  ] as const)('the account is deleted anyway and the clean-up retried with back-off when Stripe %s', async (_label, failure) => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    world.stripe.failNext(failure);

    const response = await deleteAccount(person);
    expect(response.statusCode).toBe(204);
    expect((await loginRequest(world.t, person.email, person.password)).statusCode).toBe(400);
    // The SDK itself tries a dropped connection once more; the outbox counts one attempt.
    const firstCalls = cancelCalls(subscription.id);
    expect(firstCalls).toBeGreaterThan(0);
    expect(world.stripe.cancelled).not.toContain(subscription.id);
    const [queued] = await jobsFor(subscription.id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.nextAttemptAt.getTime() - world.t.clock.now().getTime()).toBe(30_000);

    // Not due yet: nothing is tried.
    await world.cleanupWorker.runOnce();
    expect(cancelCalls(subscription.id)).toBe(firstCalls);

    // Due, Stripe still down: tried again, and the next wait is twice as long.
    world.t.clock.advance({ seconds: 30 });
    await world.cleanupWorker.runOnce();
    expect(cancelCalls(subscription.id)).toBe(2 * firstCalls);
    const [again] = await jobsFor(subscription.id);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again!.nextAttemptAt.getTime() - world.t.clock.now().getTime()).toBe(60_000);

    world.stripe.recover();
    world.t.clock.advance({ seconds: 60 });
    expect(await world.cleanupWorker.runOnce()).toBe(2);
    expect(world.stripe.cancelled).toContain(subscription.id);
    expect(world.stripe.deletedCustomers).toContain(subscription.customer);
    expect((await jobsFor(subscription.id))[0]).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(await world.cleanupWorker.runOnce()).toBe(0);
  });

  it('gives up after the last attempt and leaves the job marked failed for an operator', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    world.stripe.failNext(503);
    await deleteAccount(person);
    for (let attempt = 1; attempt < MAX_CLEANUP_ATTEMPTS; attempt += 1) {
      world.t.clock.advance({ hours: 6 });
      await world.cleanupWorker.runOnce();
    }
    world.stripe.recover();
    const [job] = await jobsFor(subscription.id);
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_CLEANUP_ATTEMPTS });
    expect(job!.lastError).toMatch(/unknown error/);
    world.t.clock.advance({ hours: 24 });
    await world.cleanupWorker.runOnce();
    expect(cancelCalls(subscription.id)).toBe(MAX_CLEANUP_ATTEMPTS);
  });
});

describe('a Checkout that completes for a deleted account', () => {
  it('is cancelled, and its customer deleted, when checkout.session.completed arrives', async () => {
    const person = await signedInUser(world.t);
    const sessionId = await openCheckout(world, person);
    expect((await deleteAccount(person)).statusCode).toBe(204);

    // The Checkout page was still open in another tab: the person pays after their account is gone.
    const { session, subscription } = world.stripe.completeCheckout(sessionId);
    const response = await sendEvent(world.t, 'checkout.session.completed', session);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(world.stripe.cancelled).toContain(subscription.id);
    expect(world.stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');

    // Stripe's own events about it follow and change nothing more.
    await sendEvent(world.t, 'customer.subscription.created', subscription);
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
    expect(cancelCalls(subscription.id)).toBe(1);
  });

  it('is cancelled when customer.subscription.created arrives first, by the person id in its metadata', async () => {
    const person = await signedInUser(world.t);
    const sessionId = await openCheckout(world, person);
    await deleteAccount(person);
    const { session, subscription } = world.stripe.completeCheckout(sessionId);
    await sendEvent(world.t, 'customer.subscription.created', subscription);
    expect(world.stripe.cancelled).toContain(subscription.id);
    await sendEvent(world.t, 'checkout.session.completed', session);
    expect(cancelCalls(subscription.id)).toBe(1);
  });

  it('is cancelled by the person id alone, when Checkout made a customer we never saw', async () => {
    const person = await signedInUser(world.t);
    await deleteAccount(person);
    const subscription = world.stripe.createSubscription({ customer: 'cus_made_by_checkout', metadata: { user_id: person.id } });
    const session = { id: 'cs_made_by_checkout', object: 'checkout.session', mode: 'subscription', status: 'complete', client_reference_id: person.id, customer: subscription.customer, subscription: subscription.id };
    await sendEvent(world.t, 'checkout.session.completed', session);
    expect(world.stripe.cancelled).toContain(subscription.id);
    expect(world.stripe.count('/v1/customers/cus_made_by_checkout', 'DELETE')).toBe(1);
  });

  it('is cancelled when only the customer says whose it was (a subscription made in the Dashboard)', async () => {
    const person = await signedInUser(world.t);
    const subscription = await subscribe(world, person);
    await deleteAccount(person);
    const another = world.stripe.createSubscription({ customer: subscription.customer });
    await sendEvent(world.t, 'customer.subscription.created', another);
    expect(cancelCalls(another.id)).toBe(1);
  });

  it('is retried by the worker when Stripe is down at that moment', async () => {
    const person = await signedInUser(world.t);
    const sessionId = await openCheckout(world, person);
    await deleteAccount(person);
    const { session, subscription } = world.stripe.completeCheckout(sessionId);
    world.stripe.failNext(503);
    expect((await sendEvent(world.t, 'checkout.session.completed', session)).statusCode).toBe(200);
    expect(world.stripe.cancelled).not.toContain(subscription.id);
    world.stripe.recover();
    world.t.clock.advance({ seconds: 30 });
    await world.cleanupWorker.runOnce();
    expect(world.stripe.cancelled).toContain(subscription.id);
  });

  it('a subscription that names nobody we know is left alone: it may belong to something else on the Stripe account', async () => {
    const stranger = world.stripe.createSubscription({ customer: 'cus_elsewhere' });
    await sendEvent(world.t, 'customer.subscription.created', stranger);
    await sendEvent(world.t, 'checkout.session.completed', { id: 'cs_elsewhere', object: 'checkout.session', mode: 'subscription', client_reference_id: null, customer: 'cus_elsewhere', subscription: stranger.id });
    expect(cancelCalls(stranger.id)).toBe(0);
    expect(world.stripe.subscriptions.get(stranger.id)!.status).toBe('active');
  });
});
