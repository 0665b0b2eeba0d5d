import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openErp } from '../../test/erp-api';
import { exposureRecord } from '../../test/intake-api';
import { stubScreenWidth } from '../../test/screen-width';

// Issue 18 item 2, decision 037: on a phone each exposure card shows its title, fear rating and
// Start, and opens to the rest; the tips come first, folded.
const BIN = exposureRecord(2, { title: 'Touch the bin lid', fear_level: 7, description: 'Touch the lid.\nThen eat a sandwich without washing.' });
const STOVE = exposureRecord(1, { title: 'Leave the stove after one check', fear_level: 2 });

async function openAt(width: number) {
  stubScreenWidth(width);
  const opened = openErp({ exposures: [STOVE, BIN] });
  await screen.findByRole('tablist', { name: 'Exposures by status' });
  return opened;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('ERP page on a phone (390 px)', () => {
  it('folds each card to its title, fear rating and Start; Details opens the rest and closes it again', async () => {
    const { app } = await openAt(390);
    const bin = card('Touch the bin lid');

    expect(within(bin).getByRole('heading', { level: 3, name: 'Touch the bin lid' })).toBeInTheDocument();
    expect(within(bin).getByText('Fear level 7 out of 10')).toBeInTheDocument();
    expect(within(bin).getByRole('button', { name: 'Start Touch the bin lid' })).toBeInTheDocument();
    expect(within(bin).queryByText(/Then eat a sandwich/)).not.toBeInTheDocument();
    expect(within(bin).queryByText('Not practised yet')).not.toBeInTheDocument();
    expect(within(bin).queryByRole('button', { name: 'Delete Touch the bin lid' })).not.toBeInTheDocument();

    const details = within(bin).getByRole('button', { name: 'Details of Touch the bin lid' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(details);

    expect(details).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(region).toBeVisible();
    expect(within(region).getByText(/Then eat a sandwich/).textContent).toBe('Touch the lid.\nThen eat a sandwich without washing.');
    expect(region).toHaveTextContent('Not practised yet');
    expect(within(region).getByRole('button', { name: 'Delete Touch the bin lid' })).toBeInTheDocument();
    // Only the card opened: the other stays folded.
    expect(within(card('Leave the stove after one check')).getByRole('button', { name: /^Details/ })).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(within(bin).queryByText(/Then eat a sandwich/)).not.toBeInTheDocument();
  });

  it('opens a session from a folded card', async () => {
    const { app } = await openAt(390);
    await app.user.click(within(card('Touch the bin lid')).getByRole('button', { name: 'Start Touch the bin lid' }));
    expect(await screen.findByRole('dialog', { name: 'Touch the bin lid' })).toBeInTheDocument();
  });

  it('puts the tips before the list, folded, and opens them', async () => {
    const { app } = await openAt(390);
    const tips = screen.getByRole('button', { name: 'Tips for practice' });
    // Before the exposures in the page's order.
    expect(tips.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Exposures' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tips).toHaveAttribute('aria-expanded', 'false');
    // A heading of its own: the page's outline still lists the tips.
    expect(tips.closest('h2')).not.toBeNull();

    await app.user.click(tips);
    expect(tips).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(tips.getAttribute('aria-controls')!)).toHaveTextContent('about 4 to 6 out of 10');
  });
});

describe('ERP page on a desktop (1280 px)', () => {
  it('shows every card whole, with no Details button', async () => {
    await openAt(1280);
    const bin = card('Touch the bin lid');
    expect(within(bin).getByText(/Then eat a sandwich/)).toBeInTheDocument();
    expect(within(bin).getByRole('button', { name: 'Delete Touch the bin lid' })).toBeInTheDocument();
    expect(within(bin).getByRole('button', { name: 'Start Touch the bin lid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Details/ })).not.toBeInTheDocument();
  });
});
