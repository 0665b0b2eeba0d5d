import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, confirmThemes, expectAccessible, passWelcome, registerVerifyAndSignIn } from '../support';

/**
 * What a person in danger sees (docs/clinical.md §18, §20): the calm crisis
 * screen with working tap-to-call and tap-to-text links, the question asked instead of refusing, the
 * "Is self-help right for me now?" screen, the journal's resource box and a custom exposure's
 * warning. Every screen passes axe at phone and desktop sizes; each is photographed at both for review.
 */

// A sign-up address of its own (see hostile-input.spec.ts): the product limits sign-ups per network.
// The device says it is in the UK, so the local emergency number is 999.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' }, locale: 'en-GB', timezoneId: 'Europe/London' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = fileURLToPath(new URL('../.artifacts/screenshots', import.meta.url));

/**
 * axe at phone and desktop sizes, and pictures of each (the view, and the whole page) for a person to look at. A screen
 * that scrolls inside a fixed layer (the crisis screen) is photographed once more, stretched to its height.
 */
async function checkAtBothSizes(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(shots, `${name}-${size}.png`) });
    await page.screenshot({ path: path.join(shots, `${name}-${size}-page.png`), fullPage: true });
    const layerHeight = await page.evaluate(() => document.querySelector('.fixed[aria-modal="true"]')?.scrollHeight ?? 0);
    if (layerHeight > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height: layerHeight });
      await page.screenshot({ path: path.join(shots, `${name}-${size}-whole.png`) });
      await page.setViewportSize(viewport);
    }
  }
}

/** The person's own API calls, as the app makes them. */
async function callApi(page: Page, method: string, url: string, body?: object): Promise<unknown> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(`/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body },
  );
}

/** Everything up to the generating step through the API, then the wizard resumes there (docs/product.md §30). */
async function listsThenGenerate(page: Page, lists: { obsession: string; compulsion: string; trigger: string }) {
  await callApi(page, 'PUT', '/users/me/suitability', {
    self_harm_thoughts: 'not_at_all',
    eating_disorder: false,
    psychosis: false,
    alcohol_or_drugs: false,
  });
  await callApi(page, 'POST', '/users/me/accept-tos');
  await callApi(page, 'POST', '/obsessions', { obsessions: [{ description: lists.obsession }], compulsions: [] });
  await callApi(page, 'POST', '/compulsions', { compulsions: [lists.compulsion] });
  await callApi(page, 'POST', '/triggers', { triggers: [lists.trigger] });
  const keys = ['time_spent_obsessing', 'obsession_interference', 'obsession_distress', 'obsession_resistance', 'obsession_control',
    'time_spent_compulsing', 'compulsion_interference', 'compulsion_distress', 'compulsion_resistance', 'compulsion_control'];
  await callApi(page, 'POST', '/assessments/ybocs', { responses: Object.fromEntries(keys.map((key) => [key, '2'])), is_onboarding: true });
  await page.goto('/intake');
}

test('crisis words as an obsession get the calm crisis screen, with working call and text links and a way back', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'crisis');
  const obsession = "I can't go on anymore, I want to kill myself";
  await listsThenGenerate(page, { obsession, compulsion: 'Checking my phone again and again', trigger: 'Being alone at night' });

  const screen = page.getByRole('dialog', { name: 'You deserve support right now' });
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen.getByRole('heading', { name: 'You deserve support right now' })).toBeFocused();
  await expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  // The local emergency number, from the device's time zone and language.
  await expect(screen.getByText(/the emergency number in the United Kingdom/)).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(screen.getByRole('link', { name: 'Helplines in other countries' })).toHaveAttribute('href', '/crisis');
  // Calm, never an error: no alert, no "failed".
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/failed/i)).toHaveCount(0);
  await checkAtBothSizes(page, 'crisis-screen');

  // Real links a phone hands to its dialler and messages app.
  expect(await screen.getByRole('link', { name: 'Call 988' }).evaluate((link: HTMLAnchorElement) => link.protocol)).toBe('tel:');
  expect(await screen.getByRole('link', { name: 'Text 988' }).evaluate((link: HTMLAnchorElement) => link.protocol)).toBe('sms:');

  await screen.getByRole('button', { name: "I'm ready to go back" }).click();
  await expect(screen).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Obsessions' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Your obsessions' })).toContainText(obsession);
});

test('a horrifying intrusive thought about killing oneself is asked about; "A fear" leads to a rated ladder', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'question');
  await listsThenGenerate(page, {
    obsession: 'I get horrible intrusive thoughts that I might kill myself and it terrifies me',
    compulsion: 'Hiding the kitchen knives in a drawer',
    trigger: 'Seeing knives in the kitchen',
  });

  const heading = page.getByRole('heading', { level: 2, name: 'A question before your list' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(heading).toBeFocused();
  const question = page.getByRole('group', { name: 'Is this a fear that horrifies you, or are you having thoughts of ending your life?' });
  await expect(question).toBeVisible();
  await expect(page.getByText(/a known theme of OCD/)).toBeVisible();
  await expect(page.getByText('So Ladder asks rather than guesses. Either answer is okay to give.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAtBothSizes(page, 'crisis-question');

  await question.getByRole('button', { name: 'A fear that horrifies me' }).click();

  await confirmThemes(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Rate Exposure Difficulty' })).toBeVisible({ timeout: 15_000 });
  const sliders = page.getByRole('slider');
  expect(await sliders.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkAtBothSizes(page, 'rated-ladder-after-question');
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.waitForURL('**/dashboard');
});

test('items of the lists that are for a professional are named beside the ladder, not turned into steps', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'notes');
  await listsThenGenerate(page, {
    obsession: 'What if I left the stove on and the house burns down',
    compulsion: 'Skipping my sertraline when I feel anxious',
    trigger: 'Driving with my eyes closed',
  });

  await confirmThemes(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Rate Exposure Difficulty' })).toBeVisible({ timeout: 15_000 });
  const notes = page.getByRole('region', { name: 'Not in your ladder' });
  await expect(notes).toBeVisible();
  await expect(notes).toContainText('“Skipping my sertraline when I feel anxious”');
  await expect(notes).toContainText('“Driving with my eyes closed”');
  await expect(notes.getByRole('link', { name: 'Where to find support' }).first()).toHaveAttribute('href', '/crisis');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAtBothSizes(page, 'safety-notes');
});

test('"Is self-help right for me now?" with a yes recommends a professional, shows resources, and lets the person continue', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'suitability');

  await expect(page.getByRole('heading', { level: 2, name: 'Is self-help right for me now?' })).toBeVisible();
  await expect(page.getByText('Question 1 is item 9 of the PHQ-9 (Kroenke, Spitzer & Williams, 2001).')).toBeVisible();
  await expect(page.getByText(/stored privately in your own record/)).toBeVisible();
  await checkAtBothSizes(page, 'suitability-questions');

  const questions = page.locator('fieldset');
  await questions.nth(0).getByRole('radio', { name: 'Several days' }).check();
  await questions.nth(1).getByRole('radio', { name: 'Yes' }).check();
  await questions.nth(2).getByRole('radio', { name: 'No' }).check();
  await questions.nth(3).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const heading = page.getByRole('heading', { level: 2, name: 'Talking to a professional first may help' });
  await expect(heading).toBeFocused();
  const support = page.getByRole('region', { name: 'If you are having thoughts of ending your life or hurting yourself' });
  await expect(support.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(support.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(support.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('list', { name: 'Eating-disorder helplines' }).getByRole('link', { name: '0808 801 0677' })).toHaveAttribute(
    'href',
    'tel:08088010677',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAtBothSizes(page, 'suitability-recommendation');

  const stored = (await callApi(page, 'GET', '/users/me/suitability')) as { recommend_professional: boolean; thoughts_of_self_harm: boolean };
  expect(stored).toMatchObject({ recommend_professional: true, thoughts_of_self_harm: true });

  await page.getByRole('button', { name: 'Continue with Ladder' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Ladder' })).toBeFocused();

  // Answered once: the wizard opens at the welcome before the terms from now on.
  await page.reload();
  await passWelcome(page);
});

test('a journal entry that reads as a crisis is saved, with a gentle resource box beside the form', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'journalcrisis');
  await completeIntakeViaApi(page);
  await page.goto('/journal');
  const words = "Everyone would be better off without me. I don't want to be here anymore.";
  await page.getByPlaceholder('Write your thoughts').fill(words);
  await page.getByRole('button', { name: 'Save Entry' }).click();

  const box = page.getByRole('region', { name: 'Support, if you need it' });
  await expect(box).toBeVisible();
  await expect(box).toContainText("If you are having thoughts of ending your life, you don't have to face them alone.");
  await expect(box).toContainText('Nothing was sent anywhere and nobody was told.');
  await expect(box.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(box.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(box.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('article').first()).toContainText(words);
  await expect(page.getByText('1 entry')).toBeVisible();
  await checkAtBothSizes(page, 'journal-resources');

  await box.getByRole('button', { name: 'Close the support resources' }).click();
  await expect(box).toBeHidden();
  await expect(page.getByRole('article').first()).toContainText(words);
});

test('a custom exposure that may not be safe gets a calm warning; "Add it anyway" adds it', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'warning');
  await completeIntakeViaApi(page);
  await page.goto('/erp');
  await page.getByRole('button', { name: 'Add Custom Exposure' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Exposure' });
  const title = 'Leave my hair straighteners on';
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Description').fill('Leave my hair straighteners switched on while I go out for an hour, without going back to check.');
  await add.getByRole('button', { name: 'Add' }).click();

  await expect(add.getByRole('heading', { name: 'Before you add this' })).toBeFocused();
  await expect(add.getByText(/add it anyway: it is your list/)).toBeVisible();
  await expect(add.getByRole('alert')).toHaveCount(0);
  await checkAtBothSizes(page, 'custom-exposure-warning');

  await add.getByRole('button', { name: 'Change it' }).click();
  await expect(add.getByLabel('Title')).toHaveValue(title);
  await add.getByRole('button', { name: 'Add' }).click();
  await add.getByRole('button', { name: 'Add it anyway' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('list', { name: 'Not started exposures' }).getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('the crisis page lists international and eating-disorder helplines as tap-to-call links', async ({ page }) => {
  await page.goto('/crisis');
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis resources' })).toBeVisible();
  const national = page.getByRole('list', { name: 'Crisis helplines by country' });
  await expect(national.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(national.getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
  const eating = page.getByRole('list', { name: 'Eating-disorder helplines by country' });
  await expect(eating.getByRole('link', { name: '1-888-375-7767' })).toHaveAttribute('href', 'tel:18883757767');
  await expect(page.getByText('Numbers change: if one does not work, use findahelpline.com.').first()).toBeVisible();
  await checkAtBothSizes(page, 'crisis-page');
});
