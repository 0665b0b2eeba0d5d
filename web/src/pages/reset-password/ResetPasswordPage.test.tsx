import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadScreen } from '../../routes/AppRoutes';
import { stubFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render';

beforeAll(() => Promise.all([preloadScreen('/reset-password'), preloadScreen('/forgot-password')]));

const TOKEN = 'a'.repeat(43);

describe('forgot-password screen', () => {
  it('is linked from sign-in, sends the address and shows the same answer the server gives everyone', async () => {
    const message = 'If that address has a Ladder account, we have sent it a link to choose a new password. It works once and expires in 60 minutes.';
    const api = stubFetch({ 'POST /auth/forgot-password': { body: { message } } });
    const app = renderApp({ at: '/login' });
    await app.user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(app.path()).toBe('/forgot-password');

    await app.user.type(await screen.findByLabelText('Email address'), 'sam@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(await api.calls('POST /auth/forgot-password')[0]!.json()).toEqual({ email: 'sam@example.com' });
  });

  it('shows a throttled answer as an error', async () => {
    stubFetch({ 'POST /auth/forgot-password': { status: 429, body: { detail: 'Too many requests from this network. Please try again in 5 minutes.' } } });
    const app = renderApp({ at: '/forgot-password' });
    await app.user.type(await screen.findByLabelText('Email address'), 'sam@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 5 minutes.');
  });
});

describe('reset-password screen', () => {
  it('sets the new password from the link and sends the person to sign in with a known notice', async () => {
    const api = stubFetch({ 'POST /auth/reset-password': { body: { message: 'Your password has been changed.' } } });
    const app = renderApp({ at: `/reset-password?token=${TOKEN}` });
    await app.user.type(await screen.findByLabelText('New password'), 'a new quiet harbour');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a new quiet harbour');
    await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(app.path()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed');
    expect(await api.calls('POST /auth/reset-password')[0]!.json()).toEqual({ token: TOKEN, new_password: 'a new quiet harbour' });
  });

  it('stops at mismatched passwords without sending anything', async () => {
    const api = stubFetch({});
    const app = renderApp({ at: `/reset-password?token=${TOKEN}` });
    await app.user.type(await screen.findByLabelText('New password'), 'a new quiet harbour');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a different harbour');
    await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(api.calls('POST /auth/reset-password')).toHaveLength(0);
  });

  it("shows the server's detail for a used link, with a way to ask for a new one", async () => {
    stubFetch({
      'POST /auth/reset-password': { status: 400, body: { detail: 'This reset link has already been used or replaced by a newer one.' } },
    });
    const app = renderApp({ at: `/reset-password?token=${TOKEN}` });
    await app.user.type(await screen.findByLabelText('New password'), 'a new quiet harbour');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a new quiet harbour');
    await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
    await app.user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(app.path()).toBe('/forgot-password');
  });

  it('says the link is incomplete without a token and sends nothing', async () => {
    const api = stubFetch({});
    renderApp({ at: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(api.requests).toHaveLength(0);
  });
});
