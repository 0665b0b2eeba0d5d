import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openErp, type ErpServerState } from '../../test/erp-api';
import { exposureRecord } from '../../test/intake-api';
import { advance, fakeTimeouts } from '../../test/timers';

const EXPOSURES = [exposureRecord(1, { title: 'Touch the bin lid', fear_level: 5 })];
const GATED = ['Start Touch the bin lid', 'Add Custom Exposure', 'Generate Exposures'];

async function openAs(subscription: ErpServerState['subscription']) {
  fakeTimeouts();
  const opened = openErp({ exposures: EXPOSURES, subscription }, {}, { fakeTimers: true });
  await screen.findByRole('article', { name: 'Touch the bin lid' });
  return opened;
}

describe('subscription gating (docs/product.md §53)', () => {
  it.each([
    ['expired', 'expired' as const],
    ['none, when the status cannot be loaded', 'unreachable' as const],
  ])('with %s, Start, Add and Generate are unavailable and explain why for 2 seconds', async (_case, subscription) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, app } = await openAs(subscription);

    for (const name of GATED) {
      const button = await screen.findByRole('button', { name });
      await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      await app.user.click(button);
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveTextContent('Subscription required');
      expect(button).toHaveAccessibleDescription('Subscription required');

      await advance(1900);
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await advance(200);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }

    // Nothing opened and nothing was sent.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /erp-exposures/exposures/generate')).toHaveLength(0);
    expect(api.calls('POST /erp-exposures/exposures/exposure-1/start')).toHaveLength(0);
    if (subscription === 'unreachable') {
      expect(errors).toHaveBeenCalledWith('Could not load the subscription status', expect.anything());
    }
  });

  it('keeps the buttons usable with a lifetime subscription', async () => {
    const { app } = await openAs('lifetime');

    const start = await screen.findByRole('button', { name: 'Start Touch the bin lid' });
    await vi.waitFor(() => expect(start).toBeEnabled());
    expect(start).not.toHaveAttribute('aria-disabled');

    await app.user.click(start);
    expect(await screen.findByRole('dialog', { name: 'Touch the bin lid' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    await app.user.click(screen.getByRole('button', { name: 'Add Custom Exposure' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Exposure' })).toBeInTheDocument();
  });

  it.each(['active', 'trial'] as const)('allows practice with a status of %s', async (subscription) => {
    await openAs(subscription);

    for (const name of GATED) {
      const button = await screen.findByRole('button', { name });
      await vi.waitFor(() => expect(button).toBeEnabled());
      expect(button).not.toHaveAttribute('aria-disabled');
    }
  });
});
