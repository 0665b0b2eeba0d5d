import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fake-fetch';
import { TEST_USER, renderApp, renderPublicPage, storeTestSession } from '../../test/render';

describe('public pages', () => {
  it('offer Features, Pricing, the Resources menu, Log in and Sign up', async () => {
    stubFetch({});
    const app = await renderPublicPage('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/not therapy or medical care/)).toBeInTheDocument();
    expect(screen.getByText(/call or text 988/)).toBeInTheDocument();

    // The menu downloads when it is about to be used; a press before it has arrived opens it on arrival.
    await app.user.click(within(nav).getByRole('button', { name: 'Resources' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['What is OCD?', '/what-is-ocd'],
      ['What is ERP?', '/what-is-erp'],
      ['Types of OCD', '/types-of-ocd'],
      ['FAQs', '/faq'],
    ]);
  });

  it('keep the keyboard focus on Resources when its menu arrives, and open it from the keyboard', async () => {
    stubFetch({});
    const app = await renderPublicPage('/');
    const standIn = screen.getByRole('button', { name: 'Resources' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    act(() => standIn.focus());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Resources' })).not.toBe(standIn));
    const trigger = screen.getByRole('button', { name: 'Resources' });
    expect(trigger).toHaveFocus();

    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers unknown paths with a not-found page', async () => {
    stubFetch({});
    renderApp({ at: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});

describe('app top bar', () => {
  it('offers Profile and Logout in the avatar menu; Logout ends the session', async () => {
    const api = stubFetch({ 'GET /users/me': { body: TEST_USER }, 'POST /auth/logout': { status: 204 } });
    storeTestSession('token-1');
    const app = renderApp({ at: '/dashboard' });

    await app.user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings');

    await app.user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(api.calls('POST /auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('loads the avatar menu when the button gets focus, keeping the focus, and opens it from the keyboard', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    const app = renderApp({ at: '/dashboard' });

    const standIn = await screen.findByRole('button', { name: 'Account menu' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(standIn).toHaveTextContent(TEST_USER.email.charAt(0).toUpperCase()));

    act(() => standIn.focus());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).not.toBe(standIn));
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveFocus();

    await app.user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no avatar menu on /intake, whose own Logout button ends the session', async () => {
    stubFetch({
      'GET /users/me': { body: { ...TEST_USER, completed_onboarding: false } },
      'POST /auth/logout': new Error('offline'),
    });
    storeTestSession();
    const app = renderApp({ at: '/intake' });

    await app.user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
