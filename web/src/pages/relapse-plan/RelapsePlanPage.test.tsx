import type { RelapsePlanResponse } from '@ladder/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { openSignedIn } from '../settings/settings-test-api';
import { RelapsePlanEntry } from '../dashboard/RelapsePlanEntry';
import { stubFetch } from '../../test/fake-fetch';
import { TEST_USER, storeTestSession } from '../../test/render';

const SUGGESTED: RelapsePlanResponse = { plan: null, suggested: { reason: 'response', first_score: 24, latest_score: 15 } };
const PLAN = {
  warning_signs: 'Checking the stove twice again',
  if_signs_appear: 'Back to the stove step',
  booster_practice: 'One top step a week',
  who_to_tell: 'My sister',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-21T10:00:00.000Z',
};

// Typing into the form takes user-event a few seconds on a busy machine.
describe('the relapse-prevention plan page (issue 17 item 8)', { timeout: 30_000 }, () => {
  it('says why it is offered in honest words, saves the plan, then offers the weekly reminder', async () => {
    const { api, app } = openSignedIn('/relapse-plan', {
      'GET /relapse-plan': { body: SUGGESTED },
      'PUT /relapse-plan': async (request) => ({ body: { plan: { ...PLAN, ...(await request.json()) }, suggested: SUGGESTED.suggested } }),
      'GET /relapse-plan/booster-reminder': { body: { enabled: false, weekday: 7, time: '18:00', time_zone: 'UTC' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Relapse-prevention plan' })).toBeInTheDocument();
    expect(screen.getByText(/Your self-reported Y-BOCS score is 15, down 38% from 24 when you started\./)).toBeInTheDocument();
    expect(screen.getByText(/A drop of 35% or more is what researchers call a response\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/cured/i);
    expect(screen.queryByRole('heading', { name: 'Weekly reminder' })).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Early warning signs'), 'Asking for reassurance');
    await app.user.type(screen.getByLabelText('Who to tell (optional)'), 'My GP');
    await app.user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText(/Saved\. Your plan prints with your/)).toBeInTheDocument();
    const [request] = api.calls('PUT /relapse-plan');
    expect(await request!.json()).toEqual({ warning_signs: 'Asking for reassurance', if_signs_appear: '', booster_practice: '', who_to_tell: 'My GP' });
    expect(await screen.findByRole('checkbox', { name: 'Send me a weekly reminder for my booster practice' })).not.toBeChecked();
    expect(screen.getByText(/The reminder says only “Time for this week’s practice\.”/)).toBeInTheDocument();
  });

  it('saves the weekly reminder on the chosen day and time', async () => {
    const { api, app } = openSignedIn('/relapse-plan', {
      'GET /relapse-plan': { body: { plan: PLAN, suggested: null } },
      'GET /relapse-plan/booster-reminder': { body: { enabled: true, weekday: 7, time: '18:00', time_zone: 'UTC' } },
      'PUT /relapse-plan/booster-reminder': async (request) => ({ body: await request.json() }),
    });
    expect(await screen.findByText(/You can make a plan at any time\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Early warning signs')).toHaveValue('Checking the stove twice again');
    await app.user.selectOptions(await screen.findByLabelText('Day'), 'Wednesday');
    await app.user.click(screen.getByRole('button', { name: 'Save weekly reminder' }));
    expect(await screen.findByText('Saved. Your weekly reminder comes every Wednesday at 18:00 (UTC).')).toBeInTheDocument();
    const [request] = api.calls('PUT /relapse-plan/booster-reminder');
    expect(await request!.json()).toEqual({ enabled: true, weekday: 3, time: '18:00', time_zone: 'UTC' });
  });

  it('shows the server’s sentence when a plan is refused', async () => {
    const { app } = openSignedIn('/relapse-plan', {
      'GET /relapse-plan': { body: { plan: null, suggested: null } },
      'PUT /relapse-plan': { status: 400, body: { detail: 'Write at least one part of the plan, such as an early warning sign.' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least one part of the plan, such as an early warning sign.');
  });
});

describe('the way to the plan from the dashboard', () => {
  function openEntry(answer: RelapsePlanResponse) {
    stubFetch({ 'GET /users/me': { body: TEST_USER }, 'GET /relapse-plan': { body: answer } });
    storeTestSession();
    return renderApp({ element: <RelapsePlanEntry /> });
  }

  it('is a card with the reason when the Y-BOCS criterion is met', async () => {
    openEntry({ plan: null, suggested: { reason: 'remission', first_score: 20, latest_score: 11 } });
    const card = await screen.findByRole('region', { name: 'Plan for keeping your progress' });
    expect(card).toHaveTextContent('Your self-reported Y-BOCS score is 11, down from 20 when you started.');
    expect(card).toHaveTextContent('A score of 12 or less is what researchers call remission.');
    expect(card).not.toHaveTextContent(/cured/i);
    expect(within(card).getByRole('link', { name: 'Make a relapse-prevention plan' })).toHaveAttribute('href', '/relapse-plan');
  });

  it('is one quiet link otherwise', async () => {
    openEntry({ plan: null, suggested: null });
    expect(await screen.findByRole('link', { name: 'Make a relapse-prevention plan' })).toHaveAttribute('href', '/relapse-plan');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leads to the saved plan once there is one', async () => {
    openEntry({ plan: PLAN, suggested: null });
    const card = await screen.findByRole('region', { name: 'Your relapse-prevention plan' });
    expect(within(card).getByRole('link', { name: 'See your plan' })).toHaveAttribute('href', '/relapse-plan');
  });
});
