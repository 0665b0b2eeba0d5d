import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relapsePlanReason, ybocsSeverity } from '@ladder/contracts';
import { mailOutbox, relapsePlans, reminders, ybocsAssessments } from '../../src/db/schema';
import { openValue, SEALED } from '../../src/lib/crypto/sealed-columns';
import type { MailBody } from '../../src/modules/mail/outbox';
import { sendDueReminders } from '../../src/modules/reminders/send-reminders';
import { ALL_ANSWERS, signedInUser, uniqueEmail } from '../helpers/factories';
import { FakeClock } from '../helpers/fake-clock';
import { PushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { healthWordsIn } from '../reminders/health-words';

/**
 * The relapse-prevention plan (issue 17 item 8, decision 029): the contract, the Y-BOCS rule that
 * offers it, its sealed words, export and delete, and the weekly booster reminder sent by the
 * reminder tick (mail through the outbox and Web Push to a stand-in push service).
 */
let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, clock: new FakeClock('2025-05-08T12:00:00Z') });
  pushService = await new PushServiceStandIn().start();
});
afterAll(async () => {
  await pushService.stop();
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (person: Person | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });

const PLAN = {
  warning_signs: 'Checking the stove twice again; asking my partner if the door is locked.',
  if_signs_appear: 'Go back to the stove step of my ladder that week, and log the urges.',
  booster_practice: 'Leave the house after one check, twice a week.',
  who_to_tell: 'My sister',
};

/** Self-reported totals, oldest first, a week apart (inserted directly: retakes are paced to one a week). */
async function withScores(person: Person, totals: number[]) {
  const start = Date.parse('2025-01-01T09:00:00Z');
  for (const [index, total] of totals.entries()) {
    await t.ctx.db.insert(ybocsAssessments).values({
      userId: person.id,
      responses: ALL_ANSWERS('0'),
      totalScore: total,
      obsessionScore: Math.ceil(total / 2),
      compulsionScore: Math.floor(total / 2),
      severity: ybocsSeverity(total),
      isOnboarding: index === 0,
      createdAt: new Date(start + index * 7 * 86_400_000),
    });
  }
}

describe('GET, PUT and DELETE /api/v1/relapse-plan', () => {
  it('answers no plan and no suggestion at first, saves the plan as written (trimmed), and GET answers the same', async () => {
    const person = await signedInUser(t);
    expect((await call(person, 'GET', '/relapse-plan')).json()).toEqual({ plan: null, suggested: null });

    const saved = await call(person, 'PUT', '/relapse-plan', { ...PLAN, who_to_tell: '  My sister ' });
    expect(saved.statusCode).toBe(200);
    const expected = { plan: { ...PLAN, created_at: '2025-05-08T12:00:00.000Z', updated_at: '2025-05-08T12:00:00.000Z' }, suggested: null };
    expect(saved.json()).toEqual(expected);
    expect((await call(person, 'GET', '/relapse-plan')).json()).toEqual(expected);

    t.clock.set('2025-05-08T12:30:00Z');
    const changed = (await call(person, 'PUT', '/relapse-plan', { warning_signs: 'Only this now' })).json();
    expect(changed.plan).toEqual({
      warning_signs: 'Only this now',
      if_signs_appear: '',
      booster_practice: '',
      who_to_tell: '',
      created_at: '2025-05-08T12:00:00.000Z',
      updated_at: '2025-05-08T12:30:00.000Z',
    });
    t.clock.set('2025-05-08T12:00:00Z');
  });

  it('keeps the words sealed at rest', async () => {
    const person = await signedInUser(t);
    await call(person, 'PUT', '/relapse-plan', PLAN);
    const [row] = await t.ctx.db.select().from(relapsePlans).where(eq(relapsePlans.userId, person.id));
    for (const words of ['stove', 'sister', 'ladder']) expect(row!.contentEncrypted).not.toContain(words);
  });

  it('refuses a plan with every part blank with 400 {detail}', async () => {
    const person = await signedInUser(t);
    for (const body of [{}, { warning_signs: '   ', who_to_tell: '' }, { warning_signs: null }]) {
      const response = await call(person, 'PUT', '/relapse-plan', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Write at least one part of the plan, such as an early warning sign.', code: 'bad_request' });
    }
    expect((await call(person, 'GET', '/relapse-plan')).json().plan).toBeNull();
  });

  it('refuses text over the limits and parts that are not text with 422 {detail}, saying "at most"', async () => {
    const person = await signedInUser(t);
    const tooLong = await call(person, 'PUT', '/relapse-plan', { warning_signs: 'a'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail).toBe('Early warning signs can be at most 2000 characters.');
    const who = await call(person, 'PUT', '/relapse-plan', { warning_signs: 'x', who_to_tell: 'b'.repeat(301) });
    expect(who.statusCode).toBe(422);
    expect(who.json().detail).toBe('Who to tell can be at most 300 characters.');
    expect((await call(person, 'PUT', '/relapse-plan', { warning_signs: 'a'.repeat(2000), who_to_tell: 'b'.repeat(300) })).statusCode).toBe(200);
    const notText = await call(person, 'PUT', '/relapse-plan', { warning_signs: 5 });
    expect(notText.statusCode).toBe(422);
    expect(typeof notText.json().detail).toBe('string');
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/relapse-plan')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/relapse-plan', PLAN)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/relapse-plan')).statusCode).toBe(401);
  });

  it('is each person’s own: another person sees none, and their DELETE is 404 and removes nothing', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    await call(owner, 'PUT', '/relapse-plan', PLAN);
    expect((await call(stranger, 'GET', '/relapse-plan')).json().plan).toBeNull();
    const refused = await call(stranger, 'DELETE', '/relapse-plan');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'You have no relapse-prevention plan to delete.', code: 'not_found' });
    expect((await call(owner, 'GET', '/relapse-plan')).json().plan).toMatchObject(PLAN);
  });

  it('DELETE removes the plan and its booster reminder (204), then answers 404', async () => {
    const person = await signedInUser(t);
    await call(person, 'PUT', '/relapse-plan', PLAN);
    await call(person, 'PUT', '/relapse-plan/booster-reminder', { enabled: true, weekday: 3, time: '10:00', time_zone: 'UTC' });
    expect((await call(person, 'DELETE', '/relapse-plan')).statusCode).toBe(204);
    expect((await call(person, 'GET', '/relapse-plan')).json().plan).toBeNull();
    expect(await t.ctx.db.select().from(reminders).where(eq(reminders.userId, person.id))).toEqual([]);
    expect((await call(person, 'DELETE', '/relapse-plan')).statusCode).toBe(404);
  });
});

describe('when the plan is offered (self-reported Y-BOCS, Mataix-Cols et al. 2016)', () => {
  it.each([
    // first → latest: exactly 35% is a response; 30% is not; 12 is remission, 13 is not.
    [[20, 13], { reason: 'response', first_score: 20, latest_score: 13 }],
    [[20, 14], null],
    [[40, 26], { reason: 'response', first_score: 40, latest_score: 26 }],
    [[40, 27], null],
    [[18, 12], { reason: 'remission', first_score: 18, latest_score: 12 }],
    [[18, 13], null],
    [[30, 25, 10], { reason: 'remission', first_score: 30, latest_score: 10 }],
    [[24, 12, 15], { reason: 'response', first_score: 24, latest_score: 15 }],
    [[24, 10, 17], null],
    // One score offers nothing, nor does a start at 12 or below (nothing was "reached").
    [[10], null],
    [[12, 8], null],
    [[12, 0], null],
    [[], null],
  ])('totals %j suggest %j', async (totals, suggested) => {
    const person = await signedInUser(t);
    await withScores(person, totals);
    expect((await call(person, 'GET', '/relapse-plan')).json()).toEqual({ plan: null, suggested });
    expect(relapsePlanReason(totals)).toBe(suggested?.reason ?? null);
  });
});

describe('the weekly booster reminder', () => {
  const BOOSTER = { enabled: true, weekday: 1, time: '09:00', time_zone: 'Europe/Berlin' };
  const boosterMails = async (email: string) =>
    (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((row) => row.subject === "Time for this week's practice");

  it('answers off, Sundays at 18:00, in the person’s zone until saved; turning it on needs a plan (409)', async () => {
    const person = await signedInUser(t);
    expect((await call(person, 'GET', '/relapse-plan/booster-reminder')).json()).toEqual({ enabled: false, weekday: 7, time: '18:00', time_zone: 'UTC' });
    const refused = await call(person, 'PUT', '/relapse-plan/booster-reminder', BOOSTER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Save your plan first: the weekly reminder belongs to it.', code: 'conflict' });
    expect((await call(person, 'PUT', '/relapse-plan/booster-reminder', { ...BOOSTER, enabled: false })).statusCode).toBe(200);

    await call(person, 'PUT', '/relapse-plan', PLAN);
    const saved = await call(person, 'PUT', '/relapse-plan/booster-reminder', BOOSTER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(BOOSTER);
    expect((await call(person, 'GET', '/relapse-plan/booster-reminder')).json()).toEqual(BOOSTER);
    // The daily reminder is a separate kind, untouched.
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(false);
  });

  it.each([
    [{ ...BOOSTER, weekday: 0 }, 422, 'Weekday must be at least 1 (Monday).'],
    [{ ...BOOSTER, weekday: 8 }, 422, 'Weekday must be at most 7 (Sunday).'],
    [{ ...BOOSTER, weekday: 2.5 }, 422, 'Weekday must be a whole number from 1 (Monday) to 7 (Sunday).'],
    [{ ...BOOSTER, time: '25:00' }, 400, 'Time must be "HH:MM" in 24 hours, from 00:00 to 23:59.'],
    [{ ...BOOSTER, time_zone: 'Mars/Base' }, 400, 'Time zone must be an IANA name such as Europe/Berlin.'],
  ])('refuses %j with %i {detail}', async (body, status, detail) => {
    const person = await signedInUser(t);
    await call(person, 'PUT', '/relapse-plan', PLAN);
    const response = await call(person, 'PUT', '/relapse-plan/booster-reminder', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
  });

  it('comes on the chosen weekday at the local time, once, by mail and push, with no health text', async () => {
    t.clock.set('2025-05-08T12:00:00Z'); // a Thursday
    const person = await signedInUser(t, { email: uniqueEmail('booster') });
    const subscription = pushService.subscribe();
    expect((await call(person, 'POST', '/users/me/push-subscriptions', subscription)).statusCode).toBe(201);
    await call(person, 'PUT', '/relapse-plan', PLAN);
    await call(person, 'PUT', '/relapse-plan/booster-reminder', BOOSTER);
    const [row] = await t.ctx.db.select().from(reminders).where(and(eq(reminders.userId, person.id), eq(reminders.kind, 'weekly_booster')));
    expect(row!.weekday).toBe(1);
    expect(row!.nextDueAt?.toISOString()).toBe('2025-05-12T07:00:00.000Z'); // Monday 09:00 CEST

    t.clock.set('2025-05-11T07:00:05Z'); // Sunday 09:00:05: not the day
    await sendDueReminders(t.ctx);
    expect(await boosterMails(person.email)).toHaveLength(0);
    t.clock.set('2025-05-12T06:59:50Z');
    await sendDueReminders(t.ctx);
    expect(await boosterMails(person.email)).toHaveLength(0);
    t.clock.set('2025-05-12T07:00:05Z');
    await sendDueReminders(t.ctx);
    await sendDueReminders(t.ctx);
    const mails = await boosterMails(person.email);
    expect(mails).toHaveLength(1);
    const push = await pushService.waitForPush(subscription.endpoint);
    expect(push.problems).toEqual([]);
    expect(JSON.parse(push.payload!)).toEqual({ title: 'Ladder', body: "Time for this week's practice.", url: '/dashboard', tag: 'weekly_booster' });

    const body = JSON.parse(openValue(t.ctx.cipher, SEALED.mailOutbox.body, mails[0]!.bodyEncrypted!)) as MailBody;
    for (const part of [mails[0]!.subject, body.fromName ?? '', body.text, body.html, push.payload!]) expect(healthWordsIn(part), part).toEqual([]);
    expect(body.text).not.toContain('relapse');
    expect(body.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{64}>$/);

    const [after] = await t.ctx.db.select().from(reminders).where(and(eq(reminders.userId, person.id), eq(reminders.kind, 'weekly_booster')));
    expect(after!.nextDueAt?.toISOString()).toBe('2025-05-19T07:00:00.000Z'); // the Monday after
    expect(after!.lastSentOn).toBe('2025-05-12');
    t.clock.set('2025-05-08T12:00:00Z');
  });
});

describe('the plan and the person’s data rights', () => {
  it('is in the export with its booster reminder, and gone with the account', async () => {
    const person = await signedInUser(t, { email: uniqueEmail('plan-rights') });
    await call(person, 'PUT', '/relapse-plan', PLAN);
    await call(person, 'PUT', '/relapse-plan/booster-reminder', { enabled: true, weekday: 5, time: '17:15', time_zone: 'Europe/Madrid' });
    const exported = (await call(person, 'GET', '/users/me/export')).json();
    expect(exported.relapse_plan).toEqual({ ...PLAN, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(exported.reminders).toEqual([
      expect.objectContaining({ kind: 'weekly_booster', enabled: true, weekday: 5, time: '17:15', time_zone: 'Europe/Madrid' }),
    ]);

    expect((await call(person, 'DELETE', '/users/me', { password: person.password })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(relapsePlans).where(eq(relapsePlans.userId, person.id))).toEqual([]);
    expect(await t.ctx.db.select().from(reminders).where(eq(reminders.userId, person.id))).toEqual([]);
  });

  it('exports null before a plan is made', async () => {
    const person = await signedInUser(t);
    expect((await call(person, 'GET', '/users/me/export')).json().relapse_plan).toBeNull();
  });
});
