import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';

/**
 * Both engines expose the same Drizzle PostgreSQL API; we type them as the node-postgres flavour,
 * which PGlite's driver mirrors (same query builder, `execute` returns `{ rows }`).
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs all pending migrations, one process at a time. */
  migrate(): Promise<void>;
  /** True when the database answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary but fixed: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_201_455_031;

/** True when the query answers within the time limit; a closed or unreachable database is false. */
async function answers(query: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  try {
    await withTimeout(query(), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // PGlite is a single-process engine: a second process on the same folder would corrupt it.
  const lock: DirectoryLock | null = dataDir ? acquireDirectoryLock(dataDir) : null;
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  // One connection, one process: concurrent callers are queued instead of locked in the database.
  let migrating: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate() {
      migrating = migrating.catch(() => {}).then(() => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }));
      return migrating;
    },
    ping: async (timeoutMs = 2000) => !closed && answers(() => client.query('SELECT 1'), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, onError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', onError);
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async (timeoutMs = 2000) => !closed && answers(() => db.execute(sql`SELECT 1`), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDatabase(
  database: AppConfig['database'],
  onError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  return database.kind === 'pglite' ? openPglite(database.dataDir) : openPostgres(database.url, onError);
}
