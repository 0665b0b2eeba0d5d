import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openErp } from '../../test/erp-api';

type Lists = { obsessions?: string[]; compulsions?: string[]; triggers?: string[] };

async function openConfigure(lists: Lists = {}, routes: Parameters<typeof openErp>[1] = {}) {
  const opened = openErp(lists, routes);
  await opened.app.user.click(await screen.findByRole('button', { name: 'Configure Program' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Configure Program' }));
  await dialog.findByRole('list', { name: 'Your triggers' });
  return { ...opened, dialog };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Configure Program modal (docs/product.md §36, §56)', () => {
  it('shows the three lists, with delete and add only while editing', async () => {
    const { app } = await openConfigure({
      obsessions: ['Germs on door handles', 'What if I left the stove on?'],
      compulsions: ['Washing my hands'],
      triggers: ['Public toilets'],
    });

    expect(items('Your obsessions')).toEqual(['Germs on door handles', 'What if I left the stove on?']);
    expect(items('Your compulsions')).toEqual(['Washing my hands']);
    expect(items('Your triggers')).toEqual(['Public toilets']);
    const obsessions = section('Obsessions');
    expect(obsessions.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(obsessions.queryByLabelText('Add an obsession')).not.toBeInTheDocument();

    await app.user.click(obsessions.getByRole('button', { name: 'Edit obsessions' }));
    expect(obsessions.getByRole('button', { name: 'Delete Germs on door handles' })).toBeInTheDocument();
    expect(obsessions.getByLabelText('Add an obsession')).toBeInTheDocument();
    // Only this list is being edited.
    expect(section('Compulsions').queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await app.user.click(obsessions.getByRole('button', { name: 'Done editing obsessions' }));
    expect(obsessions.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(obsessions.getByRole('button', { name: 'Edit obsessions' })).toBeInTheDocument();
  });

  it('adds an item by saving the whole list', async () => {
    const { api, app } = await openConfigure({ obsessions: ['Germs on door handles'], compulsions: ['Washing my hands'] });
    const compulsions = section('Compulsions');
    await app.user.click(compulsions.getByRole('button', { name: 'Edit compulsions' }));

    await app.user.type(compulsions.getByLabelText('Add a compulsion'), '  Asking if things are clean {Enter}');

    expect(await compulsions.findByText('Added “Asking if things are clean”.')).toBeInTheDocument();
    expect(items('Your compulsions')).toEqual(['Washing my hands', 'Asking if things are clean']);
    expect(compulsions.getByLabelText('Add a compulsion')).toHaveValue('');
    expect(await api.calls('POST /compulsions')[0]!.json()).toEqual({
      compulsions: ['Washing my hands', 'Asking if things are clean'],
    });
    expect(api.state.compulsions).toEqual(['Washing my hands', 'Asking if things are clean']);
  });

  it('deletes an obsession, sending the rest with an empty compulsions list', async () => {
    const { api, app } = await openConfigure({ obsessions: ['Germs on door handles', 'A sudden image of harm'] });
    const obsessions = section('Obsessions');
    await app.user.click(obsessions.getByRole('button', { name: 'Edit obsessions' }));

    await app.user.click(obsessions.getByRole('button', { name: 'Delete Germs on door handles' }));

    expect(await obsessions.findByText('Removed “Germs on door handles”.')).toBeInTheDocument();
    expect(items('Your obsessions')).toEqual(['A sudden image of harm']);
    expect(await api.calls('POST /obsessions')[0]!.json()).toEqual({
      obsessions: [{ description: 'A sudden image of harm' }],
      compulsions: [],
    });
  });

  it.each([
    ['Obsessions', 'obsessions', 'Delete Germs on door handles'],
    ['Compulsions', 'compulsions', 'Delete Washing my hands'],
  ])('never deletes the last item of %s', async (name, kind, deleteName) => {
    const { api, app } = await openConfigure({ obsessions: ['Germs on door handles'], compulsions: ['Washing my hands'] });
    const list = section(name);
    await app.user.click(list.getByRole('button', { name: `Edit ${kind}` }));

    const last = list.getByRole('button', { name: deleteName });
    expect(last).toBeDisabled();
    expect(last).toHaveAccessibleDescription('At least one is needed. Add another before removing this one.');
    await app.user.click(last);
    expect(api.calls(`POST /${kind}`)).toHaveLength(0);
  });

  it('lets the last trigger be deleted, and shows the server detail when it refuses', async () => {
    const { api, app } = await openConfigure(
      { triggers: ['Public toilets'] },
      { 'POST /triggers': { status: 422, body: { detail: 'Add at least one trigger: the list cannot be empty.' } } },
    );
    const triggers = section('Triggers');
    await app.user.click(triggers.getByRole('button', { name: 'Edit triggers' }));

    const last = triggers.getByRole('button', { name: 'Delete Public toilets' });
    expect(last).toBeEnabled();
    await app.user.click(last);

    expect(await triggers.findByRole('alert')).toHaveTextContent('Add at least one trigger: the list cannot be empty.');
    expect(await api.calls('POST /triggers')[0]!.json()).toEqual({ triggers: [] });
    expect(items('Your triggers')).toEqual(['Public toilets']);
  });

  it.each([
    ['delete', 'Failed to delete trigger'],
    ['add', 'Failed to add trigger'],
  ])('falls back to the docs/product.md §56 text when a trigger %s fails without a detail', async (action, message) => {
    const { app } = await openConfigure(
      { triggers: ['Public toilets', 'Leaving for work'] },
      { 'POST /triggers': { status: 500 } },
    );
    const triggers = section('Triggers');
    await app.user.click(triggers.getByRole('button', { name: 'Edit triggers' }));

    if (action === 'delete') await app.user.click(triggers.getByRole('button', { name: 'Delete Public toilets' }));
    else await app.user.type(triggers.getByLabelText('Add a trigger'), 'Door handles{Enter}');

    expect(await triggers.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    if (action === 'add') expect(triggers.getByLabelText('Add a trigger')).toHaveValue('Door handles');
  });

  it.each([
    ['Obsessions', 'obsessions', 'Add an obsession', 'Failed to add obsession'],
    ['Compulsions', 'compulsions', 'Add a compulsion', 'Failed to add compulsion'],
  ])('shows the docs/product.md §56 text when adding to %s fails', async (name, kind, field, message) => {
    const { app } = await openConfigure({}, { [`POST /${kind}`]: new Error('offline') });
    const list = section(name);
    await app.user.click(list.getByRole('button', { name: `Edit ${kind}` }));

    await app.user.type(list.getByLabelText(field), 'Something new{Enter}');

    expect(await list.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
  });

  it.each([
    ['Obsessions', 'obsessions', 'Failed to delete obsession'],
    ['Compulsions', 'compulsions', 'Failed to delete compulsion'],
  ])('shows the docs/product.md §56 text when deleting from %s fails', async (name, kind, message) => {
    const { app } = await openConfigure(
      { obsessions: ['One', 'Two'], compulsions: ['One', 'Two'] },
      { [`POST /${kind}`]: { status: 500 } },
    );
    const list = section(name);
    await app.user.click(list.getByRole('button', { name: `Edit ${kind}` }));

    await app.user.click(list.getByRole('button', { name: 'Delete One' }));

    expect(await list.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(items(`Your ${kind}`)).toEqual(['One', 'Two']);
  });

  it('does not save a duplicate', async () => {
    const { api, app } = await openConfigure({ triggers: ['Public toilets'] });
    const triggers = section('Triggers');
    await app.user.click(triggers.getByRole('button', { name: 'Edit triggers' }));

    await app.user.type(triggers.getByLabelText('Add a trigger'), 'public  TOILETS{Enter}');

    expect(triggers.getByText('“public TOILETS” is already on your list.')).toBeInTheDocument();
    expect(api.calls('POST /triggers')).toHaveLength(0);
  });

  it('shows the docs/product.md §56 load message when a list cannot be loaded', async () => {
    const opened = openErp({}, { 'GET /triggers': { status: 500 } });
    await opened.app.user.click(await screen.findByRole('button', { name: 'Configure Program' }));

    expect(await section('Triggers').findByRole('alert')).toHaveTextContent(
      'Failed to load therapy plan data. Please refresh the page or try again later.',
    );
    expect(await screen.findByRole('list', { name: 'Your obsessions' })).toBeInTheDocument();
  });
});
