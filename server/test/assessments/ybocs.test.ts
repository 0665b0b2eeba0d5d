import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ALL_ANSWERS, refreshLogin, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const get = (person: Person, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: person.headers });
const submit = (person: Person, responses: object, isOnboarding = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/assessments/ybocs',
    headers: person.headers,
    payload: { responses, is_onboarding: isOnboarding },
  });

describe('Y-BOCS', () => {
  it('stores the answers with total, subtotals and severity computed on the server', async () => {
    const person = await signedInUser(t);
    const responses = { ...ALL_ANSWERS('2'), time_spent_obsessing: '4', compulsion_control: '0' };
    const response = await submit(person, responses, true);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      responses,
      total_score: 20,
      obsession_score: 12,
      compulsion_score: 8,
      severity: 'Moderate',
      is_onboarding: true,
    });
    expect((await get(person, '/assessments/ybocs/latest')).json()).toEqual(response.json());
  });

  it.each([
    [{ ...ALL_ANSWERS('1'), compulsion_control: undefined }, 'Compulsion control is required.'],
    [{ ...ALL_ANSWERS('1'), compulsion_control: '5' }, 'Each answer must be a number from 0 to 4.'],
    [{ ...ALL_ANSWERS('1'), compulsion_control: 3 }, 'Each answer must be a number from 0 to 4.'],
    [{ ...ALL_ANSWERS('1'), extra_item: '1' }, /Unrecognized key/],
  ])('refuses incomplete or invalid answers with 422 (%#)', async (responses, detail) => {
    const person = await signedInUser(t);
    const response = await submit(person, responses);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect((await get(person, '/assessments/ybocs/latest')).statusCode).toBe(404);
  });

  it('latest is 404 with a detail before the first assessment; progress is empty', async () => {
    const person = await signedInUser(t);
    const latest = await get(person, '/assessments/ybocs/latest');
    expect(latest.statusCode).toBe(404);
    expect(latest.json()).toEqual({ detail: 'No Y-BOCS assessment has been taken yet.', code: 'not_found' });
    expect((await get(person, '/assessments/ybocs-progress')).json()).toEqual({
      current_score: null,
      previous_score: null,
      percent_change: null,
      last_assessment_date: null,
      severity: null,
    });
    expect((await get(person, '/assessments/ybocs-history')).json()).toEqual([]);
    expect((await get(person, '/ybocs/assessments')).json()).toEqual([]);
  });

  it('progress compares with the previous score; history is oldest first; the list newest first', async () => {
    let person = await signedInUser(t);
    await submit(person, ALL_ANSWERS('3'), true); // 30
    t.clock.advance({ hours: 24 * 14 });
    person = await refreshLogin(t, person);
    await submit(person, ALL_ANSWERS('2')); // 20
    t.clock.advance({ hours: 24 * 14 });
    person = await refreshLogin(t, person);
    const last = await submit(person, { ...ALL_ANSWERS('1'), time_spent_obsessing: '3' }); // 12
    const progress = (await get(person, '/assessments/ybocs-progress')).json();
    expect(progress).toEqual({
      current_score: 12,
      previous_score: 20,
      percent_change: -40,
      last_assessment_date: last.json().created_at,
      severity: 'Mild',
    });
    const history = (await get(person, '/assessments/ybocs-history')).json();
    expect(history.map((point: { score: number }) => point.score)).toEqual([30, 20, 12]);
    const list = (await get(person, '/ybocs/assessments')).json();
    expect(list.map((item: { total_score: number }) => item.total_score)).toEqual([12, 20, 30]);
  });

  it("never shows one person's assessments to another", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await submit(alice, ALL_ANSWERS('4'));
    expect((await get(bob, '/ybocs/assessments')).json()).toEqual([]);
    expect((await get(bob, '/assessments/ybocs/latest')).statusCode).toBe(404);
  });
});

describe('Y-BOCS pacing (issue 17: at most one retake a week once intake is complete)', () => {
  // Intake completion has rules of its own (terms, an obsession); here only its outcome matters.
  const completeIntake = async (person: Person) => {
    await t.ctx.db.update(users).set({ completedOnboarding: true }).where(eq(users.id, person.id));
    return { statusCode: 200 };
  };

  it('lets the intake be answered again while it is open, then refuses a retake within 7 days, kindly, with Retry-After', async () => {
    t.clock.set('2026-11-10T09:00:00Z');
    let person = await signedInUser(t);
    expect((await submit(person, ALL_ANSWERS('3'), true)).statusCode).toBe(201);
    // Back in the wizard to change the answers: still the intake.
    expect((await submit(person, ALL_ANSWERS('2'), true)).statusCode).toBe(201);
    expect((await completeIntake(person)).statusCode).toBe(200);

    t.clock.set('2026-11-16T08:59:00Z');
    person = await refreshLogin(t, person);
    const early = await submit(person, ALL_ANSWERS('1'));
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toBe(
      'You last answered the Y-BOCS on 10 November, so the next retake opens on 17 November. ' +
        'Measuring more often than once a week can turn into a kind of checking, so Ladder spaces it out.',
    );
    expect(Number(early.headers['retry-after'])).toBe(24 * 3600 + 60);
    expect((await get(person, '/ybocs/assessments')).json()).toHaveLength(2);

    t.clock.set('2026-11-17T09:00:00Z');
    person = await refreshLogin(t, person);
    expect((await submit(person, ALL_ANSWERS('1'))).statusCode).toBe(201);
    expect((await submit(person, ALL_ANSWERS('0'))).statusCode).toBe(429);
  });

  it('lets exactly one of two retakes sent at once through', async () => {
    t.clock.set('2026-11-01T09:00:00Z');
    let person = await signedInUser(t);
    await submit(person, ALL_ANSWERS('3'), true);
    await completeIntake(person);
    t.clock.set('2026-11-20T09:00:00Z');
    person = await refreshLogin(t, person);
    const statuses = (await Promise.all([submit(person, ALL_ANSWERS('2')), submit(person, ALL_ANSWERS('1'))])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 429]);
  });
});
