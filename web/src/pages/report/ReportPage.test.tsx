import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_USER } from '../../test/intake-api';
import { renderApp } from '../../test/render';
import { openSignedIn, type Handler } from '../settings/settings-test-api';
import { stubScreenWidth } from '../../test/screen-width';
import { EXPORT } from './report-test-data';

async function openReport(answer: Handler = { body: EXPORT }) {
  const opened = openSignedIn('/settings/report', { 'GET /users/me/export': answer });
  await screen.findByRole('heading', { level: 1, name: 'Progress report' });
  return opened;
}

// The first cell of a row is its header (ReflowTable).
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

describe('Printable progress report', () => {
  it('is built from the export: who, when, and an honest note', async () => {
    const { api } = await openReport();

    expect(document.title).toBe('Progress report · Ladder');
    expect(screen.getByText('sam@example.com · March 2, 2026')).toBeInTheDocument();
    const note = screen.getByText(/are self-reported: they are not a clinical assessment/);
    expect(note).toHaveTextContent('Ladder is a self-help tool, not therapy.');
    expect(note).toHaveTextContent('meant for sharing with a therapist');
    expect(api.calls('GET /users/me/export')[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    // Its own slim header: no app navigation to print.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to account settings' })).toHaveAttribute('href', '/settings?tab=data');
  });

  it('lists every Y-BOCS oldest first, with the score chart', async () => {
    await openReport();

    const table = screen.getByRole('table', { name: 'Y-BOCS scores, oldest first' });
    expect(rowsOf(table)).toEqual([
      ['January 5, 2025', '24', '12', '12', 'Severe'],
      ['February 20, 2026', '15', '7', '8', 'Mild'],
    ]);
    expect(await screen.findByRole('figure', { name: 'Your Y-BOCS score over time' })).toBeInTheDocument();
  });

  it('on a phone, shows each table row as a card with the same data, and keeps the table for paper (decision 037)', async () => {
    stubScreenWidth(390);
    await openReport();

    const cardsOf = (name: string) =>
      within(screen.getByRole('list', { name })).getAllByRole('listitem').map((card) => [
        card.querySelector('p')!.textContent,
        ...[...card.querySelectorAll('dd')].map((value) => value.textContent),
      ]);
    const scores = 'Y-BOCS scores, oldest first';
    expect(cardsOf(scores)).toEqual([
      ['January 5, 2025', '24', '12', '12', 'Severe'],
      ['February 20, 2026', '15', '7', '8', 'Mild'],
    ]);
    const card = within(screen.getByRole('list', { name: scores })).getAllByRole('listitem')[0]!;
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Total (0-40)',
      'Obsessions (0-20)',
      'Compulsions (0-20)',
      'Severity',
    ]);
    expect(cardsOf(scores)).toEqual(rowsOf(screen.getByRole('table', { name: scores })));
    expect(screen.getByRole('list', { name: scores })).toHaveClass('print:hidden');
    expect(screen.getByRole('table', { name: scores })).toHaveClass('hidden', 'print:table');

    const sessions = 'Sessions of Touch the bin lid, oldest first';
    expect(cardsOf(sessions)).toEqual(rowsOf(screen.getByRole('table', { name: sessions })));
    expect(cardsOf(sessions)[1]).toEqual(['January 12, 2025', '6 → 36 before, 3 after', '8', '40 min']);
  });

  it('on a desktop, has the tables only', async () => {
    stubScreenWidth(1280);
    await openReport();
    expect(screen.getByRole('table', { name: 'Y-BOCS scores, oldest first' })).not.toHaveClass('hidden');
    expect(screen.queryByRole('list', { name: 'Y-BOCS scores, oldest first' })).not.toBeInTheDocument();
  });

  it('shows each practised exposure with its logged sessions, and the ones not practised yet', async () => {
    await openReport();

    const practised = screen.getByRole('heading', { level: 3, name: 'Touch the bin lid' }).closest('li')!;
    expect(practised).toHaveTextContent('Fear rating when added: 6/10 · In progress');
    const sessions = within(practised).getByRole('table', { name: 'Sessions of Touch the bin lid, oldest first' });
    expect(rowsOf(sessions)).toEqual([
      ['January 8, 2025', '7 → 47 before, 4 after', '—', '25 min'],
      ['January 12, 2025', '6 → 36 before, 3 after', '8', '40 min'],
    ]);
    // The open session has nothing to report.
    expect(screen.queryByText(/9 before/)).not.toBeInTheDocument();

    const notPractised = screen.getByRole('heading', { level: 3, name: 'Not practised yet' }).parentElement!;
    expect(notPractised).toHaveTextContent('Leave the stove after one check (fear rating 8/10)');
    expect(screen.getByText(/2 logged sessions across 1 of 2 exposures/)).toBeInTheDocument();
  });

  it('shows what each session tested and taught: the curve, the prediction beside what happened, the reflections (issue 17)', async () => {
    const { app } = await openReport();
    const learned = screen.getByRole('list', { name: 'What the sessions of Touch the bin lid tested and taught, oldest first' });
    const [first, second] = within(learned).getAllByRole('listitem');
    expect(first).toHaveTextContent(/January 8, 2025/);
    expect(within(first!).getByRole('img', { name: 'Anxiety out of 10: 7 before you started, 5 at minute 10, 4 at the end (minute 25).' })).toBeInTheDocument();
    expect(first).toHaveTextContent('You noticed 2 compulsions during the session and carried on practising.');
    expect(second).toHaveTextContent('What you expected“I will get ill”');
    expect(second).toHaveTextContent('How sure you were70%');
    expect(second).toHaveTextContent('What happenedIt did not happen');
    expect(second).toHaveTextContent('How surprising6 out of 10');
    expect(second).toHaveTextContent('Your reflectionsWhat I learned: the urge passes.');
    expect(second).toHaveTextContent('No compulsions noted.');

    // The person's own words can be left off paper; the figures stay.
    await app.user.click(screen.getByRole('checkbox', { name: 'Include what you wrote in sessions (predictions and reflections)' }));
    expect(screen.queryByText('What I learned: the urge passes.')).not.toBeInTheDocument();
    expect(screen.queryByText('“I will get ill”')).not.toBeInTheDocument();
    expect(within(learned).getAllByRole('listitem')[1]).toHaveTextContent('How sure you were70%');
  });

  it('summarises the urge log per week and compulsion, with notes only when asked to (issue 17)', async () => {
    const urge = (id: string, occurred_at: string, compulsion: string, outcome: 'done' | 'resisted' | 'delayed', note: string | null = null) => ({
      id,
      compulsion,
      outcome,
      note,
      occurred_at,
      created_at: occurred_at,
    });
    const { app } = await openReport({
      body: {
        ...EXPORT,
        urges: [
          urge('u1', '2026-02-23T12:00:00.000Z', 'Checking the stove', 'resisted', 'Walked away after one look'),
          urge('u2', '2026-02-24T12:00:00.000Z', 'checking the stove', 'done'),
          urge('u3', '2026-02-25T12:00:00.000Z', 'Checking the stove', 'delayed'),
          urge('u4', '2026-02-26T12:00:00.000Z', 'Asking for reassurance', 'resisted'),
          urge('u5', '2026-02-17T12:00:00.000Z', 'Washing hands', 'done'),
        ],
      },
    });
    const section = screen.getByRole('region', { name: 'Urge and compulsion log' });
    const latest = within(section).getByRole('table', { name: 'Urges, week of February 23, 2026' });
    expect(within(latest).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Checking the stove111', 'Asking for reassurance100']);
    const earlier = within(section).getByRole('table', { name: 'Urges, week of February 16, 2026' });
    expect(within(earlier).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Washing hands001']);
    expect(screen.queryByText(/Walked away after one look/)).not.toBeInTheDocument();

    const notes = screen.getByRole('checkbox', { name: 'Include notes from the urge log' });
    expect(notes).not.toBeChecked();
    await app.user.click(notes);
    expect(within(section).getByRole('list', { name: 'Notes, week of February 23, 2026' })).toHaveTextContent(
      'Checking the stove · Resisted: Walked away after one look',
    );
  });

  it('prints the relapse-prevention plan when there is one, unless left off (issue 17)', async () => {
    const plan = {
      warning_signs: 'Checking the stove twice again',
      if_signs_appear: 'Back to the stove step this week',
      booster_practice: 'One top step a week',
      who_to_tell: '',
      created_at: '2026-02-01T10:00:00.000Z',
      updated_at: '2026-02-21T10:00:00.000Z',
    };
    const { app } = await openReport({ body: { ...EXPORT, relapse_plan: plan } });
    const section = screen.getByRole('region', { name: 'Relapse-prevention plan' });
    expect(section).toHaveTextContent('Early warning signsChecking the stove twice again');
    expect(section).toHaveTextContent('What I will do if they appearBack to the stove step this week');
    expect(section).toHaveTextContent('Booster practiceOne top step a week');
    expect(section).toHaveTextContent('Who to tell (optional)—');
    await app.user.click(screen.getByRole('checkbox', { name: 'Include your relapse-prevention plan' }));
    expect(screen.queryByRole('region', { name: 'Relapse-prevention plan' })).not.toBeInTheDocument();
  });

  it('has no plan section or plan checkbox without a plan, and says when no urges were logged', async () => {
    await openReport();
    expect(screen.queryByRole('region', { name: 'Relapse-prevention plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include your relapse-prevention plan' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Urge and compulsion log' })).getByText('No urges logged yet.')).toBeInTheDocument();
  });

  it('adds the journal only when asked to', async () => {
    const { app } = await openReport();
    const checkbox = screen.getByRole('checkbox', { name: 'Include journal entries' });

    expect(checkbox).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Journal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Walked past the bin/)).not.toBeInTheDocument();

    await app.user.click(checkbox);

    const journal = screen.getByRole('region', { name: 'Journal' });
    expect(within(journal).getByText(/Walked past the bin without washing/)).toHaveTextContent(
      'Walked past the bin without washing. Felt odd, then fine.',
    );
    expect(journal).toHaveTextContent('Mood 7/10 · Good');

    await app.user.click(checkbox);
    expect(screen.queryByRole('region', { name: 'Journal' })).not.toBeInTheDocument();
  });

  it('prints with the browser, controls hidden on paper', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { app } = await openReport();
    const button = screen.getByRole('button', { name: 'Print' });

    await app.user.click(button);

    expect(print).toHaveBeenCalledTimes(1);
    expect(button.closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Include journal entries' }).closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByRole('banner')).toHaveClass('print:hidden');
  });

  it("shows the server's detail when the export cannot be read, and can ask again", async () => {
    let answers = 0;
    const { app } = await openReport(() => {
      answers += 1;
      return answers === 1 ? { status: 500, body: { detail: 'Something went wrong on our side.' } } : { body: EXPORT };
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Y-BOCS scores, oldest first' })).toBeInTheDocument();
  });

  it('needs a token but not a finished intake', async () => {
    const { app } = openSignedIn('/settings/report', {
      'GET /users/me': { body: INCOMPLETE_USER },
      'GET /users/me/export': { body: EXPORT },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report' })).toBeInTheDocument();
    expect(app.path()).toBe('/settings/report');
    app.unmount();

    localStorage.clear();
    const visitor = renderApp({ at: '/settings/report' });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(visitor.path()).toBe('/login');
  });
});
