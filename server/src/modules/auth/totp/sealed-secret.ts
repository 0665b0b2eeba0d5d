import type { FieldCipher } from '../../../lib/crypto/field-encryption';
import { openValue, sealValue, SEALED } from '../../../lib/crypto/sealed-columns';

/**
 * The TOTP secret is kept sealed with the field cipher (decision 005), bound to this one purpose. The
 * pending and the active column share the context (SEALED.users), so enabling moves the sealed value
 * unchanged; either column's value opens here.
 */
export const sealTotpSecret = (cipher: FieldCipher, secret: string) => sealValue(cipher, SEALED.users.totpSecret, secret);
export const openTotpSecret = (cipher: FieldCipher, sealed: string) => openValue(cipher, SEALED.users.totpSecret, sealed);
