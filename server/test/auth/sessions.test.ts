import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/crypto/tokens';
import { endEverySession, endSessionsOf } from '../../src/modules/auth/end-sessions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, login } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: token ? bearer(token) : {} });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('bearer sessions', () => {
  it('stores only the SHA-256 of the token, with its expiry', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(60 * 60_000);
  });

  it.each([
    ['no header', undefined],
    ['a token that was never issued', 'A'.repeat(43)],
    ['a malformed header', 'not a token'],
  ])('answers 401 for %s', async (_label, token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().detail).toBe('string');
  });

  it('expires after SESSION_MINUTES', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    t.clock.advance({ minutes: 59, seconds: 59 });
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance({ seconds: 1 });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refresh hands out a new token with a full lifetime and revokes the old one', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    t.clock.advance({ minutes: 57 });
    const refreshed = await post('/api/v1/auth/refresh', token);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).not.toBe(token);
    expect((await me(token)).statusCode).toBe(401);
    t.clock.advance({ minutes: 30 });
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/refresh', token)).statusCode).toBe(401);
  });

  it('two simultaneous refreshes with one token yield one new session', async () => {
    const user = await createUser(t.ctx);
    const token = await login(t, user.email);
    const results = await Promise.all([post('/api/v1/auth/refresh', token), post('/api/v1/auth/refresh', token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('logout revokes the token and leaves other devices signed in', async () => {
    const user = await createUser(t.ctx);
    const phone = await login(t, user.email);
    const laptop = await login(t, user.email);
    const response = await post('/api/v1/auth/logout', laptop);
    expect(response.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', laptop)).statusCode).toBe(401);
  });
});

describe('absolute session lifetime (SESSION_ABSOLUTE_HOURS, 12 by default)', () => {
  it('refreshes within the sliding hour but never past 12 hours from the sign-in; then a new sign-in is needed', async () => {
    const user = await createUser(t.ctx);
    let token = await login(t, user.email);
    // Twelve refreshes, one every 55 minutes: 11 hours after the sign-in, each a full hour.
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance({ minutes: 55 });
      const refreshed = await post('/api/v1/auth/refresh', token);
      expect(refreshed.statusCode).toBe(200);
      token = refreshed.json().access_token;
      expect(refreshed.json().expires_in).toBe(3600);
    }
    // At 11 h 30 min the next token is capped at the 12-hour mark: 30 minutes, not 60.
    t.clock.advance({ minutes: 30 });
    const capped = await post('/api/v1/auth/refresh', token);
    expect(capped.statusCode).toBe(200);
    expect(capped.json().expires_in).toBe(30 * 60);
    token = capped.json().access_token;
    t.clock.advance({ minutes: 29, seconds: 30 });
    const last = await post('/api/v1/auth/refresh', token);
    expect(last.statusCode).toBe(401);
    expect(last.json().detail).toMatch(/please sign in again/i);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance({ seconds: 30 });
    expect((await me(token)).statusCode).toBe(401);
    // A new sign-in starts a new 12 hours.
    expect((await me(await login(t, user.email))).statusCode).toBe(200);
  });

  it('follows SESSION_ABSOLUTE_HOURS', async () => {
    const short = await createTestApp({ env: { SESSION_ABSOLUTE_HOURS: '1' }, clock: t.clock, database: t.database, keys: t.keys });
    try {
      const user = await createUser(short.ctx);
      const token = await login(short, user.email);
      short.clock.advance({ minutes: 30 });
      const refreshed = await short.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
      expect(refreshed.json().expires_in).toBe(30 * 60);
    } finally {
      await short.close();
    }
  });
});

describe("an operator ends sign-ins (npm run admin -- sign-out EMAIL | sign-out-everyone)", () => {
  it('ends every live session of one person, and then of everyone', async () => {
    const one = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const phone = await login(t, one.email);
    const laptop = await login(t, one.email);
    const theirs = await login(t, other.email);
    expect(await endSessionsOf(t.ctx, one.email)).toBe(2);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(theirs)).statusCode).toBe(200);
    expect(await endSessionsOf(t.ctx, 'nobody-here@example.org')).toBeNull();

    expect(await endEverySession(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await me(theirs)).statusCode).toBe(401);
  });
});
