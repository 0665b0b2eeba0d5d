import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PRACTICE_KEY, keepPractice, readKeptPractice, type KeptPractice } from '../../../auth/kept-practice';
import { openErp, sessionRecord } from '../../../test/erp-api';
import { exposureRecord } from '../../../test/intake-api';
import { TEST_USER } from '../../../test/render';
import { advance, useFakeClock } from '../../../test/timers';

const TITLE = 'Touch the bin lid';
const PROGRESS = 'POST /erp-exposures/exposures/exposure-1/progress';
const TOKEN = { access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 };

async function startPractice(routes: Parameters<typeof openErp>[1] = {}) {
  const exposure = exposureRecord(1, { title: TITLE, description: 'Touch the lid.\nNo washing.', fear_level: 7 });
  const opened = openErp({ exposures: [exposure] }, { 'POST /auth/login': { body: TOKEN }, ...routes });
  const start = await screen.findByRole('button', { name: `Start ${TITLE}` });
  await vi.waitFor(() => expect(start).toBeEnabled());
  await opened.app.user.click(start);
  const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
  await opened.app.user.click(dialog.getByRole('button', { name: 'Before you start (optional)' }));
  await opened.app.user.type(dialog.getByLabelText('What do you fear will happen?'), 'I will get ill');
  await opened.app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
  await dialog.findByRole('timer');
  return { ...opened, dialog };
}

describe('a practice outlives a sign-in that ends mid-exposure (issue 17 "no interruption")', () => {
  beforeEach(() => useFakeClock());

  it('Submit that finds the sign-in over keeps everything; after signing in again the practice resumes and saves', async () => {
    let signedIn = true;
    const { api, app, dialog } = await startPractice({
      [PROGRESS]: () =>
        signedIn
          ? { status: 201, body: { ...sessionRecord('exposure-1', 1, { status: 'completed' }), crisis_resources: false } }
          : { status: 401, body: { detail: 'Not signed in.' } },
    });
    await advance(5 * 60_000);
    await app.user.click(within(dialog.getByRole('group', { name: /How anxious are you right now/ })).getByRole('button', { name: 'Anxiety 8 out of 10' }));
    await app.user.click(dialog.getByRole('button', { name: 'I did a compulsion' }));
    await advance(60_000);
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), 'The urge passed.');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedIn = false;
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    // Back at the sign-in screen, which says the practice is kept; the device still holds it.
    expect(await screen.findByText(/Your sign-in ended during a practice\. It is kept on this device/)).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(readKeptPractice(TEST_USER.id)).toMatchObject({
      exposureId: 'exposure-1',
      checkIns: [{ minute: 5, anxiety: 8 }],
      slips: 1,
      before: { fearedOutcome: 'I will get ill', likelihood: null },
      after: { notes: 'The urge passed.' },
    });

    signedIn = true;
    await app.user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'a calm and steady walk');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Straight back to the questions after the timer, with the words written before.
    const resumed = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(app.path()).toBe('/erp');
    expect(resumed.getByLabelText('Thoughts & Reflections')).toHaveValue('The urge passed.');
    expect(resumed.getByText(/You practised for/)).toHaveTextContent('You practised for 6:00.');
    await app.user.click(resumed.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Session saved/);
    const saved = (await api.calls(PROGRESS).at(-1)!.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      duration_minutes: 6,
      notes: 'The urge passed.',
      feared_outcome: 'I will get ill',
      check_ins: [{ minute: 5, anxiety: 8 }],
      slips: 1,
    });
    expect(sessionStorage.getItem(KEPT_PRACTICE_KEY)).toBeNull();
  }, 30_000);

  it('the timer resumes with its real start, check-ins and slips when the exposure is opened again on this device', async () => {
    const { app, dialog } = await startPractice();
    await advance(5 * 60_000);
    await app.user.click(within(dialog.getByRole('group', { name: /How anxious are you right now/ })).getByRole('button', { name: 'Anxiety 6 out of 10' }));
    await app.user.click(dialog.getByRole('button', { name: 'I did a compulsion' }));
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    await advance(2 * 60_000);
    await app.user.click(screen.getByRole('tab', { name: /^In progress/ }));

    await app.user.click(await screen.findByRole('button', { name: `Continue ${TITLE}` }));
    const again = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(again.getByRole('timer')).toHaveTextContent('7:00');
    expect(again.getByRole('img', { name: 'Your check-ins: 6 at 5 min' })).toBeInTheDocument();
    await app.user.click(again.getByRole('button', { name: 'I did a compulsion' }));
    expect(again.getByText(/Noted \(2 times\)/)).toBeInTheDocument();
  }, 20_000);

  it('never shows a practice kept for someone else, and drops it', async () => {
    const someoneElse: KeptPractice = {
      userId: 'another-person',
      exposureId: 'exposure-1',
      startedAt: Date.now(),
      anxietyBefore: 9,
      before: { fearedOutcome: 'Their private fear', likelihood: 90 },
      checkIns: [],
      slips: 0,
      endedAt: Date.now(),
      after: { anxietyAfter: 4, notes: 'Their private note', outcome: null, surprise: null, peak: null, compulsion: null },
    };
    keepPractice(someoneElse);
    const exposure = exposureRecord(1, { title: TITLE, fear_level: 7 });
    const { app } = openErp({ exposures: [exposure] });
    const start = await screen.findByRole('button', { name: `Start ${TITLE}` });
    await vi.waitFor(() => expect(start).toBeEnabled());
    await app.user.click(start);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(dialog.getByRole('button', { name: 'Start Session' })).toBeInTheDocument();
    expect(screen.queryByText(/Their private/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEPT_PRACTICE_KEY)).toBeNull();
  });
});
