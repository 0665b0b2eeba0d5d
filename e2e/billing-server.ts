import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { FakeStripeServer } from '../server/test/helpers/fake-stripe-server';
import { freePort } from '../server/test/helpers/free-port';

const root = fileURLToPath(new URL('..', import.meta.url));
export const WEBHOOK_SECRET = 'whsec_e2e';


/**
 * A second app, as the hosted product runs it: BILLING=stripe against a local server that speaks the
 * Stripe API, a 7-day trial, mails written to its log (read back for the verification link).
 */
export async function startBillingServer() {
  const stripe = await new FakeStripeServer().start();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-e2e-billing-'));
  const base = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: base,
      BOT_CHECK: 'off',
      BILLING: 'stripe',
      TRIAL_DAYS: '7',
      STRIPE_SECRET_KEY: 'sk_test_ladder',
      STRIPE_PRICE_ID: 'price_monthly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const sdk = new Stripe('sk_test_unused');

  return {
    base,
    stripe,
    /** Registers and verifies through the API (the registration screen has its own journey). */
    async createVerifiedAccount(email: string, password: string) {
      const response = await fetch(`${base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 201) throw new Error(`register: ${response.status}`);
      // Accounts are created one at a time here, so the newest link in the log is this one's.
      for (let i = 0; i < 100; i += 1) {
        const token = [...log.matchAll(/verify-email\?token=([A-Za-z0-9_-]+)/g)].at(-1)?.[1];
        if (token && (await fetch(`${base}/api/v1/auth/verify-email/${token}`)).ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no verification link in the log');
    },
    /** Sends a webhook signed the way Stripe signs them. */
    async sendWebhook(type: string, object: object) {
      const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const response = await fetch(`${base}/api/v1/subscriptions/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      if (!response.ok) throw new Error(`webhook: ${response.status} ${await response.text()}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await stripe.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
