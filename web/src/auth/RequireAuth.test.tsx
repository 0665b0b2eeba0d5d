import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../test/render';
import { RequireAuth } from './RequireAuth';

const INCOMPLETE_USER = { ...TEST_USER, completed_onboarding: false };

describe('route guard (docs/product.md §20)', () => {
  it('sends a visitor without a token to /login', async () => {
    const api = stubFetch({});
    const app = renderApp({ at: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('treats an expired stored session as no session', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession('old', -1000);
    const app = renderApp({ at: '/settings' });

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows a spinner while the intake check runs, then the page', async () => {
    const me = deferred<FakeAnswer>();
    stubFetch({ 'GET /users/me': () => me.promise });
    storeTestSession();
    renderApp({ at: '/dashboard' });

    // In the app's frame (logo, footer), which shows from the start.
    expect((await screen.findByText('Loading your account...')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladder home' })).toBeInTheDocument();
    expect(screen.getByText(/not therapy or medical care/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();

    await act(async () => {
      me.resolve({ body: TEST_USER });
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument();
    expect(localStorage.getItem('intake_completed')).toBe('true');
  });

  it.each([
    ['complete', 'true', true],
    ['not complete', 'false', false],
  ])('while the check runs, shows the frame with the links only if the last check found the intake %s', async (_case, stored, links) => {
    const me = deferred<FakeAnswer>();
    stubFetch({ 'GET /users/me': () => me.promise });
    storeTestSession();
    localStorage.setItem('intake_completed', stored);
    renderApp({ at: '/dashboard' });

    await screen.findByText('Loading your account...');
    const nav = screen.queryByRole('navigation', { name: 'Main' });
    if (links) expect(within(nav!).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    else expect(nav).not.toBeInTheDocument();
    // Nothing of the person before the check: no banner, no Billing.
    expect(screen.queryByRole('region', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
    await act(async () => {
      me.resolve({ body: { ...TEST_USER, completed_onboarding: links } });
      await Promise.resolve();
    });
  });

  it('renders intake-only pages with the app links once intake is complete', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    renderApp({ at: '/journal' });

    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ERP' })).toHaveAttribute('href', '/erp');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('redirects to /intake when intake is not complete', async () => {
    stubFetch({ 'GET /users/me': { body: INCOMPLETE_USER } });
    storeTestSession();
    const app = renderApp({ at: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(app.path()).toBe('/intake');
    expect(localStorage.getItem('intake_completed')).toBe('false');
  });

  it('counts a failed intake check as not complete', async () => {
    stubFetch({ 'GET /users/me': { status: 500, body: { detail: 'Something went wrong' } } });
    storeTestSession();
    const app = renderApp({ at: '/erp' });

    await screen.findByRole('heading', { name: 'Getting started' });
    expect(app.path()).toBe('/intake');
  });

  it('allows /intake and /settings with intake incomplete', async () => {
    stubFetch({ 'GET /users/me': { body: INCOMPLETE_USER } });
    storeTestSession();
    const intake = renderApp({ at: '/intake' });
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(intake.path()).toBe('/intake');
    intake.unmount();

    const settings = renderApp({ at: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(settings.path()).toBe('/settings');
    // No app links before intake is done (docs/product.md §21), but the avatar menu is there.
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('ends the session when the server no longer accepts the token', async () => {
    stubFetch({ 'GET /users/me': { status: 401, body: { detail: 'Not authenticated' } } });
    storeTestSession();
    const app = renderApp({ at: '/dashboard' });

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('sends a signed-in user away from /login and /register', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    const app = renderApp({ at: '/register' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
  });

  it('follows a logout in another tab', async () => {
    stubFetch({ 'GET /users/me': { body: TEST_USER } });
    storeTestSession();
    const app = renderApp({ at: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', oldValue: 'test-token', newValue: null }));
    });

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
  });

  it('never redirects /intake to itself, even behind an intake-required guard', async () => {
    stubFetch({ 'GET /users/me': { body: INCOMPLETE_USER } });
    storeTestSession();
    renderApp({
      at: '/intake',
      element: (
        <Routes>
          <Route element={<RequireAuth intakeRequired />}>
            <Route path="/intake" element={<h1>Intake step</h1>} />
          </Route>
        </Routes>
      ),
    });

    expect(await screen.findByRole('heading', { name: 'Intake step' })).toBeInTheDocument();
  });
});
