import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, readMail, registerVerifyAndSignIn, signIn } from '../support';

// Sign-ups are throttled per address (10 an hour): this file's sign-ups come from an address of their own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NEW_PASSWORD = 'a new quiet harbour at dawn';

function resetLink(text: string): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error('No reset link in the mail.');
  return match[0];
}

test('forgot password at phone size: the mail, the link, a new password, and signing in with it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = await registerVerifyAndSignIn(page, 'reset');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If that address has a Ladder account');
  await expectAccessible(page);

  const mail = await readMail(email, 'Reset your Ladder password');
  const link = resetLink(mail.text);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'e2e/.artifacts/reset-password-phone.png', fullPage: true });
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  await page.waitForURL('**/login?notice=password-reset');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await expectAccessible(page);
  await readMail(email, 'Your password was changed');

  // The old password no longer works; the new one does.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await signIn(page, email, NEW_PASSWORD);
  await page.waitForURL('**/intake');

  // The link was single use.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('one more new phrase here');
  await page.getByLabel('Confirm new password').fill('one more new phrase here');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a link in /login?message= is never shown; only known notices are', async ({ page }) => {
  await page.goto('/login?message=Your%20account%20is%20locked.%20Call%20555-0100');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText('Call 555-0100')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});

for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`security activity and sign-ins at ${name} size: another browser is listed and signed out from here`, async ({ page, browser }) => {
    await page.setViewportSize(size);
    const email = await registerVerifyAndSignIn(page, `activity-${name}`);

    // A second browser (another device) signs in with a wrong password first, then the right one.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signIn(otherPage, email, 'not the right password');
    await expect(otherPage.getByRole('alert')).toHaveText('Incorrect email or password');
    await signIn(otherPage, email);
    await otherPage.waitForURL('**/intake');

    await page.goto('/settings?tab=security');
    const signIns = page.getByRole('list', { name: 'Sign-ins' });
    await expect(signIns.getByRole('listitem')).toHaveCount(2);
    await expect(signIns.getByText('This browser')).toBeVisible();
    await expect(signIns.getByText('Chrome on Windows')).toBeVisible();
    const activity = page.getByRole('list', { name: 'Security activity, newest first' });
    await expect(activity.getByText('A sign-in with a wrong password')).toBeVisible();
    await expect(activity.getByText('Signed in', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/.artifacts/security-${name}.png`, fullPage: true });

    await signIns.getByRole('button', { name: /^Sign out Chrome on Windows/ }).click();
    await expect(signIns.getByRole('listitem')).toHaveCount(1);

    // The other browser's session has ended on the server: its next screen asks it to sign in.
    await otherPage.goto('/settings');
    await otherPage.waitForURL('**/login');
    await other.close();
  });
}
