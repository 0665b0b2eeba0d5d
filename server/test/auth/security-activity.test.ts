import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../src/db/schema';
import { pruneSecurityEvents } from '../../src/modules/security/events';
import { clientLabel, throttleSubject } from '../../src/modules/security/client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, loginRequest, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('client labels', () => {
  it.each([
    [FIREFOX_ANDROID, 'Firefox on Android'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    [CHROME_WINDOWS, 'Chrome on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0', 'Edge on macOS'],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('%s → %s', (agent, label) => {
    expect(clientLabel(agent)).toBe(label);
  });
});

describe('security activity', () => {
  it('records sign-ins, failures and password changes with a keyed hash of the address, never the address or e-mail', async () => {
    const person = await createUser(t.ctx);
    const address = '203.0.113.200';
    await loginRequest(t, person.email, 'not my password', { 'x-forwarded-for': address, 'user-agent': FIREFOX_ANDROID });
    const signedIn = await loginRequest(t, person.email, person.password, { 'x-forwarded-for': address, 'user-agent': FIREFOX_ANDROID });
    const token = signedIn.json().access_token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/change-password',
      headers: { ...bearer(token), 'x-forwarded-for': address },
      payload: { current_password: person.password, new_password: 'a brand new garden phrase' },
    });

    const rows = await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, person.id));
    expect(rows.map((row) => row.type).sort()).toEqual(['password_changed', 'sign_in_failed', 'sign_in_succeeded']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain(person.email);
    const hashes = new Set(rows.map((row) => row.clientHash));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the person their own last 30 days, newest first, and nobody else’s', async () => {
    const person = await signedInUser(t);
    const stranger = await signedInUser(t);
    await loginRequest(t, person.email, 'wrong one', { 'user-agent': SAFARI_IPHONE });
    const answer = await get('/api/v1/users/me/security/activity', person.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.second_factor).toBe(false);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual(['sign_in_failed', 'sign_in_succeeded']);
    expect(body.events[0].client_label).toBe('Safari on iPhone');

    const theirs = (await get('/api/v1/users/me/security/activity', stranger.token)).json();
    expect(theirs.events.map((event: { type: string }) => event.type)).toEqual(['sign_in_succeeded']);

    t.clock.advance({ hours: 31 * 24 });
    const later = await loginRequest(t, person.email, person.password);
    const recent = (await get('/api/v1/users/me/security/activity', later.json().access_token)).json();
    expect(recent.events.map((event: { type: string }) => event.type)).toEqual(['sign_in_succeeded']);
  });

  it('prunes events past the retention period', async () => {
    const person = await signedInUser(t);
    t.clock.advance({ hours: t.ctx.config.securityEventRetentionDays * 24 + 1 });
    const fresh = await signedInUser(t);
    expect(await pruneSecurityEvents(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, person.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, fresh.id))).toHaveLength(1);
  });
});

describe('active sessions', () => {
  it('lists one line per sign-in with its browser, marks this one, and keeps a line through a refresh', async () => {
    const person = await createUser(t.ctx);
    const phone = (await loginRequest(t, person.email, person.password, { 'user-agent': FIREFOX_ANDROID })).json().access_token as string;
    const laptop = (await loginRequest(t, person.email, person.password, { 'user-agent': CHROME_WINDOWS })).json().access_token as string;
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(phone) });
    const phoneNow = refreshed.json().access_token as string;

    const listed = (await get('/api/v1/users/me/sessions', phoneNow)).json().sessions;
    expect(listed).toHaveLength(2);
    const labels = listed.map((session: { client_label: string }) => session.client_label).sort();
    expect(labels).toEqual(['Chrome on Windows', 'Firefox on Android']);
    const current = listed.find((session: { current: boolean }) => session.current);
    expect(current.client_label).toBe('Firefox on Android');
    expect(current.last_seen_at).toEqual(expect.any(String));

    // Sign out the laptop from the phone: the laptop's token stops working, the phone's does not.
    const laptopLine = listed.find((session: { current: boolean }) => !session.current);
    const signOut = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/sessions/${laptopLine.id}`, headers: bearer(phoneNow) });
    expect(signOut.statusCode).toBe(204);
    expect((await get('/api/v1/users/me', laptop)).statusCode).toBe(401);
    expect((await get('/api/v1/users/me', phoneNow)).statusCode).toBe(200);
    expect((await get('/api/v1/users/me/sessions', phoneNow)).json().sessions).toHaveLength(1);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/sessions/${laptopLine.id}`, headers: bearer(phoneNow) });
    expect(again.statusCode).toBe(404);
    const garbage = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me/sessions/not-an-id', headers: bearer(phoneNow) });
    expect(garbage.statusCode).toBe(404);
    expect(garbage.json().detail).toEqual(expect.any(String));
  });
});

describe('throttle subjects', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::99', '2001:db8:85a3:1::/64'],
    ['2001:0db8:0000:0001:ffff::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, subject) => {
    expect(throttleSubject(ip)).toBe(subject);
  });

  it('counts guesses from one IPv6 /64 together, whatever the last 64 bits', async () => {
    const person = await createUser(t.ctx);
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await loginRequest(t, person.email, `guess ${i}`, { 'x-forwarded-for': `2001:db8:aaaa:bbbb::${(i + 1).toString(16)}` })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await loginRequest(t, person.email, person.password, { 'x-forwarded-for': '2001:db8:aaaa:cccc::1' })).statusCode).toBe(200);
  });
});
