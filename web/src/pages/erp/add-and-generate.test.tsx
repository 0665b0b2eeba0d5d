import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openErp } from '../../test/erp-api';
import type { FakeAnswer } from '../../test/fake-fetch';
import { GENERATED, exposureRecord } from '../../test/intake-api';

const CREATE = 'POST /erp-exposures/exposures';
const GENERATE = 'POST /erp-exposures/exposures/generate';
const ACCEPT = 'POST /erp-exposures/exposures/draft/accept';

async function openPage(routes: Parameters<typeof openErp>[1] = {}) {
  const opened = openErp({ exposures: [exposureRecord(1, { title: 'Existing one' })] }, routes);
  await screen.findByRole('article', { name: 'Existing one' });
  for (const name of ['Add Custom Exposure', 'Generate Exposures']) {
    await vi.waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  }
  return opened;
}

describe('Add New Exposure modal (docs/product.md §36)', () => {
  it('keeps Add disabled until title and description are not blank, with fear level 5 by default', async () => {
    const { app } = await openPage();
    await app.user.click(screen.getByRole('button', { name: 'Add Custom Exposure' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Exposure' }));
    const add = dialog.getByRole('button', { name: 'Add' });

    expect(dialog.getByRole('slider', { name: 'Fear Level' })).toHaveAttribute('aria-valuenow', '5');
    expect(add).toBeDisabled();
    await app.user.type(dialog.getByLabelText('Title'), '   ');
    await app.user.type(dialog.getByLabelText(/^Description/), 'Touch the lid');
    expect(add).toBeDisabled();
    await app.user.type(dialog.getByLabelText('Title'), 'Bin lid');
    expect(add).toBeEnabled();
    await app.user.clear(dialog.getByLabelText(/^Description/));
    await app.user.type(dialog.getByLabelText(/^Description/), '  \n ');
    expect(add).toBeDisabled();
  });

  it('posts a user-made exposure, closes, and shows it on the Not started tab', async () => {
    const { api, app } = await openPage();
    await app.user.click(screen.getByRole('tab', { name: /^Completed/ }));
    await app.user.click(screen.getByRole('button', { name: 'Add Custom Exposure' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Exposure' }));

    await app.user.type(dialog.getByLabelText('Title'), '  Touch the bin lid ');
    await app.user.type(dialog.getByLabelText(/^Description/), 'Touch the lid.\nNo washing for 20 minutes.');
    const slider = dialog.getByRole('slider', { name: 'Fear Level' });
    slider.focus();
    await app.user.keyboard('{ArrowRight}{ArrowRight}');
    await app.user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Added “Touch the bin lid”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.calls(CREATE)[0]!.json()).toEqual({
      title: 'Touch the bin lid',
      description: 'Touch the lid.\nNo washing for 20 minutes.',
      fear_level: 7,
      created_by_ai: false,
      created_by_user: true,
    });
    expect(screen.getByRole('tab', { name: /^Not started/ })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Touch the bin lid' });
    expect(within(card).getByText('Fear 7/10')).toBeInTheDocument();
  });

  it('keeps what was typed when adding fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openPage({ [CREATE]: { status: 422, body: { detail: 'Title can be at most 200 characters.' } } });
    await app.user.click(screen.getByRole('button', { name: 'Add Custom Exposure' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Exposure' }));
    await app.user.type(dialog.getByLabelText('Title'), 'Bin lid');
    await app.user.type(dialog.getByLabelText(/^Description/), 'Touch it');
    await app.user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Title can be at most 200 characters.');
    expect(dialog.getByLabelText('Title')).toHaveValue('Bin lid');
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('Touch it');
  });
});

describe('Generate Exposures (docs/product.md §36)', () => {
  it('is offered only on the Not started tab', async () => {
    const { app } = await openPage();

    await app.user.click(screen.getByRole('tab', { name: /^In progress/ }));
    expect(screen.queryByRole('button', { name: 'Generate Exposures' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Custom Exposure' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: /^Completed/ }));
    expect(screen.queryByRole('button', { name: 'Generate Exposures' })).not.toBeInTheDocument();
  });

  it('generates with an empty POST, lets each be rated, and saves the draft in one go', async () => {
    const { api, app } = await openPage();

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' }));
    const [request] = api.calls(GENERATE);
    expect(request!.headers.get('Content-Type')).toBeNull();
    expect(await request!.text()).toBe('');

    const sliders = dialog.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['4', '7']);
    sliders[1]!.focus();
    await app.user.keyboard('{ArrowLeft}');
    await app.user.click(dialog.getByRole('button', { name: 'Save Exposures' }));

    expect(await screen.findByText('Saved 2 exposures.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
    expect(api.calls(ACCEPT)).toHaveLength(1);
    expect(api.state.exposures.filter((item) => item.title !== 'Existing one').map((item) => [item.title, item.fear_level])).toEqual([
      [GENERATED[0]!.title, 4],
      [GENERATED[1]!.title, 6],
    ]);
    expect(await screen.findByRole('tab', { name: /^Not started/ })).toHaveTextContent('Not started 3');
    expect(screen.getByRole('article', { name: GENERATED[1]!.title })).toBeInTheDocument();
  });

  it('keeps the suggestions on Cancel, to rate later, without generating again', async () => {
    const { api, app } = await openPage();

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' }));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ACCEPT)).toHaveLength(0);
    expect(screen.getByRole('tab', { name: /^Not started/ })).toHaveTextContent('Not started 1');
    expect(screen.getByText('2 suggested exposures are waiting for your ratings.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    expect(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Rate them' }));
    expect(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' })).toBeInTheDocument();
    expect(api.calls(GENERATE)).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));

    await app.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The suggestions were discarded.')).toBeInTheDocument();
    expect(api.state.draft).toBeNull();
  });

  it('keeps the draft when saving fails, and saves it once on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { api, app } = await openPage({
      [ACCEPT]: (): FakeAnswer => {
        calls += 1;
        if (calls === 1) return { status: 503 };
        api.state.draft = null;
        return { status: 201, body: { saved: 2 } };
      },
    });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate Exposure Difficulty' }));
    await app.user.click(dialog.getByRole('button', { name: 'Save Exposures' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('An error occurred while saving your data');

    await app.user.click(dialog.getByRole('button', { name: 'Save Exposures' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(ACCEPT)).toHaveLength(2);
    expect(await screen.findByText('Saved 2 exposures.')).toBeInTheDocument();
  });

  it.each([
    [
      'a 429 with a detail',
      { status: 429, body: { detail: 'Daily limit reached: new exposures can be generated 5 times a day.', code: 'daily_limit_reached' } },
      'Daily limit reached: new exposures can be generated 5 times a day.',
    ],
    [
      'a 429 without a detail',
      { status: 429 },
      'You have reached the daily limit for generating exposures. Please try again tomorrow.',
    ],
    ['a 422 with a detail', { status: 422, body: { detail: 'Please add more details first.' } }, 'Please add more details first.'],
    ['a failure without a detail', { status: 500 }, 'Failed to generate exposures. Please try again.'],
    ['a network failure', new Error('offline'), 'Failed to generate exposures. Please try again.'],
    [
      'an empty list',
      { body: [] },
      'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough. Try adding more details about your specific fears and behaviors.',
    ],
  ] as const)('shows the right message on %s', async (_case, answer: FakeAnswer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await openPage({ [GENERATE]: answer });

    await app.user.click(screen.getByRole('button', { name: 'Generate Exposures' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Exposures' })).toBeEnabled();
  });
});
