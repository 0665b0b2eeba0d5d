import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl, scratchRoot } from './template-database';

/**
 * A fresh, migrated database per test file: a PGlite of its own, or (TEST_DATABASE=postgres) a new
 * database on the server in DATABASE_URL that is dropped afterwards. Files never share data.
 *
 * Migrated databases are copies of one template that the global setup (template-database.ts)
 * migrated once per run: a copied PGlite data directory, or PostgreSQL's `CREATE DATABASE …
 * TEMPLATE`. Same engine, same migrations, same schema; about 0.3 s instead of 3.5 s per file
 * (docs/decisions/040-fast-test-databases.md). Without the global setup (a helper used outside
 * Vitest's server projects), or with `migrate: false`, the database is made from scratch as before.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * A second handle on the same database, as a second server process would have. PostgreSQL: a new
   * pool. PGlite is single-process, so this is the same handle; a second app built on it still
   * shares nothing with the first but the database, which is what these tests need.
   */
  openAnother(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

export const testEngine = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';

function provided<K extends 'pgliteTemplateDir' | 'postgresTemplate'>(key: K): string | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

async function createPglite(migrate: boolean): Promise<TestDatabase> {
  const template = migrate ? provided('pgliteTemplateDir') : null;
  if (!template) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrate) await handle.migrate();
    return { handle, openAnother: async () => handle, destroy: () => handle.close() };
  }
  const root = fs.mkdtempSync(path.join(scratchRoot(), 'ladder-test-db-'));
  const dataDir = path.join(root, 'pglite');
  fs.cpSync(template, dataDir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  // A no-op on the copy (every migration is recorded there); kept so a template that fell behind
  // the migrations folder would still be brought up to date rather than tested stale.
  await handle.migrate();
  return {
    handle,
    openAnother: async () => handle,
    async destroy() {
      try {
        await handle.close();
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testEngine === 'pglite') return createPglite(migrate);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL.');
  const template = migrate ? provided('postgresTemplate') : null;
  const name = `ladder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ kind: 'postgres', url });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
  // A no-op on a copy of the template (see above); the whole migration run otherwise.
  if (migrate) await handle.migrate();
  return {
    handle,
    openAnother: open,
    async destroy() {
      await Promise.all(handles.map((h) => h.close()));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
