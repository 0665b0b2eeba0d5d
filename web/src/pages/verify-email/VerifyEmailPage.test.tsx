import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { renderApp } from '../../test/render';
import { preloadScreen } from '../../routes/AppRoutes';


// The screen loads on demand in the app; once it is there it renders at once.
beforeAll(() => preloadScreen('/verify-email'));
describe('verify-email screen', () => {
  it('verifies once, shows the message, and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = deferred<FakeAnswer>();
    const api = stubFetch({ 'GET /auth/verify-email/abc%2F123': () => answer.promise });
    const app = renderApp({ at: '/verify-email?token=abc%2F123', strict: true });

    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
    await act(async () => {
      answer.resolve({ body: { message: 'Your email has been verified.' } });
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your email has been verified.'));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(api.requests).toHaveLength(1);

    await act(async () => vi.advanceTimersByTimeAsync(2900));
    expect(app.path()).toBe('/verify-email');
    await act(async () => vi.advanceTimersByTimeAsync(100));

    expect(app.path()).toBe('/login');
    // The sign-in screen shows its own known notice, chosen by key, not the text it was handed.
    expect(screen.getByRole('status')).toHaveTextContent('Your email address has been verified. You can now sign in.');
  });

  it("shows the server's detail and a way back to login", async () => {
    stubFetch({ 'GET /auth/verify-email/used': { status: 400, body: { detail: 'This link has already been used.' } } });
    const app = renderApp({ at: '/verify-email?token=used' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    await app.user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(app.path()).toBe('/login');
  });

  it("falls back to 'Verification failed' without a server detail", async () => {
    stubFetch({ 'GET /auth/verify-email/abc': new Error('offline') });
    renderApp({ at: '/verify-email?token=abc' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
  });

  it("says 'Invalid verification link' without a token and sends nothing", () => {
    const api = stubFetch({});
    renderApp({ at: '/verify-email' });

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(api.requests).toHaveLength(0);
  });
});
