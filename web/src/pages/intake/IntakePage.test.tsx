import { TOS_VERSION } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, type FakeAnswer } from '../../test/fake-fetch';
import { ALL_TWOS, exposureRecord } from '../../test/intake-api';
import { answerSuitability, findStep, openIntake, sidebarStep } from '../../test/intake-page';
import { advance, fakeTimeouts } from '../../test/timers';

const SUITABILITY = 'Is self-help right for me now?';
const OBSESSIONS = ['What if I left the stove on?'];
const COMPULSIONS = ['Checking the stove again and again'];
const TRIGGERS = ['Leaving for work'];

describe('intake wizard: resume logic (docs/product.md §30)', () => {
  it('opens at the welcome when the terms are not accepted, and loads nothing else', async () => {
    const { api, app } = openIntake({ acceptedTos: false, obsessions: OBSESSIONS });

    // Issue 18 item 3: someone coming back before the terms is welcomed again, then reads them.
    expect(await findStep('Welcome to Ladder')).toBeInTheDocument();
    expect(sidebarStep('Is self-help right for me?')).toHaveTextContent('Completed');
    expect(sidebarStep('Terms')).toHaveTextContent('Not started');
    await app.user.click(screen.getByRole('button', { name: "Let's begin" }));

    expect(await findStep('Before you begin')).toHaveFocus();
    expect(sidebarStep('Terms')).toHaveAttribute('aria-current', 'step');
    expect(sidebarStep('Terms')).toHaveTextContent('In progress');
    expect(sidebarStep('Obsessions')).toHaveTextContent('Not started');
    expect(sidebarStep('Generating exposures')).toHaveTextContent('Not started');
    expect(api.calls('GET /obsessions')).toHaveLength(0);
    expect(document.title).toBe('Getting started · Ladder');
  });

  it.each([
    ['no obsessions', {}, 'Obsessions', ['Terms']],
    ['obsessions only', { obsessions: OBSESSIONS }, 'Compulsions', ['Terms', 'Obsessions']],
    ['compulsions', { obsessions: OBSESSIONS, compulsions: COMPULSIONS }, 'Triggers', ['Terms', 'Obsessions', 'Compulsions']],
    [
      'triggers',
      { obsessions: OBSESSIONS, compulsions: COMPULSIONS, triggers: TRIGGERS },
      'Y-BOCS questionnaire',
      ['Terms', 'Obsessions', 'Compulsions', 'Triggers'],
    ],
  ])('with %s it opens at the next step', async (_case, state, heading, completed) => {
    openIntake(state);

    expect(await findStep(heading)).toBeInTheDocument();
    for (const label of completed) expect(sidebarStep(label)).toHaveTextContent('Completed');
    const current = screen.getByRole('complementary', { name: 'Your steps' }).querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('In progress');
    expect(current).not.toHaveTextContent(completed.at(-1)!);
  });

  it('with a Y-BOCS but no exposures it goes on to generate them', async () => {
    openIntake({ obsessions: OBSESSIONS, ybocs: ALL_TWOS });

    // Issue 16: the themes are confirmed first; nothing is generated before that.
    expect(await findStep('What your ladder will be about')).toBeInTheDocument();
    expect(sidebarStep('Generating exposures')).toHaveAttribute('aria-current', 'step');
    expect(sidebarStep('Y-BOCS')).toHaveTextContent('Completed');
  });

  it('with a Y-BOCS and exposures it marks intake complete and goes to the dashboard', async () => {
    const { api, app } = openIntake({ obsessions: OBSESSIONS, ybocs: ALL_TWOS, exposures: [exposureRecord(1)] });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    expect(api.calls('POST /users/me/complete-intake')).toHaveLength(1);
    expect(localStorage.getItem('intake_completed')).toBe('true');
  });

  it('still goes to the dashboard when the server cannot be told', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = openIntake(
      { obsessions: OBSESSIONS, ybocs: ALL_TWOS, exposures: [exposureRecord(1)] },
      { 'POST /users/me/complete-intake': { status: 500, body: { detail: 'Boom' } } },
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    expect(localStorage.getItem('intake_completed')).toBe('true');
  });

  it('shows a spinner while loading and starts at the beginning after 5 s without an answer', async () => {
    fakeTimeouts();
    const never = deferred<FakeAnswer>();
    openIntake({}, { 'GET /users/me/tos-status': () => never.promise }, { fakeTimers: true });

    expect(await screen.findByText('Loading your progress...')).toBeInTheDocument();
    await advance(4000);
    expect(screen.queryByRole('heading', { level: 2, name: SUITABILITY })).not.toBeInTheDocument();

    await advance(1000);
    expect(screen.getByRole('heading', { level: 2, name: SUITABILITY })).toBeInTheDocument();
    expect(screen.queryByText('Loading your progress...')).not.toBeInTheDocument();
  });

  it('after the time-out, answering "Is self-help right for me now?" goes on to the welcome', async () => {
    fakeTimeouts();
    const never = deferred<FakeAnswer>();
    const { app } = openIntake({}, { 'GET /users/me/tos-status': () => never.promise }, { fakeTimers: true });
    await screen.findByText('Loading your progress...');
    await advance(5000);
    await findStep(SUITABILITY);

    await answerSuitability(app.user, { thoughts: 'Not at all' });

    expect(await findStep('Welcome to Ladder')).toHaveFocus();
  });

  it('a list step reached with Back shows the saved items', async () => {
    const { api, app } = openIntake({ obsessions: OBSESSIONS, compulsions: COMPULSIONS });
    await findStep('Triggers');

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Compulsions');
    expect(within(screen.getByRole('list', { name: 'Your compulsions' })).getByText(COMPULSIONS[0]!)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Obsessions');
    expect(within(screen.getByRole('list', { name: 'Your obsessions' })).getByText(OBSESSIONS[0]!)).toBeInTheDocument();
    // The resume load already read them: no second request.
    expect(api.calls('GET /obsessions')).toHaveLength(1);
    expect(api.calls('GET /compulsions')).toHaveLength(1);
  });
});

describe('intake wizard: terms (docs/product.md §25)', () => {
  it('shows the disclaimer and the versioned terms, and accepting posts an empty body and moves on', async () => {
    const { api, app } = openIntake({ acceptedTos: false });
    await findStep('Welcome to Ladder');
    await app.user.click(screen.getByRole('button', { name: "Let's begin" }));
    await findStep('Before you begin');

    expect(screen.getByRole('heading', { name: 'Medical disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(`Version ${TOS_VERSION}`)).toBeInTheDocument();
    expect(screen.getAllByText(/call or text 988/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: /I am 18 or older, and I accept them/ }));
    await app.user.click(accept);

    expect(await findStep('Obsessions')).toBeInTheDocument();
    const [request] = api.calls('POST /users/me/accept-tos');
    expect(request!.headers.get('Content-Type')).toBeNull();
    expect(await request!.text()).toBe('');
    expect(sidebarStep('Terms')).toHaveTextContent('Completed');
    expect(sidebarStep('Obsessions')).toHaveAttribute('aria-current', 'step');
  });
});

describe('intake wizard: an expired session (docs/product.md §23)', () => {
  it('alerts, logs out and goes to /login when loading answers 401', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { api, app } = openIntake(
      { obsessions: OBSESSIONS },
      { 'GET /compulsions': { status: 401, body: { detail: 'Not authenticated' } } },
    );

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('Your session has expired. Please log in again.');
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(api.calls('POST /auth/logout')).toHaveLength(1);
  });

  it('does the same when a save answers 401', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { app } = openIntake(
      { obsessions: OBSESSIONS },
      { 'POST /compulsions': { status: 401, body: { detail: 'Not authenticated' } } },
    );
    await findStep('Compulsions');

    await app.user.type(screen.getByLabelText('Add a compulsion'), 'Checking{Enter}');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('Your session has expired. Please log in again.');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
