/**
 * Screenshots of the web app as a person sees it, for looking at a change (DEVELOPERS.md: "look at what you
 * build"): every public page, and signed in as a person fresh from intake (bench/support.ts
 * `seedOnboardedPerson`), the dashboard, ERP, journal, urge log and settings with its avatar menu open, at a
 * phone (390×844) and a desktop (1280×800), light and dark. Full pages, in the system Chromium, against the
 * built app served by our own server on a fresh database. Sends traffic only to 127.0.0.1.
 *
 *   npm run build && node --import tsx bench/screenshots.ts [out-dir]   (default /tmp/ladder-screenshots)
 *   (SHOTS_PAGES=/dashboard,/settings: those only; SHOTS_SCHEMES=light: one scheme)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { seedOnboardedPerson, startServer } from './support';

const outDir = process.argv[2] ?? '/tmp/ladder-screenshots';
const PUBLIC = ['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/terms', '/crisis', '/login', '/register'];
const SIGNED_IN = ['/dashboard', '/erp', '/journal', '/urges', '/settings'];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const only = process.env.SHOTS_PAGES?.split(',');
const schemes = (process.env.SHOTS_SCHEMES?.split(',') ?? ['light', 'dark']) as Array<'light' | 'dark'>;

fs.mkdirSync(outDir, { recursive: true });
const server = await startServer('', { SERVE_WEB: 'true' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const person = await seedOnboardedPerson(server);
  const stored = { auth_token: person.token, session_expires_at: String(person.expiresAt), intake_completed: 'true' };
  let count = 0;
  for (const scheme of schemes) {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      const contexts: Record<'public' | 'signed-in', BrowserContext> = {
        public: await browser.newContext({ viewport, colorScheme: scheme }),
        'signed-in': await browser.newContext({ viewport, colorScheme: scheme }),
      };
      // A string: this file is typed without the DOM's names.
      await contexts['signed-in'].addInitScript(
        `for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);`,
      );
      for (const [kind, pages] of [['public', PUBLIC], ['signed-in', SIGNED_IN]] as const) {
        for (const pagePath of pages.filter((entry) => !only || only.includes(entry))) {
          const page = await contexts[kind].newPage();
          await page.goto(`${server.base}${pagePath}`, { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForTimeout(500);
          const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-')}-${sizeName}-${scheme}`;
          await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
          count += 1;
          if (pagePath === '/settings') {
            await page.getByRole('button', { name: 'Account menu' }).click();
            await page.getByRole('menu').waitFor();
            await page.screenshot({ path: path.join(outDir, `${name}-menu.png`) });
            count += 1;
          }
          await page.close();
        }
      }
      await contexts.public.close();
      await contexts['signed-in'].close();
    }
  }
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
