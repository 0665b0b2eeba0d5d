import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openErp } from '../../test/erp-api';
import { exposureRecord } from '../../test/intake-api';

const DAY = 24 * 60 * 60 * 1000;

const NOT_STARTED = [
  exposureRecord(1, { title: 'Leave the stove after one check', fear_level: 2 }),
  exposureRecord(2, { title: 'Touch the bin lid', fear_level: 7, description: 'Touch the lid.\nThen eat a sandwich without washing.' }),
];
const IN_PROGRESS = exposureRecord(3, {
  title: 'Use a public toilet',
  status: 'in_progress',
  fear_level: 6,
  initial_fear: 6,
  latest_anxiety: 4,
  session_count: 3,
  last_practised_at: new Date(Date.now() - 2 * DAY).toISOString(),
});
const COMPLETED = exposureRecord(4, {
  title: 'Shake hands',
  status: 'completed',
  fear_level: 4,
  latest_anxiety: 1,
  session_count: 1,
  last_practised_at: new Date().toISOString(),
});

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const card = (title: string) => screen.getByRole('article', { name: title });

async function openWith(exposures = [...NOT_STARTED, IN_PROGRESS, COMPLETED], routes = {}) {
  const opened = openErp({ exposures }, routes);
  await screen.findByRole('tablist', { name: 'Exposures by status' });
  return opened;
}

describe('ERP page (docs/product.md §32)', () => {
  it('has its title, the Configure Program button and the tips', async () => {
    await openWith();

    expect(screen.getByRole('heading', { level: 1, name: 'ERP' })).toBeInTheDocument();
    expect(document.title).toBe('ERP · Ladder');
    expect(screen.getByRole('button', { name: 'Configure Program' })).toBeInTheDocument();
    const tips = screen.getByRole('complementary', { name: 'Tips for practice' });
    expect(tips).toHaveTextContent('It counts as complete when you begin a session with your anxiety at 1.');
    expect(tips).toHaveTextContent('about 4 to 6 out of 10');
  });

  it('shows three tabs with counts and lists each status on its own tab', async () => {
    const { app } = await openWith();

    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['Not started 2', 'In progress 1', 'Completed 1']);
    expect(tab(/^Not started/)).toHaveAttribute('aria-selected', 'true');
    const titles = () => screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);
    expect(titles()).toEqual(['Leave the stove after one check', 'Touch the bin lid']);

    await app.user.click(tab(/^In progress/));
    expect(titles()).toEqual(['Use a public toilet']);
    await app.user.click(tab(/^Completed/));
    expect(titles()).toEqual(['Shake hands']);
  });

  it('keeps line breaks in descriptions and shows practice facts', async () => {
    const { app } = await openWith();

    const description = within(card('Touch the bin lid')).getByText(/Touch the lid\./);
    expect(description.textContent).toBe('Touch the lid.\nThen eat a sandwich without washing.');
    expect(description).toHaveClass('whitespace-pre-line');
    expect(card('Touch the bin lid')).toHaveTextContent('Not practised yet');

    await app.user.click(tab(/^In progress/));
    expect(card('Use a public toilet')).toHaveTextContent('3 sessions · last practised 2 days ago');
    await app.user.click(tab(/^Completed/));
    expect(card('Shake hands')).toHaveTextContent('1 session · last practised today');
  });

  it.each([
    ['not_started', /^Not started/, 'No not started exposures.'],
    ['in_progress', /^In progress/, 'No in progress exposures.'],
    ['completed', /^Completed/, 'No completed exposures.'],
  ])('shows the empty state of %s', async (_status, name, text) => {
    const { app } = await openWith([]);

    await app.user.click(tab(name));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    [1, 'bg-green-100'],
    [3, 'bg-green-100'],
    [4, 'bg-yellow-100'],
    [6, 'bg-yellow-100'],
    [7, 'bg-red-100'],
    [10, 'bg-red-100'],
  ])('colours a fear level of %i with %s (docs/product.md §33)', async (fear, colour) => {
    await openWith([exposureRecord(1, { title: 'Practice', fear_level: fear })]);

    const badge = within(card('Practice')).getByText(`Fear ${fear}/10`).parentElement!;
    expect(badge).toHaveClass(colour);
    expect(badge).toHaveTextContent(`Fear level ${fear} out of 10`);
    for (const other of ['bg-green-100', 'bg-yellow-100', 'bg-red-100'].filter((name) => name !== colour)) {
      expect(badge).not.toHaveClass(other);
    }
  });

  it('shows the progress bar only in progress, by the docs/product.md §34 formula', async () => {
    const { app } = await openWith([
      exposureRecord(1, { title: 'Waiting', fear_level: 6 }),
      IN_PROGRESS,
      exposureRecord(5, { title: 'Higher than before', status: 'in_progress', initial_fear: 5, latest_anxiety: 8, session_count: 1 }),
      exposureRecord(6, { title: 'Just started', status: 'in_progress', initial_fear: 7, latest_anxiety: null }),
      { ...COMPLETED },
    ]);

    expect(within(card('Waiting')).queryByRole('progressbar')).not.toBeInTheDocument();
    await app.user.click(tab(/^In progress/));
    // (6 - 4) / (6 - 1) = 40%
    const bar = within(card('Use a public toilet')).getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(card('Use a public toilet')).toHaveTextContent('anxiety 6 → 4');
    // Clamped at 0 when anxiety is higher than at first.
    expect(within(card('Higher than before')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(card('Higher than before')).toHaveTextContent('1 session practised');
    // No session logged yet: nothing achieved so far.
    expect(within(card('Just started')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    // A bar at zero never reads as "0%" (issue 17, decision 021): practice counts whatever the anxiety did.
    expect(card('Higher than before')).not.toHaveTextContent('0%');
    expect(card('Just started')).toHaveTextContent('just started');
    expect(within(card('Just started')).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Just started; every session you stay with counts');
    await app.user.click(tab(/^Completed/));
    expect(within(card('Shake hands')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers Start when not started, Continue when in progress or open, and neither when completed', async () => {
    const open = exposureRecord(7, {
      title: 'Open one',
      status: 'in_progress',
      open_session: { id: 'session-1', started_at: new Date().toISOString(), anxiety_level_pre: 5 },
    });
    const { app } = await openWith([...NOT_STARTED, IN_PROGRESS, open, COMPLETED]);

    expect(within(card('Touch the bin lid')).getByRole('button', { name: 'Start Touch the bin lid' })).toBeEnabled();
    expect(within(card('Touch the bin lid')).queryByRole('button', { name: /^Continue/ })).not.toBeInTheDocument();

    await app.user.click(tab(/^In progress/));
    expect(within(card('Use a public toilet')).getByRole('button', { name: 'Continue Use a public toilet' })).toBeEnabled();
    expect(within(card('Open one')).getByRole('button', { name: 'Continue Open one' })).toBeEnabled();
    expect(card('Open one')).toHaveTextContent('a session is open');
    expect(within(card('Use a public toilet')).queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();

    await app.user.click(tab(/^Completed/));
    expect(within(card('Shake hands')).queryByRole('button', { name: /^(Start|Continue)/ })).not.toBeInTheDocument();
  });

  it('offers delete only on not-started exposures', async () => {
    const { app } = await openWith();

    expect(screen.getByRole('button', { name: 'Delete Touch the bin lid' })).toBeInTheDocument();
    await app.user.click(tab(/^In progress/));
    expect(within(card('Use a public toilet')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await app.user.click(tab(/^Completed/));
    expect(within(card('Shake hands')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deletes after confirmation, and not on Cancel', async () => {
    const { api, app } = await openWith();

    await app.user.click(screen.getByRole('button', { name: 'Delete Touch the bin lid' }));
    // Its chunk comes on the first asking (lazy-dialogs.tsx).
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this exposure?' });
    expect(dialog).toHaveTextContent('“Touch the bin lid” will be removed from your list.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE /erp-exposures/exposures/exposure-2')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Delete Touch the bin lid' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this exposure?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted “Touch the bin lid”.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Touch the bin lid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE /erp-exposures/exposures/exposure-2')).toHaveLength(1);
    expect(tab(/^Not started/)).toHaveTextContent('Not started 1');
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('keeps the exposure and says why when the server refuses to delete it', async () => {
    const { app } = await openWith(undefined, {
      'DELETE /erp-exposures/exposures/:id': { status: 409, body: { detail: 'This exposure has been practised, so it is kept.' } },
    });

    await app.user.click(screen.getByRole('button', { name: 'Delete Touch the bin lid' }));
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This exposure has been practised, so it is kept.',
    );
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Touch the bin lid')).toBeInTheDocument();
  });

  it('shows the docs/product.md §56 message when the exposures cannot be loaded', async () => {
    openErp({}, { 'GET /erp-exposures/exposures': { status: 500, body: { detail: 'Database down' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load therapy plan data. Please refresh the page or try again later.',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('easiest first (issue 16)', () => {
  it('lists not-started exposures by fear, easiest first, and marks the first step in the 4–6 band "Start here"', async () => {
    await openWith([
      exposureRecord(11, { title: 'Read the harm story aloud', fear_level: 9 }),
      exposureRecord(12, { title: 'Say the feared word once', fear_level: 3 }),
      exposureRecord(13, { title: 'Hold the knife while chopping', fear_level: 5 }),
      exposureRecord(14, { title: 'Leave the knife on the counter', fear_level: 4 }),
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Say the feared word once',
      'Leave the knife on the counter',
      'Hold the knife while chopping',
      'Read the harm story aloud',
    ]);
    expect(within(card('Leave the knife on the counter')).getByText('Start here')).toBeInTheDocument();
    expect(screen.getAllByText('Start here')).toHaveLength(1);
    // With a ladder in place, generating more is no longer the loudest button.
    expect(screen.getByRole('button', { name: 'Generate Exposures' }).className).not.toBe(
      screen.getByRole('button', { name: 'Start Leave the knife on the counter' }).className,
    );
  });
});

describe('practice assignments (issue 17)', () => {
  it('"Practise now" opens that exposure’s session at once, and only once', async () => {
    const { app } = openErp({ exposures: [...NOT_STARTED, IN_PROGRESS] }, {}, { at: '/erp?practise=exposure-2' });
    expect(await screen.findByRole('dialog', { name: 'Touch the bin lid' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing for an exposure that is not there', async () => {
    openErp({ exposures: NOT_STARTED }, {}, { at: '/erp?practise=exposure-99' });
    await screen.findByRole('tablist', { name: 'Exposures by status' });
    expect(await screen.findByRole('article', { name: 'Touch the bin lid' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
