import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { signedInUser } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';

/**
 * The operator commands as `npm run admin` runs them, in their own process: what the operator reads
 * is names and counts, and a refusal says what to do.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-admin-'));
const database = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const WORDS = 'I worry the neighbours heard me checking the lock at Birchwood Lane';
let email: string;

function admin(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      // DATABASE_URL emptied: the suite may run with a PostgreSQL one; these commands use DATA_DIR's.
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  const handle = await openDatabase(database);
  await handle.migrate();
  const t = await createTestApp({ database: { handle, openAnother: async () => handle, destroy: () => handle.close() }, keys: [oldKey] });
  const person = await signedInUser(t);
  email = person.email;
  const saved = await t.app.inject({ method: 'POST', url: '/api/v1/journal/entries', headers: person.headers, payload: { content: WORDS, mood: 4 } });
  expect(saved.statusCode).toBe(201);
  await t.close();
  await handle.close();
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('backup refuses while another process holds the embedded database, and says to stop the server', async () => {
    const handle = await openDatabase(database);
    try {
      const result = await admin(['backup', path.join(dataDir, 'b.tar.gz')], {});
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Stop the server first, then run this command again');
      expect(fs.existsSync(path.join(dataDir, 'b.tar.gz'))).toBe(false);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('rotate-key prints progress by table and column, with counts only', async () => {
    const keys = `${newKey.toString('base64')},${oldKey.toString('base64')}`;
    const result = await admin(['rotate-key'], { DATA_ENCRYPTION_KEY: keys });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('journal_entries.content_encrypted: 0/1');
    expect(result.stderr).toContain('journal_entries.content_encrypted: 1/1');
    expect(result.stderr).toMatch(/Re-sealed [1-9]\d* values; every sealed value is under the newest key\. The older keys can now be removed/);
    for (const output of [result.stdout, result.stderr]) {
      expect(output).not.toContain('Birchwood');
      expect(output).not.toContain(email);
    }
    // Run again: nothing is left to do.
    const again = await admin(['rotate-key'], { DATA_ENCRYPTION_KEY: keys });
    expect(again.stderr).toContain('Re-sealed 0 values');
  }, 120_000);
});
