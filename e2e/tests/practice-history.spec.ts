import { expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

/**
 * Issue 17 "a history that teaches", done-when: a session with two check-ins and a slip, driven through
 * the real UI, shows its curve, prediction and reflection in the exposure's history and in the report;
 * axe-clean at phone and desktop sizes. The page's clock is Playwright's, so five-minute check-ins come
 * without waiting five minutes; the server and everything else are real.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.68' } });

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const FEARED = 'The house burns down while I am out';
const REFLECTION = 'The urge to go back peaked, then faded while I got on with work. Not knowing was bearable.';
const CURVE = /Anxiety out of 10: \d+ before you started, 7 at minute 5, 4 at minute 10, 3 at the end \(minute 12\)\./;

async function checkBothSizes(page: Page, name: string, check: () => Promise<void>) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await check();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
}

test('a session with two check-ins and a slip shows its curve, prediction and reflection in its history, on the dashboard and in the report', async ({ page }) => {
  test.setTimeout(180_000);
  await registerVerifyAndSignIn(page, 'history');
  await completeIntakeViaApi(page);
  await page.clock.install();
  await page.goto('/erp');

  const card = page.getByRole('list', { name: 'Not started exposures' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: /^Start/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Before you start (optional)' }).click();
  await dialog.getByLabel('What do you fear will happen?').fill(FEARED);
  await dialog.getByLabel('How likely does it feel?').fill('70');
  await dialog.getByRole('button', { name: 'Start Session' }).click();
  await expect(dialog.getByRole('timer', { name: 'Time elapsed' })).toBeVisible();

  await page.clock.fastForward('05:00');
  await dialog.getByRole('group', { name: /How anxious are you right now/ }).getByRole('button', { name: 'Anxiety 7 out of 10' }).click();
  await dialog.getByRole('button', { name: 'I did a compulsion' }).click();
  await expect(dialog.getByText(/Noted\. The timer keeps going/)).toBeVisible();
  await page.clock.fastForward('05:00');
  await dialog.getByRole('group', { name: /How anxious are you right now/ }).getByRole('button', { name: 'Anxiety 4 out of 10' }).click();
  await expect(dialog.getByRole('img', { name: 'Your check-ins: 7 at 5 min, 4 at 10 min' })).toBeVisible();
  await page.clock.fastForward('02:00');
  await dialog.getByRole('button', { name: 'Complete Session' }).click();

  const after = dialog.getByRole('slider', { name: 'Anxiety now' });
  await after.focus();
  await page.keyboard.press('Home');
  for (let i = 1; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(after).toHaveAttribute('aria-valuenow', '3');
  await dialog.getByLabel('Thoughts & Reflections').fill(REFLECTION);
  await dialog.getByRole('button', { name: 'Reflect on the exposure (optional)' }).click();
  await dialog.getByRole('radiogroup', { name: 'Did what you feared happen?' }).getByRole('radio', { name: 'No', exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'How surprising was the outcome?' }).getByRole('radio', { name: '7', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // The exposure's history, from its card.
  await page.getByRole('tab', { name: /In progress/ }).click();
  await page.getByRole('link', { name: `See sessions of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const session = page.getByRole('list', { name: 'Sessions, newest first' }).getByRole('article').first();
  await checkBothSizes(page, 'history', async () => {
    await expect(session.getByRole('img', { name: CURVE })).toBeVisible();
    await expect(session.getByText('You stayed with it for 12 minutes.')).toBeVisible();
    await expect(session.getByText('You noticed a compulsion during the session and carried on practising.')).toBeVisible();
    await expect(session.getByText(`“${FEARED}”`)).toBeVisible();
    await expect(session.getByText('70%')).toBeVisible();
    await expect(session.getByText('It did not happen')).toBeVisible();
    await expect(session.getByText('7 out of 10')).toBeVisible();
    await expect(session.getByText(REFLECTION)).toBeVisible();
    // The peak the server took from the check-ins and ratings (at least the 7 checked in).
    await expect(session).toContainText(/Anxiety peak(7|8|9|10) \/ 10/);
  });

  // The dashboard's "What you learned".
  await page.goto('/dashboard');
  const learned = page.getByRole('region', { name: 'What you learned' });
  await checkBothSizes(page, 'dashboard', async () => {
    await expect(learned.getByText(REFLECTION)).toBeVisible();
    await expect(learned.getByText(`You expected “${FEARED}” (70% sure). It did not happen, surprise 7 out of 10.`)).toBeVisible();
    await expect(learned.getByRole('link', { name: title })).toHaveAttribute('href', /\/erp\/exposures\//);
  });

  // The printable report.
  await page.goto('/settings/report');
  const taught = page.getByRole('list', { name: `What the sessions of ${title} tested and taught, oldest first` });
  await checkBothSizes(page, 'report', async () => {
    await expect(taught.getByRole('img', { name: CURVE })).toBeVisible();
    await expect(taught.getByText(`“${FEARED}”`)).toBeVisible();
    await expect(taught.getByText(REFLECTION)).toBeVisible();
  });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(taught.getByRole('img', { name: CURVE })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-print.png'), fullPage: true });
  await page.pdf({ path: test.info().outputPath('report.pdf') });
});
