import { screen } from '@testing-library/react';
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-fetch';
import { renderApp } from '../test/render';
import { preloadScreen } from '../routes/AppRoutes';
import type { AltchaWorkerResult } from './altcha.worker';

const SECRET = 'test-hmac-secret';

/**
 * jsdom has no Web Workers. This stand-in does what altcha.worker.ts does, with
 * the same library call, on the main thread.
 */
class InlineWorker {
  static created: { url: string; options?: WorkerOptions }[] = [];
  static answered: Promise<void>[] = [];
  onmessage: ((event: MessageEvent<AltchaWorkerResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  constructor(url: URL | string, options?: WorkerOptions) {
    InlineWorker.created.push({ url: String(url), options });
  }

  postMessage(challenge: Challenge): void {
    const answered = solveChallenge({ challenge, deriveKey }).then((solution) => {
      this.onmessage?.(new MessageEvent('message', { data: { solution } }));
    });
    InlineWorker.answered.push(answered);
  }

  terminate(): void {}
}


// The screen loads on demand in the app; once it is there it renders at once.
beforeAll(() => preloadScreen('/register'));
describe('ALTCHA bot check', () => {
  it('sends the solved challenge as a token the server can verify', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, hmacSignatureSecret: SECRET });
    InlineWorker.created = [];
    InlineWorker.answered = [];
    vi.stubGlobal('Worker', InlineWorker);
    const api = stubFetch({
      'GET /auth/bot-challenge': { body: { provider: 'altcha', challenge } },
      'POST /auth/register': { status: 201, body: { message: 'Registered.' } },
    });
    const app = renderApp({ at: '/register' });

    await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'long enough pass');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'long enough pass');
    await vi.waitFor(() => expect(InlineWorker.answered).toHaveLength(1));
    await InlineWorker.answered[0];
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully!');
    expect(InlineWorker.created[0]).toMatchObject({
      url: expect.stringContaining('altcha.worker') as string,
      options: { type: 'module' },
    });
    const sent = (await api.calls('POST /auth/register')[0]!.json()) as { recaptcha_token: string };
    const answer = JSON.parse(atob(sent.recaptcha_token)) as { challenge: Challenge; solution: Solution };
    expect(answer.challenge).toEqual(challenge);
    const verdict = await verifySolution({ ...answer, deriveKey, hmacSignatureSecret: SECRET });
    expect(verdict.verified).toBe(true);
    // Single use: the attempt fetched a fresh challenge.
    expect(api.calls('GET /auth/bot-challenge')).toHaveLength(2);
  });

  it('counts as unavailable where Web Workers are missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, hmacSignatureSecret: SECRET });
    vi.stubGlobal('Worker', undefined);
    const api = stubFetch({ 'GET /auth/bot-challenge': { body: { provider: 'altcha', challenge } } });
    const app = renderApp({ at: '/register' });

    await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'long enough pass');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'long enough pass');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA not yet available');
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });
});
