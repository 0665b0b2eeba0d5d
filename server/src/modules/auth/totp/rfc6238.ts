import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../../lib/crypto/tokens';

/**
 * Time-based one-time passwords as authenticator apps compute them: RFC 6238 over RFC 4226 HOTP,
 * HMAC-SHA-1, 6 digits, 30-second steps counted from the Unix epoch (T0 = 0). These are the
 * parameters every authenticator app supports; the otpauth URL states them anyway.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** RFC 4226 §4 R6 asks for at least 128 bits and recommends 160: a SHA-1 block's worth. */
export const TOTP_SECRET_BYTES = 20;
/**
 * Steps accepted either side of the server's own: one, as RFC 6238 §6 recommends, so a phone whose
 * clock is up to 30 seconds off (or a code typed as it turned over) still works.
 */
export const TOTP_DRIFT_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 §6 base32, upper case, without padding (the form the otpauth URL and the apps use). */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return output;
}

/** The inverse of base32Encode; case, spaces and padding are forgiven, anything else throws. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error('Not a base32 string.');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte counter, dynamic truncation, the low `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 §4.2: the number of whole periods since T0 = 0. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpAt(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(at), digits);
}

/** A code as typed: spaces (apps show "123 456") do not matter; anything but 6 digits is null. */
export function totpCodeFrom(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return code.length === TOTP_DIGITS && /^\d+$/.test(code) ? code : null;
}

/**
 * The step whose code this is, within the drift window around `now`, or null. Every step of the
 * window is compared in constant time, so the answer's timing does not tell which one matched.
 * Replay (the same step twice) is for the caller to refuse: it needs the last step accepted.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const key = base32Decode(secret);
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step += 1) {
    if (safeEqual(hotp(key, step), code) && matched === null) matched = step;
  }
  return matched;
}

/** The Key Uri Format authenticator apps read from the QR code (label "Issuer:account", issuer repeated). */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
