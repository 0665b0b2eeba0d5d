import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on an embedded database folder. PGlite cannot be shared between processes,
 * so a second process gets a clear error instead of a corrupted database. The lock file holds the
 * owner's pid; a file left by a process that no longer runs (a crash, a restarted container where
 * the new process has the same pid) is taken over.
 */
export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {}

const heldInThisProcess = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dir: string): DirectoryLock {
  const target = path.resolve(dir);
  const lockFile = `${target}.lock`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const busy = () =>
    new DirectoryLockedError(
      `The embedded database in ${target} is already in use by another Ladder process. ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL database to run several processes.',
    );
  if (heldInThisProcess.has(lockFile)) throw busy();

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldInThisProcess.add(lockFile);
      return {
        release() {
          if (!heldInThisProcess.delete(lockFile)) return;
          fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && isRunning(owner)) throw busy();
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw busy();
}
