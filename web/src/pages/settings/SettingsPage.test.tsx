import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSignedIn } from './settings-test-api';

const REMINDERS = { 'GET /users/me/reminders': { body: { enabled: false, time: '18:00', time_zone: 'UTC' } } };

/** The heading each tab opens with: its content, fetched when the tab is first opened (lazy-tabs.tsx). */
const TAB_HEADINGS = [
  { tab: 'Reminders', query: 'reminders', heading: 'Daily practice reminder' },
  { tab: 'Security', query: 'security', heading: 'Change password' },
  { tab: 'Your data', query: 'data', heading: 'Download my data' },
];

// The first opening of a tab downloads (here: compiles) its module, seconds on a busy machine.
const SLOW = { timeout: 10_000 };

describe('Settings: the tabs besides General come when opened (issue 18)', { timeout: 30_000 }, () => {
  it('opens each tab from the page with its content', async () => {
    const { app } = openSignedIn('/settings', REMINDERS);
    await screen.findByRole('heading', { name: 'Your account' }, SLOW);
    for (const { tab, heading } of TAB_HEADINGS) {
      await app.user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeVisible();
    }
  });

  it.each(TAB_HEADINGS)('opens $tab directly from a link (?tab=$query)', async ({ tab, query, heading }) => {
    openSignedIn(`/settings?tab=${query}`, REMINDERS);
    expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeVisible();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, the focus staying on the tab while its content arrives', async () => {
    const { app } = openSignedIn('/settings', REMINDERS);
    await screen.findByRole('heading', { name: 'Your account' }, SLOW);
    await app.user.click(screen.getByRole('tab', { name: 'General' }));
    for (const { tab, heading } of TAB_HEADINGS) {
      await app.user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: tab })).toHaveFocus();
      expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeVisible();
      expect(screen.getByRole('tab', { name: tab })).toHaveFocus();
    }
  });
});
