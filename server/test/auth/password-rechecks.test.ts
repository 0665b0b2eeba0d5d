import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, loginRequest, signedInUser } from '../helpers/factories';

/**
 * Issue 15, "password re-checks are not throttled": a signed-in session could guess the password
 * through change password or delete account without limit. They now count against the same rule
 * as sign-in, and the session ends after RECHECK_FAILURES_PER_SESSION wrong answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const changePassword = (token: string, current: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/change-password',
    headers: { ...bearer(token), ...headers },
    payload: { current_password: current, new_password: 'a completely new phrase' },
  });
const deleteAccount = (token: string, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: bearer(token), payload: { password } });

describe('password re-checks', () => {
  it('20 wrong current passwords in a row are not all answered 400: the session ends after 5 and stays ended', async () => {
    const person = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await changePassword(person.token, `wrong guess ${i}`)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[4]).toBe(401);
    expect(statuses.slice(5).every((status) => status === 401)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: person.headers })).statusCode).toBe(401);
    // The owner signs in again as usual.
    expect((await loginRequest(t, person.email, person.password)).statusCode).toBe(200);
  });

  it('delete account counts against the same rule, and the right password still works before the limit', async () => {
    t.clock.advance({ hours: 1 });
    const person = await signedInUser(t);
    for (let i = 0; i < 3; i += 1) expect((await deleteAccount(person.token, `wrong ${i}`)).statusCode).toBe(400);
    expect((await changePassword(person.token, 'wrong again')).statusCode).toBe(400);
    const fifth = await deleteAccount(person.token, 'wrong 5');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().detail).toMatch(/signed out after several wrong passwords/);
  });

  it('sessions spread over many sign-ins still meet the per-account-and-client limit (429)', async () => {
    t.clock.advance({ hours: 1 });
    const person = await signedInUser(t);
    const client = { 'x-forwarded-for': '203.0.113.150' };
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const token = (await loginRequest(t, person.email, person.password, { 'x-forwarded-for': '192.0.2.150' })).json().access_token;
      for (let i = 0; i < 4; i += 1) statuses.push((await changePassword(token, `round ${round} guess ${i}`, client)).statusCode);
    }
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
  });
});
