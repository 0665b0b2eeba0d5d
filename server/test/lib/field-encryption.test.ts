import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, FieldDecryptionError, parseKeyList } from '../../src/lib/crypto/field-encryption';
import { readOrCreateSecretFile } from '../../src/lib/crypto/secrets';

describe('field encryption', () => {
  const key = randomBytes(32);
  const cipher = createFieldCipher([key]);

  it('round-trips text, including non-ASCII and empty text', () => {
    for (const text of ['I keep checking the stove.', 'Ängste – 不安 – 😟', '']) {
      expect(cipher.decrypt(cipher.encrypt(text, 'journal.content'), 'journal.content')).toBe(text);
    }
  });

  it('never stores the plain text and uses a fresh IV each time', () => {
    const a = cipher.encrypt('same words');
    const b = cipher.encrypt('same words');
    expect(a).not.toBe(b);
    expect(a).not.toContain('same words');
    expect(a).toMatch(/^enc:v1:[0-9a-f]{8}:/);
  });

  it('detects tampering and a value moved to another column', () => {
    const sealed = cipher.encrypt('private', 'journal.content');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[5]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[5] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join(':'), 'journal.content')).toThrow(FieldDecryptionError);
    expect(() => cipher.decrypt(sealed, 'obsessions.description')).toThrow(FieldDecryptionError);
  });

  it('rotates keys: new values use the first key, old ones stay readable while their key is listed', () => {
    const oldValue = cipher.encrypt('written last year');
    const newKey = randomBytes(32);
    const rotated = createFieldCipher([newKey, key]);
    expect(rotated.decrypt(oldValue)).toBe('written last year');
    expect(rotated.needsRotation(oldValue)).toBe(true);
    const fresh = rotated.encrypt('written today');
    expect(rotated.needsRotation(fresh)).toBe(false);
    expect(() => createFieldCipher([newKey]).decrypt(oldValue)).toThrow(/unknown key/);
  });

  it('parses DATA_ENCRYPTION_KEY lists and refuses keys of the wrong size', () => {
    const a = randomBytes(32).toString('base64');
    const b = randomBytes(32).toString('base64');
    expect(parseKeyList(`${a}, ${b}`)).toHaveLength(2);
    expect(() => parseKeyList(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseKeyList('')).toThrow();
  });

  it('derives distinct sub-keys per purpose', () => {
    expect(cipher.deriveKey('altcha-hmac').equals(cipher.deriveKey('something-else'))).toBe(false);
    expect(cipher.deriveKey('altcha-hmac').equals(createFieldCipher([key]).deriveKey('altcha-hmac'))).toBe(true);
  });
});

describe('generated key file', () => {
  it('is created once with owner-only permissions and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-key-'));
    try {
      const first = readOrCreateSecretFile(dir, 'data-encryption.key');
      const second = readOrCreateSecretFile(dir, 'data-encryption.key');
      expect(first.equals(second)).toBe(true);
      expect(first).toHaveLength(32);
      const file = path.join(dir, 'secrets', 'data-encryption.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
