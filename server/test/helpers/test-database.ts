import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A fresh, migrated database per test file: an in-memory PGlite, or (TEST_DATABASE=postgres) a
 * new database on the server in DATABASE_URL that is dropped afterwards. Files never share data.
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

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrate) await handle.migrate();
    return {
      handle,
      openAnother: async () => handle,
      destroy: () => handle.close(),
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL.');
  const name = `ladder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ kind: 'postgres', url });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
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
