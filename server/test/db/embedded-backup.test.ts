import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../../src/db/embedded-backup';
import { signedInUser } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-backup-'));
const database = { kind: 'pglite' as const, dataDir: path.join(root, 'pglite') };
const keys = [randomBytes(32)];
const JOURNAL = ['I touched the bin and ate lunch.', 'Stayed with the doubt for an hour.'];
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const asTestDatabase = (handle: DatabaseHandle): TestDatabase => ({ handle, openAnother: async () => handle, destroy: () => handle.close() });

/** Every table's row count (ours and the migrations journal), and a few whole rows. */
async function snapshot(handle: DatabaseHandle) {
  const tables = await handle.db.execute<{ schema: string; name: string }>(
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(schema)}.${sql.identifier(name)}`);
    counts[`${schema}.${name}`] = Number(result.rows[0]?.n);
  }
  const rows = async (table: string) => (await handle.db.execute(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY id`)).rows;
  return { counts, users: await rows('users'), journal: await rows('journal_entries'), exposures: await rows('exposures') };
}

let original: Awaited<ReturnType<typeof snapshot>>;
let person: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  const handle = await openDatabase(database);
  await handle.migrate();
  const t = await createTestApp({ database: asTestDatabase(handle), keys });
  person = await signedInUser(t);
  for (const content of JOURNAL) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/v1/journal/entries', headers: person.headers, payload: { content, mood: 6 } });
    expect(saved.statusCode).toBe(201);
  }
  const exposure = { title: 'Touch the bin lid', description: 'Touch it, then make a sandwich without washing.', fear_level: 4 };
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/erp-exposures/exposures', headers: person.headers, payload: exposure })).statusCode).toBe(201);

  // While a process holds the database, backup refuses and says what to do.
  await expect(backupEmbeddedDatabase(database, path.join(root, 'busy.tar.gz'))).rejects.toThrow(
    /is in use: the server \(or another Ladder command\) is running\. Stop the server first/,
  );
  expect(fs.existsSync(path.join(root, 'busy.tar.gz'))).toBe(false);
  original = await snapshot(handle);
  await t.close();
  await handle.close();
}, 120_000);

describe('backup and restore of the embedded database', () => {
  const file = path.join(root, 'ladder.tar.gz');

  it('backup, then wipe, then restore gives back every row', async () => {
    expect(original.counts['public.journal_entries']).toBe(2);
    expect(original.counts['public.sessions']).toBeGreaterThan(0);

    const { bytes } = await backupEmbeddedDatabase(database, file);
    expect(bytes).toBeGreaterThan(1000);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await expect(backupEmbeddedDatabase(database, file)).rejects.toThrow(/already exists: choose a new file name/);

    fs.rmSync(database.dataDir, { recursive: true, force: true });
    expect(await restoreEmbeddedDatabase(database, file)).toEqual({ keptAside: null });

    const handle = await openDatabase(database);
    try {
      await handle.migrate();
      expect(await snapshot(handle)).toEqual(original);
      // And the app reads the person's words again with the same data key.
      const t = await createTestApp({ database: asTestDatabase(handle), keys });
      const entries = await t.app.inject({ method: 'GET', url: '/api/v1/journal/entries', headers: person.headers });
      expect(entries.json().map((entry: { content: string }) => entry.content).sort()).toEqual([...JOURNAL].sort());
      await t.close();
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses to restore over a database unless forced, and then keeps the old one aside', async () => {
    await expect(restoreEmbeddedDatabase(database, file)).rejects.toThrow(/already holds a database\. Run restore with --force/);
    const now = new Date('2026-11-26T22:00:00.000Z');
    const { keptAside } = await restoreEmbeddedDatabase(database, file, { force: true, now });
    expect(keptAside).toBe(`${database.dataDir}.before-restore-2026-11-26T22-00-00-000Z`);
    expect(fs.readdirSync(keptAside!)).toContain('PG_VERSION');
    expect(fs.readdirSync(database.dataDir)).toContain('PG_VERSION');
  }, 120_000);

  it('leaves the database as it was when the file does not load', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    await expect(restoreEmbeddedDatabase(database, junk, { force: true })).rejects.toThrow(/could not be restored .* the database was left as it was/);
    const handle = await openDatabase(database);
    try {
      expect((await snapshot(handle)).counts['public.journal_entries']).toBe(2);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses with PostgreSQL and points to pg_dump, and with memory:// has nothing to do', async () => {
    const postgres = { kind: 'postgres' as const, url: 'postgres://localhost/ladder' };
    await expect(backupEmbeddedDatabase(postgres, path.join(root, 'pg.tar.gz'))).rejects.toThrow(/back it up with pg_dump and restore it with pg_restore/);
    await expect(restoreEmbeddedDatabase(postgres, file)).rejects.toThrow(/pg_dump/);
    await expect(backupEmbeddedDatabase({ kind: 'pglite', dataDir: null }, path.join(root, 'm.tar.gz'))).rejects.toThrow(/memory:\/\/ keeps nothing on disk/);
  });
});
