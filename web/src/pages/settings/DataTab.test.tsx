import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT } from '../report/report-test-data';
import { openSignedIn, type Handler } from './settings-test-api';

async function openDataTab(routes: Record<string, Handler> = {}) {
  const opened = openSignedIn('/settings?tab=data', routes);
  await screen.findByRole('heading', { name: 'Delete my account' });
  return opened;
}

describe('Download my data', () => {
  // The browser's object-URL API, which jsdom does not have.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:ladder-export');
  const revokeObjectURL = vi.fn((_url: string) => undefined);

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("fetches the export with the bearer token and saves it under the server's file name", async () => {
    const saved: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href, attached: this.isConnected });
    });
    const { api, app } = await openDataTab({
      'GET /users/me/export': new Response(JSON.stringify(EXPORT), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="ladder-export-2026-03-02.json"',
        },
      }),
    });

    await app.user.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));

    expect(await screen.findByText('Your download has started: ladder-export-2026-03-02.json')).toBeInTheDocument();
    const [request] = api.calls('GET /users/me/export');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([{ download: 'ladder-export-2026-03-02.json', href: 'blob:ladder-export', attached: true }]);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(EXPORT);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:ladder-export'), { timeout: 2000 });
  });

  it("shows the server's detail and saves nothing when the export fails", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { app } = await openDataTab({
      'GET /users/me/export': { status: 429, body: { detail: 'Too many exports. Please try again in an hour.' } },
    });

    await app.user.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many exports. Please try again in an hour.');
    expect(click).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('Printable progress report link', () => {
  it('opens /settings/report in the same tab', async () => {
    const { app } = await openDataTab({ 'GET /users/me/export': { body: EXPORT } });
    const link = screen.getByRole('link', { name: 'Open the progress report' });
    expect(link).toHaveAttribute('href', '/settings/report');
    expect(link).not.toHaveAttribute('target');

    await app.user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report' })).toBeInTheDocument();
    expect(app.path()).toBe('/settings/report');
  });
});

describe('Delete my account', () => {
  async function confirmWith(app: Awaited<ReturnType<typeof openDataTab>>['app'], password: string) {
    await app.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await app.user.type(dialog.getByLabelText('Password'), password);
    await app.user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    return dialog;
  }

  it('says what will happen before anything is deleted', async () => {
    const { api, app } = await openDataTab();
    const section = within(screen.getByRole('region', { name: 'Delete my account' }));
    expect(section.getByText(/deleted at once/)).toBeInTheDocument();
    expect(section.getByText(/cannot be undone/)).toBeInTheDocument();
    expect(section.getByText('Any subscription is cancelled.')).toBeInTheDocument();
    expect(section.getByText('We send a confirmation e-mail to sam@example.com.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    // The safe choice has focus; closing the dialog sends nothing.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE /users/me')).toHaveLength(0);
  });

  it("shows the server's detail for a wrong password and keeps the session", async () => {
    const { api, app } = await openDataTab({
      'DELETE /users/me': { status: 400, body: { detail: 'Your password is incorrect.' } },
    });

    const dialog = await confirmWith(app, 'not-my-password');

    expect(await dialog.findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    expect(await api.calls('DELETE /users/me')[0]!.json()).toEqual({ password: 'not-my-password' });
    expect(localStorage.getItem('auth_token')).toBe('test-token');
    expect(app.path()).toBe('/settings');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('clears the session and goes to the sign-in screen with a calm message', async () => {
    const { api, app } = await openDataTab({ 'DELETE /users/me': { status: 204 } });

    await confirmWith(app, 'my-password-1');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your account and all its data have been deleted.');
    expect(localStorage.getItem('auth_token')).toBeNull();
    const [request] = api.calls('DELETE /users/me');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(await request!.json()).toEqual({ password: 'my-password-1' });
    // The server ended every session with the account: no sign-out with a token that no longer exists.
    expect(api.calls('POST /auth/logout')).toHaveLength(0);
  });
});
