import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerSuitability, findStep, openIntake } from '../../test/intake-page';

describe('intake wizard: the welcome before the terms (issue 18 item 3)', () => {
  it('says what is coming, how long it takes and that the person can stop, then "Let\'s begin" opens the terms', async () => {
    const { api, app } = openIntake({ suitability: null, acceptedTos: false });
    await findStep('Is self-help right for me now?');
    await answerSuitability(app.user, { thoughts: 'Not at all' });

    const heading = await findStep('Welcome to Ladder');
    expect(heading).toHaveFocus();
    const steps = within(screen.getByRole('region', { name: 'Current step' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Terms'),
      expect.stringContaining('Obsessions, compulsions and triggers'),
      expect.stringContaining('Y-BOCS'),
      expect.stringContaining('Your ladder'),
    ]);
    expect(screen.getByText(/about 15 to 20 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/You can stop at any point/)).toBeInTheDocument();
    // The welcome is no numbered step, and it accepts nothing on the person's behalf.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Logout', "Let's begin"]);

    await app.user.click(screen.getByRole('button', { name: "Let's begin" }));

    expect(await findStep('Before you begin')).toHaveFocus();
    expect(api.calls('POST /users/me/accept-tos')).toHaveLength(0);
  });

  it('is skipped on resume once the terms are accepted', async () => {
    openIntake({ obsessions: ['What if I left the stove on?'] });

    expect(await findStep('Compulsions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Ladder' })).not.toBeInTheDocument();
  });
});

describe('intake wizard: progress through the steps (issue 18 item 3)', () => {
  it('shows "Step N of 7" with a progressbar, moving on with each step', async () => {
    const { app } = openIntake({ acceptedTos: false });
    await findStep('Welcome to Ladder');
    await app.user.click(screen.getByRole('button', { name: "Let's begin" }));
    await findStep('Before you begin');

    expect(screen.getByText('Step 2 of 7: Terms')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 7: Terms' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 7: Terms');

    await app.user.click(screen.getByRole('checkbox', { name: /I am 18 or older, and I accept them/ }));
    await app.user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await findStep('Obsessions');

    expect(screen.getByRole('progressbar', { name: 'Step 3 of 7: Obsessions' })).toHaveAttribute('aria-valuenow', '3');
  });

  it('puts the normalising note on the obsessions step only, with no reassurance', async () => {
    const { app } = openIntake({});
    const note = 'Many people with OCD have thoughts like these. Writing them down is part of the work.';
    await findStep('Obsessions');

    expect(screen.getByText(note)).toBeVisible();
    const step = screen.getByRole('region', { name: 'Current step' });
    expect(step).not.toHaveTextContent(/won.t act|never act|just thoughts|you are safe/i);

    await app.user.type(screen.getByLabelText('Add an obsession'), 'What if I stab my partner{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Compulsions');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
