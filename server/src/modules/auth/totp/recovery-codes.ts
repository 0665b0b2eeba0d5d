import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { totpRecoveryCodes } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import type { ServiceContext } from '../../../context';

/** Issue 15: ten one-time codes, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Crockford's base32 alphabet (no i, l, o, u): nothing that reads as another character when copied by
 * hand. Ten characters are 50 bits, shown as two groups of five ("7k2mq-x9d4h").
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;
const GROUP = 5;

export function generateRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}

/**
 * The code as it was issued, whatever the person typed around it: case, spaces and dashes do not
 * matter, and the letters Crockford reads as digits (o → 0, i and l → 1) are read that way. Null when
 * it cannot be a recovery code, so no hashing is spent on it.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const plain = input
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (plain.length !== CODE_LENGTH || [...plain].some((char) => !ALPHABET.includes(char))) return null;
  return `${plain.slice(0, GROUP)}-${plain.slice(GROUP)}`;
}

export interface NewRecoveryCodes {
  /** Shown to the person once, never stored. */
  codes: string[];
  hashes: string[];
}

/**
 * New codes and their hashes, made before the transaction that stores them (hashing takes a while).
 * Each is stored as an argon2id hash with its own salt, like a password (OWASP ASVS 5.0 V6.5.2:
 * lookup secrets under 112 bits get a salted password hash), so a copy of the database does not
 * give them away.
 */
export async function makeRecoveryCodes(): Promise<NewRecoveryCodes> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(code))) };
}

/** Replaces the person's recovery codes (used or not) with the new ones. */
export async function storeRecoveryCodes(ctx: Pick<ServiceContext, 'db' | 'clock'>, userId: string, hashes: string[]): Promise<void> {
  await ctx.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await ctx.db.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: ctx.clock.now() })));
}

/** The id of the unused code this is, or null. Checked one by one: at most ten hashes, after a correct password. */
export async function findRecoveryCode(ctx: Pick<ServiceContext, 'db'>, userId: string, input: string): Promise<string | null> {
  const code = normalizeRecoveryCode(input);
  if (!code) return null;
  const unused = await ctx.db
    .select({ id: totpRecoveryCodes.id, codeHash: totpRecoveryCodes.codeHash })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (await verifyPassword(row.codeHash, code)) return row.id;
  }
  return null;
}

/** Marks a code used, atomically: of two requests with the same code only one gets true. */
export async function useRecoveryCode(ctx: Pick<ServiceContext, 'db' | 'clock'>, codeId: string): Promise<boolean> {
  const used = await ctx.db
    .update(totpRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(totpRecoveryCodes.id, codeId), isNull(totpRecoveryCodes.usedAt)))
    .returning({ id: totpRecoveryCodes.id });
  return used.length === 1;
}

export async function countUnusedRecoveryCodes(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ unused: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return Number(row?.unused ?? 0);
}

export async function deleteRecoveryCodes(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
}
