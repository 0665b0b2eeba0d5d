import type { UrgeOutcome, UrgeResponse } from '@ladder/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';
import { localDayOf, localTimeOf, shiftDay } from '../../lib/local-day';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/** Words the log must never say about what the person did with an urge (docs/practice.md 5.2). */
const JUDGEMENT = /well done|great job|good job|proud|failed|failure|slip|relapse|sorry|unfortunately|keep it up/i;

/**
 * The urge log's side of the API with the server's rules: a log lands on its local day, the week
 * counts outcomes per day, a delete removes one entry. Days are the test machine's local days.
 */
function fakeUrgeServer(initial: UrgeResponse[] = [], routes: Record<string, Handler> = {}) {
  const urges = [...initial];
  let created = 0;
  const counts = (list: UrgeResponse[]) => ({
    done: list.filter((urge) => urge.outcome === 'done').length,
    resisted: list.filter((urge) => urge.outcome === 'resisted').length,
    delayed: list.filter((urge) => urge.outcome === 'delayed').length,
  });
  const onDay = (day: string) =>
    urges.filter((urge) => localDayOf(new Date(urge.occurred_at)) === day).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  const api = stubFetch({
    'GET /users/me': { body: TEST_USER },
    'PATCH /users/me': { body: TEST_USER },
    'GET /subscriptions/subscription-status': { body: { status: 'lifetime', type: null, trial_days_remaining: null } },
    'GET /compulsions': { body: [{ id: 'c1', description: 'Checking the stove knobs' }, { id: 'c2', description: 'Asking for reassurance' }] },
    'GET /assignments/pending': { body: [] },
    'GET /gamification/stats': { body: { progress: { points: 0, current_streak: 0, longest_streak: 0 }, achievements: [] } },
    'GET /assessments/ybocs-progress': {
      body: { current_score: null, previous_score: null, percent_change: null, last_assessment_date: null, severity: null },
    },
    'GET /assessments/ybocs-history': { body: [] },
    'GET /journal/entries': { body: [] },
    'POST /urges': async (request) => {
      const body = (await request.json()) as { compulsion: string; outcome: UrgeOutcome; note?: string | null; occurred_at?: string };
      created += 1;
      const now = new Date().toISOString();
      const urge: UrgeResponse = {
        id: `urge-${created}`,
        compulsion: body.compulsion.trim(),
        outcome: body.outcome,
        note: body.note?.trim() || null,
        occurred_at: body.occurred_at ?? now,
        created_at: now,
      };
      urges.push(urge);
      return { status: 201, body: { ...urge, crisis_resources: /kill myself/i.test(body.note ?? '') } };
    },
    'GET /urges': (request) => {
      const url = new URL(request.url);
      const day = url.searchParams.get('date')!;
      const list = onDay(day);
      return { body: { date: day, time_zone: url.searchParams.get('time_zone'), counts: counts(list), urges: list } };
    },
    'GET /urges/weekly': (request) => {
      const today = localDayOf(new Date());
      const days = Array.from({ length: 7 }, (_unused, index) => shiftDay(today, index - 6));
      return { body: { time_zone: new URL(request.url).searchParams.get('time_zone'), days: days.map((date) => ({ date, ...counts(onDay(date)) })) } };
    },
    'DELETE /urges/:id': (request) => {
      const id = new URL(request.url).pathname.split('/').at(-1);
      const at = urges.findIndex((urge) => urge.id === id);
      if (at < 0) return { status: 404, body: { detail: 'This urge was not found.' } };
      urges.splice(at, 1);
      return { status: 204 };
    },
    ...routes,
  });
  return { api, urges };
}

function urge(id: string, outcome: UrgeOutcome, occurredAt: Date, fields: Partial<UrgeResponse> = {}): UrgeResponse {
  return { id, compulsion: 'Washing my hands', outcome, note: null, occurred_at: occurredAt.toISOString(), created_at: occurredAt.toISOString(), ...fields };
}

/** An instant `minutesAgo` before now, on today's local day (the first minute of today at the earliest). */
function earlierToday(minutesAgo: number): Date {
  const now = new Date();
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return new Date(Math.max(midnight.getTime(), now.getTime() - minutesAgo * 60_000));
}

async function openAt(path: string, server = fakeUrgeServer()) {
  storeTestSession();
  const app = renderApp({ at: path });
  return { ...server, ...app };
}

/** The bar's button (jsdom draws no CSS, so the phone's floating one is there too: the first will do). */
const logButton = async () => (await screen.findAllByRole('button', { name: 'Log an urge' }))[0]!;

async function postedBodies(api: ReturnType<typeof stubFetch>) {
  return Promise.all(api.calls('POST /urges').map((request) => request.clone().json()));
}

// The first test also waits for the screens' and the dialog's modules.
describe('Log an urge (issue 17 item 7)', { timeout: 15_000 }, () => {
  it('logs a compulsion from the person’s list in a few taps, and says only "Logged."', async () => {
    const { api, user } = await openAt('/journal');
    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Checking the stove knobs' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Resisted' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'after dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Logged\.$/);
    expect(dialog).not.toHaveTextContent(JUDGEMENT);
    // The time was left as now: the server's clock decides it.
    expect(await postedBodies(api)).toEqual([{ compulsion: 'Checking the stove knobs', outcome: 'resisted', note: 'after dinner' }]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next opening, on another screen, is a fresh form.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await logButton());
    const again = await screen.findByRole('dialog', { name: 'Log an urge' });
    expect(within(again).queryByText('Logged.')).not.toBeInTheDocument();
    expect(await within(again).findByRole('radio', { name: 'Checking the stove knobs' })).not.toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  });

  it('takes a compulsion in the person’s own words, done, without any blame', async () => {
    const { api, user } = await openAt('/journal');
    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'The compulsion, in your words' }), 'Re-reading the email');
    await user.click(within(dialog).getByRole('radio', { name: 'Did it' }));
    await user.click(save);

    expect(await within(dialog).findByText('Logged.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(JUDGEMENT);
    expect(await postedBodies(api)).toEqual([{ compulsion: 'Re-reading the email', outcome: 'done', note: null }]);
  });

  it('sends an earlier time today, and refuses a later one without sending anything', async () => {
    const { api, user } = await openAt('/journal');
    const opened = localTimeOf(new Date());
    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Asking for reassurance' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Delayed' }));
    const when = within(dialog).getByLabelText('When');
    // Now, the minute the dialog opened or the next one: the clock may turn while it opens (CI, 14:18:59 → 14:19).
    expect([opened, localTimeOf(new Date())]).toContain((when as HTMLInputElement).value);

    const later = new Date(Math.min(Date.now() + 2 * 3_600_000, new Date().setHours(23, 59, 0, 0)));
    if (localTimeOf(later) !== localTimeOf(new Date())) {
      fireEvent.change(when, { target: { value: localTimeOf(later) } });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a time earlier today, or leave it as now.');
      expect(api.calls('POST /urges')).toHaveLength(0);
    }

    const earlier = earlierToday(90);
    fireEvent.change(when, { target: { value: localTimeOf(earlier) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Logged.');
    const [body] = await postedBodies(api);
    if (localTimeOf(earlier) === localTimeOf(new Date())) expect(body.occurred_at).toBeUndefined();
    else expect(localTimeOf(new Date(body.occurred_at))).toBe(localTimeOf(earlier));
  });

  it('shows the server’s sentence when a log is refused, and keeps what was chosen', async () => {
    const server = fakeUrgeServer([], { 'POST /urges': { status: 400, body: { detail: 'The time is in the future. Choose the time the urge came, or leave it as now.' } } });
    const { user } = await openAt('/journal', server);
    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Checking the stove knobs' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Resisted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The time is in the future.');
    expect(within(dialog).getByRole('radio', { name: 'Checking the stove knobs' })).toBeChecked();
  });

  it('offers crisis resources beside a note that reads as a crisis, and the log is saved as usual', async () => {
    const { user } = await openAt('/journal');
    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Checking the stove knobs' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Did it' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'I want to kill myself');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Logged.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Support, if you need it' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your log was saved as usual.', { exact: false })).toBeInTheDocument();
  });
});

describe('The week on the dashboard', () => {
  it('draws the last 7 days with a summary in words, and follows a new log', async () => {
    const server = fakeUrgeServer([
      urge('u1', 'resisted', earlierToday(30)),
      urge('u2', 'done', earlierToday(20)),
      urge('u3', 'delayed', new Date(Date.now() - 3 * 86_400_000)),
    ]);
    const { user } = await openAt('/dashboard', server);
    const panel = await screen.findByRole('region', { name: 'Urges this week' });
    expect(await within(panel).findByText('In the last 7 days: resisted 1, delayed 1, did it 1.')).toBeInTheDocument();
    const days = within(panel).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toHaveTextContent('Today: resisted 1, delayed 0, did it 1.');
    expect(panel).not.toHaveTextContent(JUDGEMENT);

    await user.click(await logButton());
    const dialog = await screen.findByRole('dialog', { name: 'Log an urge' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Checking the stove knobs' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Resisted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Logged.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(panel).findByText('In the last 7 days: resisted 2, delayed 1, did it 1.')).toBeInTheDocument();
  });

  it('says so calmly when nothing was logged', async () => {
    await openAt('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Urges this week' });
    expect(await within(panel).findByText('Nothing logged in the last 7 days.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the urge log' })).toHaveAttribute('href', '/urges');
  });
});

describe('The day view', () => {
  it('lists the day’s entries with their times, moves a day at a time, and deletes after asking', async () => {
    const yesterday = new Date(earlierToday(0));
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(12, 0, 0, 0);
    const server = fakeUrgeServer([
      urge('u1', 'resisted', earlierToday(30), { compulsion: 'Checking the stove knobs', note: 'before work' }),
      urge('u2', 'done', earlierToday(10)),
      urge('u3', 'delayed', yesterday, { compulsion: 'Counting steps' }),
    ]);
    const { user, api } = await openAt('/urges', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Urge log' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Entries for Today' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Checking the stove knobs'),
      expect.stringContaining('Washing my hands'),
    ]);
    expect(screen.getByText('2 logged: resisted 1, delayed 0, did it 1.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next day' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous day' }));
    expect(await screen.findByText('Counting steps')).toBeInTheDocument();
    expect(screen.queryByText('Checking the stove knobs')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next day' }));
    expect(await screen.findByText('Checking the stove knobs')).toBeInTheDocument();

    const [first] = screen.getAllByRole('button', { name: /^Delete the entry at / });
    await user.click(first!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 logged: resisted 0, delayed 0, did it 1.');
    expect(api.calls('DELETE /urges/u1')).toHaveLength(1);
    expect(screen.queryByText('Checking the stove knobs')).not.toBeInTheDocument();
  });
});
