import { expect, test, type Page } from '@playwright/test';
import { PushServiceStandIn } from '../../server/test/helpers/push-service-stand-in';
import { expectAccessible, readMail, registerVerifyAndSignIn } from '../support';

/**
 * Practice reminders (issue 17 item 6, decision 022), through the real settings screen: a reminder
 * set for the current minute arrives at the e2e SMTP server in that minute, its link turns reminders
 * off after a confirming click, and a push reaches a push-service stand-in on 127.0.0.1 that checks
 * the VAPID JWT and decrypts the aes128gcm body. global-setup.ts runs the app with
 * PUSH_ALLOW_LOCAL_ENDPOINTS=true and a 2-second scheduler tick.
 */
const ZONE = 'Europe/Berlin';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
}

/** "HH:MM" in the zone, now. */
function localMinute(date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** Waits until the current minute has at least `seconds` left, so a reminder set now stays in it. */
async function roomInThisMinute(seconds: number) {
  const left = 60 - new Date().getSeconds();
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/** The API as the signed-in page calls it (its own bearer token). */
function callApi(page: Page, method: string, url: string, body?: object) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(`/api/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: response.status === 204 ? null : await response.json() };
    },
    { method, url, body },
  );
}

test.describe('a reminder by mail', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.64' }, timezoneId: ZONE });

  test('set in Settings for this minute, it arrives in that minute and its link turns reminders off', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await registerVerifyAndSignIn(page, 'reminder-mail');
    await page.goto('/settings?tab=reminders');
    await expect(page.getByRole('heading', { name: 'Daily practice reminder' })).toBeVisible();
    const enabled = page.getByRole('checkbox', { name: 'Send me a daily practice reminder by email' });
    await expect(enabled).not.toBeChecked();
    // The zone defaults to the browser's own.
    await expect(page.getByLabel('Time zone')).toHaveValue(ZONE);
    await expectAccessibleAtBothSizes(page);

    await roomInThisMinute(20);
    const minute = localMinute();
    await enabled.check();
    await page.getByLabel('Time', { exact: true }).fill(minute);
    await page.getByRole('button', { name: 'Save reminder' }).click();
    // Filtered: the app frame keeps an empty offline status line (decision 035).
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(`Saved. Your reminder comes every day at ${minute} (Europe / Berlin).`);
    await expectAccessibleAtBothSizes(page);

    const mail = await readMail(email, "Time for today's practice", 45_000);
    expect(localMinute(), 'the mail arrived in the chosen minute').toBe(minute);
    expect(mail.text).toContain("Time for today's practice.");
    expect(mail.text).not.toMatch(/ocd|anxiety|exposure|compulsion|obsession|therapy|crisis/i);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(link).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{64}$/);
    expect(mail.text).toContain(link);

    // Opening the link asks first: nothing is off until the button is pressed.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Stop daily reminders?' })).toBeVisible();
    expect((await callApi(page, 'GET', '/users/me/reminders')).body).toEqual({ enabled: true, time: minute, time_zone: ZONE });
    await expectAccessibleAtBothSizes(page);
    await page.getByRole('button', { name: 'Turn off reminders' }).click();
    await expect(page.getByRole('heading', { name: 'Reminders are off' })).toBeFocused();
    await expectAccessibleAtBothSizes(page);

    expect((await callApi(page, 'GET', '/users/me/reminders')).body).toEqual({ enabled: false, time: minute, time_zone: ZONE });
    await page.getByRole('link', { name: 'Open reminder settings' }).click();
    await expect(page.getByRole('checkbox', { name: 'Send me a daily practice reminder by email' })).not.toBeChecked();
  });
});

test.describe('a reminder by Web Push', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.65' }, timezoneId: ZONE });

  test('reaches a local push endpoint with a valid VAPID JWT and an aes128gcm body, and the service worker shows it', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const pushService = await new PushServiceStandIn().start();
    try {
      await registerVerifyAndSignIn(page, 'reminder-push');
      await page.goto('/settings?tab=reminders');
      await expect(page.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();

      // Chromium here has no push service, so the subscription is registered through the API, as
      // the browser's PushSubscription would be.
      const subscription = pushService.subscribe();
      expect((await callApi(page, 'POST', '/users/me/push-subscriptions', subscription)).status).toBe(201);
      const { body: vapid } = await callApi(page, 'GET', '/push/vapid-public-key');
      await roomInThisMinute(20);
      const minute = localMinute();
      expect((await callApi(page, 'PUT', '/users/me/reminders', { enabled: true, time: minute, time_zone: ZONE })).status).toBe(200);

      const push = await pushService.waitForPush(subscription.endpoint, 45_000);
      expect(push.problems).toEqual([]);
      expect(push.vapidKey).toBe(vapid.public_key);
      expect(push.claims).toMatchObject({ aud: pushService.origin });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(JSON.parse(push.payload!)).toEqual({ title: 'Ladder', body: "Time for today's practice.", url: '/dashboard', tag: 'daily_practice' });

      // The service worker (registered for everyone since decision 035; push only when turned on); Chromium’s own push
      // subscription fails here (no push service) and the screen says so calmly.
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await page.getByRole('button', { name: 'Also remind me on this device' }).click();
      await expect(page.getByRole('alert')).toContainText('Your reminder still comes by email');
      await expectAccessibleAtBothSizes(page);
      const registrationScope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(registrationScope).toBe(`${baseURL}/`);

      // What the push service would hand the browser, delivered to the service worker through the
      // DevTools protocol: it shows the notification with the neutral text.
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registered;
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: push.payload! });
      await expect
        .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag])))
        .toEqual([['Ladder', "Time for today's practice.", 'daily_practice']]);
    } finally {
      await pushService.stop();
    }
  });
});
