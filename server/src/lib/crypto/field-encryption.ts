import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of sensitive text at rest (journal, obsessions, notes): AES-256-GCM with a fresh
 * 96-bit IV per value (NIST SP 800-38D §8.2). Each value carries the id of the key that sealed it,
 * so keys can rotate: new values use the first key, old values stay readable while their key is
 * listed. An optional context string (e.g. "journal.content") is bound as additional data so a
 * ciphertext cannot be moved to another column unnoticed.
 *
 * Stored form: enc:v1:<key id>:<iv>:<tag>:<ciphertext>, the last three base64url.
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;

export interface FieldCipher {
  encrypt(plaintext: string, context?: string): string;
  decrypt(stored: string, context?: string): string;
  /** True when a stored value was sealed with an older key and should be re-encrypted. */
  needsRotation(stored: string): boolean;
  /** The start every value sealed with the newest key has (`enc:v1:<key id>:`), for finding the others in SQL. */
  readonly currentPrefix: string;
  /** A sub-key derived for another purpose (e.g. signing bot-check challenges). */
  deriveKey(purpose: string): Buffer;
}

export class FieldDecryptionError extends Error {}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function parseKeyList(value: string): Buffer[] {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Buffer.from(part, 'base64'));
  if (keys.length === 0 || keys.some((key) => key.length !== KEY_BYTES)) {
    throw new Error('DATA_ENCRYPTION_KEY must be one or more comma-separated base64 values of 32 bytes each.');
  }
  return keys;
}

export function createFieldCipher(keys: Buffer[]): FieldCipher {
  const [current] = keys;
  if (!current || current.length !== KEY_BYTES) throw new Error('A 32-byte encryption key is required.');
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const currentId = keyId(current);

  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${currentId}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}`;
    },
    decrypt(stored, context = '') {
      if (!stored.startsWith(PREFIX)) throw new FieldDecryptionError('The value is not an encrypted field.');
      const [id, iv, tag, ciphertext] = stored.slice(PREFIX.length).split(':');
      const key = id ? byId.get(id) : undefined;
      if (!key || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new FieldDecryptionError('The value was sealed with an unknown key or is malformed.');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('The value failed authentication: it was altered or belongs elsewhere.');
      }
    },
    needsRotation(stored) {
      return !stored.startsWith(`${PREFIX}${currentId}:`);
    },
    currentPrefix: `${PREFIX}${currentId}:`,
    deriveKey(purpose) {
      return Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), `ladder:${purpose}`, KEY_BYTES));
    },
  };
}
