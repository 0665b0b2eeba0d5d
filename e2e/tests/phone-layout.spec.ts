import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

// Sign-ups are throttled per address: this spec's own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** One logged session on the first exposure, so the report has a table of sessions as well. */
async function logOneSession(page: Page) {
  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    const exposures = (await (await fetch('/api/v1/erp-exposures/exposures', { headers })).json()) as { id: string }[];
    const response = await fetch(`/api/v1/erp-exposures/exposures/${exposures[0]!.id}/progress`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ anxiety_level_pre: 6, anxiety_level_post: 4, duration_minutes: 20, notes: 'Stayed with it.' }),
    });
    if (!response.ok) throw new Error(`progress: ${response.status}`);
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

// Issue 18 item 2, decision 037.
test('a phone gets a bottom tab bar, folded exposure cards and report cards; a desktop keeps the top bar and tables; axe-clean at both sizes', async ({ page }) => {
  // Eleven screens and views, each with an axe run, at two sizes.
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await registerVerifyAndSignIn(page, 'phone');
  await completeIntakeViaApi(page);
  await logOneSession(page);

  // The dashboard: one slim row on top, the places at the bottom, the current one marked.
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('region', { name: 'Urges this week' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const bar = (await nav.boundingBox())!;
  expect(bar.y + bar.height, 'the tab bar ends at the bottom of the screen').toBe(PHONE.height);
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, 'a tab is a 44 px target or more').toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.height, 'the top bar is one slim row').toBeLessThanOrEqual(64);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);

  // "Log an urge" is in the bar's last cell; at the end of the page nothing is under the bar.
  const urge = page.getByRole('button', { name: 'Log an urge' });
  await expect(urge).toBeVisible();
  const urgeBox = (await urge.boundingBox())!;
  expect(urgeBox.y, 'the urge button is in the tab bar').toBeGreaterThanOrEqual(bar.y);
  expect(urgeBox.height).toBeGreaterThanOrEqual(44);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const lastCard = (await page.getByRole('main').getByRole('region').last().boundingBox())!;
  const urgeAtEnd = (await urge.boundingBox())!;
  expect(lastCard.y + lastCard.height, 'the last card ends above the urge button').toBeLessThanOrEqual(urgeAtEnd.y);
  const crisisLink = (await page.getByRole('contentinfo').getByRole('link', { name: 'Crisis resources' }).boundingBox())!;
  expect(crisisLink.y + crisisLink.height, 'the footer ends above the tab bar').toBeLessThanOrEqual((await nav.boundingBox())!.y);

  // The avatar menu, from the top bar.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // ERP from the tab bar: the tips first and folded; each card its title, fear rating and Start.
  await nav.getByRole('link', { name: 'ERP' }).click();
  await expect(page).toHaveURL(/\/erp$/);
  await expect(nav.getByRole('link', { name: 'ERP' })).toHaveAttribute('aria-current', 'page');
  const tips = page.getByRole('button', { name: 'Tips for practice' });
  await expect(tips).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Tips for practice' })).toBeHidden();
  const card = page.getByRole('tabpanel').getByRole('article').first();
  await expect(card.getByRole('button', { name: /^Start / })).toBeVisible();
  const details = card.getByRole('button', { name: /^Details of / });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const folded = (await card.boundingBox())!.height;
  await expectAccessible(page);
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('button', { name: /^Delete / })).toBeVisible();
  await expect(card.getByText('Not practised yet')).toBeVisible();
  expect((await card.boundingBox())!.height, 'the card opened to its details').toBeGreaterThan(folded);
  await tips.click();
  const tipList = page.locator(`[id="${await tips.getAttribute('aria-controls')}"]`);
  await expect(tipList.getByText('Start with an exposure where your anxiety would be about 4 to 6 out of 10.')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);

  // A session's dialog is a sheet at the bottom, its Start Session button within a thumb's reach.
  await card.getByRole('button', { name: /^Start / }).click();
  const session = page.getByRole('dialog');
  const startSession = session.getByRole('button', { name: 'Start Session' });
  await expect(startSession).toBeVisible();
  const sheet = (await session.boundingBox())!;
  expect(sheet.y + sheet.height, 'the dialog sits on the bottom edge').toBe(PHONE.height);
  expect((await startSession.boundingBox())!.y, 'Start Session is in the lower half of the screen').toBeGreaterThan(PHONE.height / 2);
  await expectAccessible(page);
  await session.getByRole('button', { name: 'Close' }).click();
  await expect(session).toBeHidden();

  // Journal and Urges from the tab bar.
  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Urges' }).click();
  await expect(page).toHaveURL(/\/urges$/);
  await expectAccessible(page);

  // The report: each table row a card, no sideways scrolling; the tables wait for paper.
  await page.goto('/settings/report');
  const scores = page.getByRole('list', { name: 'Y-BOCS scores, oldest first' });
  await expect(scores.getByRole('listitem')).toHaveCount(1);
  await expect(scores.getByRole('listitem').first()).toContainText('Total (0-40)');
  await expect(page.getByRole('table', { name: 'Y-BOCS scores, oldest first' })).toBeHidden();
  await expect(page.getByRole('list', { name: /^Sessions of / }).getByRole('listitem')).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: 'Y-BOCS scores, oldest first' })).toBeVisible();
  await expect(scores).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A desktop: the links in the top bar, Log an urge beside them, the cards whole, the tables tables.
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Urges this week' })).toBeVisible();
  const topLinks = (await nav.boundingBox())!;
  const banner = (await page.getByRole('banner').boundingBox())!;
  expect(topLinks.y + topLinks.height, 'the links are in the top bar').toBeLessThanOrEqual(banner.y + banner.height);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log an urge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log an urge' })).toHaveCount(1);
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'ERP' }).click();
  await expect(page.getByRole('complementary', { name: 'Tips for practice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tips for practice' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Details of / })).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('article').first().getByRole('button', { name: /^Delete / })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/settings/report');
  await expect(page.getByRole('table', { name: 'Y-BOCS scores, oldest first' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Y-BOCS scores, oldest first' })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('on a phone with a notch and a home bar', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } });

  // The app is drawn edge to edge (viewport-fit=cover); Chromium stands in for the device's safe
  // areas (Emulation.setSafeAreaInsetsOverride), and nothing one taps or reads may sit in them.
  test('the bars, the tabs and the text stay out of the areas the device keeps, upright and sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const cdp = await page.context().newCDPSession(page);
    const insets = async (sides: { top: number; right: number; bottom: number; left: number }) => {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { ...sides, topMax: sides.top, rightMax: sides.right, bottomMax: sides.bottom, leftMax: sides.left } });
    };
    await insets({ top: 47, right: 0, bottom: 34, left: 0 });
    await registerVerifyAndSignIn(page, 'notch');
    await completeIntakeViaApi(page);
    await page.goto('/dashboard');
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('viewport-fit=cover');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const urge = page.getByRole('button', { name: 'Log an urge' });
    await expect(urge).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())!.y, 'the top bar starts under the status bar').toBeGreaterThanOrEqual(47);
    const bar = (await nav.boundingBox())!;
    expect(bar.y + bar.height, 'the tab bar still reaches the bottom edge').toBe(PHONE.height);
    for (const target of [...(await nav.getByRole('link').all()), urge]) {
      const box = (await target.boundingBox())!;
      expect(box.y + box.height, 'a tab ends above the home bar').toBeLessThanOrEqual(PHONE.height - 34);
    }
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const crisisLink = (await page.getByRole('contentinfo').getByRole('link', { name: 'Crisis resources' }).boundingBox())!;
    expect(crisisLink.y + crisisLink.height, 'the footer ends above the tab bar').toBeLessThanOrEqual((await nav.boundingBox())!.y);

    // Sideways (a phone narrow enough to keep the tab bar): the notch on one side, the home bar below.
    const SIDEWAYS = { width: 740, height: 360 };
    await page.setViewportSize(SIDEWAYS);
    await insets({ top: 0, right: 47, bottom: 21, left: 47 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.x, 'the text starts right of the notch').toBeGreaterThanOrEqual(47);
    // The tab bar's cells, Log an urge among them, between the sides, and as wide as each other.
    const sideBar = (await nav.boundingBox())!;
    expect(sideBar.y + sideBar.height, 'still a tab bar at the bottom').toBe(SIDEWAYS.height);
    const cells = [...(await nav.getByRole('link').all()), urge];
    const boxes = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!));
    for (const box of boxes) {
      expect(box.x, 'a tab starts right of the notch').toBeGreaterThanOrEqual(47);
      expect(box.x + box.width, 'a tab ends left of the other side').toBeLessThanOrEqual(SIDEWAYS.width - 47 + 0.5);
      expect(box.y + box.height, 'a tab ends above the home bar').toBeLessThanOrEqual(SIDEWAYS.height - 21);
    }
    const widths = boxes.map((box) => box.width);
    expect(Math.max(...widths) - Math.min(...widths), 'Log an urge is as wide as the other cells').toBeLessThan(2);
    await page.screenshot({ path: fileURLToPath(new URL('../.artifacts/screenshots/phone-notch-sideways.png', import.meta.url)) });
    await expectAccessible(page);
  });
});

// Issue 18's Lighthouse target: a screen filling in moves nothing that is in view. Each first view in a new,
// cold context at the phone Lighthouse emulates, with the CPU four times slower (as Lighthouse simulates
// one), so the screens' data arrives after their first render as it does on a phone. The footer used to come
// into view under a screen's spinner and be pushed out again by its list (0.27 on /erp, 0.06 on /settings).
// The journey took 25 s on a quiet machine, but over 3 min on CI with the other worker's journeys (a second
// server and browser) beside it: four cold first views at a four-times-slower CPU on a busy two-core machine.
// Six minutes keeps it a check of layout, not of the machine's load; a screen that never settles still fails.
test('a signed-in screen filling in on a slow phone moves nothing in view', async ({ browser, page }) => {
  test.setTimeout(360_000);
  await registerVerifyAndSignIn(page, 'phone-shift');
  await completeIntakeViaApi(page);
  await logOneSession(page);
  // A journal long enough to pass the bottom of the screen.
  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch('/api/v1/journal/entries', {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: `A calm evening walk, entry ${i + 1}, and what I noticed along the way.`, mood: 6 }),
      });
      if (!response.ok) throw new Error(`journal: ${response.status}`);
    }
  });
  const stored = await page.evaluate(() => ({ ...localStorage }));

  for (const screen of ['/dashboard', '/erp', '/journal', '/settings']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' },
    });
    try {
      await context.addInitScript(() => {
        const shifts: Array<{ value: number; what: string }> = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (entry.hadRecentInput) continue;
            const what = (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.nodeName?.toLowerCase() ?? '?').join(', ');
            shifts.push({ value: entry.value, what });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const tab = await context.newPage();
      // The session goes in on a page of the origin that is not a screen, as a login would leave it.
      await tab.goto('/manifest.webmanifest');
      await tab.evaluate((values: Record<string, string>) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, stored);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await tab.goto(screen, { waitUntil: 'load', timeout: 100_000 });
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 100_000 });
      // Filled in: no spinner left in the screen (the frame's and the panels' spinners go once their data is in).
      await expect(tab.locator('main .animate-spin')).toHaveCount(0, { timeout: 100_000 });
      // The screen's data, then quiet on the network. A cold context also fills the service worker's precache (about 90
      // files at a four-times-slower CPU), which on a loaded CI machine kept /settings from ever being network-idle for
      // 100 s while the screen itself had long been drawn (stop 34): the wait for quiet is bounded and said, and the
      // layout check below still runs on the filled screen.
      const quiet = await tab.waitForLoadState('networkidle', { timeout: 60_000 }).then(
        () => true,
        () => false,
      );
      // Printed so a slow run shows which screen took the time (here about 2-3 s each, quiet machine).
      console.log(`[first view] ${screen} ${quiet ? 'settled' : 'drawn, the network not quiet after 60 s,'} in ${Date.now() - started} ms`);
      await tab.waitForTimeout(1500);
      const shifts = await tab.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; what: string }> }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`[layout shift] ${screen}: ${total.toFixed(3)} (${shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.what}`).join('; ') || 'none'})`);
      // Lighthouse's "good" is under 0.1; a font swapping in moves text by a pixel or so (about 0.001).
      expect(total, `${screen} moved something in view as it filled in`).toBeLessThan(0.01);
    } finally {
      await context.close();
    }
  }
});
