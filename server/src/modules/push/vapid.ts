import { createECDH, hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../config';
import { ConfigError } from '../../config';
import { readOrCreateSecretFile } from '../../lib/crypto/secrets';

/** The application server's key pair and contact for Web Push (VAPID, RFC 8292), base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The uncompressed P-256 public key of a private key. */
function publicKeyOf(privateKey: Buffer): Buffer {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey();
}

/**
 * A private key derived from the oldest configured data key (HKDF-SHA256): every process of a
 * scaled-out deployment then signs with the same pair, with nothing written to its local disk
 * (docs/operations.md). Set VAPID_* explicitly to keep the pair when that data key is retired.
 */
function derivedPrivateKey(encryptionKeys: string): Buffer {
  const oldest = encryptionKeys.split(',').map((key) => key.trim()).filter((key) => key !== '').at(-1) ?? encryptionKeys;
  return Buffer.from(hkdfSync('sha256', oldest, 'ladder', 'ladder vapid private key v1', 32));
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (checked to be one pair, so a typo stops the start
 * instead of every push); else derived from DATA_ENCRYPTION_KEY when that is set (several processes
 * share it); else a private key generated once into DATA_DIR/secrets, like the data key, so `npm
 * start` works with nothing configured. Browsers subscribe with the public key, so it must stay the
 * same: a new pair silently ends every existing subscription.
 */
export function loadVapidKeys(config: AppConfig): VapidKeys {
  const { vapidPublicKey, vapidPrivateKey, vapidSubject } = config.push;
  if (vapidPublicKey && vapidPrivateKey) {
    let derived: string;
    try {
      derived = publicKeyOf(Buffer.from(vapidPrivateKey, 'base64url')).toString('base64url');
    } catch {
      throw new ConfigError('VAPID_PRIVATE_KEY is not a P-256 private key.');
    }
    if (derived !== vapidPublicKey) throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
    return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject: vapidSubject };
  }
  // 32 random or derived bytes are a valid P-256 private key unless they exceed the group order (odds about 2^-32).
  const privateKey = config.encryptionKeys ? derivedPrivateKey(config.encryptionKeys) : readOrCreateSecretFile(config.dataDir, 'vapid-private.key');
  return { publicKey: publicKeyOf(privateKey).toString('base64url'), privateKey: privateKey.toString('base64url'), subject: vapidSubject };
}
