import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { completeIntakeViaApi, registerVerifyAndSignIn } from '../support';

/**
 * Issue 18 item 4 "Installable and offline", done-when: in Chromium, offline after a first visit, the
 * app opens, a session is run and logged, and once back online the session is on the server once
 * (decision 035). And the dashboard passes Chromium's own installability checks.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.80' } });

const OFFLINE_TEXT = "You're offline. Your practice is saved on this device and will be sent when you're back online.";

/** Waits until the service worker has installed its cache and controls this page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 30_000 });
}

async function sessionsOf(page: Page, exposureId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/erp-exposures/exposures/${id}/sessions`, {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return (await response.json()) as Array<{ id: string; status: string; notes: string | null; duration_minutes: number | null }>;
  }, exposureId);
}

test('offline after a first visit: the app opens, a session is run and logged, and it reaches the server once', async ({ page, context }) => {
  await registerVerifyAndSignIn(page, 'offline');
  await completeIntakeViaApi(page);
  // The first visit: the ERP page (its ladder kept on the device) and the worker keeping the app's files.
  await page.goto('/erp');
  const first = page.getByRole('list', { name: 'Not started exposures' }).getByRole('article').first();
  await expect(first).toBeVisible();
  await waitForServiceWorker(page);
  const title = (await first.getByRole('heading').textContent())!.trim();
  const exposureId = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/v1/erp-exposures/exposures', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return ((await response.json()) as Array<{ id: string; title: string }>).find((item) => item.title === wanted)!.id;
  }, title);

  await context.setOffline(true);
  // The app opens from the device alone: the shell from the worker's cache, the person and the ladder from IndexedDB.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ERP' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  const card = page.getByRole('list', { name: 'Not started exposures' }).getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: /^Start/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start Session' }).click();
  const timer = dialog.getByRole('timer', { name: 'Time elapsed' });
  await expect(timer).toHaveText('0:02', { timeout: 5000 });
  await dialog.getByRole('button', { name: 'Complete Session' }).click();
  await dialog.getByLabel('Thoughts & Reflections').fill('Practised on the train with no signal.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Words written offline cannot be read for a crisis until they are sent: the resources come first.
  await expect(dialog.getByRole('heading', { name: 'Support, if you need it' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Session saved on this device. It will be sent when you're back online.")).toBeVisible();

  // Back online: the queue is sent once, and the status line goes quiet.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toHaveCount(0);
  await expect.poll(async () => (await sessionsOf(page, exposureId)).length, { timeout: 15_000 }).toBe(1);
  // Another start of the app sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ERP' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /In progress/ })).toContainText('1');
  const sessions = await sessionsOf(page, exposureId);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({ status: 'completed', notes: 'Practised on the train with no signal.' });
  const queued = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ladder-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('practice-queue').objectStore('practice-queue').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(queued).toBe(0);
});

/**
 * Chromium answers "in-incognito" for every page of a throwaway browser context (Playwright's
 * default), so this check runs in a browser with a profile of its own, as a person's would be.
 */
test('the dashboard passes Chromium’s installability checks, with the manifest and its icons', async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await registerVerifyAndSignIn(page, 'install');
    await completeIntakeViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string; errorArguments: unknown[] }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
