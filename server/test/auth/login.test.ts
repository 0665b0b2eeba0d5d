import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, DEFAULT_PASSWORD, loginRequest } from '../helpers/factories';
import { testEngine } from '../helpers/test-database';
import { countHit } from '../../src/lib/rate-limit';
import { delayPastLooseLimit } from '../../src/modules/auth/password-attempts';
import { LOOSE_DELAY_STEP_MS, PASSWORD_FAILURES_PER_ACCOUNT } from '../../src/modules/auth/rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

describe('POST /api/v1/auth/login', () => {
  it('signs in with form-encoded credentials and answers an opaque bearer token', async () => {
    const user = await createUser(t.ctx);
    const response = await loginRequest(t, user.email.toUpperCase(), DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'bearer', expires_in: 3600 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: user.email,
      completed_onboarding: false,
      accepted_tos: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('answers 400 "Incorrect email or password" for a wrong password and for an unknown address alike', async () => {
    const user = await createUser(t.ctx);
    const wrong = await loginRequest(t, user.email, 'not the password');
    const unknown = await loginRequest(t, 'nobody-here@example.org', 'not the password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Incorrect email or password', code: 'bad_request' });
    }
  });

  it('answers 403 asking to verify the address only after a correct password', async () => {
    const user = await createUser(t.ctx, { verified: false });
    const wrong = await loginRequest(t, user.email, 'not the password');
    expect(wrong.statusCode).toBe(400);
    const right = await loginRequest(t, user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().detail.toLowerCase()).toContain('verify your email');
  });

  it('answers 422 when a field is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone%40example.org',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Password is required.');
  });
});

describe('brute-force protection', () => {
  it('blocks one client after 10 attempts on an account with 429 and Retry-After, even with the right password', async () => {
    const user = await createUser(t.ctx);
    const client = { 'x-forwarded-for': '203.0.113.5' };
    for (let i = 0; i < 10; i += 1) {
      const response = await loginRequest(t, user.email, `wrong ${i}`, client);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await loginRequest(t, user.email, user.password, client);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many password attempts\. Please wait \d+ minutes? and try again, or reset your password/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance({ seconds: retryAfter });
    const later = await loginRequest(t, user.email, user.password, client);
    expect(later.statusCode).toBe(200);
  });

  it('checks at most 10 of 30 parallel guesses from one client: the attempt is claimed before the password is checked', async () => {
    t.clock.advance({ minutes: 15 });
    const user = await createUser(t.ctx);
    const client = { 'x-forwarded-for': '203.0.113.30' };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginRequest(t, user.email, `parallel guess ${i}`, client)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });

  it("does not lock the owner out: 40 failures from other addresses leave the owner's right password working", async () => {
    t.clock.advance({ minutes: 15 });
    const user = await createUser(t.ctx);
    for (let batch = 0; batch < 5; batch += 1) {
      const failures = await Promise.all(
        Array.from({ length: 8 }, (_, i) => loginRequest(t, user.email, `attacker ${batch}-${i}`, { 'x-forwarded-for': `198.18.${batch}.${i}` })),
      );
      expect(failures.map((answer) => answer.statusCode)).toEqual(Array(8).fill(400));
    }
    const owner = await loginRequest(t, user.email, user.password, { 'x-forwarded-for': '192.0.2.44' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toEqual(expect.any(String));
  });

  it('past the loose per-account limit, slows every attempt with a growing delay instead of refusing the owner', async () => {
    t.clock.advance({ hours: 1 });
    const user = await createUser(t.ctx);
    for (let i = 0; i < PASSWORD_FAILURES_PER_ACCOUNT.limit; i += 1) await countHit(t.ctx.db, t.clock, PASSWORD_FAILURES_PER_ACCOUNT, user.email);
    expect(await delayPastLooseLimit(t.ctx, user.email)).toBe(0);
    await countHit(t.ctx.db, t.clock, PASSWORD_FAILURES_PER_ACCOUNT, user.email);
    await countHit(t.ctx.db, t.clock, PASSWORD_FAILURES_PER_ACCOUNT, user.email);
    expect(await delayPastLooseLimit(t.ctx, user.email)).toBe(2 * LOOSE_DELAY_STEP_MS);
    const owner = await loginRequest(t, user.email, user.password, { 'x-forwarded-for': '192.0.2.45' });
    expect(owner.statusCode).toBe(200);
    const guess = await loginRequest(t, user.email, 'still guessing', { 'x-forwarded-for': '192.0.2.46' });
    expect(guess.statusCode).toBe(400);
    expect(await delayPastLooseLimit(t.ctx, user.email)).toBe(3 * LOOSE_DELAY_STEP_MS);
  });

  it('blocks one client address that tries many accounts', async () => {
    t.clock.advance({ hours: 1 });
    const address = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 50; i += 1) {
      await loginRequest(t, `guess-${i}@example.org`, 'wrong password', address);
    }
    const user = await createUser(t.ctx);
    const blocked = await loginRequest(t, user.email, user.password, address);
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await loginRequest(t, user.email, user.password, { 'x-forwarded-for': '198.51.100.8' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('clears the account counter after a successful sign-in', async () => {
    t.clock.advance({ minutes: 15 });
    const user = await createUser(t.ctx);
    for (let i = 0; i < 9; i += 1) await loginRequest(t, user.email, 'wrong password');
    expect((await loginRequest(t, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await loginRequest(t, user.email, 'wrong password');
    expect((await loginRequest(t, user.email, user.password)).statusCode).toBe(200);
  });

  it(`shares the counters between two app instances on one ${testEngine} database`, async () => {
    t.clock.advance({ minutes: 15 });
    const other = await createTestApp({ clock: t.clock, keys: t.keys, database: { ...t.database, handle: await t.database.openAnother() } });
    try {
      const user = await createUser(t.ctx);
      for (let i = 0; i < 5; i += 1) await loginRequest(t, user.email, 'wrong password');
      for (let i = 0; i < 5; i += 1) await loginRequest(other, user.email, 'wrong password');
      expect((await loginRequest(t, user.email, user.password)).statusCode).toBe(429);
      expect((await loginRequest(other, user.email, user.password)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
