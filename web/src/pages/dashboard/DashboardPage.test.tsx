import {
  YBOCS_ITEM_KEYS,
  percentChange,
  scoreYbocs,
  ybocsSeverity,
  type AchievementStatsResponse,
  type AssignmentResponse,
  type YbocsHistoryResponse,
  type YbocsResponses,
} from '@ladder/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';
import { preloadScreen } from '../../routes/AppRoutes';
import { fakeTimeouts } from '../../test/timers';
import { PANELS_WAIT_MS } from './DashboardPage';
import { sendEarlyRequests } from '../../boot/early-requests';
import { exposureRecord } from '../../test/intake-api';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

interface DashboardState {
  assignments: AssignmentResponse[];
  stats: AchievementStatsResponse;
  /** Oldest first, as the server sends it. */
  history: YbocsHistoryResponse;
}

const JOURNAL: AssignmentResponse = {
  id: 'assignment-journal',
  kind: 'journal',
  title: 'Write a journal entry',
  description: 'A few lines about your week and your practice, in your own words.',
};
const PRACTISE: AssignmentResponse = {
  id: 'assignment-practise',
  kind: 'practise_exposure',
  title: 'Practise: Touch the bin lid',
  exposure_id: 'exposure-7',
};
const RETAKE: AssignmentResponse = {
  id: 'assignment-ybocs',
  kind: 'ybocs',
  title: 'Retake the Y-BOCS',
  description: 'It has been two weeks or more since your last one.',
};

const STATS: AchievementStatsResponse = {
  progress: { points: 120, current_streak: 1, longest_streak: 7 },
  next_milestone: {
    title: 'Finding your feet',
    current: 3,
    target: 5,
    progress_percent: 60,
    description: 'Complete 5 exposure sessions.',
  },
  achievements: [
    { id: 'a4', type: 'points', title: '50 points', description: 'Earn 50 points.', earned_at: '2026-01-09T10:00:00.000Z' },
    { id: 'a3', type: 'streak', title: 'Three days running', description: 'Practise on 3 days in a row.', earned_at: '2026-01-08T10:00:00.000Z' },
    { id: 'a2', type: 'exposures', title: 'First step', description: 'Complete your first exposure session.', earned_at: '2026-01-07T10:00:00.000Z' },
    { id: 'a1', type: 'exposures', title: 'Oldest one', description: 'Not among the three newest.', earned_at: '2026-01-06T10:00:00.000Z' },
  ],
};

const point = (day: number, score: number) => ({ date: `2026-01-${String(day).padStart(2, '0')}T12:00:00.000Z`, score });

/**
 * The dashboard's side of the API with the server's rules: completing an assignment removes it
 * and earns points; a Y-BOCS retake adds to the history and finishes the retake assignment.
 */
function fakeDashboardServer(initial: Partial<DashboardState> = {}, routes: Record<string, Handler> = {}) {
  const state: DashboardState = {
    assignments: [JOURNAL, PRACTISE],
    stats: structuredClone(STATS),
    history: [point(1, 24), point(15, 18)],
    ...initial,
  };
  const progress = () => {
    const current = state.history.at(-1)?.score ?? null;
    const previous = state.history.at(-2)?.score ?? null;
    return {
      current_score: current,
      previous_score: previous,
      percent_change: percentChange(previous, current),
      last_assessment_date: state.history.at(-1)?.date ?? null,
      severity: current === null ? null : ybocsSeverity(current),
    };
  };
  const api = stubFetch({
    'GET /users/me': { body: TEST_USER },
    'PATCH /users/me': { body: TEST_USER },
    'GET /assignments/pending': () => ({ body: state.assignments }),
    'POST /assignments/:id/complete': (request) => {
      const id = new URL(request.url).pathname.split('/')[4];
      state.assignments = state.assignments.filter((item) => item.id !== id);
      state.stats.progress.points += 10;
      return { status: 204 };
    },
    'GET /gamification/stats': () => ({ body: state.stats }),
    'GET /assessments/ybocs-progress': () => ({ body: progress() }),
    'GET /assessments/ybocs-history': () => ({ body: state.history }),
    'GET /erp-exposures/learnings': { body: [] },
    'POST /assessments/ybocs': async (request) => {
      const { responses } = (await request.json()) as { responses: YbocsResponses };
      const score = scoreYbocs(responses);
      const createdAt = '2026-02-01T12:00:00.000Z';
      state.history = [...state.history, { date: createdAt, score: score.total }];
      state.assignments = state.assignments.filter((item) => item.title !== 'Retake the Y-BOCS');
      state.stats.progress.points += 25;
      return {
        status: 201,
        body: {
          id: 'assessment-new',
          responses,
          total_score: score.total,
          obsession_score: score.obsessions,
          compulsion_score: score.compulsions,
          severity: score.severity,
          is_onboarding: false,
          created_at: createdAt,
        },
      };
    },
    ...routes,
  });
  return { api, state };
}

async function openDashboard(
  initial?: Parameters<typeof fakeDashboardServer>[0],
  routes?: Parameters<typeof fakeDashboardServer>[1],
  { panels = true }: { panels?: boolean } = {},
) {
  const server = fakeDashboardServer(initial, routes);
  storeTestSession();
  const app = renderApp({ at: '/dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  // The panels show together, once their answers are in.
  if (panels) await screen.findByRole('region', { name: 'Current Assignments' });
  return { ...server, app };
}

const panel = (name: string) => screen.getByRole('region', { name });
const assignmentItems = () => within(panel('Current Assignments')).queryAllByRole('listitem');
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Dashboard (docs/product.md §43)', () => {
  it('takes over the answers the early script asked for as the page loaded, and asks only once', async () => {
    const { api } = fakeDashboardServer({ history: [point(1, 24), point(15, 18)] });
    storeTestSession();
    localStorage.setItem('intake_completed', 'true');
    window.history.replaceState(null, '', '/dashboard');
    sendEarlyRequests(window as unknown as Parameters<typeof sendEarlyRequests>[0]);
    const dataRoutes = ['GET /users/me', 'GET /gamification/stats', 'GET /assignments/pending', 'GET /assessments/ybocs-progress', 'GET /assessments/ybocs-history', 'GET /subscriptions/subscription-status'];
    // Before anything has rendered.
    expect(dataRoutes.map((route) => api.calls(route).length)).toEqual([1, 1, 1, 1, 1, 1]);

    await preloadScreen('/dashboard');
    renderApp({ at: '/dashboard' });
    await within(await screen.findByRole('region', { name: 'Progress' })).findByText('Current Y-BOCS score');
    expect(fact('Current Y-BOCS score')).toHaveTextContent('18 / 40');
    await screen.findByRole('figure', { name: 'Your Y-BOCS score over time' });
    expect(await within(panel('Current Assignments')).findByText('Write a journal entry')).toBeInTheDocument();
    expect(await within(panel('Achievements')).findByText('120')).toBeInTheDocument();
    // The session check took its answer over too (the intake check then finished: the page shows).
    expect(dataRoutes.map((route) => api.calls(route).length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('has its heading, title and three panels', async () => {
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Ladder');
    expect(panel('Current Assignments')).toBeInTheDocument();
    expect(panel('Progress')).toBeInTheDocument();
    expect(panel('Achievements')).toBeInTheDocument();
  });

  it('shows its panels together once they have their answers, so none pushes another down', async () => {
    const stats = deferred<FakeAnswer>();
    await openDashboard({}, { 'GET /gamification/stats': () => stats.promise }, { panels: false });

    expect(await screen.findByText('Loading your dashboard')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Current Assignments' })).not.toBeInTheDocument();

    stats.resolve({ body: STATS });
    expect(await screen.findByRole('region', { name: 'Achievements' })).toHaveTextContent('120');
    expect(panel('Current Assignments')).toHaveTextContent('Write a journal entry');
    expect(screen.queryByText('Loading your dashboard')).not.toBeInTheDocument();
  });

  it('shows the panels that have loaded after a while, with spinners in those still loading', async () => {
    fakeTimeouts();
    const never = deferred<FakeAnswer>();
    await openDashboard({}, {
      'GET /gamification/stats': () => never.promise,
      'GET /assessments/ybocs-progress': () => never.promise,
    }, { panels: false });
    expect(await screen.findByText('Loading your dashboard')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PANELS_WAIT_MS);
    });
    expect(await screen.findByText('Loading achievements')).toBeInTheDocument();
    expect(screen.getByText('Loading your progress')).toBeInTheDocument();
    expect(await within(panel('Current Assignments')).findByText('Write a journal entry')).toBeInTheDocument();
  });

  describe('Current Assignments', () => {
    it('lists each pending assignment with its description; a journal one is completed by hand, practice opens its session', async () => {
      await openDashboard();

      await screen.findByText('Write a journal entry');
      const [journal, practise] = assignmentItems();
      expect(within(journal!).getByRole('heading')).toHaveTextContent('Write a journal entry');
      expect(journal).toHaveTextContent('A few lines about your week and your practice, in your own words.');
      expect(within(journal!).getByRole('button', { name: 'Complete' })).toHaveAccessibleDescription('Write a journal entry');
      expect(within(practise!).getByRole('heading')).toHaveTextContent('Practise: Touch the bin lid');
      // Issue 17: only a session on its exposure completes a practice suggestion, so it has no Complete.
      expect(within(practise!).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
      const practiseNow = within(practise!).getByRole('link', { name: 'Practise now' });
      expect(practiseNow).toHaveAttribute('href', '/erp?practise=exposure-7');
      expect(practiseNow).toHaveAccessibleDescription('Practise: Touch the bin lid');
      expect(screen.queryByRole('button', { name: 'Retake now' })).not.toBeInTheDocument();
    });

    it("says 'No pending assignments' when there are none", async () => {
      await openDashboard({ assignments: [] });
      expect(await within(panel('Current Assignments')).findByText('No pending assignments')).toBeInTheDocument();
    });

    it('completes one with an empty POST, then refreshes the assignments and the stats', async () => {
      const { api, app } = await openDashboard();
      await screen.findByText('Write a journal entry');
      expect(await within(panel('Achievements')).findByText('120')).toBeInTheDocument();

      await app.user.click(within(assignmentItems()[0]!).getByRole('button', { name: 'Complete' }));

      await vi.waitFor(() => expect(screen.queryByText('Write a journal entry')).not.toBeInTheDocument());
      expect(assignmentItems()).toHaveLength(1);
      expect(await within(panel('Achievements')).findByText('130')).toBeInTheDocument();
      const [complete] = api.calls('POST /assignments/assignment-journal/complete');
      expect(complete).toBeDefined();
      expect(complete!.headers.get('Content-Type')).toBeNull();
      expect(await complete!.text()).toBe('');
      expect(api.calls('GET /assignments/pending')).toHaveLength(2);
      expect(api.calls('GET /gamification/stats')).toHaveLength(2);
    });

    it('only logs a failed completion and keeps the assignment', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openDashboard({}, { 'POST /assignments/:id/complete': { status: 500, body: { detail: 'Boom' } } });
      await screen.findByText('Write a journal entry');

      await app.user.click(within(assignmentItems()[0]!).getByRole('button', { name: 'Complete' }));

      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Completing the assignment failed', expect.anything()));
      expect(within(assignmentItems()[0]!).getByRole('button', { name: 'Complete' })).toBeEnabled();
      expect(screen.queryByText('Boom')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('lets the person retake the Y-BOCS from its assignment and refreshes everything it changes', async () => {
      const { api, app } = await openDashboard({ assignments: [RETAKE, JOURNAL] });
      await screen.findByText('Retake the Y-BOCS');
      expect(await within(panel('Progress')).findByText('Current Y-BOCS score')).toBeInTheDocument();
      expect(fact('Current Y-BOCS score')).toHaveTextContent('18 / 40');

      // Only the journal suggestion is ticked by hand; the retake completes by retaking (issue 17).
      expect(screen.getAllByRole('button', { name: 'Complete' })).toHaveLength(1);
      await app.user.click(screen.getByRole('button', { name: 'Retake now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Retake the Y-BOCS' });
      const save = within(dialog).getByRole('button', { name: 'Save answers' });
      expect(save).toBeDisabled();
      const groups = within(dialog).getAllByRole('group');
      expect(groups).toHaveLength(10);
      for (const group of groups.slice(0, 9)) await app.user.click(within(group).getAllByRole('radio')[1]!);
      expect(save).toBeDisabled();
      await app.user.click(within(groups[9]!).getAllByRole('radio')[1]!);
      await app.user.click(save);

      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const body = (await api.calls('POST /assessments/ybocs')[0]!.json()) as { responses: YbocsResponses; is_onboarding: boolean };
      expect(body.is_onboarding).toBe(false);
      expect(Object.keys(body.responses)).toEqual([...YBOCS_ITEM_KEYS]);
      expect(Object.values(body.responses).every((answer) => answer === '1')).toBe(true);
      // The new score (10), its severity and the change from 18 are shown; the assignment is gone.
      expect(fact('Current Y-BOCS score')).toHaveTextContent('10 / 40');
      expect(fact('Severity level')).toHaveTextContent('Mild');
      expect(fact('Change from previous')).toHaveTextContent('down 44%');
      expect(screen.queryByText('Retake the Y-BOCS')).not.toBeInTheDocument();
      expect(within(panel('Achievements')).getByText('145')).toBeInTheDocument();
      await vi.waitFor(() => expect(screen.getByText(/Your new Y-BOCS answers are saved/)).toHaveFocus());
      for (const route of ['GET /assessments/ybocs-progress', 'GET /assessments/ybocs-history', 'GET /gamification/stats', 'GET /assignments/pending']) {
        expect(api.calls(route)).toHaveLength(2);
      }
    });
  });

  describe('Y-BOCS pacing', () => {
    it('says calmly, not as an error, when a retake is not due yet, and keeps the answers', async () => {
      const detail =
        'You last answered the Y-BOCS on 10 November, so the next retake opens on 17 November. Measuring more often than once a week can turn into a kind of checking, so Ladder spaces it out.';
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app } = await openDashboard({ assignments: [RETAKE] }, { 'POST /assessments/ybocs': { status: 429, body: { detail, code: 'not_due_yet' } } });
      await app.user.click(await screen.findByRole('button', { name: 'Retake now' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Retake the Y-BOCS' }));
      for (const group of dialog.getAllByRole('group')) await app.user.click(within(group).getAllByRole('radio')[2]!);
      await app.user.click(dialog.getByRole('button', { name: 'Save answers' }));

      expect(await dialog.findByRole('status')).toHaveTextContent(detail);
      expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
      expect(dialog.getAllByRole('radio', { checked: true })).toHaveLength(10);
      expect(logged).not.toHaveBeenCalledWith('Saving the Y-BOCS retake failed', expect.anything());
    });
  });

  describe('Progress', () => {
    it('shows the current score, severity, last-assessed date and change', async () => {
      await openDashboard({ history: [point(1, 30), point(15, 24)] });

      await within(panel('Progress')).findByText('Current Y-BOCS score');
      expect(fact('Current Y-BOCS score')).toHaveTextContent('24 / 40');
      expect(fact('Severity level')).toHaveTextContent('Severe');
      expect(fact('Last assessed')).toHaveTextContent('January 15, 2026');
      expect(fact('Change from previous')).toHaveTextContent('down 20%');
    });

    it.each([
      ['a drop', [point(1, 20), point(15, 15)], 'down', 'text-green-700', 'down 25%', '25%'],
      ['no change', [point(1, 20), point(15, 20)], 'down', 'text-green-700', 'no change, 0%', '0%'],
      ['a rise', [point(1, 20), point(15, 22)], 'up', 'text-red-700', 'up 10%', '10%'],
    ])('marks %s with the right arrow and colour (docs/product.md §44)', async (_case, history, direction, colour, words, shown) => {
      await openDashboard({ history });

      await within(panel('Progress')).findByText('Change from previous');
      const change = fact('Change from previous').querySelector('[data-direction]')!;
      expect(change).toHaveAttribute('data-direction', direction);
      expect(change).toHaveClass(colour);
      expect(change.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(within(change as HTMLElement).getByText(words)).toHaveClass('sr-only');
      expect(within(change as HTMLElement).getByText(shown)).toHaveAttribute('aria-hidden', 'true');
    });

    it('shows the chart with its reference lines and a text version only with more than one score', async () => {
      await openDashboard({ history: [point(1, 24), point(15, 18), point(29, 14)] });

      const chart = await screen.findByRole('figure', { name: 'Your Y-BOCS score over time' });
      const table = within(chart).getByRole('table');
      expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
        'January 1, 202624',
        'January 15, 202618',
        'January 29, 202614',
      ]);
      // 35% below the first score of 24 is 15.6; remission is 12 or less; both marked self-reported.
      expect(chart).toHaveTextContent('so 15.6 or less');
      expect(chart).toHaveTextContent('remission is 12 or less');
      expect(chart).toHaveTextContent('self-reported');
      expect(within(panel('Progress')).getByText(/Since your first score \(24\)/)).toHaveTextContent('down 42%');

      // The drawing (hidden from screen readers, which read the table): y-axis 0-40, a point per score
      // with its value, the dates along the x-axis and both reference lines.
      const drawing = chart.querySelector('svg[data-chart="ybocs"]')!;
      expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
      const texts = [...drawing.querySelectorAll('text')].map((text) => text.textContent);
      expect(texts).toEqual(expect.arrayContaining(['0', '8', '16', '24', '32', '40', 'Jan 1', 'Jan 29']));
      expect(texts).toEqual(expect.arrayContaining(['Response · self-reported', 'Remission · self-reported']));
      expect(drawing.querySelectorAll('circle')).toHaveLength(3);
      expect([...drawing.querySelectorAll('circle title')].map((title) => title.textContent)).toEqual([
        'January 1, 2026: 24',
        'January 15, 2026: 18',
        'January 29, 2026: 14',
      ]);
    });

    it('leaves the chart out with a single score', async () => {
      await openDashboard({ history: [point(1, 24)] });

      await within(panel('Progress')).findByText('Current Y-BOCS score');
      await vi.waitFor(() => expect(screen.queryByText('Loading your score history')).not.toBeInTheDocument());
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
      expect(fact('Change from previous')).toHaveTextContent('No earlier score yet');
    });

    it('has an empty state without a score', async () => {
      await openDashboard({ history: [] });
      expect(await within(panel('Progress')).findByText(/No Y-BOCS score yet/)).toBeInTheDocument();
    });
  });

  describe('Achievements', () => {
    it('shows points and streaks in days', async () => {
      await openDashboard();

      await within(panel('Achievements')).findByText('Points');
      expect(fact('Points')).toHaveTextContent('120');
      expect(fact('Current Streak')).toHaveTextContent('1 day');
      expect(fact('Longest Streak')).toHaveTextContent('7 days');
    });

    it('shows the next milestone with its progress bar', async () => {
      await openDashboard();

      const bar = await screen.findByRole('progressbar', { name: 'Finding your feet' });
      expect(bar).toHaveAttribute('aria-valuenow', '60');
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect((bar.firstElementChild as HTMLElement).style.width).toBe('60%');
      const block = bar.parentElement!;
      expect(block).toHaveTextContent('3/5');
      expect(block).toHaveTextContent('Complete 5 exposure sessions.');
    });

    it('leaves the milestone block out when there is none', async () => {
      await openDashboard({ stats: { ...STATS, next_milestone: undefined } });
      await within(panel('Achievements')).findByText('Points');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows the three most recent achievements with an icon by type', async () => {
      // Sent oldest first here, to show the order comes from the dates.
      await openDashboard({ stats: { ...STATS, achievements: [...STATS.achievements].reverse() } });

      await within(panel('Achievements')).findByText('Recent achievements');
      const items = within(panel('Achievements')).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['50 points', 'Three days running', 'First step']);
      expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['star', 'flame', 'check']);
      expect(items.map((item) => item.querySelector('.sr-only')?.textContent)).toEqual([
        'Points achievement:',
        'Streak achievement:',
        'Exposures achievement:',
      ]);
      for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByText('Oldest one')).not.toBeInTheDocument();
    });
  });

  it('only logs failed loads and shows a calm note with a way to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const failing = (body: () => unknown): Handler => () => (fail ? { status: 500, body: { detail: 'Internal error' } } : { body: body() });
    const { app } = await openDashboard({}, {
      'GET /assignments/pending': failing(() => [JOURNAL]),
      'GET /gamification/stats': failing(() => STATS),
      'GET /assessments/ybocs-progress': failing(() => ({
        current_score: 18,
        previous_score: null,
        percent_change: null,
        last_assessment_date: '2026-01-15T12:00:00.000Z',
        severity: 'Moderate',
      })),
    });

    expect(await screen.findByText("Your assignments can't be shown right now.")).toBeInTheDocument();
    expect(await screen.findByText("Your achievements can't be shown right now.")).toBeInTheDocument();
    expect(await screen.findByText("Your progress can't be shown right now.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the pending assignments', expect.anything());

    fail = false;
    await act(async () => {
      await app.user.click(within(panel('Current Assignments')).getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('Write a journal entry')).toBeInTheDocument();
  });
});

describe('Dashboard: the first visit (issue 18 item 3)', () => {
  const welcome = () => screen.findByRole('region', { name: 'Welcome to Ladder' });

  it('welcomes the person and offers the ERP page\'s "Start here" exposure as the first step, opening its practice', async () => {
    const exposures = [
      exposureRecord(1, { title: 'Write the thought ten times', fear_level: 8 }),
      exposureRecord(2, { title: 'Touch the bin lid, no hand gel', fear_level: 5 }),
      exposureRecord(3, { title: 'Read a news story about illness', fear_level: 3 }),
    ];
    await openDashboard({}, { 'GET /erp-exposures/exposures': { body: exposures } });

    const card = await welcome();
    expect(within(card).getByRole('heading', { level: 3, name: 'Your first step' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Touch the bin lid, no hand gel');
    expect(card).toHaveTextContent('You rated its fear 5 out of 10');
    const start = within(card).getByRole('link', { name: 'Start this exposure' });
    expect(start).toHaveAttribute('href', '/erp?practise=exposure-2');
    // It comes before the other panels.
    expect(card.compareDocumentPosition(panel('Current Assignments')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The ERP page opens that exposure's practice from ?practise= (e2e/tests/first-hour.spec.ts walks it).
    expect(start).toHaveAccessibleDescription('Your first step');
  });

  it('arrives with the panels, never after them (a card arriving late pushed every panel down: layout shift 0.39)', async () => {
    await openDashboard({}, { 'GET /erp-exposures/exposures': { body: [exposureRecord(1, { fear_level: 5 })] } });

    // At the moment the panels show, the card is already above them.
    const assignments = await screen.findByRole('region', { name: 'Current Assignments' });
    expect(screen.getByRole('region', { name: 'Welcome to Ladder' })).toBeInTheDocument();
    expect(assignments).toBeInTheDocument();
  });

  it('leads to making the ladder when there are no exposures yet', async () => {
    await openDashboard({}, { 'GET /erp-exposures/exposures': { body: [] } });

    const card = await welcome();
    expect(within(card).getByRole('link', { name: 'Make your ladder' })).toHaveAttribute('href', '/erp');
  });

  it('is gone once a first session is logged', async () => {
    const { api } = await openDashboard({}, {
      'GET /erp-exposures/exposures': { body: [exposureRecord(1, { session_count: 1, status: 'in_progress' }), exposureRecord(2)] },
    });

    await vi.waitFor(() => expect(api.calls('GET /erp-exposures/exposures')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Welcome to Ladder' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your first step')).not.toBeInTheDocument();
  });
});
