import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../test/render';

const TOKEN = { access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 };
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the person's time zone (streaks count their own calendar days)", () => {
  it('is sent once after login, with the new token', async () => {
    const api = stubFetch({
      'POST /auth/login': { body: TOKEN },
      'GET /users/me': { body: TEST_USER },
      'PATCH /users/me': { body: TEST_USER },
    });
    const app = renderApp({ at: '/login' });
    expect(api.calls('PATCH /users/me')).toHaveLength(0);

    await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });

    await vi.waitFor(() => expect(api.calls('PATCH /users/me')).toHaveLength(1));
    const [patch] = api.calls('PATCH /users/me');
    expect(patch!.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(patch!.headers.get('Content-Type')).toBe('application/json');
    expect(await patch!.json()).toEqual({ time_zone: ZONE });
  });

  it('is sent once when a stored session starts, even with effects run twice', async () => {
    const api = stubFetch({ 'GET /users/me': { body: TEST_USER }, 'PATCH /users/me': { body: TEST_USER } });
    storeTestSession();
    renderApp({ at: '/dashboard', strict: true });

    await screen.findByRole('heading', { name: 'Dashboard' });
    await vi.waitFor(() => expect(api.calls('PATCH /users/me')).toHaveLength(1));
    expect(await api.calls('PATCH /users/me')[0]!.json()).toEqual({ time_zone: ZONE });
  });

  it('only logs a failure', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'GET /users/me': { body: TEST_USER }, 'PATCH /users/me': { status: 500, body: { detail: 'Boom' } } });
    storeTestSession();
    renderApp({ at: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await vi.waitFor(() => expect(warned).toHaveBeenCalledWith('Could not save the time zone', expect.anything()));
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});
