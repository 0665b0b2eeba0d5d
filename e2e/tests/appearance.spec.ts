import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { completeIntakeViaApi, expectAccessible, registerVerifyAndSignIn } from '../support';

/**
 * Issue 18 item 1 and decision 036: the dark scheme follows the device, the choice in Settings overrides it
 * before anything is drawn, every screen keeps WCAG AA contrast in both schemes (axe, at phone and desktop
 * sizes), and a printed report stays dark ink on white paper. Screenshots of each screen land in
 * e2e/.artifacts/screenshots for a person to look at.
 */

// A sign-up address of its own (see hostile-input.spec.ts): the product limits sign-ups per network.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.85' } });

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
const shots = fileURLToPath(new URL('../.artifacts/screenshots', import.meta.url));

const PUBLIC_PAGES = ['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/terms', '/crisis', '/login'];
const SIGNED_IN_SCREENS = [
  { path: '/dashboard', name: 'dashboard' },
  { path: '/erp', name: 'erp' },
  { path: '/journal', name: 'journal' },
  { path: '/urges', name: 'urges' },
  { path: '/settings', name: 'settings' },
  { path: '/settings/report', name: 'report' },
];

/** The page's background as the browser drew it: the scheme that is actually on screen. */
async function pageBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(15, 23, 32)';

/**
 * WCAG 1.4.11 (non-text contrast), which axe does not check: a text field's border is what shows
 * where to type, so it needs 3:1 against what surrounds the field. Colours are read back through a
 * canvas, so oklch and rgb compare alike. Answers the fields that fall short.
 */
async function weakFieldBorders(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const pen = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      pen.clearRect(0, 0, 1, 1);
      pen.fillStyle = colour;
      pen.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pen.getImageData(0, 0, 1, 1).data;
      return { channels: [r!, g!, b!], alpha: a! };
    };
    const luminance = (channels: number[]) => {
      const [r, g, b] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const surroundings = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = rgb(getComputedStyle(node).backgroundColor);
        if (colour.alpha === 255) return colour.channels;
      }
      return rgb(getComputedStyle(document.documentElement).backgroundColor).channels;
    };
    const fields = Array.from(document.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea'));
    return fields
      .filter((field) => (field as HTMLElement).offsetParent !== null)
      .flatMap((field) => {
        const border = luminance(rgb(getComputedStyle(field).borderTopColor).channels);
        const around = luminance(surroundings(field));
        const ratio = (Math.max(border, around) + 0.05) / (Math.min(border, around) + 0.05);
        return ratio >= 3 ? [] : [`${field.id || field.getAttribute('name') || field.tagName}: ${ratio.toFixed(2)}:1`];
      });
  });
}

async function checkAtBothSizes(page: Page, name: string, scheme: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    expect(await weakFieldBorders(page), 'text fields whose border is under 3:1').toEqual([]);
    await page.screenshot({ path: path.join(shots, `appearance-${name}-${scheme}-${size}-page.png`), fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `appearance-${name}-${scheme}-${size}.png`) });
  }
}

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`public pages on a device set to ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    for (const pagePath of PUBLIC_PAGES) {
      test(`${pagePath} is ${scheme} and passes the accessibility check at both sizes`, async ({ page }) => {
        await page.goto(pagePath);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await pageBackground(page)).toBe(scheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
        await checkAtBothSizes(page, pagePath === '/' ? 'landing' : pagePath.slice(1), scheme);
      });
    }
  });
}

test.describe.serial('signed in, on a device set to dark', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    // One person for every screen: signing up is slow, and the sign-ups per network are limited.
    context = await browser.newContext({ baseURL, colorScheme: 'dark', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.85' } });
    page = await context.newPage();
    await registerVerifyAndSignIn(page, 'appearance');
    await completeIntakeViaApi(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('Settings offers Match my device, Light and Dark; Light overrides the dark device at once', async () => {
    await page.goto('/settings');
    const appearance = page.getByRole('group', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: 'Match my device' })).toBeChecked();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await appearance.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Match my device' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  });

  for (const screen of SIGNED_IN_SCREENS) {
    test(`${screen.path} passes the accessibility check dark (the device) and light (chosen) at both sizes`, async () => {
      // Four axe runs over a long page (the ERP ladder's ten cards) take a while on a busy machine.
      test.setTimeout(180_000);
      await page.evaluate(() => localStorage.removeItem('ladder_appearance'));
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      await checkAtBothSizes(page, screen.name, 'dark');

      await page.evaluate(() => localStorage.setItem('ladder_appearance', 'light'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
      await checkAtBothSizes(page, screen.name, 'light');
      await page.evaluate(() => localStorage.removeItem('ladder_appearance'));
    });
  }
});

test.describe('on a device set to light', () => {
  test.use({ colorScheme: 'light', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.86' } });

  test('Dark in Settings applies before the first paint, everywhere, and the printed report stays light', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The choice is applied by an inline script, first in the head of every document: the browser runs it
    // before it draws anything (no flash of the other scheme), and the CSP allows exactly that text by its hash.
    for (const document of ['/', '/faq', '/login', '/dashboard', '/settings/report']) {
      const answer = await request.get(document);
      const html = await answer.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const theme = /<script>([^<]+)<\/script>/.exec(head);
      expect(theme, `${document} carries the theme script`).not.toBeNull();
      expect(theme![1], `${document}: the theme script reads the stored choice`).toContain('ladder_appearance');
      expect(head.indexOf(theme![0]), `${document}: the theme script comes before the stylesheet`).toBeLessThan(head.indexOf('rel="stylesheet"'));
      const hash = `'sha256-${createHash('sha256').update(theme![1]!).digest('base64')}'`;
      expect(answer.headers()['content-security-policy'], `${document}: the CSP allows the theme script`).toContain(`script-src 'self' ${hash}`);
    }

    await registerVerifyAndSignIn(page, 'appearance-dark');
    await completeIntakeViaApi(page);
    await page.goto('/settings');
    await page.getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

    // A new document has the choice when its HTML is parsed, before any module script (the app's) has run.
    for (const pagePath of ['/faq', '/dashboard']) {
      await page.goto(pagePath, { waitUntil: 'commit' });
      const themeWhenParsed = await page.evaluate(
        () =>
          new Promise<string | undefined>((resolve) => {
            const read = () => resolve(document.documentElement.dataset.theme);
            if (document.readyState === 'loading') document.addEventListener('readystatechange', read, { once: true });
            else read();
          }),
      );
      expect(themeWhenParsed).toBe('dark');
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    }

    // Printed, the report is dark ink on white paper whatever the screen shows.
    await page.goto('/settings/report');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const screenInk = await title.evaluate((heading) => getComputedStyle(heading).color);
    await page.emulateMedia({ media: 'print' });
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    const printInk = await title.evaluate((heading) => getComputedStyle(heading).color);
    expect(printInk).not.toBe(screenInk);
    await page.screenshot({ path: path.join(shots, 'appearance-report-print.png'), fullPage: true });
  });
});
