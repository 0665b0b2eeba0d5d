import { expect, test, type Page } from '@playwright/test';
import { confirmThemes, expectAccessible, registerVerifyAndSignIn } from '../support';

// Sign-ups are throttled per address (10 an hour): this file's sign-ups come from an address of their own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.63' } });

/** The lists and a Y-BOCS through the API (the wizard's own journey is intake.spec.ts); the wizard resumes at generating. */
async function listsThenIntake(page: Page, lists: { obsessions: string[]; compulsions: string[]; triggers: string[] }) {
  await page.evaluate(async (lists) => {
    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`/api/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
    };
    await call('PUT', '/users/me/suitability', { self_harm_thoughts: 'not_at_all', eating_disorder: false, psychosis: false, alcohol_or_drugs: false });
    await call('POST', '/users/me/accept-tos');
    await call('POST', '/obsessions', { obsessions: lists.obsessions.map((description) => ({ description })), compulsions: [] });
    await call('POST', '/compulsions', { compulsions: lists.compulsions });
    await call('POST', '/triggers', { triggers: lists.triggers });
    const keys = ['time_spent_obsessing', 'obsession_interference', 'obsession_distress', 'obsession_resistance', 'obsession_control',
      'time_spent_compulsing', 'compulsion_interference', 'compulsion_distress', 'compulsion_resistance', 'compulsion_control'];
    await call('POST', '/assessments/ybocs', { responses: Object.fromEntries(keys.map((key) => [key, '2'])), is_onboarding: true });
  }, lists);
  await page.goto('/intake');
}

const ratingHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Rate Exposure Difficulty' });
const titles = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('slider') }).getByRole('heading', { level: 3 }).allTextContents();
const savedRatings = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/erp-exposures/exposures/draft', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const draft = (await response.json()) as { items: Array<{ rating: number | null }> } | null;
    return draft ? [draft.items[0]?.rating, draft.items[2]?.rating] : [];
  });
const values = (page: Page) => page.getByRole('slider').evaluateAll((sliders) => sliders.map((slider) => slider.getAttribute('aria-valuenow')));

/** Issue 16, "a ladder that survives": a reload, or six, shows the same list and ratings and never spends a generation. */
test('reloading the rating step six times keeps the same list and its ratings, with no daily-limit message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerVerifyAndSignIn(page, 'draft-reload');
  await listsThenIntake(page, {
    obsessions: ['Fear of germs on public door handles making me ill'],
    compulsions: ['Washing my hands for minutes until they are sore'],
    triggers: ['Public door handles', 'Shaking hands'],
  });
  await confirmThemes(page);
  await expect(ratingHeading(page)).toBeVisible({ timeout: 15_000 });

  // Two ratings moved away from the suggested levels, each stored as it changes.
  const sliders = page.getByRole('slider');
  for (const [index, key] of [[0, 'End'], [2, 'Home']] as const) {
    await sliders.nth(index).focus();
    await page.keyboard.press(key);
  }
  await expect(page.getByText('Your ratings are saved.')).toBeVisible();
  // Both ratings have reached the server before the first reload.
  await expect.poll(() => savedRatings(page)).toEqual(expect.arrayContaining([10, 1]));
  const listBefore = await titles(page);
  const valuesBefore = await values(page);
  expect(listBefore.length).toBeGreaterThanOrEqual(8);
  expect(valuesBefore[0]).toBe('10');
  expect(valuesBefore[2]).toBe('1');

  for (let reload = 1; reload <= 6; reload += 1) {
    await page.reload();
    await expect(ratingHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('slider')).toHaveCount(listBefore.length);
    expect(await titles(page), `reload ${reload}`).toEqual(listBefore);
    expect(await values(page), `reload ${reload}`).toEqual(valuesBefore);
    await expect(page.getByText(/daily limit/i)).toHaveCount(0);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/erp');
  const saved = page.getByRole('list', { name: 'Not started exposures' }).getByRole('article');
  await expect(saved).toHaveCount(listBefore.length);
  await expect(page.getByText(/suggested exposures? (is|are) waiting/)).toHaveCount(0);
});

/** Issue 16, "themes the person confirms": the ladder is built only for what they chose. */
test('a confirmed-theme change changes the ladder', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerVerifyAndSignIn(page, 'draft-themes');
  await listsThenIntake(page, {
    obsessions: ['Fear of germs on public door handles making me ill', 'What if I left the stove on and the house burns down'],
    compulsions: ['Washing my hands for minutes', 'Checking the stove knobs again and again before leaving'],
    triggers: ['Public door handles', 'Leaving the house for work'],
  });
  await expect(page.getByRole('heading', { level: 2, name: 'What your ladder will be about' })).toBeVisible({ timeout: 15_000 });
  const contamination = page.getByRole('checkbox', { name: 'Contamination' });
  const checking = page.getByRole('checkbox', { name: 'Harm and responsibility, checking' });
  await expect(contamination).toBeChecked();
  await expect(checking).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('themes-desktop.png'), fullPage: true });

  await contamination.uncheck();
  await page.getByRole('button', { name: 'Confirm and build my ladder' }).click();
  await expect(ratingHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Built for:').locator('..')).toContainText('Harm and responsibility, checking');
  const checkingLadder = await titles(page);

  await page.getByRole('button', { name: 'Suggest a new set' }).click();
  await expect(checking).toBeChecked();
  await expect(contamination).not.toBeChecked();
  await checking.uncheck();
  await contamination.check();
  await page.getByRole('button', { name: 'Confirm and build my ladder' }).click();
  await expect(ratingHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Built for:').locator('..')).toContainText('Contamination');
  const contaminationLadder = await titles(page);

  expect(contaminationLadder).not.toEqual(checkingLadder);
  expect(contaminationLadder.filter((title) => checkingLadder.includes(title)).length).toBeLessThan(contaminationLadder.length / 2);
  await page.screenshot({ path: test.info().outputPath('rating-desktop.png'), fullPage: true });
});
