import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/auth-context';
import { stubFetch } from '../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../test/render';
import { clearDeviceData, keepRecord, readRecord } from './device-store';
import { enqueuePractice, queuedPractices } from './practice-queue';

function SessionButtons() {
  const { user, logout, forgetSession, expire } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : 'No user yet'}</p>
      <button onClick={logout}>Sign out</button>
      <button onClick={forgetSession}>Account deleted</button>
      <button onClick={expire}>Sign-in ran out</button>
    </>
  );
}

async function keepSomething() {
  await keepRecord('exposures', [{ id: 'kept' }]);
  await enqueuePractice({
    key: 'queued-key',
    userId: TEST_USER.id,
    exposureId: 'e0000000-0000-4000-8000-000000000001',
    request: { anxiety_level_pre: 6, anxiety_level_post: 3, duration_minutes: 10, notes: 'A reflection.' },
    queuedAt: 1,
  });
}

afterEach(async () => {
  await clearDeviceData();
});

describe('what the device keeps leaves with the sign-in (decision 035, docs/security.md)', () => {
  it.each(['Sign out', 'Account deleted'])('%s clears the user record, the ladder and the queued practice', async (button) => {
    stubFetch({ 'GET /users/me': { body: TEST_USER }, 'PATCH /users/me': { body: TEST_USER }, 'POST /auth/logout': { status: 204 } });
    storeTestSession('token');
    const app = renderApp({ at: '/dashboard', element: <SessionButtons /> });
    expect(await screen.findByText(`Signed in as ${TEST_USER.email}`)).toBeInTheDocument();
    await keepSomething();
    // The session check kept the person's record for an offline start.
    await vi.waitFor(async () => expect(await readRecord('me')).toMatchObject({ id: TEST_USER.id }));

    await app.user.click(screen.getByRole('button', { name: button }));

    await vi.waitFor(async () => {
      expect(await readRecord('me')).toBeUndefined();
      expect(await readRecord('exposures')).toBeUndefined();
      expect(await queuedPractices()).toEqual([]);
    });
  });

  it('a sign-in that ran out clears the copies but keeps the practice waiting to be sent (decision 024)', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER }, 'PATCH /users/me': { body: TEST_USER }, 'POST /auth/logout': { status: 204 } });
    storeTestSession('token');
    const app = renderApp({ at: '/dashboard', element: <SessionButtons /> });
    expect(await screen.findByText(`Signed in as ${TEST_USER.email}`)).toBeInTheDocument();
    await keepSomething();
    await vi.waitFor(async () => expect(await readRecord('me')).toMatchObject({ id: TEST_USER.id }));

    await app.user.click(screen.getByRole('button', { name: 'Sign-in ran out' }));

    await vi.waitFor(async () => {
      expect(await readRecord('me')).toBeUndefined();
      expect(await readRecord('exposures')).toBeUndefined();
    });
    expect((await queuedPractices()).map((item) => item.key)).toEqual(['queued-key']);
  });

  it('a sign-in the server no longer knows (401) clears the copies and keeps the queued practice', async () => {
    await keepSomething();
    stubFetch({ 'GET /users/me': { status: 401, body: { detail: 'Not authenticated.' } }, 'PATCH /users/me': { status: 401 } });
    storeTestSession('token');
    renderApp({ at: '/dashboard', element: <SessionButtons /> });
    await vi.waitFor(async () => expect(await readRecord('exposures')).toBeUndefined());
    expect((await queuedPractices()).map((item) => item.key)).toEqual(['queued-key']);
  });

  it('another person signing in on this device clears the queued practice of the last one', async () => {
    await keepSomething();
    await keepRecord('me', TEST_USER);
    const other = { ...TEST_USER, id: 'u0000000-0000-4000-8000-000000000099', email: 'other@example.org' };
    stubFetch({ 'GET /users/me': { body: other }, 'PATCH /users/me': { body: other } });
    storeTestSession('token');
    renderApp({ at: '/dashboard', element: <SessionButtons /> });
    expect(await screen.findByText('Signed in as other@example.org')).toBeInTheDocument();
    await vi.waitFor(async () => expect(await readRecord('me')).toMatchObject({ id: other.id }));
    expect(await queuedPractices()).toEqual([]);
  });
});
