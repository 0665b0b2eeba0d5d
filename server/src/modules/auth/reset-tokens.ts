import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import { addMinutes } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/crypto/tokens';
import { RESET_TOKEN_MINUTES } from './rules';
import type { ServiceContext } from '../../context';

/**
 * Issues a reset link: 256 random bits (generateToken), only the SHA-256 stored, valid 60 minutes.
 * Issuing one ends every earlier unused link of the person, so only the newest mail works.
 */
export async function issueResetLink(ctx: Pick<ServiceContext, 'db' | 'clock'>, appUrl: string, userId: string): Promise<string> {
  await invalidateResetTokens(ctx, userId);
  const token = generateToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: ctx.clock.now(),
    expiresAt: addMinutes(ctx.clock.now(), RESET_TOKEN_MINUTES),
  });
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Every unused reset link of the person stops working (a newer link, or the password changed). */
export async function invalidateResetTokens(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
