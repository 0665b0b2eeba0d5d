import { describe, expect, it } from 'vitest';
import { EARLY_RESPONSES_KEY } from '../boot/early-responses';
import { stubFetch } from '../test/fake-fetch';
import { TEST_USER, storeTestSession } from '../test/render';
import { fetchMe, startFetchingMe } from './user-requests';

const ME = 'GET /users/me';

describe('fetchMe, the one way to ask for the user record', () => {
  it('takes over the request sent as the app started, once: the next ask goes to the server', async () => {
    storeTestSession('tok');
    const server = stubFetch({ [ME]: { body: TEST_USER } });
    startFetchingMe('tok');
    await expect(fetchMe()).resolves.toMatchObject({ email: TEST_USER.email });
    expect(server.calls(ME)).toHaveLength(1);
    await fetchMe();
    expect(server.calls(ME)).toHaveLength(2);
  });

  it('does not hand another session the request started for an earlier one', async () => {
    const server = stubFetch({ [ME]: { body: TEST_USER } });
    startFetchingMe('earlier');
    storeTestSession('now');
    await fetchMe();
    expect(server.calls(ME).map((request) => request.headers.get('Authorization'))).toEqual(['Bearer earlier', 'Bearer now']);
  });

  it("takes the document's early answer instead of asking again (boot/early-requests.ts)", async () => {
    storeTestSession('tok');
    const server = stubFetch({ [ME]: { body: TEST_USER } });
    const early = new Response(JSON.stringify({ ...TEST_USER, email: 'early@example.com' }), { headers: { 'Content-Type': 'application/json' } });
    Object.assign(window, { [EARLY_RESPONSES_KEY]: { token: 'tok', at: Date.now(), responses: { me: Promise.resolve(early) } } });
    await expect(fetchMe()).resolves.toMatchObject({ email: 'early@example.com' });
    expect(server.calls(ME)).toHaveLength(0);
  });

  it('sign-in asks with the new token before it is stored', async () => {
    const server = stubFetch({ [ME]: { body: TEST_USER } });
    await fetchMe('fresh');
    expect(server.calls(ME)[0]!.headers.get('Authorization')).toBe('Bearer fresh');
  });
});
