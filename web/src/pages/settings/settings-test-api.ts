import { stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';

export type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/** What every signed-in page asks for, so a test's own routes are the only ones that matter. */
export const SIGNED_IN_ROUTES: Record<string, Handler> = {
  'GET /users/me': { body: TEST_USER },
  'PATCH /users/me': { body: TEST_USER },
  'GET /subscriptions/subscription-status': { body: { status: 'lifetime', type: null, trial_days_remaining: null } },
};

/** A signed-in person (token "test-token") opening `at` against the fake API. */
export function openSignedIn(at: string, routes: Record<string, Handler> = {}) {
  const api = stubFetch({ ...SIGNED_IN_ROUTES, ...routes });
  storeTestSession();
  const app = renderApp({ at });
  return { api, app };
}
