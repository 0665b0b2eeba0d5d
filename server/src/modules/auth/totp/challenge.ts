import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext, ServiceContext } from '../../../context';
import { mfaChallenges } from '../../../db/schema';
import { addMinutes } from '../../../lib/clock';
import { generateToken, hashToken } from '../../../lib/crypto/tokens';

/** The second-factor step must be finished within this time after the password. */
export const MFA_CHALLENGE_MINUTES = 5;
/** Codes tried against one challenge before it is spent (the per-account rule limits the rest). */
export const MFA_ATTEMPTS_PER_CHALLENGE = 5;

export interface IssuedMfaChallenge {
  token: string;
  expiresAt: Date;
}

/** A correct password on an account with a second factor: a short-lived token for the code step (hash kept). */
export async function issueMfaChallenge(ctx: AppContext, userId: string): Promise<IssuedMfaChallenge> {
  const token = generateToken();
  const expiresAt = addMinutes(ctx.clock.now(), MFA_CHALLENGE_MINUTES);
  await ctx.db.insert(mfaChallenges).values({ userId, tokenHash: hashToken(token), createdAt: ctx.clock.now(), expiresAt });
  return { token, expiresAt };
}

export interface ClaimedMfaAttempt {
  challengeId: string;
  userId: string;
  /** Codes tried on this challenge, this one included. */
  attempts: number;
}

/**
 * Claims one code attempt on a live challenge, in one atomic update, before the code is checked: of
 * parallel requests on one token at most MFA_ATTEMPTS_PER_CHALLENGE get a claim. Null when the token
 * is unknown, expired, already used or spent.
 */
export async function claimMfaAttempt(ctx: Pick<ServiceContext, 'db' | 'clock'>, token: string): Promise<ClaimedMfaAttempt | null> {
  const [row] = await ctx.db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(token)),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, ctx.clock.now()),
        lt(mfaChallenges.attempts, MFA_ATTEMPTS_PER_CHALLENGE),
      ),
    )
    .returning({ challengeId: mfaChallenges.id, userId: mfaChallenges.userId, attempts: mfaChallenges.attempts });
  return row ?? null;
}

/** Marks a challenge used once its code was right; false when a parallel request used it first. */
export async function spendMfaChallenge(ctx: Pick<ServiceContext, 'db' | 'clock'>, challengeId: string): Promise<boolean> {
  const spent = await ctx.db
    .update(mfaChallenges)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(mfaChallenges.id, challengeId), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return spent.length === 1;
}

/** Every open challenge of the person ends with the second factor (turned off, or set up anew). */
export async function dropMfaChallenges(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
}

/** Challenges past their five minutes are never read again (for the hourly maintenance). */
export async function pruneMfaChallenges(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<number> {
  const pruned = await ctx.db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, ctx.clock.now())).returning({ id: mfaChallenges.id });
  return pruned.length;
}
