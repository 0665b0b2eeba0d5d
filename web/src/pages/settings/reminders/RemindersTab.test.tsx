import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSignedIn } from '../settings-test-api';

/** Settings → Reminders (decision 022): the form saves what it shows and says so plainly. */
// Typing into the form and choosing among the ~430 zones takes user-event a few seconds on a busy machine.
describe('Settings → Reminders', { timeout: 30_000 }, () => {
  it('shows the saved reminder, saves a new time and zone, and confirms it', async () => {
    const { api, app } = openSignedIn('/settings?tab=reminders', {
      'GET /users/me/reminders': { body: { enabled: false, time: '18:00', time_zone: 'Europe/Berlin' } },
      'PUT /users/me/reminders': async (request) => ({ body: await request.json() }),
    });
    const enabled = await screen.findByRole('checkbox', { name: 'Send me a daily practice reminder by email' });
    expect(enabled).not.toBeChecked();
    expect(screen.getByLabelText('Time')).toHaveValue('18:00');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');

    await app.user.click(enabled);
    await app.user.clear(screen.getByLabelText('Time'));
    await app.user.type(screen.getByLabelText('Time'), '07:30');
    await app.user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await app.user.click(screen.getByRole('button', { name: 'Save reminder' }));

    expect(await screen.findByText('Saved. Your reminder comes every day at 07:30 (America / New York).')).toBeInTheDocument();
    const [request] = api.calls('PUT /users/me/reminders');
    expect(await request!.json()).toEqual({ enabled: true, time: '07:30', time_zone: 'America/New_York' });
  });

  it('shows the server’s sentence when a save is refused', async () => {
    const { app } = openSignedIn('/settings?tab=reminders', {
      'GET /users/me/reminders': { body: { enabled: true, time: '08:00', time_zone: 'UTC' } },
      'PUT /users/me/reminders': { status: 400, body: { detail: 'Time zone must be an IANA name such as Europe/Berlin.' } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Time zone must be an IANA name such as Europe/Berlin.');
  });

  it('explains, where the browser has no Web Push, that the reminder comes by email', async () => {
    openSignedIn('/settings?tab=reminders', { 'GET /users/me/reminders': { body: { enabled: true, time: '08:00', time_zone: 'UTC' } } });
    expect(await screen.findByText(/This browser cannot show reminders as notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Also remind me on this device' })).toBeNull();
  });
});
