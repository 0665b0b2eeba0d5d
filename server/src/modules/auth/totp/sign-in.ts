import { eq, sql } from 'drizzle-orm';
import { type AppContext, withTx } from '../../../context';
import { users } from '../../../db/schema';
import { badRequest, tooManyRequests } from '../../../http/errors';
import { countHit, minutesText, releaseHit } from '../../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import type { ClientInfo } from '../../security/client';
import { recordSecurityEvent } from '../../security/events';
import { startSignedInSession } from '../login';
import { SECOND_FACTOR_FAILURES_PER_ACCOUNT } from '../rules';
import type { IssuedSession } from '../sessions';
import { claimMfaAttempt, MFA_ATTEMPTS_PER_CHALLENGE, spendMfaChallenge } from './challenge';
import { recoveryCodeUsedMail } from './mails';
import { countUnusedRecoveryCodes, findRecoveryCode, useRecoveryCode } from './recovery-codes';
import { matchTotp, totpCodeFrom } from './rfc6238';
import { openTotpSecret } from './sealed-secret';
import { spendTotpStep } from './used-steps';

export const SIGN_IN_AGAIN = 'This sign-in step has expired or was already used. Please sign in again with your password.';
export const WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now, or one of your recovery codes.';
export const LAST_TRY_USED = 'That code is not right, and that was the last try for this sign-in. Please sign in again with your password.';
export const CODE_ALREADY_USED = 'That code has already been used. Wait for your authenticator app to show a new one, then enter it.';
export const TOO_MANY_CODES = (wait: string) => `Too many wrong codes. Please wait ${wait}, then sign in again.`;

type User = typeof users.$inferSelect;
type Accepted = { kind: 'totp' | 'recovery' };

/**
 * The second step of a sign-in: the token from the password step and a code from the authenticator
 * app or a recovery code. Each try is claimed before the code is checked, on the challenge (at most
 * MFA_ATTEMPTS_PER_CHALLENGE) and on the account (SECOND_FACTOR_FAILURES_PER_ACCOUNT, from anywhere;
 * a success gives its claim back), so parallel guesses cannot pass either limit. A TOTP code is
 * accepted once (used-steps.ts). An unusable token is 400, never 401, which the client reads as
 * "no valid session".
 */
export async function completeSecondFactor(ctx: AppContext, input: { token: string; code: string; client: ClientInfo }): Promise<IssuedSession> {
  const claim = await claimMfaAttempt(ctx, input.token);
  if (!claim) throw badRequest(SIGN_IN_AGAIN);
  const throttle = await countHit(ctx.db, ctx.clock, SECOND_FACTOR_FAILURES_PER_ACCOUNT, claim.userId);
  if (throttle.limited) {
    await recordSecurityEvent(ctx, { type: 'sign_in_throttled', userId: claim.userId, client: input.client });
    throw tooManyRequests(TOO_MANY_CODES(minutesText(throttle.retryAfterSeconds)), throttle.retryAfterSeconds);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claim.userId));
  if (!user?.totpEnabledAt || !user.totpSecretEncrypted) throw badRequest(SIGN_IN_AGAIN);

  const accepted = await acceptCode(ctx, user, claim.challengeId, input.code);
  if (accepted === 'wrong' || accepted === 'replayed') {
    await recordSecurityEvent(ctx, { type: 'second_factor_failed', userId: user.id, client: input.client });
    if (claim.attempts >= MFA_ATTEMPTS_PER_CHALLENGE) throw badRequest(LAST_TRY_USED);
    throw badRequest(accepted === 'replayed' ? CODE_ALREADY_USED : WRONG_CODE);
  }
  await releaseHit(ctx.db, ctx.clock, SECOND_FACTOR_FAILURES_PER_ACCOUNT, user.id);
  const session = await startSignedInSession(ctx, user.id, input.client);
  if (accepted.kind === 'recovery') {
    ctx.notifyMail();
    await recordSecurityEvent(ctx, { type: 'recovery_code_used', userId: user.id, sessionId: session.sessionId, client: input.client });
  }
  return session;
}

/**
 * Checks the code and, when right, uses it up together with the challenge in one transaction: a
 * TOTP step is spent (and `totp_last_step` keeps the latest), a recovery code is marked used (and the
 * person is told by mail how many are left).
 */
async function acceptCode(ctx: AppContext, user: User, challengeId: string, input: string): Promise<Accepted | 'wrong' | 'replayed'> {
  const totp = totpCodeFrom(input);
  if (totp) {
    const step = matchTotp(openTotpSecret(ctx.cipher, user.totpSecretEncrypted!), totp, ctx.clock.now());
    if (step === null) return 'wrong';
    return ctx.db.transaction(async (tx) => {
      if (!(await spendTotpStep(withTx(ctx, tx), user.id, step))) return 'replayed' as const;
      if (!(await spendMfaChallenge(withTx(ctx, tx), challengeId))) throw badRequest(SIGN_IN_AGAIN);
      await tx
        .update(users)
        .set({ totpLastStep: sql`greatest(${users.totpLastStep}, ${step})` })
        .where(eq(users.id, user.id));
      return { kind: 'totp' } as const;
    });
  }
  const codeId = await findRecoveryCode(ctx, user.id, input);
  if (!codeId) return 'wrong';
  return ctx.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(withTx(ctx, tx), codeId))) return 'wrong' as const;
    if (!(await spendMfaChallenge(withTx(ctx, tx), challengeId))) throw badRequest(SIGN_IN_AGAIN);
    const codesLeft = await countUnusedRecoveryCodes(withTx(ctx, tx), user.id);
    await enqueueMail(withTx(ctx, tx), user.email, recoveryCodeUsedMail(codesLeft, ctx.config.supportEmail));
    return { kind: 'recovery' } as const;
  });
}
