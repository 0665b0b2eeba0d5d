import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, PASSWORD, registerVerifyAndSignIn, signIn } from '../support';

const PUBLIC_PAGES = [
  { path: '/', heading: /one step at a time/i },
  { path: '/what-is-ocd', heading: /What is OCD/i },
  { path: '/what-is-erp', heading: /What is ERP/i },
  { path: '/types-of-ocd', heading: /Types of OCD/i },
  { path: '/faq', heading: /Frequently asked questions|FAQ/i },
  { path: '/privacy', heading: /Privacy/i },
  { path: '/terms', heading: /Terms of Service/i },
  { path: '/crisis', heading: /Crisis resources/i },
];

test.describe('public pages without JavaScript (pre-rendered)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} has its content, title and description in the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.title()).toMatch(/Ladder/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /crisis/i })).toBeVisible();
    });
  }

  test('the landing page states the honest claims', async ({ page }) => {
    await page.goto('/');
    const text = (await page.locator('body').textContent()) ?? '';
    // This server is self-hosted (BILLING=off): free, no price, no trial (decision 032; the hosted
    // site's price is checked in billing.spec.ts).
    expect(text).toContain('Free and self-hosted');
    expect(text).not.toMatch(/\$\d|free trial|__LADDER_/);
    expect(text).toMatch(/Foa/);
    expect(text).toMatch(/therapist/);
  });
});

test('each public page passes the accessibility check once hydrated, loading nothing from other origins', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  let seen = 0;
  page.on('request', (request) => {
    seen += 1;
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol !== 'data:' && url.protocol !== 'blob:') foreign.push(request.url());
  });
  for (const path of [...PUBLIC_PAGES.map((entry) => entry.path), '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path !== '/register') await expectAccessible(page);
  }
  expect(seen).toBeGreaterThan(20);
  expect(foreign, 'requests to third-party origins').toEqual([]);
});

test('a public page loads the public site\'s scripts only, never the app\'s chunks', async ({ request }) => {
  // docs/performance.md "JavaScript of the first view": a public page (the crisis page above all)
  // stays under 100 KB; the app's chunks (router, query cache, dashboard) are for signed-in screens.
  for (const { path } of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.some((name) => name.startsWith('public-page-')), `${path} hydrates with the public entry`).toBe(true);
    expect(scripts.filter((name) => /^(app|signed-in|schemas|index)-/.test(name)), `${path} loads the app`).toEqual([]);
  }
});

test("a signed-in screen's document draws its frame from the stylesheet and asks for its chunks after it", async ({ request }) => {
  // docs/performance.md: the frame is in the HTML, so the first paint needs the stylesheet only; the
  // screen's chunks start at once, at low priority, and the app's entry script keeps its own.
  for (const path of ['/dashboard', '/erp', '/journal', '/urges', '/settings']) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} holds the drawn frame`).toContain(`data-app-shell="${path}"`);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length, `${path} preloads its chunks`).toBeGreaterThan(3);
    for (const link of preloads) expect(link, `${path}`).toContain('fetchpriority="low"');
    expect(html.indexOf('rel="stylesheet"'), `${path}: the stylesheet comes before the preloads`).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+"><\/script>/);
  }
});

/** The text of every script the page has loaded so far (its own, the preloaded and the imported ones). */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

// Sign-ups are throttled per address: this journey signs up with an address of its own, so the
// file's other sign-ups keep theirs (CI: the settings journey below was refused "Too many sign-ups" beside it).
test.describe('settings tabs on demand', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.92' } });

  test('settings: the first view loads General only; another tab comes when the pointer or the focus reaches it', async ({ page }) => {
    // Issue 18 (docs/performance.md): the tabs a person does not see first were a tenth of the first view.
    // Each tab is recognised by a sentence of its own, which the minified code keeps.
    const TABS = [
      { name: 'Reminders', text: 'Send me a daily practice reminder by email', heading: 'Daily practice reminder' },
      { name: 'Security', text: 'Confirm new password', heading: 'Change password' },
      { name: 'Your data', text: 'Download my data', heading: 'Download my data' },
    ];
    const email = await registerVerifyAndSignIn(page, 'settings-tabs');
    await completeIntakeViaApi(page);
    await page.goto('/settings');
    await expect(page.getByText(email)).toBeVisible();
    const firstView = await loadedScripts(page);
    const holds = (text: string) => firstView.some((script) => script.includes(text));
    expect(holds('Kept on this device only.'), 'the General tab comes with the page').toBe(true);
    for (const { name, text } of TABS) expect(holds(text), `the first view holds the ${name} tab`).toBe(false);

    // The pointer on a tab fetches it before the click.
    await page.getByRole('tab', { name: 'Security' }).hover();
    await expect.poll(async () => (await loadedScripts(page)).some((script) => script.includes('Confirm new password'))).toBe(true);

    // The keyboard (Radix Tabs: the arrows move the focus and open the tab): each tab shows its content, the focus
    // stays on its trigger.
    await page.getByRole('tab', { name: 'General' }).click();
    for (const { name, heading } of TABS) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name })).toBeFocused();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name }).getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('tab', { name })).toBeFocused();
    }
    await expect(page).toHaveURL(/\/settings\?tab=data$/);
  });
});

test('the FAQ opens several answers at once with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  // Radix Accordion: each question is a button inside its heading.
  const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
  await expect(questions).toHaveCount(12);
  const [first, second] = [questions.nth(0), questions.nth(1)];
  await first.focus();
  await page.keyboard.press('Enter');
  await second.focus();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  for (const question of [first, second]) {
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(answer).toBeVisible();
  }
  await expectAccessible(page);
});

test('settings: change the password, export the data with a fresh journal entry, delete the account', async ({ page }) => {
  const email = await registerVerifyAndSignIn(page, 'settings');
  await completeIntakeViaApi(page);

  // Password change (docs/product.md §18 "Account settings").
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('an even calmer passphrase');
  await page.getByLabel('Confirm new password').fill('a different passphrase');
  await page.getByRole('button', { name: /Change password/ }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('an even calmer passphrase');
  await page.getByRole('button', { name: /Change password/ }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expectAccessible(page);
  // This device stays signed in with the new token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  // A journal entry, then the export contains it.
  await page.goto('/journal');
  await page.getByPlaceholder('Write your thoughts').fill('Written just before the export.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('article').first()).toContainText('Written just before the export.');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download my data/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ladder-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(exported.journal[0].content).toBe('Written just before the export.');
  expect(exported.account.email).toBe(email);

  // Delete the account: afterwards the person cannot sign in and their data is gone.
  await page.getByRole('button', { name: /Delete my account/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByLabel(/password/i).fill('an even calmer passphrase');
  await confirm.getByRole('button', { name: /Delete/ }).click();
  await page.waitForURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await signIn(page, email, 'an even calmer passphrase');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
});
