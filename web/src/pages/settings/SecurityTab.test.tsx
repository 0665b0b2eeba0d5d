import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openSignedIn, type Handler } from './settings-test-api';

const CHANGED = {
  message: 'Password changed successfully',
  access_token: 'token-after-change',
  token_type: 'bearer',
  expires_in: 3600,
};

async function openSecurity(routes: Record<string, Handler> = {}) {
  const { api, app } = openSignedIn('/settings?tab=security', routes);
  await screen.findByRole('heading', { name: 'Change password' });
  return { api, app };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillPasswords(app: Awaited<ReturnType<typeof openSecurity>>['app'], current: string, next: string, confirm: string) {
  await app.user.type(field('Current password'), current);
  await app.user.type(field('New password'), next);
  await app.user.type(field('Confirm new password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Account settings (docs/product.md §18 "Account settings")', () => {
  it('shows the e-mail and creation date on General, under the page title', async () => {
    const { app } = openSignedIn('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(document.title).toBe('Account settings · Ladder');
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect(within(general).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(general).getByText('January 5, 2025')).toBeInTheDocument();
    expect(within(general).queryByRole('textbox')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeInTheDocument();
    // The tab's content is fetched when it is first opened (lazy-tabs.tsx).
    expect(await screen.findByLabelText('Current password')).toBeRequired();
    expect(field('New password')).toBeRequired();
    expect(field('Confirm new password')).toBeRequired();
  });
});

describe('Change password (docs/product.md §18)', () => {
  it('stops at mismatched new passwords without sending anything', async () => {
    const { api, app } = await openSecurity({ 'POST /users/me/change-password': { body: CHANGED } });

    await fillPasswords(app, 'old-password-1', 'new-password-1', 'new-password-2');

    expect(await screen.findByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(field('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /users/me/change-password')).toHaveLength(0);
  });

  it('keeps this device signed in with the new token, confirms and clears the form', async () => {
    const { api, app } = await openSecurity({
      'POST /users/me/change-password': { body: CHANGED },
      'POST /users/me/sign-out-others': { body: { signed_out: 0 } },
    });

    await fillPasswords(app, 'old-password-1', 'new-password-1', 'new-password-1');

    expect(await screen.findByText('Password changed successfully')).toHaveAttribute('role', 'status');
    const [request] = api.calls('POST /users/me/change-password');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(await request!.json()).toEqual({ current_password: 'old-password-1', new_password: 'new-password-1' });
    expect(localStorage.getItem('auth_token')).toBe('token-after-change');
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');

    // The old token is dead on the server: the next call must carry the new one.
    await app.user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    await screen.findByText('No other devices were signed in.');
    expect(api.calls('POST /users/me/sign-out-others')[0]!.headers.get('Authorization')).toBe('Bearer token-after-change');
  });

  it("shows the server's detail when the current password is wrong", async () => {
    const { app } = await openSecurity({
      'POST /users/me/change-password': { status: 400, body: { detail: 'Your current password is incorrect.' } },
    });

    await fillPasswords(app, 'not-my-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(localStorage.getItem('auth_token')).toBe('test-token');
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to change password' when the request fails", async () => {
    const { app } = await openSecurity({ 'POST /users/me/change-password': new Error('offline') });

    await fillPasswords(app, 'old-password-1', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to change password$/);
    expect(field('New password')).toHaveValue('new-password-1');
  });
});

describe('Sign out of all other devices', () => {
  it.each([
    [2, 'Signed out of 2 other devices.'],
    [1, 'Signed out of 1 other device.'],
    [0, 'No other devices were signed in.'],
  ])('asks the server and reports %i', async (count, text) => {
    const { api, app } = await openSecurity({ 'POST /users/me/sign-out-others': { body: { signed_out: count } } });

    await app.user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));

    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
    expect(api.calls('POST /users/me/sign-out-others')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBe('test-token');
  });

  it("shows the server's detail when it fails", async () => {
    const { app } = await openSecurity({
      'POST /users/me/sign-out-others': { status: 500, body: { detail: 'Something went wrong on our side.' } },
    });

    await app.user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('Where you are signed in, and recent activity (issue 15)', () => {
  const PHONE = { id: '0b9a3c4e-1d2f-4a5b-8c7d-9e0f1a2b3c4d', client_label: 'Firefox on Android', signed_in_at: '2025-01-05T10:00:00.000Z', last_seen_at: '2025-01-05T10:05:00.000Z', current: true };
  const LAPTOP = { id: '7c6b5a49-3827-4615-9403-f2e1d0c9b8a7', client_label: 'Chrome on Windows', signed_in_at: '2025-01-04T08:00:00.000Z', last_seen_at: '2025-01-04T09:30:00.000Z', current: false };

  it('lists each sign-in, marks this browser, and signs another one out', async () => {
    let sessions = [PHONE, LAPTOP];
    const { api, app } = await openSecurity({
      'GET /users/me/sessions': () => ({ body: { sessions } }),
      [`DELETE /users/me/sessions/${LAPTOP.id}`]: () => {
        sessions = [PHONE];
        return { status: 204 };
      },
    });
    const list = await screen.findByRole('list', { name: 'Sign-ins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This browser')).toBeInTheDocument();
    // This browser has no sign-out button of its own; the other one has.
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/^Sign out Chrome on Windows/);

    await app.user.click(buttons[0]!);
    expect(api.calls(`DELETE /users/me/sessions/${LAPTOP.id}`)).toHaveLength(1);
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows the last 30 days of activity in plain words, with the browser', async () => {
    await openSecurity({
      'GET /users/me/security/activity': {
        body: {
          events: [
            { id: 'a', type: 'sign_in_failed', created_at: '2025-01-05T10:00:00.000Z', client_label: 'Safari on iPhone' },
            { id: 'b', type: 'password_changed', created_at: '2025-01-04T10:00:00.000Z', client_label: null },
          ],
          second_factor: false,
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Security activity, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A sign-in with a wrong password');
    expect(items[0]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).toHaveTextContent('Password changed');
  });
});
