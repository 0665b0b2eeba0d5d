import { expect, test, type Page } from '@playwright/test';
import { answerSuitabilityInUi, confirmThemes, expectAccessible, registerVerifyAndSignIn, signIn } from '../support';

const ITEMS = {
  obsession: 'Germs on public door handles could make my children ill',
  compulsion: 'Washing my hands for several minutes',
  trigger: 'Public door handles',
};

/** The step sidebar marks the current step 'In progress' (docs/product.md §23). */
async function stepHeading(page: Page, name: string) {
  const step = page.getByRole('complementary', { name: 'Your steps' }).getByRole('listitem').filter({ hasText: name });
  await expect(step).toContainText('In progress');
}

async function acceptTerms(page: Page) {
  await stepHeading(page, 'Is self-help right for me?');
  await answerSuitabilityInUi(page);
  await stepHeading(page, 'Terms');
  await expect(page.getByText(/self-help tool/i).first()).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

async function addAndContinue(page: Page, heading: string, field: string, text: string) {
  await stepHeading(page, heading);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel(field).fill(`   ${text}  `);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: `Your ${heading.toLowerCase()}` })).toContainText(text);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function answerYbocs(page: Page) {
  await stepHeading(page, 'Y-BOCS');
  await expect(page.getByText('Yale-Brown Obsessive Compulsive Scale (Y-BOCS), Goodman, Price, Rasmussen et al., 1989.')).toBeVisible();
  const questions = page.locator('fieldset');
  await expect(questions).toHaveCount(10);
  await expect(questions.first()).toContainText('1-3 h/day');
  const complete = page.getByRole('button', { name: 'Complete' });
  for (let i = 0; i < 10; i += 1) {
    await expect(complete).toBeDisabled();
    await questions.nth(i).getByRole('radio').nth(2).check();
  }
  await expectAccessible(page);
  await complete.click();
}

test('a new person walks the whole intake and reaches the dashboard with a rated hierarchy', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'intake');
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expectAccessible(page);

  await acceptTerms(page);
  await addAndContinue(page, 'Obsessions', 'Add an obsession', ITEMS.obsession);
  await addAndContinue(page, 'Compulsions', 'Add a compulsion', ITEMS.compulsion);
  await addAndContinue(page, 'Triggers', 'Add a trigger', ITEMS.trigger);
  await answerYbocs(page);

  await expect(page.getByRole('checkbox', { name: 'Contamination' })).toBeChecked();
  await expectAccessible(page);
  await confirmThemes(page);
  const sliders = page.getByRole('slider');
  await expect(sliders.first()).toBeVisible({ timeout: 15_000 });
  const count = await sliders.count();
  expect(count).toBeGreaterThanOrEqual(8);
  expect(count).toBeLessThanOrEqual(12);
  await expect(page.getByText('Very Easy').first()).toBeVisible();
  await expect(page.getByText('Extremely Challenging').first()).toBeVisible();
  await expect(page.getByText(/door handle/i).first()).toBeVisible();
  await expectAccessible(page);

  const first = sliders.first();
  const before = Number(await first.getAttribute('aria-valuenow'));
  await first.focus();
  await page.keyboard.press(before < 10 ? 'ArrowRight' : 'ArrowLeft');
  const rated = Number(await first.getAttribute('aria-valuenow'));
  expect(rated).toBe(before < 10 ? before + 1 : before - 1);
  await expect(first).toHaveAttribute('aria-valuetext', new RegExp(`^${rated} out of 10`));

  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.waitForURL('**/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('intake_completed'))).toBe('true');
  await expect(page.getByRole('link', { name: 'ERP' })).toBeVisible();

  const saved = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const [exposures, me] = await Promise.all([
      fetch('/api/v1/erp-exposures/exposures', { headers }).then((r) => r.json()),
      fetch('/api/v1/users/me', { headers }).then((r) => r.json()),
    ]);
    return { exposures: exposures as Array<{ fear_level: number; created_by_ai: boolean }>, me };
  });
  expect(saved.exposures).toHaveLength(count);
  expect(saved.exposures.every((exposure) => exposure.created_by_ai)).toBe(true);
  expect(saved.exposures.map((exposure) => exposure.fear_level)).toContain(rated);
  expect(saved.me.completed_onboarding).toBe(true);

  // With intake complete, /intake is no longer where the guard sends people.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('someone who stops after the triggers step resumes at the Y-BOCS after signing in again', async ({ page }) => {
  const email = await registerVerifyAndSignIn(page, 'resume');
  await acceptTerms(page);
  await addAndContinue(page, 'Obsessions', 'Add an obsession', 'What if I left the stove on');
  await addAndContinue(page, 'Compulsions', 'Add a compulsion', 'Checking the stove knobs');
  await addAndContinue(page, 'Triggers', 'Add a trigger', 'Leaving for work');
  await stepHeading(page, 'Y-BOCS');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, email);
  await page.waitForURL('**/intake');
  await stepHeading(page, 'Y-BOCS');

  await page.getByRole('button', { name: 'Back' }).click();
  await stepHeading(page, 'Triggers');
  await expect(page.getByRole('list', { name: 'Your triggers' })).toContainText('Leaving for work');
});
