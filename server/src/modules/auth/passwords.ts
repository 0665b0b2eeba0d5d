import os from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createWorkLimiter } from '../../lib/work-limiter';
import { dictionary } from '@zxcvbn-ts/language-common';
import { unprocessable } from '../../http/errors';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet:
 * m=19 MiB, t=2, p=1). The hash string carries its parameters, so they can be raised later.
 */
/** Algorithm.Argon2id; the package ships it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core but one, a short queue behind them; the rest get 503 (work-limiter.ts).
 * One core is left to the event loop (and a local database): with a hash on every core, reads fell
 * to 12% of their rate during a sign-in flood (bench/login-flood.ts, docs/performance.md).
 */
const hashing = createWorkLimiter(Math.max(1, os.availableParallelism() - 1), 32);

/** Refuses (503) at once when a password check could not even queue now, before any other work. */
export function assertHashingCapacity(): void {
  hashing.assertCapacity();
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check when the e-mail is unknown, so response time does not
 * reveal which addresses have accounts (OWASP ASVS 2.2.x, account enumeration).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('ladder-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The breached/common passwords that zxcvbn-ts ships (its "passwords-common" list, built from
 * leaked password corpora). NIST SP 800-63B §5.1.1.2 asks verifiers to refuse such passwords and
 * to say why; it also advises against composition rules, so there are none.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Words of this service a guesser would try first (OWASP ASVS 5.0 V6.1.2 and V6.2.11: a documented
 * list of context-specific words is refused). A password that is one of them, repeated or with only
 * digits and symbols around it ("Ladder2026!", "ocdocd") is refused; a phrase that merely contains
 * one among other words ("my ladder to the attic") is fine.
 */
export const CONTEXT_WORDS = ['ladder', 'ocd', 'erp', 'exposure', 'exposures', 'ybocs', 'obsession', 'compulsion', 'intrusive', 'anxiety'];

export function isContextPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return false;
  return CONTEXT_WORDS.some((word) => letters.replace(new RegExp(word, 'g'), '') === '');
}

/** Length is checked by the request schema; this adds the checks that need context. */
export function assertAcceptablePassword(password: string, email: string): void {
  if (isContextPassword(password)) {
    throw unprocessable('This password is made of a word from this app, so it would be one of the first guesses. Please choose a different one.');
  }
  if (isCommonPassword(password)) {
    throw unprocessable(
      'This password appears in lists of common or leaked passwords, so it would be easy to guess. Please choose a different one.',
    );
  }
  const lowered = password.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (lowered === email.toLowerCase() || (localPart.length >= 4 && lowered === localPart.toLowerCase())) {
    throw unprocessable('Your password must not be your email address. Please choose a different one.');
  }
}
