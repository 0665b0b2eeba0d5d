import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { confirmThemes, expectAccessible, registerVerifyAndSignIn } from '../support';

/**
 * Issue 18 item 3, "a warm first hour": a new person is welcomed before the terms, sees where they are in the
 * intake, reads the normalising note by their obsessions, and meets a dashboard whose first step opens the
 * exposure the ERP page marks "Start here". axe-clean and photographed at phone and desktop sizes.
 */

// A sign-up address of its own (see hostile-input.spec.ts): the product limits sign-ups per network.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.72' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = fileURLToPath(new URL('../.artifacts/screenshots', import.meta.url));
const NOTE = 'Many people with OCD have thoughts like these. Writing them down is part of the work.';

async function checkAtBothSizes(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(shots, `first-hour-${name}-${size}-page.png`), fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `first-hour-${name}-${size}.png`) });
  }
}

async function addAndContinue(page: Page, field: string, text: string) {
  await page.getByLabel(field).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new person is welcomed, sees their progress and the note, and the dashboard opens their first step', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await registerVerifyAndSignIn(page, 'firsthour');

  await expect(page.getByRole('heading', { level: 2, name: 'Is self-help right for me now?' })).toBeVisible();
  const questions = page.locator('fieldset');
  await questions.nth(0).getByRole('radio', { name: 'Not at all' }).check();
  for (let i = 1; i < 4; i += 1) await questions.nth(i).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The welcome: what is coming, how long, and that stopping is fine; the terms come after "Let's begin".
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Ladder' })).toBeFocused();
  await expect(page.getByText(/about 15 to 20 minutes/)).toBeVisible();
  await expect(page.getByText(/You can stop at any point/)).toBeVisible();
  await expect(page.getByText('Medical disclaimer')).toHaveCount(0);
  await checkAtBothSizes(page, 'welcome');
  await page.getByRole('button', { name: "Let's begin" }).click();

  // The step indicator, in words and as a progressbar, at both sizes.
  await expect(page.getByRole('heading', { level: 2, name: 'Before you begin' })).toBeFocused();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(page.getByText('Step 2 of 7: Terms')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Step 2 of 7: Terms' })).toHaveAttribute('aria-valuenow', '2');
  }
  await checkAtBothSizes(page, 'terms');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Obsessions' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 7: Obsessions' })).toBeVisible();
  await expect(page.getByText(NOTE, { exact: true })).toBeVisible();
  await page.getByLabel('Add an obsession').fill('What if I stab my partner');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await checkAtBothSizes(page, 'obsessions');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Compulsions' })).toBeVisible();
  await expect(page.getByText(NOTE, { exact: true })).toHaveCount(0);
  await addAndContinue(page, 'Add a compulsion', 'Hiding the kitchen knives');
  await expect(page.getByRole('heading', { level: 2, name: 'Triggers' })).toBeVisible();
  await addAndContinue(page, 'Add a trigger', 'Cooking dinner with my partner nearby');

  await expect(page.getByRole('progressbar', { name: 'Step 6 of 7: Y-BOCS' })).toBeVisible();
  const items = page.locator('fieldset');
  await expect(items).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await items.nth(i).getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await confirmThemes(page);
  await expect(page.getByRole('slider').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.waitForURL('**/dashboard');

  // The first-visit dashboard: a welcome and the first step, which opens that exposure's practice on /erp.
  const welcome = page.getByRole('region', { name: 'Welcome to Ladder' });
  await expect(welcome.getByRole('heading', { level: 3, name: 'Your first step' })).toBeVisible();
  const title = (await welcome.locator('p.font-medium').textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);
  await checkAtBothSizes(page, 'dashboard');
  await page.setViewportSize(PHONE);

  await welcome.getByRole('link', { name: 'Start this exposure' }).click();
  await page.waitForURL('**/erp');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The same exposure the ERP page marks "Start here" (one rule, ladder-order.ts firstStepId).
  const startHere = page.getByRole('article').filter({ hasText: 'Start here' });
  await expect(startHere).toHaveCount(1);
  await expect(startHere.getByRole('heading', { level: 3 })).toHaveText(title);
});
