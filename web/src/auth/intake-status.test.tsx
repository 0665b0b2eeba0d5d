import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fake-fetch';
import { ALL_TWOS, INCOMPLETE_USER, exposureRecord } from '../test/intake-api';
import { TEST_USER, renderApp, storeTestSession } from '../test/render';

const ASSESSMENT = {
  id: 'assessment-1',
  responses: ALL_TWOS,
  total_score: 20,
  obsession_score: 10,
  compulsion_score: 10,
  severity: 'Moderate',
  is_onboarding: true,
  created_at: '2025-01-05T15:04:00.000Z',
};

function openDashboard(routes: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch(routes);
  storeTestSession();
  const app = renderApp({ at: '/dashboard' });
  return { api, app };
}

describe('intake status check (docs/product.md §22)', () => {
  it('trusts the user record when it says onboarding is complete', async () => {
    const { api } = openDashboard({ 'GET /users/me': { body: TEST_USER } });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls('GET /ybocs/assessments')).toHaveLength(0);
    expect(api.calls('GET /erp-exposures/exposures')).toHaveLength(0);
  });

  it('otherwise counts a Y-BOCS assessment plus an exposure as complete', async () => {
    const { app } = openDashboard({
      'GET /users/me': { body: INCOMPLETE_USER },
      'GET /ybocs/assessments': { body: [ASSESSMENT] },
      'GET /erp-exposures/exposures': { body: [exposureRecord(1)] },
    });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.path()).toBe('/dashboard');
    expect(localStorage.getItem('intake_completed')).toBe('true');
  });

  it.each([
    ['no exposure', { body: [ASSESSMENT] }, { body: [] }],
    ['no assessment', { body: [] }, { body: [exposureRecord(1)] }],
    ['a failed check', { status: 500, body: { detail: 'Boom' } }, { body: [exposureRecord(1)] }],
  ])('with %s intake is not complete', async (_case, assessments, exposures) => {
    const { app } = openDashboard({
      'GET /users/me': { body: INCOMPLETE_USER },
      'GET /ybocs/assessments': assessments,
      'GET /erp-exposures/exposures': exposures,
      'GET /users/me/tos-status': { body: { accepted_tos: false, accepted_at: null, version: '2026-11-21' } },
    });

    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(app.path()).toBe('/intake');
    expect(localStorage.getItem('intake_completed')).toBe('false');
  });
});
