import { mfaChallenges } from '../../../db/schema';
import { hashToken } from '../../../lib/crypto/tokens';
import { MFA_ATTEMPTS_PER_CHALLENGE } from './challenge';
import { TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS } from './rfc6238';
import type { ServiceContext } from '../../../context';

/**
 * A TOTP code works once (RFC 6238 §5.2). Each step accepted at sign-in is kept as a spent row of
 * `mfa_challenges` whose token hash names the person and the step: the table's unique index on the
 * hash makes the first use win, across processes and parallel requests, and a spent row can never be
 * claimed as a challenge. Unlike "only steps after the last one", this also accepts a phone one step
 * behind right after a code one step ahead, as long as that code was not used before. The row
 * expires when the step leaves the drift window, after which no code of it is accepted anyway.
 */
export async function spendTotpStep(ctx: Pick<ServiceContext, 'db' | 'clock'>, userId: string, step: number): Promise<boolean> {
  const now = ctx.clock.now();
  const inserted = await ctx.db
    .insert(mfaChallenges)
    .values({
      userId,
      tokenHash: hashToken(`totp-step:${userId}:${step}`),
      createdAt: now,
      expiresAt: new Date((step + TOTP_DRIFT_STEPS + 1) * TOTP_PERIOD_SECONDS * 1000),
      attempts: MFA_ATTEMPTS_PER_CHALLENGE,
      usedAt: now,
    })
    .onConflictDoNothing({ target: mfaChallenges.tokenHash })
    .returning({ id: mfaChallenges.id });
  return inserted.length === 1;
}
