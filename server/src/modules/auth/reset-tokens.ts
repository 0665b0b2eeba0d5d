import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { addMinutes, type Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/crypto/tokens';
import { RESET_TOKEN_MINUTES } from './rules';

/**
 * Issues a reset link: 256 random bits (generateToken), only the SHA-256 stored, valid 60 minutes.
 * Issuing one ends every earlier unused link of the person, so only the newest mail works.
 */
export async function issueResetLink(db: Executor, clock: Clock, appUrl: string, userId: string): Promise<string> {
  await invalidateResetTokens(db, userId);
  const token = generateToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: clock.now(),
    expiresAt: addMinutes(clock.now(), RESET_TOKEN_MINUTES),
  });
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Every unused reset link of the person stops working (a newer link, or the password changed). */
export async function invalidateResetTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
