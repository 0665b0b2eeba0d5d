import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  totpAt,
  totpCodeFrom,
  totpStep,
} from '../../src/modules/auth/totp/rfc6238';

/** RFC 6238 Appendix B and RFC 4226 Appendix D use this 20-byte ASCII seed for HMAC-SHA-1. */
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');

describe('RFC 4648 base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s (the §10 test vectors, padding left out) and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('forgives case, spaces and padding when decoding, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('makes 160-bit secrets: 32 characters of the alphabet, different each time', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('RFC 4226 HOTP', () => {
  it('gives the Appendix D values for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
  });
});

describe('RFC 6238 TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the Appendix B SHA-1 value at %i s, and its last 6 digits with 6 digits', (seconds, eight) => {
    const at = new Date(seconds * 1000);
    const secret = base32Encode(RFC_SEED);
    expect(totpAt(secret, at, 8)).toBe(eight);
    expect(totpAt(secret, at)).toBe(eight.slice(2));
  });

  it('counts 30-second steps from the Unix epoch', () => {
    expect(totpStep(new Date(0))).toBe(0);
    expect(totpStep(new Date(29_999))).toBe(0);
    expect(totpStep(new Date(30_000))).toBe(1);
    expect(totpStep(new Date(1111111109 * 1000))).toBe(0x23523ec);
  });

  it('matches a code one step either side of now, and not two', () => {
    const secret = generateTotpSecret();
    const now = new Date('2026-03-02T10:00:10Z');
    const at = (steps: number) => new Date(now.getTime() + steps * 30_000);
    for (const steps of [-1, 0, 1]) expect(matchTotp(secret, totpAt(secret, at(steps)), now)).toBe(totpStep(at(steps)));
    for (const steps of [-2, 2]) expect(matchTotp(secret, totpAt(secret, at(steps)), now)).toBeNull();
  });

  it('reads codes typed with spaces, and nothing but six digits', () => {
    expect(totpCodeFrom(' 123 456 ')).toBe('123456');
    for (const input of ['12345', '1234567', '12345a', '１２３４５６', '']) expect(totpCodeFrom(input)).toBeNull();
  });
});

describe('the otpauth URL', () => {
  it('carries the label "Ladder:address", the secret and the parameters the apps need', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXP', 'Ladder', 'sam+ocd@example.org');
    expect(url).toBe(
      'otpauth://totp/Ladder:sam%2Bocd%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Ladder&algorithm=SHA1&digits=6&period=30',
    );
  });
});
