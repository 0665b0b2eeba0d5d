import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { loadVapidKeys } from '../../src/modules/push/vapid';

/** Processes that share DATA_ENCRYPTION_KEY share the VAPID pair, and write nothing to their disks (docs/operations.md). */
describe('VAPID keys without VAPID_* set', () => {
  const emptyDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-vapid-'));

  it('derives one pair from the oldest data key, the same in every process, with nothing on disk', () => {
    const [first, second] = [emptyDir(), emptyDir()];
    const a = loadVapidKeys(loadConfig({ DATA_DIR: first, DATA_ENCRYPTION_KEY: `${'b'.repeat(43)},${'a'.repeat(43)}` }));
    const b = loadVapidKeys(loadConfig({ DATA_DIR: second, DATA_ENCRYPTION_KEY: 'a'.repeat(43) }));
    expect(a.publicKey).toBe(b.publicKey);
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.readdirSync(first)).toEqual([]);
    expect(fs.readdirSync(second)).toEqual([]);
    const other = loadVapidKeys(loadConfig({ DATA_DIR: emptyDir(), DATA_ENCRYPTION_KEY: 'c'.repeat(43) }));
    expect(other.publicKey).not.toBe(a.publicKey);
  });

  it('generates and keeps a pair in DATA_DIR when no data key is configured', () => {
    const dir = emptyDir();
    const a = loadVapidKeys(loadConfig({ DATA_DIR: dir }));
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
    expect(loadVapidKeys(loadConfig({ DATA_DIR: dir })).publicKey).toBe(a.publicKey);
  });
});
