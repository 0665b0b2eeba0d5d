import { fetchExposures } from '../api/exposures';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES_KEY as APP_KEY, takeEarlyResponse } from './early-responses';
import { fetchPendingAssignments, fetchAchievementStats, fetchYbocsHistory, fetchYbocsProgress } from '../api/progress';
import { fetchSubscriptionStatus } from '../api/subscription';
import { fetchMe } from '../api/user-requests';
import { stubFetch } from '../test/fake-fetch';
import { storeTestSession } from '../test/render';
import { EARLY_REQUESTS, EARLY_RESPONSES_KEY, sendEarlyRequests } from './early-requests';

type EarlyWindow = Parameters<typeof sendEarlyRequests>[0];

function fakeWindow(path: string, stored: Record<string, string>) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ url }))));
  const win = {
    location: { pathname: path },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: fetch as unknown as typeof globalThis.fetch,
  } as EarlyWindow;
  return { win, fetch };
}

const SESSION = { auth_token: 'tok', session_expires_at: String(Date.now() + 60_000), intake_completed: 'true' };

describe('the early script (early-requests.ts)', () => {
  it('asks for the dashboard\'s first data with the stored token', () => {
    const { win, fetch } = fakeWindow('/dashboard/', SESSION);
    sendEarlyRequests(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/users/me',
      '/api/v1/subscriptions/subscription-status',
      '/api/v1/gamification/stats',
      '/api/v1/assignments/pending',
      '/api/v1/assessments/ybocs-progress',
      '/api/v1/assessments/ybocs-history',
      '/api/v1/erp-exposures/exposures',
    ]);
    expect(fetch.mock.calls[0]![1]).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer tok' } });
    expect(Object.keys(win[EARLY_RESPONSES_KEY]!.responses)).toEqual(EARLY_REQUESTS.map((request) => request.name));
  });

  it('asks only for what the screen needs first, and nothing without a live session', () => {
    const erp = fakeWindow('/erp', SESSION);
    sendEarlyRequests(erp.win);
    expect(erp.fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/users/me',
      '/api/v1/subscriptions/subscription-status',
      '/api/v1/erp-exposures/exposures',
    ]);

    // Intake not complete last time: the guard may send the person to /intake.
    const intake = fakeWindow('/dashboard', { ...SESSION, intake_completed: 'false' });
    sendEarlyRequests(intake.win);
    expect(intake.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/users/me']);

    for (const stored of [{}, { ...SESSION, session_expires_at: String(Date.now() - 1) }]) {
      const none = fakeWindow('/dashboard', stored);
      sendEarlyRequests(none.win);
      expect(none.fetch).not.toHaveBeenCalled();
      expect(none.win[EARLY_RESPONSES_KEY]).toBeUndefined();
    }
  });

  it('uses the storage keys and addresses the app itself uses', async () => {
    expect(APP_KEY).toBe(EARLY_RESPONSES_KEY);
    storeTestSession('tok');
    localStorage.setItem('intake_completed', 'true');
    const asked = stubFetch({});
    const fetchers: Record<string, () => Promise<unknown>> = {
      me: () => fetchMe(),
      'subscription-status': fetchSubscriptionStatus,
      stats: fetchAchievementStats,
      'pending-assignments': fetchPendingAssignments,
      'ybocs-progress': fetchYbocsProgress,
      'ybocs-history': fetchYbocsHistory,
      exposures: fetchExposures,
    };
    expect(Object.keys(fetchers).sort()).toEqual(EARLY_REQUESTS.map((request) => request.name).sort());
    for (const request of EARLY_REQUESTS) {
      await fetchers[request.name]!().catch(() => undefined);
      expect(new URL(asked.requests.at(-1)!.url).pathname).toBe(`/api/v1${request.url}`);
    }
    const { win } = fakeWindow('/dashboard', { auth_token: localStorage.getItem('auth_token')!, session_expires_at: localStorage.getItem('session_expires_at')!, intake_completed: localStorage.getItem('intake_completed')! });
    sendEarlyRequests(win);
    expect(win[EARLY_RESPONSES_KEY]!.responses).toHaveProperty('stats');
  });

  it('hands each answer over once, and only for the session it was asked for', () => {
    storeTestSession('tok');
    const { win } = fakeWindow('/dashboard', SESSION);
    sendEarlyRequests(win);
    Object.assign(window, { [EARLY_RESPONSES_KEY]: win[EARLY_RESPONSES_KEY] });
    expect(takeEarlyResponse('stats')).toBeInstanceOf(Promise);
    expect(takeEarlyResponse('stats')).toBeUndefined();

    storeTestSession('someone-else');
    expect(takeEarlyResponse('me')).toBeUndefined();
  });
});
