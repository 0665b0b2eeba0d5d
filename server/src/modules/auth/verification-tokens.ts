import type { Executor } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/crypto/tokens';
import { VERIFICATION_TOKEN_HOURS } from './rules';

/** Issues a single-use verification token and returns the link to mail (built from APP_URL). */
export async function issueVerificationLink(db: Executor, clock: Clock, appUrl: string, userId: string): Promise<string> {
  const token = generateToken();
  await db.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + VERIFICATION_TOKEN_HOURS * 3600_000),
  });
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}
