import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../context';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { clearSubjectHits, countHit, minutesText, peekHits, releaseHit, resetHits } from '../../lib/rate-limit';
import { throttleSubject, type ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';
import { verifyPassword } from './passwords';
import {
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOOSE_DELAY_MAX_MS,
  LOOSE_DELAY_STEP_MS,
  PASSWORD_ATTEMPTS_PER_ACCOUNT_CLIENT,
  PASSWORD_FAILURES_PER_ACCOUNT,
  RECHECK_FAILURES_PER_SESSION,
} from './rules';
import { revokeSession } from './sessions';

export interface PasswordAttempt {
  /** The account's e-mail address, lower-cased: the subject whether or not an account has it. */
  email: string;
  client: ClientInfo;
  userId: string | null;
  sessionId?: string | null;
}

export const TOO_MANY_ATTEMPTS = (wait: string) =>
  `Too many password attempts. Please wait ${wait} and try again, or reset your password from the sign-in page.`;

/**
 * Claims one password attempt before the password is checked: the counter is raised first, in one
 * atomic upsert, and a claim past the limit is refused without checking. Reading the counter and
 * counting the failure after the check (as before) let 30 parallel guesses all be checked.
 */
export async function claimPasswordAttempt(ctx: AppContext, attempt: PasswordAttempt, options: { perAddress: boolean }): Promise<void> {
  const [byPair, byAddress] = await Promise.all([
    countHit(ctx.db, ctx.clock, PASSWORD_ATTEMPTS_PER_ACCOUNT_CLIENT, [attempt.email, throttleSubject(attempt.client.ip)]),
    options.perAddress ? countHit(ctx.db, ctx.clock, LOGIN_ATTEMPTS_PER_ADDRESS, throttleSubject(attempt.client.ip)) : null,
  ]);
  const blocked = [byPair, byAddress].find((state) => state?.limited);
  if (blocked) {
    await recordSecurityEvent(ctx, { type: 'sign_in_throttled', userId: attempt.userId, sessionId: attempt.sessionId, client: attempt.client });
    throw tooManyRequests(TOO_MANY_ATTEMPTS(minutesText(blocked.retryAfterSeconds)), blocked.retryAfterSeconds);
  }
}

/**
 * Past the loose per-account limit every attempt on the account waits, longer as failures grow, and
 * is then checked as usual: the owner's correct password still works (issue 15, "the owner can
 * always get in"), while a guesser spread over many addresses is slowed.
 */
export async function delayPastLooseLimit(ctx: AppContext, email: string): Promise<number> {
  const state = await peekHits(ctx.db, ctx.clock, PASSWORD_FAILURES_PER_ACCOUNT, email);
  const excess = state.count - PASSWORD_FAILURES_PER_ACCOUNT.limit;
  if (excess <= 0) return 0;
  const delay = Math.min(LOOSE_DELAY_MAX_MS, LOOSE_DELAY_STEP_MS * excess);
  await sleep(delay);
  return delay;
}

export async function countPasswordFailure(ctx: AppContext, email: string): Promise<void> {
  await countHit(ctx.db, ctx.clock, PASSWORD_FAILURES_PER_ACCOUNT, email);
}

/** A correct password: this client's claims on the account are cleared and its address claim given back. */
export async function settlePasswordSuccess(ctx: AppContext, attempt: PasswordAttempt, options: { perAddress: boolean }): Promise<void> {
  await Promise.all([
    resetHits(ctx.db, ctx.clock, PASSWORD_ATTEMPTS_PER_ACCOUNT_CLIENT, [attempt.email, throttleSubject(attempt.client.ip)]),
    options.perAddress ? releaseHit(ctx.db, ctx.clock, LOGIN_ATTEMPTS_PER_ADDRESS, throttleSubject(attempt.client.ip)) : null,
  ]);
}

/** After a password reset the owner starts clean on every client (the reset link is the way back in). */
export async function clearPasswordThrottles(ctx: AppContext, email: string): Promise<void> {
  await Promise.all([
    clearSubjectHits(ctx.db, PASSWORD_ATTEMPTS_PER_ACCOUNT_CLIENT, email),
    resetHits(ctx.db, ctx.clock, PASSWORD_FAILURES_PER_ACCOUNT, email),
  ]);
}

export const SIGNED_OUT_AFTER_RECHECKS =
  'For your safety you have been signed out after several wrong passwords. Sign in again, or reset your password from the sign-in page.';

/**
 * Re-checks the password of a signed-in person before a sensitive change (change password, delete
 * account, turning the second factor off). It counts against the same per-account rule as sign-in,
 * so a stolen session cannot be used to guess the password; after RECHECK_FAILURES_PER_SESSION
 * wrong answers the session itself ends (401).
 */
export async function recheckPassword(
  ctx: AppContext,
  input: { user: { id: string; email: string; passwordHash: string }; sessionId: string; client: ClientInfo; password: string; wrong: string },
): Promise<void> {
  const attempt: PasswordAttempt = { email: input.user.email, client: input.client, userId: input.user.id, sessionId: input.sessionId };
  await claimPasswordAttempt(ctx, attempt, { perAddress: false });
  await delayPastLooseLimit(ctx, input.user.email);
  if (await verifyPassword(input.user.passwordHash, input.password)) {
    await settlePasswordSuccess(ctx, attempt, { perAddress: false });
    return;
  }
  await countPasswordFailure(ctx, input.user.email);
  await recordSecurityEvent(ctx, { type: 'password_recheck_failed', userId: input.user.id, sessionId: input.sessionId, client: input.client });
  const bySession = await countHit(ctx.db, ctx.clock, RECHECK_FAILURES_PER_SESSION, input.sessionId);
  if (bySession.count >= RECHECK_FAILURES_PER_SESSION.limit) {
    await revokeSession(ctx, input.sessionId);
    await recordSecurityEvent(ctx, { type: 'sessions_revoked', userId: input.user.id, sessionId: input.sessionId, client: input.client });
    throw unauthorized(SIGNED_OUT_AFTER_RECHECKS);
  }
  throw badRequest(input.wrong);
}
