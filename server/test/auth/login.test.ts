import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, DEFAULT_PASSWORD, loginRequest } from '../helpers/factories';
import { testEngine } from '../helpers/test-database';

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
      expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
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
  it('blocks an account after 10 failures with 429 and Retry-After, even with the right password', async () => {
    const user = await createUser(t.ctx);
    for (let i = 0; i < 10; i += 1) {
      const response = await loginRequest(t, user.email, `wrong ${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await loginRequest(t, user.email, user.password, { 'x-forwarded-for': '203.0.113.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance({ seconds: retryAfter });
    const later = await loginRequest(t, user.email, user.password, { 'x-forwarded-for': '203.0.113.99' });
    expect(later.statusCode).toBe(200);
  });

  it('blocks one client address that tries many accounts', async () => {
    t.clock.advance({ minutes: 15 });
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
