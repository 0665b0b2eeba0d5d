import { expect, test, type Page } from '@playwright/test';
import { startBillingServer } from '../billing-server';
import { completeIntakeViaApi, expectAccessible, PASSWORD, uniqueEmail } from '../support';

let server: Awaited<ReturnType<typeof startBillingServer>>;
test.beforeAll(async () => {
  server = await startBillingServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function signInHosted(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await server.createVerifiedAccount(email, PASSWORD);
  await page.goto(`${server.base}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/intake');
  await completeIntakeViaApi(page);
  return email;
}

test('the hosted site states its Stripe price and its trial, hydrated without a mismatch and without JavaScript', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.base}/`);
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing).toContainText('$7.99per month');
  await expect(pricing).toContainText('7-day free trial');
  await expect(page.getByRole('link', { name: 'Start your free trial' }).first()).toBeVisible();
  await page.goto(`${server.base}/faq#cost`);
  await expect(page.getByText('One plan with everything in it: $7.99 a month.')).toBeVisible();
  // Hydration found the HTML it would have drawn itself (React reports a mismatch as a console error).
  expect(errors).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${server.base}/`);
  const text = (await plain.locator('body').textContent()) ?? '';
  expect(text).toContain('$7.99');
  expect(text).not.toContain('__LADDER_');
  await noScript.close();
});

test('a trial user sees the trial banner with the right day count; Billing leads to Stripe Checkout', async ({ page }) => {
  await signInHosted(page, 'trial');
  await page.goto(`${server.base}/dashboard`);
  const banner = page.getByRole('region', { name: 'Subscription' });
  await expect(banner).toContainText('Your trial expires in 7 days. Subscribe now to keep access to all features.');
  await expect(banner.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
  await expectAccessible(page);

  // The banner is skipped on the settings page (docs/product.md §54).
  await page.goto(`${server.base}/settings`);
  await expect(page.getByRole('region', { name: 'Subscription' })).toHaveCount(0);

  await page.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout (test)</title><h1>Checkout</h1>' }),
  );
  await page.goto(`${server.base}/dashboard`);
  await page.getByRole('banner').getByRole('button', { name: 'Billing' }).click();
  await page.waitForURL('https://checkout.stripe.test/**');
  const checkout = server.stripe.last('/v1/checkout/sessions')!.form;
  expect(checkout.get('line_items[0][price]')).toBe('price_monthly');
  expect(checkout.get('payment_method_collection')).toBe('if_required');
});

test('an expired user sees the expired banner, and Start shows "Subscription required" for 2 seconds', async ({ page }) => {
  await signInHosted(page, 'expired');
  const userId = await page.evaluate(async () => {
    const response = await fetch('/api/v1/users/me', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return ((await response.json()) as { id: string }).id;
  });
  const ended = Math.floor(Date.now() / 1000) - 86400;
  await server.sendWebhook('customer.subscription.deleted', {
    id: 'sub_e2e',
    object: 'subscription',
    customer: `cus_${userId.slice(0, 8)}`,
    status: 'canceled',
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { user_id: userId },
    items: { data: [{ current_period_end: ended }] },
  });

  await page.goto(`${server.base}/erp`);
  const banner = page.getByRole('region', { name: 'Subscription' });
  await expect(banner).toContainText('Your trial has expired. Subscribe now to continue using all features.');
  const start = page.getByRole('list', { name: 'Not started exposures' }).getByRole('button', { name: /^Start/ }).first();
  // aria-disabled (it stays focusable to explain itself): Playwright would wait for it to be enabled.
  await start.click({ force: true });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Subscription required');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tooltip).toBeHidden({ timeout: 3500 });
  await expectAccessible(page);

  // The server refuses too, not only the client.
  const refused = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    return (await fetch('/api/v1/erp-exposures/exposures/generate', { method: 'POST', headers })).status;
  });
  expect(refused).toBe(403);
});
