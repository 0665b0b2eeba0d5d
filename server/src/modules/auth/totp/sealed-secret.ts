import type { FieldCipher } from '../../../lib/crypto/field-encryption';

/**
 * The TOTP secret is kept sealed with the field cipher (decision 005), bound to this one purpose. The
 * pending and the active column share the context, so enabling moves the sealed value unchanged.
 */
const CONTEXT = 'users.totp_secret';

export const sealTotpSecret = (cipher: FieldCipher, secret: string) => cipher.encrypt(secret, CONTEXT);
export const openTotpSecret = (cipher: FieldCipher, sealed: string) => cipher.decrypt(sealed, CONTEXT);
