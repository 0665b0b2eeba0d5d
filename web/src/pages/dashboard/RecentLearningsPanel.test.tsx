import type { RecentLearning } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';
import { RecentLearningsPanel } from './RecentLearningsPanel';

const LEARNING: RecentLearning = {
  session_id: 'session-2',
  exposure_id: 'exposure-7',
  exposure_title: 'Touch the bin lid',
  ended_at: '2026-01-07T10:30:00.000Z',
  notes: 'The urge peaked, then I got on with lunch.\nI can carry the doubt.',
  feared_outcome: 'I will get ill',
  feared_outcome_likelihood: 70,
  outcome_happened: false,
  surprise: 7,
};

function openPanel(learnings: RecentLearning[] | { status: number }) {
  const api = stubFetch({
    'GET /users/me': { body: TEST_USER },
    'GET /erp-exposures/learnings': Array.isArray(learnings) ? { body: learnings } : { ...learnings, body: { detail: 'Something went wrong.' } },
  });
  storeTestSession();
  const app = renderApp({ element: <RecentLearningsPanel /> });
  return { api, app };
}

describe('"What you learned" on the dashboard (issue 17)', () => {
  it('shows the latest reflections with the prediction each one tested, linked to the exposure’s sessions', async () => {
    openPanel([LEARNING, { ...LEARNING, session_id: 'session-1', notes: 'Older note', feared_outcome: null, feared_outcome_likelihood: null, outcome_happened: null, surprise: null }]);
    const panel = await screen.findByRole('region', { name: 'What you learned' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('The urge peaked, then I got on with lunch.');
    expect(items[0]).toHaveTextContent('You expected “I will get ill” (70% sure). It did not happen, surprise 7 out of 10.');
    expect(within(items[0]!).getByRole('link', { name: 'Touch the bin lid' })).toHaveAttribute('href', '/erp/exposures/exposure-7');
    expect(items[1]).toHaveTextContent('Older note');
    expect(items[1]).not.toHaveTextContent('You expected');
  });

  it('says where the notes will come from before there are any', async () => {
    openPanel([]);
    expect(await screen.findByText(/what you write under Thoughts & Reflections shows here/)).toBeInTheDocument();
  });

  it('a failed load is a calm note with a retry, and only logged (docs/product.md §57)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPanel({ status: 500 });
    expect(await screen.findByText("Your reflections can't be shown right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the recent reflections', expect.anything());
  });
});
