import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { renderApp } from '../../test/render';
import { preloadScreen } from '../../routes/AppRoutes';

const BOT_CHECK_OFF = { 'GET /auth/bot-challenge': { body: { provider: 'off' } } };

async function fillIn(app: ReturnType<typeof renderApp>, confirm = 'long enough pass') {
  await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'long enough pass');
  await app.user.type(screen.getByLabelText('Confirm Password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Register' }));
}


// The screen loads on demand in the app; once it is there it renders at once.
beforeAll(() => preloadScreen('/register'));
describe('registration screen', () => {
  it('has the spec texts', () => {
    stubFetch(BOT_CHECK_OFF);
    renderApp({ at: '/register' });

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in to your existing account' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Confirm Password')).toBeRequired();
  });

  it('links the Terms of Service to be accepted and the Privacy Policy (issue 18)', () => {
    stubFetch(BOT_CHECK_OFF);
    renderApp({ at: '/register' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('stops a mismatched confirmation before anything is sent', async () => {
    const api = stubFetch(BOT_CHECK_OFF);
    const app = renderApp({ at: '/register' });

    await fillIn(app, 'something else');

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });

  it('replaces the form with the success message', async () => {
    const api = stubFetch({
      ...BOT_CHECK_OFF,
      'POST /auth/register': { status: 201, body: { message: 'Registered.' } },
    });
    const app = renderApp({ at: '/register' });

    await fillIn(app);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Account created successfully!');
    expect(notice).toHaveTextContent('Please check your email for verification instructions.');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(await api.calls('POST /auth/register')[0]!.json()).toEqual({
      email: 'sam@example.com',
      password: 'long enough pass',
      recaptcha_token: null,
    });
  });

  it("shows the server's detail, then prepares a fresh bot check", async () => {
    const api = stubFetch({
      ...BOT_CHECK_OFF,
      'POST /auth/register': { status: 409, body: { detail: 'An account with this email already exists.' } },
    });
    const app = renderApp({ at: '/register' });

    await fillIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
    expect(api.calls('GET /auth/bot-challenge').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the fallback when the server cannot be reached', async () => {
    stubFetch({ ...BOT_CHECK_OFF, 'POST /auth/register': new Error('offline') });
    const app = renderApp({ at: '/register' });

    await fillIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("blocks the attempt with 'reCAPTCHA not yet available' while the check is not ready", async () => {
    const challenge = deferred<FakeAnswer>();
    const api = stubFetch({ 'GET /auth/bot-challenge': () => challenge.promise });
    const app = renderApp({ at: '/register' });

    await fillIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA not yet available');
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });

  it("blocks the attempt with 'reCAPTCHA not yet available' when the challenge could not be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubFetch({ 'GET /auth/bot-challenge': { status: 503, body: { detail: 'Unavailable' } } });
    const app = renderApp({ at: '/register' });

    await fillIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA not yet available');
    expect(api.calls('POST /auth/register')).toHaveLength(0);
    // The failed attempt asks for a new challenge, so a later try can succeed.
    expect(api.calls('GET /auth/bot-challenge').length).toBeGreaterThanOrEqual(2);
  });
});
