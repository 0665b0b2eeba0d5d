import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret file from DATA_DIR, creating it with owner-only permissions (0600, folder 0700)
 * on first start. Written with O_EXCL so two processes starting together agree on one value.
 */
export function readOrCreateSecretFile(dataDir: string, name: string, bytes = 32): Buffer {
  const dir = path.join(dataDir, 'secrets');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  try {
    const fd = fs.openSync(file, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${randomBytes(bytes).toString('base64')}\n`);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (value.length !== bytes) {
    throw new Error(`The secret file ${file} is damaged: expected ${bytes} base64-encoded bytes.`);
  }
  return value;
}
