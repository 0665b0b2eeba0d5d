import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp } from '../../test/render';

const MFA_REQUIRED = { mfa_required: true, mfa_token: 'mfa-token-from-the-password-step', expires_in: 300 };
const TOKEN = { access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 };

type Routes = Record<string, FakeAnswer | ((request: Request) => FakeAnswer)>;

async function passPasswordStep(routes: Routes = {}) {
  const api = stubFetch({ 'POST /auth/login': { body: MFA_REQUIRED }, 'GET /users/me': { body: TEST_USER }, ...routes });
  const app = renderApp({ at: '/login' });
  await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-step sign-in' });
  return { api, app };
}

describe('the sign-in code step (two-step sign-in on)', () => {
  it('asks for the app code after the password and signs in like a normal sign-in', async () => {
    const { api, app } = await passPasswordStep({ 'POST /auth/login/mfa': { body: TOKEN } });

    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(localStorage.getItem('auth_token')).toBeNull();

    await app.user.type(code, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    const [request] = api.calls('POST /auth/login/mfa');
    expect(request!.headers.get('Authorization')).toBeNull();
    expect(await request!.json()).toEqual({ mfa_token: 'mfa-token-from-the-password-step', code: '123456' });
    expect(api.calls('GET /users/me')[0]?.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(localStorage.getItem('auth_token')).toBe('fresh-token');
  });

  it("shows the server's detail for a wrong code and lets the person try again", async () => {
    let answer: FakeAnswer = { status: 400, body: { detail: 'That code is not right.' } };
    const { app } = await passPasswordStep({ 'POST /auth/login/mfa': () => answer });

    await app.user.type(screen.getByLabelText('6-digit code'), '000000');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    answer = { body: TOKEN };
    await app.user.clear(screen.getByLabelText('6-digit code'));
    await app.user.type(screen.getByLabelText('6-digit code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes a recovery code instead, and back', async () => {
    const { api, app } = await passPasswordStep({ 'POST /auth/login/mfa': { body: TOKEN } });

    await app.user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('inputmode');
    expect(screen.getByText(/Each code works once/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    await app.user.type(screen.getByLabelText('Recovery code'), '7k2mq-x9d4h');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await api.calls('POST /auth/login/mfa')[0]!.json()).toEqual({ mfa_token: MFA_REQUIRED.mfa_token, code: '7k2mq-x9d4h' });
  });

  it('goes back to the password form, the address kept, to start again', async () => {
    const { app } = await passPasswordStep();

    await app.user.click(screen.getByRole('button', { name: 'Start again with your password' }));

    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
