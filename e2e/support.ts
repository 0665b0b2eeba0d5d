import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ReceivedMail } from '../server/test/helpers/smtp-test-server';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** Reads the inbox global-setup keeps, like a person opening their mail. */
export async function readMail(to: string, subject?: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAILBOX!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(to) && (subject === undefined || mail.subject === subject));
    if (mails.length > 0) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function countMail(to: string): number {
  const dir = process.env.E2E_MAILBOX!;
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to)).length;
}

export function verificationLink(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`No verification link in "${mail.subject}".`);
  return match[0];
}

/** WCAG 2.1 A/AA checks; serious and critical findings fail the journey. */
export async function expectAccessible(page: Page) {
  // Colours are measured after running CSS transitions (e.g. a button turning enabled) have finished;
  // a transition cancelled on the way (its element re-rendered) rejects, which is just as settled.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `axe found problems on ${page.url()}`).toEqual([]);
}

export const PASSWORD = 'a calm and steady walk';

/**
 * Answers the intake's first step, "Is self-help right for me now?", with nothing that recommends a
 * professional first (safety.spec.ts walks the other answers), and goes on past the welcome to the terms.
 */
export async function answerSuitabilityInUi(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Is self-help right for me now?' })).toBeVisible();
  const questions = page.locator('fieldset');
  await expect(questions).toHaveCount(4);
  await questions.nth(0).getByRole('radio', { name: 'Not at all' }).check();
  for (let i = 1; i < 4; i += 1) await questions.nth(i).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await passWelcome(page);
}

/** The welcome before the terms (issue 18 item 3): "Let's begin" opens them. */
export async function passWelcome(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Ladder' })).toBeVisible();
  await page.getByRole('button', { name: "Let's begin" }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Before you begin' })).toBeVisible();
}

/** Registers through the form; the ALTCHA answer is computed in the page while the person types. */
export async function registerInUi(page: Page, email: string) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  // The proof of work takes a moment; a person clicking too early is told so and clicks again.
  const created = page.getByText('Account created successfully!');
  const tooEarly = page.getByText('reCAPTCHA not yet available');
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(created.or(tooEarly)).toBeVisible();
    if (await created.isVisible()) break;
    await page.waitForTimeout(500);
  }
  await expect(created).toBeVisible();
  await expect(page.getByText('Please check your email for verification instructions.')).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new person with a verified address, signed in (the guard has sent them to /intake). */
export async function registerVerifyAndSignIn(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await registerInUi(page, email);
  await page.goto(verificationLink(await readMail(email, 'Confirm your email address')));
  await page.waitForURL('**/login', { timeout: 15_000 });
  await signIn(page, email);
  await page.waitForURL('**/intake');
  return email;
}


/**
 * Completes the intake through the same API calls the wizard makes (the wizard itself has its own
 * journey), keeping the generated hierarchy, so a journey can start on the app's main screens.
 */
export async function completeIntakeViaApi(page: Page, options: { laterYbocsAnswer?: '0' | '1' | '2' | '3' | '4' } = {}) {
  // Off the wizard first, so its own resume logic does not race these calls.
  await page.goto(new URL('/settings', page.url()).toString());
  const count = await page.evaluate(async ({ laterYbocsAnswer }) => {
    const token = localStorage.getItem('auth_token');
    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`/api/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return response.status === 204 ? null : response.json();
    };
    await call('POST', '/users/me/accept-tos');
    await call('POST', '/obsessions', { obsessions: [{ description: 'What if I left the stove on and the house burns down' }], compulsions: [] });
    await call('POST', '/compulsions', { compulsions: ['Checking the stove knobs again and again'] });
    await call('POST', '/triggers', { triggers: ['Leaving the house for work'] });
    const answers = Object.fromEntries(
      ['time_spent_obsessing', 'obsession_interference', 'obsession_distress', 'obsession_resistance', 'obsession_control',
        'time_spent_compulsing', 'compulsion_interference', 'compulsion_distress', 'compulsion_resistance', 'compulsion_control'].map((key) => [key, '2']),
    );
    await call('POST', '/assessments/ybocs', { responses: answers, is_onboarding: true });
    const generated = (await call('POST', '/erp-exposures/exposures/generate')) as object[];
    // The generated list is the person's draft (issue 16): saving it keeps all of it, at the suggested levels.
    await call('POST', '/erp-exposures/exposures/draft/accept');
    // A later self-report, while intake is still open: once it is complete, retakes are at most weekly.
    if (laterYbocsAnswer) {
      const later = Object.fromEntries(Object.keys(answers).map((key) => [key, laterYbocsAnswer]));
      await call('POST', '/assessments/ybocs', { responses: later, is_onboarding: false });
    }
    await call('POST', '/users/me/complete-intake');
    localStorage.setItem('intake_completed', 'true');
    return generated.length;
  }, options);
  return count;
}

/**
 * The generating step first asks which themes the ladder is for (issue 16): confirms them as they
 * were read from the person's words.
 */
export async function confirmThemes(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'What your ladder will be about' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Confirm and build my ladder' }).click();
}
