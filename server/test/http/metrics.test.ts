import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { isAppRoute } from '../../src/http/web-app';
import { createGenerator } from '../../src/modules/generator/generate';
import { createMetrics } from '../../src/modules/metrics/metrics';
import { DEFAULT_PASSWORD, login, loginRequest, uniqueEmail } from '../helpers/factories';
import { FakeLlmServer } from '../helpers/fake-llm-server';
import { createTestApp, silentLogger, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const JOURNAL_WORDS = 'I keep picturing the stove at Marigold Street catching fire';

describe('GET /metrics with METRICS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off by default: 404 like any unknown path, and never a page of the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Nothing was found at GET /metrics.', code: 'not_found' });
    expect(isAppRoute('GET', '/metrics')).toBe(false);
  });
});

describe('METRICS configuration', () => {
  it('needs a token of at least 32 characters when on', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false });
    expect(() => loadConfig({ METRICS: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS: 'on' })).toThrow(/METRICS=on needs METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS: 'on', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
    expect(loadConfig({ METRICS: 'on', METRICS_TOKEN: TOKEN }).metrics).toEqual({ enabled: true, token: TOKEN });
  });
});

describe('GET /metrics with METRICS=on', () => {
  // Each test builds on the app's counts so far: the 401s below are counted too.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS: 'on', METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'The metrics need the METRICS_TOKEN bearer token.', code: 'unauthorized' });
      expect(response.body).not.toContain('ladder_');
    }
  });

  it('counts requests by route pattern, the outbox and throttling, and never carries an address, an id or health text', async () => {
    // A person signs up (a mail waits in the outbox), signs in, writes a journal entry, and asks for another's exposure.
    const email = uniqueEmail('metrics-person');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: DEFAULT_PASSWORD, recaptcha_token: null },
    });
    expect(registered.statusCode).toBe(201);
    await t.deliverMail();
    const verifyLink = (await t.smtp.waitForMail(email, { subject: 'Confirm your email address' })).text ?? '';
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(verifyLink)?.[1];
    // The token travels in the path: the metrics must say /auth/verify-email/:token, never the token.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${verifyToken}` })).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${await login(t, email)}` };
    const entry = await t.app.inject({ method: 'POST', url: '/api/v1/journal/entries', headers, payload: { content: JOURNAL_WORDS, mood: 3 } });
    expect(entry.statusCode).toBe(201);
    const strangerId = randomUUID();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/erp-exposures/exposures/${strangerId}`, headers })).statusCode).toBe(404);
    // A path no route matches is counted under one label, whatever it says.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/nothing/${email}` })).statusCode).toBe(404);
    // Wrong passwords from one client until sign-in is throttled.
    let throttled = false;
    for (let attempt = 0; attempt < 12 && !throttled; attempt += 1) {
      throttled = (await loginRequest(t, email, 'not the password at all')).statusCode === 429;
    }
    expect(throttled).toBe(true);
    // A mail that waits: a password reset for the address.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;
    expect(body).toMatch(/ladder_http_requests_total\{method="POST",route="\/api\/v1\/journal\/entries",status="201"\} 1/);
    expect(body).toMatch(/ladder_http_requests_total\{method="GET",route="\/api\/v1\/auth\/verify-email\/:token",status="200"\} 1/);
    expect(body).toMatch(/ladder_http_requests_total\{method="DELETE",route="\/api\/v1\/erp-exposures\/exposures\/:id",status="404"\} 1/);
    expect(body).toMatch(/ladder_http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1/);
    expect(body).toMatch(/ladder_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/v1\/journal\/entries"\} 1/);
    expect(body).toMatch(/ladder_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/journal\/entries"\} 1/);
    expect(body).toMatch(/ladder_security_events_total\{type="sign_in_throttled"\} [1-9]/);
    expect(body).toMatch(/ladder_mail_outbox_pending [1-9]/);
    expect(body).toMatch(/ladder_mail_outbox_oldest_pending_seconds \d/);
    expect(body).toMatch(/process_cpu_seconds_total/);

    const user = await t.ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
    for (const secret of [email, email.split('@')[0]!, '@example.org', user!.id, strangerId, entry.json().id, 'Marigold', 'stove', verifyToken!]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});

describe('generation metrics', () => {
  const llm = new FakeLlmServer();
  beforeAll(() => llm.start());
  afterAll(() => llm.stop());

  it('count the engine that answered and every fallback with its category', async () => {
    const metrics = createMetrics({ processMetrics: false });
    llm.reply = { type: 'status', status: 500 };
    const generator = createGenerator(
      { engine: 'openai', apiKey: 'sk-test', baseUrl: llm.openAiBaseUrl, model: 'gpt-test', timeoutMs: 1000 },
      { logger: silentLogger, metrics },
    );
    await generator.generate({ obsessions: ['germs on door handles'], compulsions: ['washing hands'], triggers: ['public toilets'], ybocs: null });
    const body = await metrics.registry.metrics();
    expect(body).toContain('ladder_generations_total{engine="offline"} 1');
    expect(body).toContain('ladder_generation_fallbacks_total{engine="openai",reason="http_status"} 1');
    expect(body).not.toContain('germs');
  });
});
