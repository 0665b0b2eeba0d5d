import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationUsage } from '../../src/db/schema';
import { signedInUser } from '../helpers/factories';
import { api, changed, createBillingWorld, sendEvent, statusOf, subscribe, type BillingWorld, type Person } from './support';

/**
 * Every write that records practice is refused with 403 once access has ended, the same way as
 * Start Session, and records nothing: the gate cannot be walked round by logging progress without a
 * start, by closing a session opened earlier, or by completing a practice suggestion. Writing in the
 * journal and the Y-BOCS are not practice and stay open (docs/product.md §53 gates practice only).
 */
let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingWorld();
});
afterAll(() => world.close());

const ENDED = 'Your trial or subscription has ended. Subscribe to start exposures, add them or generate new ones.';
const exposures = '/erp-exposures/exposures';
const progress = { anxiety_level_pre: 6, anxiety_level_post: 3, duration_minutes: 20, notes: 'Stayed with it.' };

async function newExposure(person: Person, title: string) {
  const response = await api(world.t, person, 'POST', exposures, {
    title,
    description: 'Touch the door handle, then eat without washing for 20 minutes.',
    fear_level: 5,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/**
 * A person who practised while they had access (one exposure untouched, one with a session still
 * open, a practice suggestion pending), and whose access then ended: their free trial ran out, or
 * their subscription was cancelled.
 */
async function personWhoseAccessEnded(ending: 'trial ran out' | 'subscription cancelled') {
  const person = await signedInUser(world.t);
  let subscription = null;
  if (ending === 'subscription cancelled') {
    world.t.clock.advance({ hours: 24 * 8 });
    subscription = await subscribe(world, person, { status: 'active' });
  }
  const untouched = await newExposure(person, 'Touch the bin lid');
  const opened = await newExposure(person, 'Touch the door handle');
  expect((await api(world.t, person, 'POST', `${exposures}/${opened}/start`, { anxiety_level: 6 })).statusCode).toBe(201);
  const pending = (await api(world.t, person, 'GET', '/assignments/pending')).json() as Array<{ id: string; kind: string }>;
  const practise = pending.find((assignment) => assignment.kind === 'practise_exposure')!;
  const journal = pending.find((assignment) => assignment.kind === 'journal')!;
  expect(practise && journal).toBeTruthy();

  if (subscription) {
    world.t.clock.advance({ minutes: 5 });
    await sendEvent(world.t, 'customer.subscription.deleted', changed(subscription, { status: 'canceled' }));
  } else {
    world.t.clock.advance({ hours: 24 * 8 });
  }
  expect((await statusOf(world.t, person)).status).toBe('expired');
  return { person, untouched, opened, practise, journal };
}

const sessionsOf = async (person: Person, exposureId: string) =>
  (await api(world.t, person, 'GET', `${exposures}/${exposureId}/sessions`)).json() as Array<{ status: string }>;
const exposureOf = async (person: Person, exposureId: string) =>
  ((await api(world.t, person, 'GET', exposures)).json() as Array<{ id: string; status: string }>).find((e) => e.id === exposureId)!;
const points = async (person: Person) => (await api(world.t, person, 'GET', '/gamification/stats')).json().progress.points as number;

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: ENDED, code: 'subscription_required' });
}

describe.each(['trial ran out', 'subscription cancelled'] as const)('when the %s', (ending) => {
  it('POST …/progress without a start is refused and records no session', async () => {
    const { person, untouched } = await personWhoseAccessEnded(ending);
    const before = await points(person);
    expectRefused(await api(world.t, person, 'POST', `${exposures}/${untouched}/progress`, progress));
    expect(await sessionsOf(person, untouched)).toEqual([]);
    expect(await exposureOf(person, untouched)).toMatchObject({ status: 'not_started', latest_anxiety: null });
    expect(await points(person)).toBe(before);
  });

  it('POST …/progress closing a session opened earlier is refused; the session stays open for after subscribing', async () => {
    const { person, opened } = await personWhoseAccessEnded(ending);
    const before = await points(person);
    expectRefused(await api(world.t, person, 'POST', `${exposures}/${opened}/progress`, progress));
    expect((await sessionsOf(person, opened)).map((session) => session.status)).toEqual(['open']);
    expect(await points(person)).toBe(before);
  });

  it('POST …/start is refused and opens no session', async () => {
    const { person, untouched } = await personWhoseAccessEnded(ending);
    expectRefused(await api(world.t, person, 'POST', `${exposures}/${untouched}/start`, { anxiety_level: 5 }));
    expect(await sessionsOf(person, untouched)).toEqual([]);
    expect((await exposureOf(person, untouched)).status).toBe('not_started');
  });

  it('POST /erp-exposures/exposures is refused and adds nothing', async () => {
    const { person } = await personWhoseAccessEnded(ending);
    const count = ((await api(world.t, person, 'GET', exposures)).json() as unknown[]).length;
    expectRefused(await api(world.t, person, 'POST', exposures, { title: 'Touch the tap', description: 'Touch it and do not wash.', fear_level: 4 }));
    expect((await api(world.t, person, 'GET', exposures)).json()).toHaveLength(count);
  });

  it('POST /erp-exposures/exposures/generate is refused and counts nothing against the daily limit', async () => {
    const { person } = await personWhoseAccessEnded(ending);
    expectRefused(await api(world.t, person, 'POST', `${exposures}/generate`));
    expect(await world.t.ctx.db.select().from(generationUsage).where(eq(generationUsage.userId, person.id))).toEqual([]);
  });

  it('POST /assignments/:id/complete for a practice suggestion is refused; it stays pending and earns nothing', async () => {
    const { person, practise } = await personWhoseAccessEnded(ending);
    const before = await points(person);
    expectRefused(await api(world.t, person, 'POST', `/assignments/${practise.id}/complete`));
    const pending = (await api(world.t, person, 'GET', '/assignments/pending')).json() as Array<{ id: string }>;
    expect(pending.map((assignment) => assignment.id)).toContain(practise.id);
    expect(await points(person)).toBe(before);
  });

  it('the journal and its suggestion are not practice and stay open', async () => {
    const { person, journal } = await personWhoseAccessEnded(ending);
    expect((await api(world.t, person, 'POST', `/assignments/${journal.id}/complete`)).statusCode).toBe(204);
    expect((await api(world.t, person, 'POST', '/journal/entries', { content: 'A hard week.', mood: 4 })).statusCode).toBe(201);
  });
});

it('after subscribing, the session left open is logged and counted', async () => {
  const { person, opened } = await personWhoseAccessEnded('trial ran out');
  await subscribe(world, person, { status: 'active' });
  const before = await points(person);
  const logged = await api(world.t, person, 'POST', `${exposures}/${opened}/progress`, progress);
  expect(logged.statusCode).toBe(201);
  expect((await sessionsOf(person, opened)).map((session) => session.status)).toEqual(['completed']);
  expect(await points(person)).toBeGreaterThan(before);
});
