import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { INCOMPLETE_USER } from '../../test/intake-api';
import { renderApp, storeTestSession } from '../../test/render';
import { PORTAL, STATUS, openSignedIn, statusAnswer, statusSettled, stubNavigation } from './billing-test-api';

const PORTAL_URL = 'https://billing.stripe.test/p/session/abc';
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/xyz';

describe('Billing button (docs/product.md §54)', () => {
  it("shows 'Loading...' while waiting, then sends the browser to the Customer Portal", async () => {
    const navigate = stubNavigation();
    const answer = deferred<FakeAnswer>();
    const { api, app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('active', 'monthly'),
      [PORTAL]: () => answer.promise,
    });

    const header = await screen.findByRole('banner');
    await app.user.click(await within(header).findByRole('button', { name: 'Billing' }));

    const pending = within(header).getByRole('button', { name: 'Loading...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await app.user.click(pending);
    expect(api.calls(PORTAL)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();

    answer.resolve({ body: { portal_url: PORTAL_URL } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(PORTAL_URL));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(api.calls(PORTAL)[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    // The browser is leaving: the button does not flash back to Billing meanwhile.
    expect(within(header).getByRole('button', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('sends someone without a subscription to Checkout', async () => {
    const navigate = stubNavigation();
    const { app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('trial', 'free_trial', 4),
      [PORTAL]: { body: { checkout_url: CHECKOUT_URL } },
    });

    await app.user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Billing' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it.each([
    ['the server fails', { status: 500, body: { detail: 'Something went wrong.' } }],
    ['the network is down', new Error('offline')],
  ] as const)('when %s, logs the failure and the button returns to normal', async (_case, failure) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = stubNavigation();
    const { api, app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('active', 'monthly'),
      [PORTAL]: failure,
    });

    const header = await screen.findByRole('banner');
    await app.user.click(await within(header).findByRole('button', { name: 'Billing' }));

    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Could not open the billing page', expect.anything()));
    const billing = within(header).getByRole('button', { name: 'Billing' });
    expect(billing).not.toHaveAttribute('aria-disabled');
    expect(navigate).not.toHaveBeenCalled();
    // docs/product.md §57: logged only, no message for the person.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(billing);
    expect(api.calls(PORTAL)).toHaveLength(2);
  });

  it('is ready again when the page comes back from the back/forward cache', async () => {
    stubNavigation();
    const { app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('active', 'monthly'),
      [PORTAL]: { body: { portal_url: PORTAL_URL } },
    });
    const header = await screen.findByRole('banner');
    await app.user.click(await within(header).findByRole('button', { name: 'Billing' }));
    await within(header).findByRole('button', { name: 'Loading...' });

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(await within(header).findByRole('button', { name: 'Billing' })).not.toHaveAttribute('aria-disabled');
  });

  it('sits with the app links once the status is known', async () => {
    openSignedIn('/dashboard', { [STATUS]: statusAnswer('active', 'monthly') });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Billing' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Journal' })).toBeInTheDocument();
  });

  it.each(['self_hosted', 'lifetime'])('is hidden for lifetime access (%s), where there is nothing to manage', async (type) => {
    const { api, app } = openSignedIn('/dashboard', { [STATUS]: statusAnswer('lifetime', type) });

    await statusSettled(app.queryClient);

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
    expect(api.calls(PORTAL)).toHaveLength(0);
  });

  it('is hidden while the status is loading', async () => {
    const answer = deferred<FakeAnswer>();
    openSignedIn('/dashboard', { [STATUS]: () => answer.promise });

    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Dashboard' });
    expect(within(header).queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();

    answer.resolve(statusAnswer('active', 'monthly'));
    expect(await within(header).findByRole('button', { name: 'Billing' })).toBeInTheDocument();
  });

  it('is hidden until intake is complete', async () => {
    const api = stubFetch({
      'GET /users/me': { body: INCOMPLETE_USER },
      'GET /ybocs/assessments': { body: [] },
      'GET /erp-exposures/exposures': { body: [] },
      [STATUS]: statusAnswer('active', 'monthly'),
    });
    storeTestSession();
    renderApp({ at: '/settings' });

    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Account menu' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(header).queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(api.calls(STATUS)).toHaveLength(0);
  });
});

describe('Subscribe now (docs/product.md §54 "Subscription banner")', () => {
  it("shows 'Loading...' while waiting, then sends the browser to Checkout", async () => {
    const navigate = stubNavigation();
    const answer = deferred<FakeAnswer>();
    const { app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('expired', 'free_trial', 0),
      [PORTAL]: () => answer.promise,
    });

    const region = await screen.findByRole('region', { name: 'Subscription' });
    await app.user.click(within(region).getByRole('button', { name: 'Subscribe now' }));

    expect(within(region).getByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-disabled', 'true');
    // Only the button pressed waits; Billing stays as it was.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Billing' })).not.toHaveAttribute('aria-disabled');

    answer.resolve({ body: { checkout_url: CHECKOUT_URL } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('sends a past subscriber to the Customer Portal', async () => {
    const navigate = stubNavigation();
    const { app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('expired', 'monthly', 0),
      [PORTAL]: { body: { portal_url: PORTAL_URL } },
    });

    const region = await screen.findByRole('region', { name: 'Subscription' });
    await app.user.click(within(region).getByRole('button', { name: 'Subscribe now' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(PORTAL_URL));
  });

  it('logs a failure and returns to Subscribe now', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = stubNavigation();
    const { app } = openSignedIn('/dashboard', {
      [STATUS]: statusAnswer('trial', 'free_trial', 2),
      [PORTAL]: { status: 502, body: { detail: 'Stripe is unavailable.' } },
    });

    const region = await screen.findByRole('region', { name: 'Subscription' });
    await app.user.click(within(region).getByRole('button', { name: 'Subscribe now' }));

    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Could not open the billing page', expect.anything()));
    expect(within(region).getByRole('button', { name: 'Subscribe now' })).not.toHaveAttribute('aria-disabled');
    expect(navigate).not.toHaveBeenCalled();
  });
});
