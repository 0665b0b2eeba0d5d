import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../test/render';
import { advance, useFakeClock } from '../test/timers';
import { KEPT_PRACTICE_KEY, keepPractice, readKeptPractice, type KeptPractice } from './kept-practice';
import { holdPracticeRunning } from './practice-running';
import { expiryMoments, formatCountdown, sessionCountdown } from './session-timer';
import { SESSION_LIFETIME_KEY } from './storage';

const MINUTE = 60 * 1000;

const KEPT: KeptPractice = {
  userId: TEST_USER.id,
  exposureId: 'exposure-1',
  startedAt: Date.now(),
  anxietyBefore: 7,
  before: { fearedOutcome: 'I will get ill', likelihood: 70 },
  checkIns: [{ minute: 5, anxiety: 8 }],
  slips: 1,
  endedAt: null,
  after: null,
};

describe('sessionCountdown', () => {
  it('warns at five minutes or less and expires at zero', () => {
    const now = 1_000_000;
    expect(sessionCountdown(now + 5 * MINUTE + 1000, now)).toEqual({
      remainingSeconds: 301,
      warning: false,
      expired: false,
    });
    expect(sessionCountdown(now + 5 * MINUTE, now)).toEqual({ remainingSeconds: 300, warning: true, expired: false });
    expect(sessionCountdown(now + 1, now)).toEqual({ remainingSeconds: 1, warning: true, expired: false });
    expect(sessionCountdown(now, now)).toEqual({ remainingSeconds: 0, warning: true, expired: true });
    expect(sessionCountdown(now - 5000, now).remainingSeconds).toBe(0);
  });

  it('formats the remaining time as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(9)).toBe('0:09');
  });
});

function signedInApi() {
  return stubFetch({
    'GET /users/me': { body: TEST_USER },
    'POST /auth/refresh': { body: { access_token: 'new-token', token_type: 'bearer', expires_in: 3600 } },
    'POST /auth/logout': { status: 204 },
  });
}

describe('session expiry (docs/product.md §15 Session)', () => {
  it('raises the warning at five minutes left, not before', async () => {
    useFakeClock();
    signedInApi();
    storeTestSession('token', 5 * MINUTE + 2000);
    renderApp({ at: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await advance(1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(1000);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(dialog).toHaveTextContent('5:00');

    await advance(1000);
    expect(dialog).toHaveTextContent('4:59');
  });

  it('"Stay signed in" stores the new token 60 minutes ahead and clears the warning', async () => {
    useFakeClock();
    const api = signedInApi();
    storeTestSession('old-token', 4 * MINUTE);
    const app = renderApp({ at: '/dashboard' });
    // The warning is up at once, hiding the page from the accessibility tree.
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(1000);

    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await advance(0);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [refresh] = api.calls('POST /auth/refresh');
    expect(refresh?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    const expiresAt = Number(localStorage.getItem('session_expires_at'));
    expect(Math.abs(expiresAt - (Date.now() + 60 * MINUTE))).toBeLessThan(1000);

    // The old expiry passes without a logout.
    await advance(5 * MINUTE);
    expect(app.path()).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('logs out automatically at zero: storage cleared, server told, back at /login', async () => {
    useFakeClock();
    const api = signedInApi();
    storeTestSession('token', 3000);
    localStorage.setItem('intake_completed', 'true');
    const app = renderApp({ at: '/dashboard' });
    // The warning is up at once, hiding the page from the accessibility tree.
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(2000);
    expect(app.path()).toBe('/dashboard');

    await advance(1000);

    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('intake_completed')).toBeNull();
    expect(localStorage.getItem('session_expires_at')).toBeNull();
    expect(api.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Log out" in the warning ends the session at once', async () => {
    useFakeClock();
    const api = signedInApi();
    storeTestSession('token', 2 * MINUTE);
    const app = renderApp({ at: '/dashboard' });
    // The warning is up at once, hiding the page from the accessibility tree.
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(1000);

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    await advance(0);

    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(api.calls('POST /auth/logout')).toHaveLength(1);
  });

  it('follows a session extended in another tab', async () => {
    useFakeClock();
    signedInApi();
    storeTestSession('old-token', 4 * MINUTE);
    const app = renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(1000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => {
      storeTestSession('other-tab-token', 60 * MINUTE);
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: 'other-tab-token' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'session_expires_at' }));
    });
    await advance(4 * MINUTE);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
  });
});

describe('a running exposure keeps the sign-in alive (issue 17)', () => {
  it('extends the sign-in quietly before the warning, and the warning never covers the timer', async () => {
    useFakeClock();
    const api = signedInApi();
    storeTestSession('old-token', 6 * MINUTE + 2000);
    const app = renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    const release = holdPracticeRunning();

    await advance(1000);
    expect(api.calls('POST /auth/refresh')).toHaveLength(0);
    await advance(2000);
    await advance(0);
    expect(api.calls('POST /auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    await advance(6 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    release();
  });

  it('when the sign-in cannot be extended any more, no warning covers the practice, and at zero it is kept for after signing in', async () => {
    useFakeClock();
    const api = stubFetch({
      'GET /users/me': { body: TEST_USER },
      'POST /auth/refresh': { status: 401, body: { detail: 'For your security, please sign in again.' } },
      'POST /auth/logout': { status: 204 },
    });
    storeTestSession('token', 5 * MINUTE + 30_000);
    keepPractice(KEPT);
    const app = renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    const release = holdPracticeRunning();

    await advance(1000);
    await advance(0);
    expect(api.calls('POST /auth/refresh')).toHaveLength(1);
    await advance(30_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(5 * MINUTE);
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(readKeptPractice(TEST_USER.id)).toEqual(KEPT);
    expect(screen.getByText(/Your sign-in ended during a practice\. It is kept on this device/)).toBeInTheDocument();
    release();
  });

  it('the person’s own sign-out drops a kept practice', async () => {
    useFakeClock();
    signedInApi();
    storeTestSession('token', 4 * MINUTE);
    keepPractice(KEPT);
    const app = renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(1000);
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await advance(0);
    expect(app.path()).toBe('/login');
    expect(sessionStorage.getItem(KEPT_PRACTICE_KEY)).toBeNull();
  });

  it('a short sign-in (SESSION_MINUTES=2) is extended once per half of its life while practising, and warned only in its last quarter otherwise', async () => {
    expect(expiryMoments(120)).toEqual({ warningSeconds: 30, keepAliveSeconds: 60 });
    expect(expiryMoments(3600)).toEqual({ warningSeconds: 300, keepAliveSeconds: 360 });
    expect(expiryMoments(undefined)).toEqual({ warningSeconds: 300, keepAliveSeconds: 360 });

    useFakeClock();
    const api = stubFetch({
      'GET /users/me': { body: TEST_USER },
      'POST /auth/refresh': () => ({ body: { access_token: `token-${Date.now()}`, token_type: 'bearer', expires_in: 120 } }),
      'POST /auth/logout': { status: 204 },
    });
    storeTestSession('token', 2 * MINUTE);
    localStorage.setItem(SESSION_LIFETIME_KEY, '120');
    const app = renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    const release = holdPracticeRunning();

    await advance(59_000);
    expect(api.calls('POST /auth/refresh')).toHaveLength(0);
    await advance(2000);
    await advance(0);
    expect(api.calls('POST /auth/refresh')).toHaveLength(1);
    await advance(30_000);
    expect(api.calls('POST /auth/refresh')).toHaveLength(1);
    for (let minute = 0; minute < 4; minute += 1) {
      await advance(MINUTE);
      await advance(0);
    }
    expect(api.calls('POST /auth/refresh')).toHaveLength(5);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');

    // Without a practice the last token is warned in its last 30 seconds, not before.
    release();
    const left = () => (Number(localStorage.getItem('session_expires_at')) - Date.now()) / 1000;
    await advance((left() - 35) * 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
  });

  it('without a running exposure, nothing is extended behind the person’s back', async () => {
    useFakeClock();
    const api = signedInApi();
    storeTestSession('token', 6 * MINUTE);
    renderApp({ at: '/dashboard' });
    await screen.findByText('Dashboard', { selector: 'h1' });
    await advance(2 * MINUTE);
    expect(api.calls('POST /auth/refresh')).toHaveLength(0);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
  });
});
