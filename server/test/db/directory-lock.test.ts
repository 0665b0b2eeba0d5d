import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { acquireDirectoryLock, DirectoryLockedError } from '../../src/db/directory-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('embedded database folder lock', () => {
  it('refuses a second opening of the same PGlite folder with a clear message, and allows it after close', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      /already in use by another Ladder process/,
    );
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = path.join(tempDir(), 'db');
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('respects a lock held by a running process', () => {
    const dir = path.join(tempDir(), 'db');
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
  });
});
