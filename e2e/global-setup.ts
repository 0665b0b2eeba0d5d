import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SmtpTestServer } from '../server/test/helpers/smtp-test-server';
import { freePort } from '../server/test/helpers/free-port';

const root = fileURLToPath(new URL('..', import.meta.url));
export const artifacts = path.join(root, 'e2e', '.artifacts');
export const mailbox = path.join(artifacts, 'mailbox');


/**
 * Starts an SMTP server whose mails land as JSON files in e2e/.artifacts/mailbox (the tests read
 * them like an inbox), and the app exactly as `npm run serve` runs it, on a fresh data folder.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'web', 'dist', 'app.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(mailbox, { recursive: true });
  const dataDir = path.join(artifacts, 'data');

  let received = 0;
  const smtp = await new SmtpTestServer((mail) => {
    received += 1;
    fs.writeFileSync(path.join(mailbox, `${String(received).padStart(5, '0')}.json`), JSON.stringify(mail));
  }).start();

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseUrl,
      SMTP_URL: smtp.url,
      BOT_CHECK: 'altcha',
      ALTCHA_MAX_COUNTER: '5000',
      LOG_LEVEL: 'warn',
      // As behind one proxy: a spec can then sign up from an address of its own (X-Forwarded-For).
      TRUST_PROXY: '1',
      // Reminders (reminders.spec.ts): a push service stand-in on 127.0.0.1, and a tick short enough
      // that a reminder set for the current minute arrives within seconds.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      REMINDER_TICK_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await smtp.stop();
      throw new Error(`The app did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX = mailbox;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.stop();
    if (server.exitCode !== 0) console.error(`The app did not stop cleanly (${server.exitCode}):\n${output}`);
  };
}
