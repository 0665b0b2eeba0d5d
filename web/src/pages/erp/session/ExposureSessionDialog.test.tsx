import type { ExposureResponse, ExposureSessionResponse } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openErp } from '../../../test/erp-api';
import type { FakeAnswer } from '../../../test/fake-fetch';
import { exposureRecord } from '../../../test/intake-api';
import { advance, useFakeClock } from '../../../test/timers';

const TITLE = 'Touch the bin lid';
const START = 'POST /erp-exposures/exposures/exposure-1/start';
const PROGRESS = 'POST /erp-exposures/exposures/exposure-1/progress';

type Routes = Parameters<typeof openErp>[1];

const SESSION: ExposureSessionResponse = {
  id: 'session-3',
  exposure_id: 'exposure-1',
  status: 'open',
  started_at: null,
  ended_at: null,
  anxiety_level_pre: 7,
  anxiety_level_post: null,
  duration_minutes: null,
  notes: null,
  feared_outcome: null,
  feared_outcome_likelihood: null,
  outcome_happened: null,
  surprise: null,
  peak_anxiety: null,
  did_compulsion: null,
  check_ins: null,
  slips: null,
};

/** Opens /erp with one exposure and clicks its Start or Continue button. */
async function openSession(overrides: Partial<ExposureResponse> = {}, routes: Routes = {}) {
  const exposure = exposureRecord(1, { title: TITLE, description: 'Touch the lid.\nNo washing.', fear_level: 7, ...overrides });
  const opened = openErp({ exposures: [exposure] }, routes);
  if (exposure.status !== 'not_started') {
    await opened.app.user.click(await screen.findByRole('tab', { name: /^In progress/ }));
  }
  const button = await screen.findByRole('button', { name: new RegExp(`^(Start|Continue) ${TITLE}$`) });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await opened.app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { ...opened, dialog: within(dialog) };
}

const timer = () => screen.getByRole('timer', { name: 'Time elapsed' });
const bodyOf = async (request: Request | undefined) => (await request!.json()) as Record<string, unknown>;

async function setSlider(name: string, value: number, user: ReturnType<typeof openErp>['app']['user']) {
  const slider = screen.getByRole('slider', { name });
  slider.focus();
  await user.keyboard('{Home}');
  for (let step = 1; step < value; step += 1) await user.keyboard('{ArrowRight}');
  expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

describe('exposure session (docs/product.md §37)', () => {
  // The session timer reads Date and ticks on setInterval; both run on a fake clock here.
  beforeEach(() => useFakeClock());

  it('starts the pre-rating at the rated fear when there is no latest anxiety', async () => {
    const { dialog } = await openSession({ fear_level: 7, latest_anxiety: null });

    expect(dialog.getByText(/Touch the lid\./).textContent).toBe('Touch the lid.\nNo washing.');
    expect(dialog.getByRole('slider', { name: 'Current anxiety' })).toHaveAttribute('aria-valuenow', '7');
  });

  it('starts the pre-rating at the latest anxiety when there is one', async () => {
    const { dialog } = await openSession({ status: 'in_progress', fear_level: 7, latest_anxiety: 3, session_count: 1 });

    expect(dialog.getByRole('slider', { name: 'Current anxiety' })).toHaveAttribute('aria-valuenow', '3');
  });

  it('runs a whole session: start, timer, complete, reflections, submit', async () => {
    const { api, app, dialog } = await openSession();

    await setSlider('Current anxiety', 6, app.user);
    expect(dialog.queryByLabelText('What do you fear will happen?')).not.toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));

    expect(await dialog.findByRole('heading', { name: 'Exposure in Progress' })).toHaveFocus();
    expect(dialog.getByText('Stay with the anxiety. Notice it without reacting.')).toBeInTheDocument();
    expect(await bodyOf(api.calls(START)[0])).toEqual({ anxiety_level: 6 });
    expect(timer()).toHaveTextContent('0:00');

    await advance(5000);
    expect(timer()).toHaveTextContent('0:05');
    await advance(60_000);
    expect(timer()).toHaveTextContent('1:05');

    const completedAt = new Date().toISOString();
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    expect(dialog.getByRole('heading', { name: 'How are you feeling?' })).toHaveFocus();
    expect(dialog.queryByRole('timer')).not.toBeInTheDocument();
    expect(dialog.getByText('1:05')).toBeInTheDocument();
    // The time stops with Complete Session: what is sent is what was shown.
    await advance(60_000);
    expect(dialog.getByRole('slider', { name: 'Anxiety now' })).toHaveAttribute('aria-valuenow', '6');

    await setSlider('Anxiety now', 3, app.user);
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), '  The urge came in waves.\nI stayed.  ');
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Session saved. This exposure is now under In progress.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bodyOf(api.calls(PROGRESS)[0])).toEqual({
      anxiety_level_pre: 6,
      anxiety_level_post: 3,
      duration_minutes: 1,
      // When the timer stopped, not when Submit was pressed a minute later: a session sent late
      // (kept offline) counts for the day it was done.
      ended_at: completedAt,
      notes: 'The urge came in waves.\nI stayed.',
    });
    // The refreshed list moved the exposure; the page follows it there.
    expect(screen.getByRole('tab', { name: /^In progress/ })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: TITLE });
    expect(card).toHaveTextContent('1 session');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('keeps the exposure in view, offers check-ins every 5 minutes, and a slip never stops the timer (issue 17)', async () => {
    const { api, app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('heading', { name: 'Exposure in Progress' });
    expect(dialog.getByText('What you are practising')).toBeInTheDocument();
    expect(dialog.getByText(/Suggested length: \d+–\d+ minutes\. You decide when to stop\./)).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: /How anxious are you right now/ })).not.toBeInTheDocument();

    await advance(5 * 60_000);
    const checkIn = dialog.getByRole('group', { name: /How anxious are you right now/ });
    await app.user.click(within(checkIn).getByRole('button', { name: 'Anxiety 8 out of 10' }));
    expect(dialog.queryByRole('group', { name: /How anxious are you right now/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Your check-ins: 8 at 5 min' })).toBeInTheDocument();

    await app.user.click(dialog.getByRole('button', { name: 'I did a compulsion' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Noted. The timer keeps going');
    expect(timer()).toHaveTextContent('5:00');
    await advance(5 * 60_000);
    expect(timer()).toHaveTextContent('10:00');
    // Not now: the offer goes away until the next one is due.
    await app.user.click(within(dialog.getByRole('group', { name: /How anxious are you right now/ })).getByRole('button', { name: 'Not now' }));
    expect(dialog.queryByRole('group', { name: /How anxious are you right now/ })).not.toBeInTheDocument();

    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Session saved/);
    expect(await bodyOf(api.calls(PROGRESS)[0])).toMatchObject({ check_ins: [{ minute: 5, anxiety: 8 }], slips: 1 });
  });

  it.each([
    [89, 1],
    [90, 2],
    [29, 0],
    [30 * 60 + 31, 31],
  ])('sends %i seconds as %i whole minutes', async (seconds, minutes) => {
    const { api, app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');

    await advance(seconds * 1000);
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect((await bodyOf(api.calls(PROGRESS)[0])).duration_minutes).toBe(minutes);
  });

  it('sends the optional answers when they are given', async () => {
    const { api, app, dialog } = await openSession();

    await app.user.click(dialog.getByRole('button', { name: 'Before you start (optional)' }));
    await app.user.type(dialog.getByLabelText('What do you fear will happen?'), 'I will get ill');
    await app.user.type(dialog.getByLabelText('How likely does it feel?'), '70');
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');
    expect(await bodyOf(api.calls(START)[0])).toEqual({
      anxiety_level: 7,
      feared_outcome: 'I will get ill',
      feared_outcome_likelihood: 70,
    });

    await advance(10 * 60_000);
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Reflect on the exposure (optional)' }));
    expect(dialog.getByText('Before you started, you wrote: “I will get ill”')).toBeInTheDocument();
    const happened = within(dialog.getByRole('radiogroup', { name: 'Did what you feared happen?' }));
    await app.user.click(happened.getByRole('radio', { name: 'No' }));
    const surprise = within(dialog.getByRole('radiogroup', { name: 'How surprising was the outcome?' }));
    expect(surprise.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
    await app.user.click(surprise.getByRole('radio', { name: '8' }));
    const peak = within(dialog.getByRole('radiogroup', { name: 'Peak anxiety' }));
    expect(peak.getAllByRole('radio')).toHaveLength(10);
    await app.user.click(peak.getByRole('radio', { name: '9' }));
    const compulsion = within(dialog.getByRole('radiogroup', { name: 'Did you do a compulsion or seek reassurance?' }));
    await app.user.click(compulsion.getByRole('radio', { name: 'Yes' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect(await bodyOf(api.calls(PROGRESS)[0])).toEqual({
      anxiety_level_pre: 7,
      anxiety_level_post: 7,
      duration_minutes: 10,
      ended_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      notes: '',
      feared_outcome: 'I will get ill',
      feared_outcome_likelihood: 70,
      outcome_happened: false,
      surprise: 8,
      peak_anxiety: 9,
      did_compulsion: true,
    });
  });

  it('leaves out optional answers that were cleared or unsure, and never blocks Submit', async () => {
    const { api, app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));

    await app.user.click(dialog.getByRole('button', { name: 'Reflect on the exposure (optional)' }));
    const happened = within(dialog.getByRole('radiogroup', { name: 'Did what you feared happen?' }));
    await app.user.click(happened.getByRole('radio', { name: 'Not sure' }));
    const peak = within(dialog.getByRole('radiogroup', { name: 'Peak anxiety' }));
    await app.user.click(peak.getByRole('radio', { name: '4' }));
    await app.user.click(dialog.getByRole('button', { name: 'Clear answer to Peak anxiety' }));
    expect(peak.getByRole('radio', { name: '4' })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect(await bodyOf(api.calls(PROGRESS)[0])).toEqual({
      anxiety_level_pre: 7,
      anxiety_level_post: 7,
      duration_minutes: 0,
      ended_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      notes: '',
    });
  });

  it('goes straight back to the running timer of an open session on Continue', async () => {
    const startedAt = new Date(Date.now() - 65_000).toISOString();
    const { api, app, dialog } = await openSession({
      status: 'in_progress',
      latest_anxiety: 4,
      session_count: 1,
      open_session: { id: 'session-9', started_at: startedAt, anxiety_level_pre: 5 },
    });

    expect(timer()).toHaveTextContent('1:05');
    expect(dialog.getByRole('button', { name: 'Complete Session' })).toBeInTheDocument();
    expect(api.calls(START)).toHaveLength(0);
    await advance(2000);
    expect(timer()).toHaveTextContent('1:07');

    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect(await bodyOf(api.calls(PROGRESS)[0])).toMatchObject({ anxiety_level_pre: 5, duration_minutes: 1 });
  });

  it('resumes from the server start time when Start answers with an already open session', async () => {
    const open = { ...SESSION, started_at: new Date(Date.now() - 3 * 60_000).toISOString(), anxiety_level_pre: 8 };
    const { api, app, dialog } = await openSession({}, { [START]: { status: 200, body: { ...open, crisis_resources: false } } });

    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    expect(await dialog.findByRole('timer')).toHaveTextContent('3:00');

    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect(await bodyOf(api.calls(PROGRESS)[0])).toMatchObject({ anxiety_level_pre: 8, duration_minutes: 3 });
  });

  it('closing mid-session keeps it open on the server, and Continue returns to its timer', async () => {
    const { app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');
    await advance(30_000);

    await app.user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(15_000);

    await app.user.click(screen.getByRole('tab', { name: /^In progress/ }));
    await app.user.click(await screen.findByRole('button', { name: `Continue ${TITLE}` }));
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
  });

  it('keeps the timer going after a failed start (logged only), and logs the session without it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, app, dialog } = await openSession({}, { [START]: { status: 503, body: { detail: 'Busy' } } });

    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    expect(await dialog.findByRole('timer')).toHaveTextContent('0:00');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Starting the exposure session failed', expect.anything());

    await advance(3 * 60_000);
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(1));
    expect(await bodyOf(api.calls(PROGRESS)[0])).toMatchObject({ duration_minutes: 3 });
  });

  it('keeps everything written when Submit fails, and a retry sends it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: FakeAnswer[] = [new Error('offline')];
    const { api, app, dialog } = await openSession({}, {
      [PROGRESS]: () => answers.shift() ?? { status: 201, body: { ...SESSION, status: 'completed', crisis_resources: false } },
    });
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), 'Hard, but I stayed');
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your session could not be saved just now. Everything you entered is still here, so you can try again.',
    );
    expect(errors).toHaveBeenCalledWith('Logging the exposure session failed', expect.anything());
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(dialog.getByLabelText('Thoughts & Reflections')).toHaveValue('Hard, but I stayed');

    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.calls(PROGRESS)).toHaveLength(2));
    expect((await bodyOf(api.calls(PROGRESS)[1])).notes).toBe('Hard, but I stayed');
  });

  it('after notes that read as a crisis, shows the resources in the dialog before it closes', async () => {
    const { app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');
    expect(dialog.queryByRole('region', { name: 'Support, if you need it' })).not.toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), 'Tonight I want to end my life.');
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByRole('heading', { name: 'Session saved' })).toHaveFocus();
    const box = dialog.getByRole('region', { name: 'Support, if you need it' });
    expect(box).toHaveTextContent('Your session was saved as usual. Nothing was sent anywhere and nobody was told.');
    expect(within(box).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(box).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Session saved. This exposure is now under In progress.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the resources above the timer when the feared outcome reads as a crisis, and they can be closed', async () => {
    const { app, dialog } = await openSession();
    await app.user.click(dialog.getByRole('button', { name: 'Before you start (optional)' }));
    await app.user.type(dialog.getByLabelText('What do you fear will happen?'), 'That I will end my life');
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));

    await dialog.findByRole('timer');
    const box = dialog.getByRole('region', { name: 'Support, if you need it' });
    expect(box).toHaveTextContent('What you wrote is saved with your session.');
    await app.user.click(within(box).getByRole('button', { name: 'Close the support resources' }));
    expect(dialog.queryByRole('region', { name: 'Support, if you need it' })).not.toBeInTheDocument();
    expect(dialog.getByRole('timer')).toBeInTheDocument();
  });
});
