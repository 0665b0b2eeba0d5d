import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedServers, spawnServer, waitForPort } from '../helpers/server-process';

/**
 * The real entry point as `npm start` runs it: its own process, PGlite in a DATA_DIR, signals.
 * Always on PGlite: the folder lock and the clean close are properties of the embedded engine.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-process-'));
afterAll(async () => {
  await killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startServer = () => spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir });

describe('the server process', () => {
  it('starts on an empty DATA_DIR, refuses a second process on it, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = startServer();
    const port = await waitForPort(first);
    const base = `http://127.0.0.1:${port}/api/v1`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(fs.statSync(path.join(dataDir, 'secrets', 'data-encryption.key')).mode & 0o777).toBe(0o600);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Ladder process');
    expect((await fetch(`${base}/health`)).status).toBe(200);

    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.org', password: 'quiet morning walk' }),
    });
    expect(registered.status).toBe(201);
    // Without SMTP_URL the verification mail, link included, is written to the log for a local user.
    await expect.poll(() => first.output(), { timeout: 10_000 }).toMatch(/verify-email\?token=[A-Za-z0-9_-]{43}/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const third = startServer();
    const port3 = await waitForPort(third);
    const login = await fetch(`http://127.0.0.1:${port3}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'kept@example.org', password: 'quiet morning walk' }),
    });
    expect(login.status).toBe(403); // the account survived the restart, still unverified
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
