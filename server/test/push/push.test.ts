import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { pushSubscriptions } from '../../src/db/schema';
import { sendPushToUser } from '../../src/modules/push/send-push';
import { loadVapidKeys } from '../../src/modules/push/vapid';
import { sendDueReminders } from '../../src/modules/reminders/send-reminders';
import { createUser, signedInUser } from '../helpers/factories';
import { FakeClock } from '../helpers/fake-clock';
import { PushServiceStandIn } from '../helpers/push-service-stand-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { healthWordsIn } from '../reminders/health-words';

/**
 * Web Push with the daily reminder (issue 17 item 6, decision 022): the VAPID key, subscriptions,
 * and the push itself reaching a push service on 127.0.0.1 that checks the VAPID JWT and decrypts
 * the aes128gcm body with the subscription's own keys.
 */
let t: TestApp;
let strict: TestApp;
let pushService: PushServiceStandIn;
const EXPECTED_PAYLOAD = { title: 'Ladder', body: "Time for today's practice.", url: '/dashboard', tag: 'daily_practice' };

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, clock: new FakeClock('2025-04-01T06:00:00Z') });
  strict = await createTestApp();
  pushService = await new PushServiceStandIn().start();
});
afterAll(async () => {
  await pushService.stop();
  await t.close();
  await strict.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (app: TestApp, person: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const subscriptionsOf = (app: TestApp, userId: string) => app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/v1/push/vapid-public-key', () => {
  it('answers the application server key without a session: an uncompressed P-256 point, base64url', async () => {
    const response = await call(t, null, 'GET', '/push/vapid-public-key');
    expect(response.statusCode).toBe(200);
    const { public_key } = response.json<{ public_key: string }>();
    expect(public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const point = Buffer.from(public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(public_key).toBe(t.ctx.vapid.publicKey);
  });

  it('is generated once into DATA_DIR and kept; VAPID_* keys are used when set, and must be one pair', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-vapid-'));
    try {
      const first = loadVapidKeys(loadConfig({ DATA_DIR: dataDir }));
      expect(loadVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
      expect(fs.statSync(path.join(dataDir, 'secrets', 'vapid-private.key')).mode & 0o777).toBe(0o600);
      expect(first.subject).toBe('mailto:support@localhost');
      const configured = loadVapidKeys(
        loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: t.ctx.vapid.publicKey, VAPID_PRIVATE_KEY: t.ctx.vapid.privateKey, VAPID_SUBJECT: 'https://ladder.example' }),
      );
      expect(configured).toEqual({ publicKey: t.ctx.vapid.publicKey, privateKey: t.ctx.vapid.privateKey, subject: 'https://ladder.example' });
      expect(() => loadVapidKeys(loadConfig({ VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: t.ctx.vapid.privateKey }))).toThrow(ConfigError);
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: first.publicKey })).toThrow(ConfigError);
      expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('POST and DELETE /api/v1/users/me/push-subscriptions', () => {
  it('saves a browser’s subscription (201), the same endpoint again is the same one, and DELETE removes it', async () => {
    const person = await signedInUser(t);
    const subscription = pushService.subscribe();
    const first = await call(t, person, 'POST', '/users/me/push-subscriptions', subscription);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ endpoint: subscription.endpoint, created_at: expect.any(String) });
    const again = await call(t, person, 'POST', '/users/me/push-subscriptions', subscription);
    expect(again.statusCode).toBe(201);
    expect(await subscriptionsOf(t, person.id)).toHaveLength(1);

    expect((await call(t, person, 'DELETE', '/users/me/push-subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await subscriptionsOf(t, person.id)).toHaveLength(0);
    expect((await call(t, person, 'DELETE', '/users/me/push-subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(204);
  });

  it('is per person: nobody removes another’s, and a browser belongs to whoever turned it on there last', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const subscription = pushService.subscribe();
    await call(t, first, 'POST', '/users/me/push-subscriptions', subscription);
    await call(t, second, 'DELETE', '/users/me/push-subscriptions', { endpoint: subscription.endpoint });
    expect(await subscriptionsOf(t, first.id)).toHaveLength(1);
    await call(t, second, 'POST', '/users/me/push-subscriptions', subscription);
    expect(await subscriptionsOf(t, first.id)).toHaveLength(0);
    expect(await subscriptionsOf(t, second.id)).toHaveLength(1);
  });

  it('refuses a NUL in an endpoint with 422, not a 500 from PostgreSQL (found by the property suite)', async () => {
    const person = await signedInUser(t);
    const { keys } = pushService.subscribe();
    expect((await call(t, person, 'DELETE', '/users/me/push-subscriptions', { endpoint: '\u0000' })).statusCode).toBe(422);
    expect((await call(t, person, 'POST', '/users/me/push-subscriptions', { endpoint: 'https://8.8.8.8/a\u0000b', keys })).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await call(t, null, 'POST', '/users/me/push-subscriptions', pushService.subscribe())).statusCode).toBe(401);
    expect((await call(t, null, 'DELETE', '/users/me/push-subscriptions', { endpoint: 'https://8.8.8.8/x' })).statusCode).toBe(401);
  });

  it('refuses keys that cannot encrypt a message, with 400 {detail}', async () => {
    const person = await signedInUser(t);
    const { endpoint, keys } = pushService.subscribe();
    const bad = [
      { p256dh: 'not-a-key', auth: keys.auth },
      { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: keys.auth },
      { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth },
      { p256dh: keys.p256dh, auth: Buffer.alloc(8).toString('base64url') },
      { p256dh: keys.p256dh, auth: 'a b c' },
    ];
    for (const candidate of bad) {
      const response = await call(t, person, 'POST', '/users/me/push-subscriptions', { endpoint, keys: candidate });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
    expect(await subscriptionsOf(t, person.id)).toHaveLength(0);
  });

  it('refuses endpoints that are not https to a public address (400 {detail}) in the default configuration', async () => {
    const person = await signedInUser(strict);
    const { keys } = pushService.subscribe();
    for (const endpoint of [
      pushService.subscribe().endpoint,
      `https://127.0.0.1:${pushService.port}/push/x`,
      'https://localhost/push/x',
      'https://10.0.0.8/push',
      'https://[::ffff:169.254.169.254]/latest',
      'http://8.8.8.8/push',
      'https://push.invalid/x',
    ]) {
      const response = await call(strict, person, 'POST', '/users/me/push-subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().detail).toMatch(/push endpoint/);
    }
    const publicAddress = await call(strict, person, 'POST', '/users/me/push-subscriptions', { endpoint: 'https://8.8.8.8/push/abc', keys });
    expect(publicAddress.statusCode).toBe(201);
    expect(pushService.received.filter((push) => push.path === '/push/x')).toHaveLength(0);
  });
});

describe('the push with the daily reminder', () => {
  async function subscribedPersonWithReminder(time: string) {
    const person = await signedInUser(t);
    const subscription = pushService.subscribe();
    expect((await call(t, person, 'POST', '/users/me/push-subscriptions', subscription)).statusCode).toBe(201);
    expect((await call(t, person, 'PUT', '/users/me/reminders', { enabled: true, time, time_zone: 'Europe/Berlin' })).statusCode).toBe(200);
    return { person, subscription };
  }

  it('reaches the push service with a valid VAPID JWT, aes128gcm, a TTL, and a neutral payload that decrypts', async () => {
    t.clock.set('2025-04-01T06:00:00Z');
    const { subscription } = await subscribedPersonWithReminder('08:15');
    t.clock.set('2025-04-01T06:15:04Z'); // 08:15:04 CEST
    const before = Date.now();
    await sendDueReminders(t.ctx);
    const push = await pushService.waitForPush(subscription.endpoint);
    expect(push.problems).toEqual([]);
    expect(push.vapidKey).toBe(t.ctx.vapid.publicKey);
    expect(push.claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:support@localhost' });
    expect(Number(push.claims!.exp) * 1000).toBeGreaterThan(before);
    expect(Number(push.claims!.exp) * 1000).toBeLessThanOrEqual(before + 24 * 3600 * 1000);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(push.payload!)).toEqual(EXPECTED_PAYLOAD);
    expect(healthWordsIn(push.payload!)).toEqual([]);

    await sendDueReminders(t.ctx);
    expect(pushService.pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it('goes to every browser of the person, and to nobody else’s', async () => {
    t.clock.set('2025-04-02T06:00:00Z');
    const { person, subscription } = await subscribedPersonWithReminder('08:40');
    const phone = pushService.subscribe();
    await call(t, person, 'POST', '/users/me/push-subscriptions', phone);
    const bystander = await signedInUser(t);
    const theirs = pushService.subscribe();
    await call(t, bystander, 'POST', '/users/me/push-subscriptions', theirs);
    t.clock.set('2025-04-02T06:40:01Z');
    await sendDueReminders(t.ctx);
    expect(pushService.pushesTo(subscription.endpoint)).toHaveLength(1);
    expect(pushService.pushesTo(phone.endpoint)).toHaveLength(1);
    expect(pushService.pushesTo(theirs.endpoint)).toHaveLength(0);
  });

  it('reaches an unverified person’s browser, though no mail goes to their address', async () => {
    t.clock.set('2025-04-03T06:00:00Z');
    const person = await createUser(t.ctx, { verified: false });
    const subscription = pushService.subscribe();
    await t.ctx.db.insert(pushSubscriptions).values({ userId: person.id, endpoint: subscription.endpoint, ...subscription.keys });
    const { saveReminderSettings } = await import('../../src/modules/reminders/settings');
    await saveReminderSettings(t.ctx, person.id, 'daily_practice', { enabled: true, time: '06:30', time_zone: 'UTC' });
    t.clock.set('2025-04-03T06:30:02Z');
    await sendDueReminders(t.ctx);
    expect((await pushService.waitForPush(subscription.endpoint)).problems).toEqual([]);
  });

  it.each([[410], [404]])('removes a subscription the push service answers %i for', async (status) => {
    const person = await createUser(t.ctx);
    const subscription = pushService.subscribe();
    await t.ctx.db.insert(pushSubscriptions).values({ userId: person.id, endpoint: subscription.endpoint, ...subscription.keys });
    pushService.answerStatus = status;
    try {
      expect(await sendPushToUser(t.ctx, person.id, EXPECTED_PAYLOAD, { ttlSeconds: 60, topic: 'test' })).toEqual(['gone']);
    } finally {
      pushService.answerStatus = 201;
    }
    expect(await subscriptionsOf(t, person.id)).toHaveLength(0);
  });

  it('keeps a subscription through other failures, and checks the address again when sending', async () => {
    const person = await createUser(strict.ctx);
    const subscription = pushService.subscribe();
    // Stored past the guard (as if it had resolved to a public address then): the send refuses it now.
    const local = { ...subscription, endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost') };
    await strict.ctx.db.insert(pushSubscriptions).values([
      { userId: person.id, endpoint: subscription.endpoint, ...subscription.keys },
      { userId: person.id, endpoint: local.endpoint, ...subscription.keys },
    ]);
    const outcomes = await sendPushToUser(strict.ctx, person.id, EXPECTED_PAYLOAD, { ttlSeconds: 60, topic: 'test' });
    expect(outcomes).toEqual(['refused', 'refused']);
    expect(pushService.pushesTo(subscription.endpoint)).toHaveLength(0);
    expect(await subscriptionsOf(strict, person.id)).toHaveLength(2);
  });
});

describe('the push-service stand-in', () => {
  it('refuses what a push service or the browser would: a wrong audience, a forged signature, a body for other keys', async () => {
    const webpush = (await import('web-push')).default;
    const { verifyVapid } = await import('../helpers/push-service-stand-in');
    const other = webpush.generateVAPIDKeys();
    const headers = webpush.getVapidHeaders('http://127.0.0.1:1', 'mailto:a@b.example', t.ctx.vapid.publicKey, t.ctx.vapid.privateKey, 'aes128gcm');
    expect(verifyVapid(headers.Authorization, 'http://127.0.0.1:1').problems).toEqual([]);
    expect(verifyVapid(headers.Authorization, pushService.origin).problems.join()).toMatch(/aud/);
    const forged = headers.Authorization.replace(/k=[A-Za-z0-9_-]+/, `k=${other.publicKey}`);
    expect(verifyVapid(forged, 'http://127.0.0.1:1').problems.join()).toMatch(/signature/);

    const subscription = pushService.subscribe();
    const stranger = pushService.subscribe();
    const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: stranger.keys }, 'hello', {
      vapidDetails: t.ctx.vapid,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(subscription.endpoint, { method: 'POST', headers: details.headers as Record<string, string>, body: details.body });
    expect(response.status).toBe(400);
    expect((await pushService.waitForPush(subscription.endpoint)).problems.join()).toMatch(/body/);
  });
});
