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

/** Driver error codes that mean "the database cannot be reached right now" (network, server shutting down). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres and PGlite say so in words only: a connection lost mid-query, a broken client, a pool time-out. */
const UNAVAILABLE_MESSAGES = /Connection terminated|is not queryable|timeout exceeded when trying to connect|PGlite is clos(ed|ing)/i;

/**
 * True when an error means the database is unreachable (a restart, a network cut, shutting
 * down), so the request may be retried later: the HTTP layer answers 503 instead of 500.
 * Drizzle wraps driver errors ("Failed query: …", the driver's error as `cause`), so the whole
 * cause chain is looked at; a transaction whose ROLLBACK failed on the dead connection throws
 * the rollback's error, which is recognised the same way.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current !== null && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * PostgreSQL's default of 128 MB of shared buffers is sized for a server; the embedded engine holds
 * one household's data, a few megabytes. 16 MB takes about 120 MB off the resident memory of the
 * process (bench/memory.ts, docs/performance.md).
 */
export const PGLITE_CONFIG = 'shared_buffers = 16MB';

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  // PGlite is a single-process engine: a second process on the same folder would corrupt it.
  const lock: DirectoryLock | null = dataDir ? acquireDirectoryLock(dataDir) : null;
  let client: PGlite;
  try {
    client = new PGlite({ ...(dataDir ? { dataDir } : {}), postgresqlconf: PGLITE_CONFIG });
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
  // A client losing its connection (database restart) must not crash the process. The pool listens
  // on idle clients only; a checked-out client between two queries (inside a transaction, say)
  // emits 'error' with nobody listening, which Node turns into an uncaught exception. So every
  // client gets a listener of its own; the broken client is then dropped when it is released.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
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
