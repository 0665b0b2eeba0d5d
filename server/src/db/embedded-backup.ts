import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { PGLITE_CONFIG } from './client';
import { acquireDirectoryLock, DirectoryLockedError, type DirectoryLock } from './directory-lock';

/**
 * Backup and restore of the embedded database (PGlite): a copy of its whole data folder as one
 * gzipped tar file, made with PGlite's own dumpDataDir and read back with loadDataDir. PGlite allows
 * one process per folder, so both take the folder's lock first: while the server runs they refuse
 * and say to stop it, rather than copy a folder that is being written. PostgreSQL has its own tools.
 */
export class BackupRefusedError extends Error {}

const POSTGRES_REFUSAL =
  'DATABASE_URL points to PostgreSQL: back it up with pg_dump and restore it with pg_restore ' +
  '(docs/operations.md "Backups"). These commands are for the embedded database only.';

function embeddedDataDir(database: AppConfig['database']): string {
  if (database.kind === 'postgres') throw new BackupRefusedError(POSTGRES_REFUSAL);
  if (database.dataDir === null) throw new BackupRefusedError('DATABASE_URL=memory:// keeps nothing on disk: there is nothing to back up or restore.');
  return database.dataDir;
}

function lockFolder(dataDir: string): DirectoryLock {
  try {
    return acquireDirectoryLock(dataDir);
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    throw new BackupRefusedError(
      `The embedded database in ${dataDir} is in use: the server (or another Ladder command) is running. ` +
        'Stop the server first, then run this command again: PGlite allows one process at a time.',
    );
  }
}

const holdsDatabase = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Writes the embedded database to `file` (gzipped tar, owner-only permissions). */
export async function backupEmbeddedDatabase(database: AppConfig['database'], file: string): Promise<{ bytes: number }> {
  const dataDir = embeddedDataDir(database);
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupRefusedError(`${target} already exists: choose a new file name, the command never overwrites one.`);
  if (!holdsDatabase(dataDir)) throw new BackupRefusedError(`There is no embedded database in ${dataDir} to back up (check DATA_DIR).`);
  const lock = lockFolder(dataDir);
  try {
    const client = new PGlite({ dataDir, postgresqlconf: PGLITE_CONFIG });
    let dump: Blob;
    try {
      await client.waitReady;
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written beside the target and renamed: an interrupted backup never leaves a half file under the real name.
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, target);
    return { bytes: bytes.length };
  } finally {
    lock.release();
  }
}

/**
 * Replaces the embedded database with the one in `file`. A folder that already holds a database is
 * only replaced with `force`, and is then kept aside (renamed, never deleted) so a wrong restore
 * can be undone by hand. A file that does not load leaves everything as it was.
 */
export async function restoreEmbeddedDatabase(
  database: AppConfig['database'],
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<{ keptAside: string | null }> {
  const dataDir = embeddedDataDir(database);
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupRefusedError(`${source} does not exist.`);
  const lock = lockFolder(dataDir);
  try {
    let keptAside: string | null = null;
    if (holdsDatabase(dataDir)) {
      if (!options.force) {
        throw new BackupRefusedError(
          `${dataDir} already holds a database. Run restore with --force to replace it; the current one is then kept aside beside it.`,
        );
      }
      const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
      keptAside = `${dataDir}.before-restore-${stamp}`;
      fs.renameSync(dataDir, keptAside);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const client = new PGlite({ dataDir, loadDataDir: new Blob([fs.readFileSync(source)]), postgresqlconf: PGLITE_CONFIG });
      try {
        await client.waitReady;
        await client.query('SELECT 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keptAside) fs.renameSync(keptAside, dataDir);
      throw new BackupRefusedError(`${source} could not be restored (${(error as Error).message}); the database was left as it was.`);
    }
    return { keptAside };
  } finally {
    lock.release();
  }
}
