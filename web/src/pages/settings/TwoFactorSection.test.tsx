import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSignedIn, type Handler } from './settings-test-api';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Ladder:sam%40example.com?secret=${SECRET}&issuer=Ladder&algorithm=SHA1&digits=6&period=30`,
};
const CODES = ['7k2mq-x9d4h', 'a1b2c-d3e4f', 'ghjkm-npqrs', 'tvwxy-z0123', '45678-9abcd', 'efghj-kmnpq', 'rstvw-xyz01', '23456-789ab', 'cdefg-hjkmn', 'pqrst-vwxyz'];

async function openSection(enabled: boolean, routes: Record<string, Handler> = {}) {
  const opened = openSignedIn('/settings?tab=security', {
    'GET /users/me/totp': { body: { enabled, recovery_codes_left: enabled ? 10 : 0 } },
    ...routes,
  });
  const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
  await within(section).findByRole('button', { name: enabled ? 'Turn off' : 'Set it up' });
  return { ...opened, section };
}

describe('Two-step sign-in, off', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:ladder-codes');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('sets it up: password, a QR code drawn here with the key in text, a code, then the recovery codes once', async () => {
    const { api, app, section } = await openSection(false, {
      'POST /users/me/totp/setup': { body: SETUP },
      'POST /users/me/totp/enable': { body: { recovery_codes: CODES } },
    });
    expect(within(section).getByText(/Two-step sign-in is off\./)).toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Set it up' }));
    expect(within(section).getByRole('heading', { name: /confirm it is you/ })).toHaveFocus();
    await app.user.type(within(section).getByLabelText('Password'), 'my password');
    await app.user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(await within(section).findByRole('heading', { name: /add Ladder to your authenticator app/ })).toHaveFocus();
    expect(await api.calls('POST /users/me/totp/setup')[0]!.json()).toEqual({ password: 'my password' });
    const qr = await within(section).findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(section).getByLabelText('6-digit code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await app.user.type(code, '123456');
    await app.user.click(within(section).getByRole('button', { name: 'Turn on' }));

    expect(await within(section).findByRole('heading', { name: /save your recovery codes/ })).toHaveFocus();
    expect(await api.calls('POST /users/me/totp/enable')[0]!.json()).toEqual({ code: '123456' });
    expect(within(section).getByRole('status')).toHaveTextContent('Two-step sign-in is on.');
    expect(within(section).getByText(/Store these somewhere safe/)).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);

    await app.user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain(CODES.join('\n'));
    expect(await within(section).findByText('The codes are copied.')).toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(within(section).getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain(CODES.join('\n'));

    await app.user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).getByText(/Two-step sign-in is on\./)).toBeInTheDocument();
    expect(within(section).getByText(/You have 10 recovery codes left/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toHaveFocus();
    expect(within(section).queryByText(CODES[0]!)).toBeNull();
  });

  it("shows the server's detail for a wrong password, and for a wrong code", async () => {
    let answer: Handler = { status: 400, body: { detail: 'Your password is incorrect.' } };
    const { app, section } = await openSection(false, {
      'POST /users/me/totp/setup': () => answer as never,
      'POST /users/me/totp/enable': { status: 400, body: { detail: 'That code did not match.' } },
    });
    await app.user.click(within(section).getByRole('button', { name: 'Set it up' }));
    await app.user.type(within(section).getByLabelText('Password'), 'wrong');
    await app.user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    expect(within(section).getByLabelText('Password')).toHaveValue('');

    answer = { body: SETUP };
    await app.user.type(within(section).getByLabelText('Password'), 'right');
    await app.user.click(within(section).getByRole('button', { name: 'Continue' }));
    await app.user.type(await within(section).findByLabelText('6-digit code from the app'), '000000');
    await app.user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('That code did not match.');
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('cancel goes back, and the focus returns to "Set it up"', async () => {
    const { api, app, section } = await openSection(false);
    await app.user.click(within(section).getByRole('button', { name: 'Set it up' }));
    await app.user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Set it up' })).toHaveFocus();
    expect(api.calls('POST /users/me/totp/setup')).toHaveLength(0);
  });
});

describe('Two-step sign-in, on', () => {
  it('turns off with the password and says so', async () => {
    const { api, app, section } = await openSection(true, { 'POST /users/me/totp/disable': { body: { message: 'Two-step sign-in is off.' } } });
    expect(within(section).getByText(/You have 10 recovery codes left/)).toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(within(section).getByRole('heading', { name: 'Turn off two-step sign-in' })).toHaveFocus();
    await app.user.type(within(section).getByLabelText('Password'), 'my password');
    await app.user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Two-step sign-in is off.');
    expect(within(section).getByRole('button', { name: 'Set it up' })).toHaveFocus();
    expect(await api.calls('POST /users/me/totp/disable')[0]!.json()).toEqual({ password: 'my password' });
  });

  it("keeps it on and shows the server's detail for a wrong password", async () => {
    const { app, section } = await openSection(true, {
      'POST /users/me/totp/disable': { status: 400, body: { detail: 'Your password is incorrect.' } },
    });
    await app.user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await app.user.type(within(section).getByLabelText('Password'), 'wrong');
    await app.user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    await app.user.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).getByText(/Two-step sign-in is on\./)).toBeInTheDocument());
  });

  it('suggests new codes when few are left', async () => {
    openSignedIn('/settings?tab=security', { 'GET /users/me/totp': { body: { enabled: true, recovery_codes_left: 1 } } });
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(section).findByText(/You have 1 recovery code left/)).toBeInTheDocument();
    expect(within(section).getByText(/turn two-step sign-in off and on again to get ten new ones/)).toBeInTheDocument();
  });
});
