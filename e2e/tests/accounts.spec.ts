import { expect, test } from '@playwright/test';
import { countMail, expectAccessible, readMail, registerInUi, registerVerifyAndSignIn, signIn, uniqueEmail, verificationLink } from '../support';

test('the landing page has the public top bar', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: /Ladder/ }).first()).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await nav.getByRole('button', { name: 'Resources' }).click();
  for (const item of ['What is OCD?', 'What is ERP?', 'Types of OCD', 'FAQs']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('a person registers, verifies by e-mail, signs in, lands on intake and logs out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await registerInUi(page, email);
  await expectAccessible(page);

  const mail = await readMail(email, 'Confirm your email address');
  const link = verificationLink(mail);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByText('Your email address has been verified. You can now sign in.')).toBeVisible();
  await expect(page.getByText('Redirecting to login...')).toBeVisible();
  await expectAccessible(page);
  await page.waitForURL('**/login', { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'verified' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, email);
  await page.waitForURL('**/intake');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => localStorage.getItem('intake_completed'))).toBe('false');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expectAccessible(page);

  // Dashboard needs a completed intake: the guard sends the person back to /intake.
  await page.goto('/dashboard');
  await page.waitForURL('**/intake');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The token was revoked on the server, not only forgotten by the browser.
  await page.goto('/intake');
  await page.waitForURL('**/login');
});

test('a wrong password shows the server detail; an unverified person can resend the mail', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await registerInUi(page, email);
  await readMail(email, 'Confirm your email address');

  await page.goto('/login');
  await signIn(page, email, 'not the right password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);

  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText('verify your email');
  const before = countMail(email);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('A new verification email has been sent. Please check your inbox.')).toBeVisible();
  await expect.poll(() => countMail(email), { timeout: 15_000 }).toBe(before + 1);
  await expectAccessible(page);
});

test('the session warning extends the session with a fresh token, and the session ends at zero', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'session');

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const firstToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.evaluate(() => localStorage.setItem('session_expires_at', String(Date.now() + 4 * 60_000)));
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/3:5\d|4:00/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  const secondToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(secondToken).not.toBe(firstToken);
  const expiresAt = Number(await page.evaluate(() => localStorage.getItem('session_expires_at')));
  expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);

  const oldTokenStatus = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }, firstToken);
  expect(oldTokenStatus).toBe(401);

  await page.evaluate(() => localStorage.setItem('session_expires_at', String(Date.now() + 2000)));
  await page.reload();
  await page.waitForURL('**/login', { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the avatar menu offers Profile and Logout', async ({ page }) => {
  await registerVerifyAndSignIn(page, 'avatar');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/settings');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
});
