import { defineConfig } from '@playwright/test';

/**
 * Journeys in a real Chromium (Debian's, never a downloaded one) against the real server started by
 * global-setup.ts: built web app, PGlite database, real SMTP server, ALTCHA solved in the browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  globalSetup: './global-setup.ts',
  // Two spec files at a time (one per core on CI), each file's journeys in order. The journeys share one
  // server and one mailbox, which is safe: every spec signs up its own addresses (and most their own client
  // address, for the per-address throttles), mail is looked up by address, and no spec changes what the server
  // does for the others. Measured on a clean clone: 83 journeys in 13.1 min with one worker, 8.6 min with two,
  // all passing (decision 040).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A whole journey (sign-up, intake, axe at two sizes) took 40-55 s on a slower machine with the suite's
  // other file beside it, close to a one-minute limit: each journey may take two. Every step keeps its own
  // 10 s expectation, so nothing waits longer for a wrong page; a stuck journey still fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
