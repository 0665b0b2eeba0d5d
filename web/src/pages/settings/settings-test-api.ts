import { stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';

export type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/** What every signed-in page asks for, so a test's own routes are the only ones that matter. */
export const SIGNED_IN_ROUTES: Record<string, Handler> = {
  'GET /users/me': { body: TEST_USER },
  'PATCH /users/me': { body: TEST_USER },
  'GET /subscriptions/subscription-status': { body: { status: 'lifetime', type: null, trial_days_remaining: null } },
  'GET /users/me/sessions': {
    body: { sessions: [{ id: '0b9a3c4e-1d2f-4a5b-8c7d-9e0f1a2b3c4d', client_label: 'Firefox on Android', signed_in_at: '2025-01-05T10:00:00.000Z', last_seen_at: '2025-01-05T10:05:00.000Z', current: true }] },
  },
  'GET /users/me/totp': { body: { enabled: false, recovery_codes_left: 0 } },
  'GET /users/me/security/activity': {
    body: { events: [{ id: 'e1', type: 'sign_in_succeeded', created_at: '2025-01-05T10:00:00.000Z', client_label: 'Firefox on Android' }], second_factor: false },
  },
};

/** A signed-in person (token "test-token") opening `at` against the fake API. */
export function openSignedIn(at: string, routes: Record<string, Handler> = {}) {
  const api = stubFetch({ ...SIGNED_IN_ROUTES, ...routes });
  storeTestSession();
  const app = renderApp({ at });
  return { api, app };
}
