import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(latest.json()).toEqual({ detail: 'No Y-BOCS assessment has been taken yet.' });
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
