import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteVerifyCheck } from '../../src/modules/auth/bot-check/site-verify';
import { createTestApp, silentLogger, type TestApp } from '../helpers/test-app';
import { uniqueEmail } from '../helpers/factories';

async function solvedAnswer(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/bot-challenge' });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.provider).toBe('altcha');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

describe('ALTCHA bot check on registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BOT_CHECK: 'altcha', ALTCHA_MAX_COUNTER: '2000' } });
  });
  afterAll(() => t.close());

  const register = (token: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: uniqueEmail(), password: 'quiet morning walk', recaptcha_token: token },
    });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const answer = await solvedAnswer(t);
    expect((await register(answer)).statusCode).toBe(201);
    const replay = await register(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe(
      'We could not confirm that this request came from a person. Please reload the page and try again.',
    );
  });

  it('refuses a missing answer, garbage, and a tampered solution', async () => {
    expect((await register(null)).statusCode).toBe(400);
    expect((await register('bm90IGpzb24=')).statusCode).toBe(400);
    const answer = JSON.parse(Buffer.from(await solvedAnswer(t), 'base64').toString());
    answer.solution.derivedKey = answer.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect((await register(Buffer.from(JSON.stringify(answer)).toString('base64'))).statusCode).toBe(400);
  });

  it('refuses a challenge whose parameters were changed to make it easier', async () => {
    const answer = JSON.parse(Buffer.from(await solvedAnswer(t), 'base64').toString());
    answer.challenge.parameters.expiresAt += 3600;
    expect((await register(Buffer.from(JSON.stringify(answer)).toString('base64'))).statusCode).toBe(400);
  });

  it('refuses an expired challenge', async () => {
    const answer = await solvedAnswer(t);
    t.clock.advance({ minutes: 21 });
    expect((await register(answer)).statusCode).toBe(400);
  });
});

describe('reCAPTCHA and Turnstile site verification', () => {
  let server: http.Server;
  let url: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // Speaks the providers' siteverify protocol: form in, JSON out.
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        seen.push(form);
        const token = form.get('response');
        if (token === 'server-error') {
          res.writeHead(500).end('oops');
          return;
        }
        const answers: Record<string, object> = {
          human: { success: true, score: 0.9, action: 'register' },
          bot: { success: true, score: 0.1, action: 'register' },
          'other-action': { success: true, score: 0.9, action: 'login' },
          'turnstile-ok': { success: true, action: 'register' },
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answers[token ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const recaptcha = () =>
    createSiteVerifyCheck({ provider: 'recaptcha', siteKey: 'site', secretKey: 'shh', verifyUrl: url, minScore: 0.5, logger: silentLogger });

  it('accepts a human score for the register action and sends secret, token and address', async () => {
    expect(await recaptcha().verify('human', { action: 'register', ip: '192.0.2.4' })).toBe(true);
    const form = seen.at(-1)!;
    expect(form.get('secret')).toBe('shh');
    expect(form.get('remoteip')).toBe('192.0.2.4');
  });

  it.each(['bot', 'other-action', 'invalid', 'server-error', ''])('refuses %s', async (token) => {
    expect(await recaptcha().verify(token, { action: 'register', ip: '192.0.2.4' })).toBe(false);
  });

  it('fails closed when the provider cannot be reached', async () => {
    const check = createSiteVerifyCheck({
      provider: 'turnstile',
      siteKey: 'site',
      secretKey: 'shh',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      logger: silentLogger,
    });
    expect(await check.verify('turnstile-ok', { action: 'register', ip: '192.0.2.4' })).toBe(false);
  });

  it('exposes only the site key to the browser', async () => {
    const t = await createTestApp({ env: { BOT_CHECK: 'turnstile', TURNSTILE_SITE_KEY: 'public-key', TURNSTILE_SECRET_KEY: 'secret', TURNSTILE_VERIFY_URL: url } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/bot-challenge' });
      expect(response.json()).toEqual({ provider: 'turnstile', site_key: 'public-key' });
      expect(response.headers['content-security-policy']).toContain('https://challenges.cloudflare.com');
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: uniqueEmail(), password: 'quiet morning walk', recaptcha_token: 'turnstile-ok' },
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
