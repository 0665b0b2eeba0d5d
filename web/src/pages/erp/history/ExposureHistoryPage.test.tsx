import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openErp, sessionRecord } from '../../../test/erp-api';
import { exposureRecord } from '../../../test/intake-api';
import { advance, useFakeClock } from '../../../test/timers';

const TITLE = 'Touch the bin lid';

describe('an exposure’s history (issue 17 "a history that teaches")', () => {
  beforeEach(() => useFakeClock());

  it('a session with two check-ins and a slip shows its curve, prediction and reflection, from the card', async () => {
    const exposure = exposureRecord(1, { title: TITLE, description: 'Touch the lid.\nNo washing.', fear_level: 6 });
    const { app } = openErp({ exposures: [exposure] });
    const start = await screen.findByRole('button', { name: `Start ${TITLE}` });
    await vi.waitFor(() => expect(start).toBeEnabled());
    await app.user.click(start);
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    await app.user.click(dialog.getByRole('button', { name: 'Before you start (optional)' }));
    await app.user.type(dialog.getByLabelText('What do you fear will happen?'), 'I will get ill');
    await app.user.type(dialog.getByLabelText('How likely does it feel?'), '70');
    await app.user.click(dialog.getByRole('button', { name: 'Start Session' }));
    await dialog.findByRole('timer');

    await advance(5 * 60_000);
    await app.user.click(within(dialog.getByRole('group', { name: /How anxious are you right now/ })).getByRole('button', { name: 'Anxiety 8 out of 10' }));
    await app.user.click(dialog.getByRole('button', { name: 'I did a compulsion' }));
    await advance(5 * 60_000);
    await app.user.click(within(dialog.getByRole('group', { name: /How anxious are you right now/ })).getByRole('button', { name: 'Anxiety 5 out of 10' }));
    await advance(2 * 60_000);
    await app.user.click(dialog.getByRole('button', { name: 'Complete Session' }));
    await app.user.type(dialog.getByLabelText('Thoughts & Reflections'), 'The urge passed while I got on with lunch.');
    await app.user.click(dialog.getByRole('button', { name: 'Reflect on the exposure (optional)' }));
    await app.user.click(within(dialog.getByRole('radiogroup', { name: 'Did what you feared happen?' })).getByRole('radio', { name: 'No' }));
    await app.user.click(within(dialog.getByRole('radiogroup', { name: 'How surprising was the outcome?' })).getByRole('radio', { name: '7' }));
    await app.user.click(dialog.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Session saved/);

    await app.user.click(screen.getByRole('tab', { name: /^In progress/ }));
    await app.user.click(await screen.findByRole('link', { name: `See sessions of ${TITLE}` }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(app.path()).toBe('/erp/exposures/exposure-1');

    const sessions = screen.getByRole('list', { name: 'Sessions, newest first' });
    const session = within(within(sessions).getAllByRole('article')[0]!);
    expect(session.getByText('You stayed with it for 12 minutes.')).toBeInTheDocument();
    expect(session.getByRole('img', { name: /Anxiety out of 10: 6 before you started, 8 at minute 5, 5 at minute 10, 6 at the end \(minute 12\)/ })).toBeInTheDocument();
    expect(session.getByText('You noticed a compulsion during the session and carried on practising.')).toBeInTheDocument();
    expect(session.getByText('“I will get ill”')).toBeInTheDocument();
    expect(session.getByText('70%')).toBeInTheDocument();
    expect(session.getByText('It did not happen')).toBeInTheDocument();
    expect(session.getByText('7 out of 10')).toBeInTheDocument();
    expect(session.getByText('The urge passed while I got on with lunch.')).toBeInTheDocument();
    // The peak is derived by the server from the check-ins; the fake keeps what was sent.
    expect(screen.getByText('1 session practised')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/(^|[^0-9])0%|fail/i);
  }, 20_000);

  it('lists sessions newest first, with an open one as still open, and never as a failure', async () => {
    const exposure = exposureRecord(1, { title: TITLE, status: 'in_progress', session_count: 2 });
    const older = sessionRecord('exposure-1', 1, {
      status: 'completed',
      started_at: '2026-01-05T10:00:00.000Z',
      ended_at: '2026-01-05T10:20:00.000Z',
      anxiety_level_pre: 6,
      anxiety_level_post: 8,
      peak_anxiety: 9,
      duration_minutes: 20,
    });
    const newer = sessionRecord('exposure-1', 2, {
      status: 'completed',
      started_at: '2026-01-07T10:00:00.000Z',
      ended_at: '2026-01-07T10:30:00.000Z',
      anxiety_level_pre: 6,
      anxiety_level_post: 6,
      duration_minutes: 30,
      did_compulsion: true,
    });
    const open = sessionRecord('exposure-1', 3, { started_at: '2026-01-09T10:00:00.000Z', anxiety_level_pre: 7 });
    openErp({ exposures: [exposure], sessions: [older, newer, open] }, {}, { at: '/erp/exposures/exposure-1' });

    const list = await screen.findByRole('list', { name: 'Sessions, newest first' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/January 9, 2026 .* still open/),
      expect.stringMatching(/January 7, 2026/),
      expect.stringMatching(/January 5, 2026/),
    ]);
    expect(articles[1]).toHaveTextContent('You noted a compulsion or reassurance. Noticing it helps you plan the next practice.');
    // Anxiety that rose is shown as it was, beside words that count the practice.
    expect(within(articles[2]!).getByRole('img', { name: 'Anxiety out of 10: 6 before you started, 8 at the end (minute 20).' })).toBeInTheDocument();
    expect(screen.getByText(/Each session you stay with counts, whatever the anxiety did/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the open session' })).toHaveAttribute('href', '/erp?practise=exposure-1');
  });

  it('says so calmly when the exposure is not there', async () => {
    openErp({ exposures: [] }, {}, { at: '/erp/exposures/someone-elses' });
    expect(await screen.findByText('This exposure was not found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to ERP' })).toHaveAttribute('href', '/erp');
  });
});
