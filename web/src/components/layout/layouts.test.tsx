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
  it('offers Profile, Crisis resources and Logout in the avatar menu; Logout ends the session', async () => {
    const api = stubFetch({ 'GET /users/me': { body: TEST_USER }, 'POST /auth/logout': { status: 204 } });
    storeTestSession('token-1');
    const app = renderApp({ at: '/dashboard' });

    await app.user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings');
    // docs/product.md §4: where to get help, in view at the top of every screen.
    expect(within(menu).getByRole('menuitem', { name: 'Crisis resources' })).toHaveAttribute('href', '/crisis');

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

describe('app navigation (decision 037: a tab bar on phones, the top bar from md up)', () => {
  it('is one landmark with the four places, the current one marked, and moves the mark as the person goes', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    const app = renderApp({ at: '/dashboard' });

    await screen.findByRole('navigation', { name: 'Main' });
    // One set of links at every width: no second landmark of the same name for a screen reader.
    const [nav, ...others] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(others).toEqual([]);
    const links = within(nav!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['ERP', '/erp'],
      ['Journal', '/journal'],
      ['Urges', '/urges'],
    ]);
    const current = () => links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
    expect(current()).toEqual(['Dashboard']);

    await app.user.click(within(nav!).getByRole('link', { name: 'Journal' }));
    // The journal screen loads on demand (its first load in this run compiles it): the address
    // changes once it has arrived.
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.path()).toBe('/journal');
    expect(current()).toEqual(['Journal']);
  });

  it('keeps Log an urge and the avatar menu a tap away beside it', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    renderApp({ at: '/erp' });

    // The top bar's button (md and up) and the tab bar's (phones); CSS shows one of them.
    const urgeButtons = await screen.findAllByRole('button', { name: 'Log an urge' });
    expect(urgeButtons).toHaveLength(2);
    expect(urgeButtons.every((button) => button.getAttribute('aria-haspopup') === 'dialog')).toBe(true);

    // The avatar menu stays in the (one-row) top bar at every width; 'app top bar' below opens it.
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('banner')).toContainElement(avatar);
  });
});
