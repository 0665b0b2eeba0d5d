import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findStep, openIntake } from '../../test/intake-page';

const listItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('intake lists (docs/product.md §26)', () => {
  it('ignores blank entries and trims new ones', async () => {
    const { app } = openIntake();
    await findStep('Obsessions');
    const field = screen.getByLabelText('Add an obsession');

    await app.user.type(field, '    ');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('list', { name: 'Your obsessions' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await app.user.type(field, '   What if I left the stove on?   {Enter}');
    expect(listItems('Your obsessions')).toEqual(['What if I left the stove on?']);
    expect(screen.getByRole('status')).toHaveTextContent('Added “What if I left the stove on?”.');
    expect(field).toHaveValue('');

    await app.user.type(field, 'what if I left the STOVE on?{Enter}');
    expect(listItems('Your obsessions')).toEqual(['What if I left the stove on?']);
    expect(screen.getByRole('status')).toHaveTextContent('is already on your list.');
  });

  it('keeps Continue disabled while the list is empty', async () => {
    const { app } = openIntake();
    await findStep('Obsessions');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await app.user.type(screen.getByLabelText('Add an obsession'), '  ');
    expect(continueButton).toBeDisabled();

    await app.user.type(screen.getByLabelText('Add an obsession'), 'Germs on door handles{Enter}');
    expect(continueButton).toBeEnabled();
  });

  it('never deletes the last remaining item', async () => {
    const { app } = openIntake({ obsessions: ['Germs on door handles'] });
    await findStep('Compulsions');
    const field = screen.getByLabelText('Add a compulsion');
    await app.user.type(field, 'Washing my hands{Enter}');
    await app.user.type(field, 'Asking if things are clean{Enter}');

    await app.user.click(screen.getByRole('button', { name: 'Delete Washing my hands' }));
    expect(listItems('Your compulsions')).toEqual(['Asking if things are clean']);

    const last = screen.getByRole('button', { name: 'Delete Asking if things are clean' });
    expect(last).toBeDisabled();
    await app.user.click(last);
    expect(listItems('Your compulsions')).toEqual(['Asking if things are clean']);
    expect(screen.getByText('At least one is needed. Add another before removing this one.')).toBeInTheDocument();
  });

  it('Continue saves the whole list and moves on; each list has its own body', async () => {
    const { api, app } = openIntake();
    await findStep('Obsessions');

    await app.user.type(screen.getByLabelText('Add an obsession'), 'Germs on door handles{Enter}');
    await app.user.type(screen.getByLabelText('Add an obsession'), 'A sudden image of harm{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Compulsions');
    expect(await api.calls('POST /obsessions')[0]!.json()).toEqual({
      obsessions: [{ description: 'Germs on door handles' }, { description: 'A sudden image of harm' }],
      compulsions: [],
    });

    await app.user.type(screen.getByLabelText('Add a compulsion'), 'Washing my hands{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Triggers');
    expect(await api.calls('POST /compulsions')[0]!.json()).toEqual({ compulsions: ['Washing my hands'] });

    // Typed but not yet added: Continue keeps it rather than losing it.
    await app.user.type(screen.getByLabelText('Add a trigger'), '  Public toilets ');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findStep('Y-BOCS questionnaire')).toBeInTheDocument();
    expect(await api.calls('POST /triggers')[0]!.json()).toEqual({ triggers: ['Public toilets'] });
  });

  it("shows the server's detail when saving fails, and stays on the step", async () => {
    const { app } = openIntake(
      {},
      { 'POST /obsessions': { status: 422, body: { detail: 'Each item can be at most 500 characters.' } } },
    );
    await findStep('Obsessions');

    await app.user.type(screen.getByLabelText('Add an obsession'), 'Germs{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Each item can be at most 500 characters.');
    expect(screen.getByRole('heading', { level: 2, name: 'Obsessions' })).toBeInTheDocument();
    expect(listItems('Your obsessions')).toEqual(['Germs']);
  });

  it("says 'An error occurred while saving your data' without a detail", async () => {
    const { app } = openIntake({}, { 'POST /obsessions': new Error('offline') });
    await findStep('Obsessions');

    await app.user.type(screen.getByLabelText('Add an obsession'), 'Germs{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while saving your data');
  });

  it('keeps unsaved entries when going Back and returning', async () => {
    const { api, app } = openIntake({ obsessions: ['Germs'], compulsions: ['Washing'] });
    await findStep('Triggers');

    await app.user.type(screen.getByLabelText('Add a trigger'), 'Door handles{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Compulsions');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Triggers');

    expect(listItems('Your triggers')).toEqual(['Door handles']);
    expect(api.calls('POST /triggers')).toHaveLength(0);
  });
});
