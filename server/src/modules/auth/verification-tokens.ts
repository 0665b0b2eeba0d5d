import { and, eq, isNull } from 'drizzle-orm';
import { emailVerificationTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/crypto/tokens';
import { VERIFICATION_TOKEN_HOURS } from './rules';
import type { ServiceContext } from '../../context';

/**
 * Issues a single-use verification token and returns the link to mail (built from APP_URL). The
 * token carries the password hash of the registration it was sent for: verifying applies that
 * password, so a link always confirms the registration it belongs to (no squatting). Earlier unused
 * links of the account end: re-registering an unverified address replaces the pending registration.
 */
export async function issueVerificationLink(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  appUrl: string,
  userId: string,
  passwordHash: string | null = null,
): Promise<string> {
  await ctx.db.delete(emailVerificationTokens).where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  const token = generateToken();
  await ctx.db.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: ctx.clock.now(),
    expiresAt: new Date(ctx.clock.now().getTime() + VERIFICATION_TOKEN_HOURS * 3600_000),
    passwordHash,
  });
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}
