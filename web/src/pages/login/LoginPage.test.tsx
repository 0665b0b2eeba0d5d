import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp } from '../../test/render';

const TOKEN = { access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 };

async function signIn(app: ReturnType<typeof renderApp>, email = 'sam@example.com', password = 'correct horse') {
  await app.user.type(screen.getByLabelText('Email address'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('has the spec texts and a link to /register', () => {
    stubFetch({});
    renderApp({ at: '/login' });

    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'create a new account' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sign in · Ladder');
  });

  it('posts the form, stores the session and goes to /dashboard', async () => {
    const api = stubFetch({ 'POST /auth/login': { body: TOKEN }, 'GET /users/me': { body: TEST_USER } });
    const app = renderApp({ at: '/login' });

    await signIn(app);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    const body = new URLSearchParams(await api.calls('POST /auth/login')[0]!.text());
    expect(body.get('username')).toBe('sam@example.com');
    expect(body.get('password')).toBe('correct horse');
    expect(api.calls('GET /users/me')[0]?.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(localStorage.getItem('auth_token')).toBe('fresh-token');
    expect(localStorage.getItem('intake_completed')).toBe('true');
    const expiresAt = Number(localStorage.getItem('session_expires_at'));
    expect(Math.abs(expiresAt - (Date.now() + 3600 * 1000))).toBeLessThan(5000);
  });

  it('defaults the intake flag to false when the user record cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'POST /auth/login': { body: TOKEN }, 'GET /users/me': { status: 500, body: { detail: 'Boom' } } });
    const app = renderApp({ at: '/login' });

    await signIn(app);

    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(localStorage.getItem('intake_completed')).toBe('false');
    expect(logged).toHaveBeenCalled();
  });

  it('shows "Signing in..." on a disabled button while busy', async () => {
    const answer = deferred<FakeAnswer>();
    stubFetch({ 'POST /auth/login': () => answer.promise });
    const app = renderApp({ at: '/login' });

    await signIn(app);

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => {
      answer.resolve({ status: 400, body: { detail: 'Incorrect email or password' } });
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's detail, without a resend button", async () => {
    stubFetch({ 'POST /auth/login': { status: 400, body: { detail: 'Incorrect email or password' } } });
    const app = renderApp({ at: '/login' });

    await signIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the fallback text when the server cannot be reached', async () => {
    stubFetch({ 'POST /auth/login': new Error('offline') });
    const app = renderApp({ at: '/login' });

    await signIn(app);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in. Please try again.');
  });

  // Asked by the code, whatever the sentence says (docs/product.md §56).
  it('offers to resend the verification email when the server asks for it', async () => {
    const resent = deferred<FakeAnswer>();
    const api = stubFetch({
      'POST /auth/login': { status: 403, body: { detail: 'Please confirm your address before signing in.', code: 'email_not_verified' } },
      'POST /auth/resend-verification': () => resent.promise,
    });
    const app = renderApp({ at: '/login' });

    await signIn(app, 'new@example.com');
    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => {
      resent.resolve({ body: { message: 'If the account exists, a mail is on its way.' } });
      await Promise.resolve();
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new verification email has been sent. Please check your inbox.',
    );
    // The green notice replaces the red one (issue 18): never both at once.
    expect(screen.queryByText('Please confirm your address before signing in.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await api.calls('POST /auth/resend-verification')[0]!.json()).toEqual({ email: 'new@example.com' });
  });

  it("shows the resend failure's detail, else the fallback", async () => {
    stubFetch({
      'POST /auth/login': { status: 403, body: { detail: 'Please verify your email first.', code: 'email_not_verified' } },
      'POST /auth/resend-verification': { status: 429, body: { detail: 'Too many requests. Try again later.', code: 'rate_limited' } },
    });
    const app = renderApp({ at: '/login' });

    await signIn(app);
    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
    // In place of the first error, with the button to try again.
    expect(screen.queryByText('Please verify your email first.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('links the Terms of Service and the Privacy Policy it mentions', async () => {
    stubFetch({});
    renderApp({ at: '/login' });

    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows a known notice chosen by key, from the query or the navigation state', () => {
    stubFetch({});
    const fromQuery = renderApp({ at: '/login?notice=password-reset' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed');
    fromQuery.unmount();

    renderApp({ at: { pathname: '/login', state: { notice: 'email-verified' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Your email address has been verified.');
  });

  it('never shows text from the address bar: ?message= and unknown keys show no notice', () => {
    stubFetch({});
    const phishing = renderApp({ at: '/login?message=Your%20account%20is%20locked.%20Call%20us%20now&notice=Call%20us' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Call us/)).toBeNull();
    phishing.unmount();

    renderApp({ at: { pathname: '/login', state: { message: 'Free text from a link' } } });
    expect(screen.queryByText('Free text from a link')).toBeNull();
  });
});
