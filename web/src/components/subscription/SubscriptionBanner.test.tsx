import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../routes/AppRoutes';
import { createQueryClient, setAppQueryClient } from '../../api/query-client';
import { CHECKOUT_POLL_MS, CHECKOUT_POLL_WINDOW_MS } from '../../api/subscription';
import { AuthProvider } from '../../auth/AuthProvider';
import { openErp } from '../../test/erp-api';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';
import { advance, useFakeClock } from '../../test/timers';
import { STATUS, openSignedIn, statusAnswer, statusSettled } from './billing-test-api';

const banner = () => screen.queryByRole('region', { name: 'Subscription' });

describe('subscription banner (docs/product.md §54)', () => {
  it.each([
    ['a trial', statusAnswer('trial', 'free_trial', 5), 'Your trial expires in 5 days. Subscribe now to keep access to all features.'],
    ['a trial on its last day', statusAnswer('trial', 'free_trial', 1), 'Your trial expires in 1 days. Subscribe now to keep access to all features.'],
    ['an expired trial', statusAnswer('expired', 'free_trial', 0), 'Your trial has expired. Subscribe now to continue using all features.'],
    ['an ended subscription', statusAnswer('expired', 'monthly', 0), 'Your trial has expired. Subscribe now to continue using all features.'],
    ['a status of none', statusAnswer('none'), 'Subscribe now to access all features.'],
    ['a trial without a day count', statusAnswer('trial', 'free_trial', null), 'Subscribe now to access all features.'],
  ])('with %s shows the spec text and Subscribe now under the nav bar', async (_case, answer, text) => {
    openSignedIn('/dashboard', { [STATUS]: answer });

    const region = await screen.findByRole('region', { name: 'Subscription' });
    expect(region).toHaveTextContent(new RegExp(`^${text.replace(/[.]/g, '\\.')}Subscribe now$`));
    expect(within(region).getByRole('button', { name: 'Subscribe now' })).toBeEnabled();
    // Under the nav bar, before the page itself.
    const header = screen.getByRole('banner');
    expect(header.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['active', statusAnswer('active', 'monthly')],
    ['lifetime on a self-hosted server', statusAnswer('lifetime', 'self_hosted')],
    ['lifetime granted by the operator', statusAnswer('lifetime', 'lifetime')],
    ['a trial with a subscription already set up', statusAnswer('trial', 'monthly', 5)],
  ])('with %s shows no banner', async (_case, answer) => {
    const { app } = openSignedIn('/dashboard', { [STATUS]: answer });

    await statusSettled(app.queryClient);

    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/Subscribe now/)).not.toBeInTheDocument();
  });

  it('shows the generic text when the status cannot be loaded, logging the failure once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openSignedIn('/dashboard', { [STATUS]: { status: 500, body: { detail: 'Something went wrong.' } } });

    expect(await screen.findByRole('region', { name: 'Subscription' })).toHaveTextContent(
      'Subscribe now to access all features.',
    );
    const statusLogs = errors.mock.calls.filter(([message]) => message === 'Could not load the subscription status');
    expect(statusLogs).toHaveLength(1);
  });

  it('shows nothing while the status is loading', async () => {
    const answer = deferred<FakeAnswer>();
    openSignedIn('/dashboard', { [STATUS]: () => answer.promise });

    await screen.findByRole('navigation', { name: 'Main' });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).not.toBeInTheDocument();

    answer.resolve(statusAnswer('expired', 'free_trial', 0));
    expect(await screen.findByRole('region', { name: 'Subscription' })).toHaveTextContent(
      'Your trial has expired. Subscribe now to continue using all features.',
    );
  });

  it('is skipped on /settings', async () => {
    const { app } = openSignedIn('/settings', { [STATUS]: statusAnswer('expired', 'free_trial', 0) });

    // The top bar's Billing button shows once the same status has arrived.
    await screen.findByRole('button', { name: 'Billing' });
    await statusSettled(app.queryClient);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is skipped on /intake', async () => {
    const api = stubFetch({
      'GET /users/me': { body: { ...TEST_USER, completed_onboarding: false } },
      'GET /ybocs/assessments': { body: [] },
      'GET /erp-exposures/exposures': { body: [] },
      'GET /users/me/tos-status': { body: { accepted_tos: false, accepted_at: null, version: '2026-11-21' } },
      [STATUS]: statusAnswer('expired', 'free_trial', 0),
    });
    storeTestSession();
    renderApp({ at: '/intake' });

    await screen.findByRole('button', { name: 'Logout' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(banner()).not.toBeInTheDocument();
    expect(api.calls(STATUS)).toHaveLength(0);
  });

  it('is not shown, and the status not asked for, without a session', async () => {
    const api = stubFetch({ [STATUS]: statusAnswer('expired', 'free_trial', 0) });
    renderApp({ at: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(banner()).not.toBeInTheDocument();
    expect(api.calls(STATUS)).toHaveLength(0);
  });

  it('shares one status request with the ERP page gating', async () => {
    const { api } = openErp({ subscription: 'expired' });

    expect(await screen.findByRole('region', { name: 'Subscription' })).toHaveTextContent(
      'Your trial has expired. Subscribe now to continue using all features.',
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Custom Exposure' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(api.calls(STATUS)).toHaveLength(1);
  });
});

describe('subscription status refresh', () => {
  it('asks again when the page regains focus, even though the app does not refetch on focus by default', async () => {
    let answer = statusAnswer('trial', 'free_trial', 3);
    const api = stubFetch({ 'GET /users/me': { body: TEST_USER }, [STATUS]: () => answer });
    storeTestSession();
    // The app's own query client: no refetch on focus unless a query asks for it.
    const client = createQueryClient();
    setAppQueryClient(client);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Subscription' })).toHaveTextContent('Your trial expires in 3 days.');

    // Subscribed in another tab, then back here.
    answer = statusAnswer('active', 'monthly');
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(api.calls(STATUS)).toHaveLength(2);
  });

  it('back from Checkout on /dashboard, asks again until the subscription shows', async () => {
    useFakeClock();
    let answer = statusAnswer('expired', 'free_trial', 0);
    const { api } = openSignedIn('/dashboard?checkout=success', { [STATUS]: () => answer });
    expect(await screen.findByRole('region', { name: 'Subscription' })).toHaveTextContent('Your trial has expired.');
    const asked = api.calls(STATUS).length;

    // Stripe's webhook has not arrived yet.
    await advance(CHECKOUT_POLL_MS);
    expect(api.calls(STATUS)).toHaveLength(asked + 1);
    expect(banner()).toBeInTheDocument();

    answer = statusAnswer('active', 'monthly');
    await advance(CHECKOUT_POLL_MS);
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument());

    // Then it stops asking.
    const total = api.calls(STATUS).length;
    await advance(CHECKOUT_POLL_MS * 5);
    expect(api.calls(STATUS)).toHaveLength(total);
  });

  it('stops asking after a while when the subscription never shows', async () => {
    useFakeClock();
    const { api } = openSignedIn('/dashboard?checkout=success', { [STATUS]: statusAnswer('expired', 'free_trial', 0) });
    await screen.findByRole('region', { name: 'Subscription' });

    await advance(CHECKOUT_POLL_WINDOW_MS + CHECKOUT_POLL_MS * 2);
    const total = api.calls(STATUS).length;
    expect(total).toBeGreaterThan(5);
    await advance(CHECKOUT_POLL_MS * 5);
    expect(api.calls(STATUS)).toHaveLength(total);
  });

  it('does not poll without the Checkout return', async () => {
    useFakeClock();
    const { api } = openSignedIn('/dashboard', { [STATUS]: statusAnswer('expired', 'free_trial', 0) });
    await screen.findByRole('region', { name: 'Subscription' });

    await advance(CHECKOUT_POLL_MS * 5);
    expect(api.calls(STATUS)).toHaveLength(1);
  });
});
