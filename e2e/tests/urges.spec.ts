import { expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

// Sign-ups are throttled per address: this spec's own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.66' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LISTED = 'Checking the stove knobs again and again';

/** Logs an urge through the "Log an urge" button of the screen that is open, as a person would. */
async function logUrge(page: Page, compulsion: { listed: string } | { written: string }, outcome: 'Did it' | 'Resisted' | 'Delayed', note?: string) {
  await page.getByRole('button', { name: 'Log an urge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log an urge' });
  if ('listed' in compulsion) {
    await dialog.getByRole('radio', { name: compulsion.listed }).click();
  } else {
    await dialog.getByRole('radio', { name: 'Something else' }).click();
    await dialog.getByRole('textbox', { name: 'The compulsion, in your words' }).fill(compulsion.written);
  }
  await dialog.getByRole('radio', { name: outcome }).click();
  if (note) await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Logged.');
  return dialog;
}

test('urges logged on two screens show in the day view and in the dashboard’s week, axe-clean on a phone and a desktop', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerVerifyAndSignIn(page, 'urges');
  await completeIntakeViaApi(page);

  await page.goto('/dashboard');
  const week = page.getByRole('region', { name: 'Urges this week' });
  await expect(week.getByText('Nothing logged in the last 7 days.')).toBeVisible();
  const statsBefore = await page.evaluate(async () => {
    const response = await fetch('/api/v1/gamification/stats', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return response.json();
  });

  // On a phone the button floats at the bottom; at the end of the page it leaves the footer's last words clear.
  const floating = page.getByRole('button', { name: 'Log an urge' });
  await expect(floating).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = (await floating.boundingBox())!;
  const crisisLink = (await page.getByRole('contentinfo').getByRole('link', { name: 'Crisis resources' }).boundingBox())!;
  expect(crisisLink.y + crisisLink.height, 'the footer ends above the floating button').toBeLessThanOrEqual(button.y);

  // The first screen: the dashboard, from the person's own list.
  let dialog = await logUrge(page, { listed: LISTED }, 'Resisted', 'after breakfast');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(week.getByText('In the last 7 days: resisted 1, delayed 0, did it 0.')).toBeVisible();

  // The second screen: ERP, in the person's own words, done.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ERP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ERP/ })).toBeVisible();
  dialog = await logUrge(page, { written: 'Re-reading the door lock' }, 'Did it');
  await expect(dialog).not.toContainText(/well done|great|proud|failed|sorry/i);
  await dialog.getByRole('link', { name: "See today's log" }).click();

  // The day view lists both, with their times.
  await expect(page).toHaveURL(/\/urges$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Entries for Today' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(LISTED);
  await expect(entries.nth(0)).toContainText('after breakfast');
  await expect(entries.nth(0)).toContainText('Resisted');
  await expect(entries.nth(0).locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(entries.nth(1)).toContainText('Re-reading the door lock');
  await expect(entries.nth(1)).toContainText('Did it');
  await expect(page.getByText('2 logged: resisted 1, delayed 0, did it 1.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(page.getByText('Nothing logged on this day.')).toBeVisible();
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(entries).toHaveCount(2);

  // The dashboard's week follows, and the log changed nothing in points or streaks.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(week.getByText('In the last 7 days: resisted 1, delayed 0, did it 1.')).toBeVisible();
  await expect(week.getByRole('listitem').last()).toContainText('Today: resisted 1, delayed 0, did it 1.');
  await expectAccessible(page);
  const statsAfter = await page.evaluate(async () => {
    const response = await fetch('/api/v1/gamification/stats', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return response.json();
  });
  expect(statsAfter).toEqual(statsBefore);

  // A desktop: the button sits in the top bar.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log an urge' })).toBeVisible();
  dialog = await logUrge(page, { listed: LISTED }, 'Delayed');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(week.getByText('In the last 7 days: resisted 1, delayed 1, did it 1.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Urges' }).click();
  await expect(entries).toHaveCount(3);
  await expectAccessible(page);
  await entries.nth(1).getByRole('button', { name: /^Delete the entry at / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(entries).toHaveCount(2);
  await expect(page.getByText('Re-reading the door lock')).toHaveCount(0);
});
