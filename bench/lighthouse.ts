/**
 * Lighthouse on the public pages (and /login), in the system Chromium against the built app served
 * by our own server: the four category scores and the JavaScript transferred per page. Bounded:
 * one run per page, then it stops.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../server/test/helpers/free-port';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/crisis', '/login'];


const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
for (let i = 0; i < 200; i += 1) {
  try {
    if ((await fetch(`${base}/api/v1/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  console.log(`Lighthouse ${'(mobile emulation, simulated throttling)'}: performance / accessibility / best practices / SEO, JS transferred`);
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(3);
    const summary = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined;
    const scripts = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    console.log(
      `  ${page.padEnd(14)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}   JS ${(scripts / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
