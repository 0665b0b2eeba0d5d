import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import type { ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';
import { claimPasswordAttempt, countPasswordFailure, delayPastLooseLimit, settlePasswordSuccess, type PasswordAttempt } from './password-attempts';
import { assertHashingCapacity, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, type IssuedSession } from './sessions';
import { issueSuggestions } from '../gamification/assignments';
import { issueMfaChallenge, type IssuedMfaChallenge } from './totp/challenge';

export const WRONG_CREDENTIALS = 'Incorrect email or password';
export const VERIFY_FIRST =
  'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one below.';

export type LoginOutcome = { kind: 'session'; session: IssuedSession } | { kind: 'second_factor'; challenge: IssuedMfaChallenge };

/**
 * Password sign-in. Wrong credentials are 400 (401 means only "no valid session" to the client,
 * docs/product.md §14). The attempt is claimed before the password is checked (password-attempts.ts), so
 * parallel guesses cannot pass the per-account-and-client limit; failures from everywhere slow the
 * account down rather than lock its owner out. Unverified accounts are told so only after a correct
 * password, so the message reveals nothing to someone guessing. With a second factor on, a correct
 * password answers a short-lived challenge instead of a session.
 */
export async function loginUser(ctx: AppContext, input: { email: string; password: string; client: ClientInfo }): Promise<LoginOutcome> {
  // Under a flood, a sign-in that could not be checked anyway is refused before it costs queries.
  assertHashingCapacity();
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const attempt: PasswordAttempt = { email, client: input.client, userId: user?.id ?? null };
  await claimPasswordAttempt(ctx, attempt, { perAddress: true });
  await delayPastLooseLimit(ctx, email);

  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await countPasswordFailure(ctx, email);
    await recordSecurityEvent(ctx, { type: 'sign_in_failed', userId: user?.id ?? null, client: input.client });
    throw badRequest(WRONG_CREDENTIALS);
  }
  await settlePasswordSuccess(ctx, attempt, { perAddress: true });
  if (!user.emailVerifiedAt) throw forbidden(VERIFY_FIRST, 'email_not_verified');

  if (user.totpEnabledAt) return { kind: 'second_factor', challenge: await issueMfaChallenge(ctx, user.id) };
  return { kind: 'session', session: await startSignedInSession(ctx, user.id, input.client) };
}

/** A sign-in that passed every factor: a new session (a new sign-in family) and its record. */
export async function startSignedInSession(ctx: AppContext, userId: string, client: ClientInfo): Promise<IssuedSession> {
  const session = await createSession(ctx, userId, ctx.config.sessionMinutes, {
    absoluteHours: ctx.config.sessionAbsoluteHours,
    client,
  });
  await recordSecurityEvent(ctx, { type: 'sign_in_succeeded', userId, sessionId: session.sessionId, client });
  // Suggestions that came due while the person was away are issued now, not by the dashboard's GET (issue 19).
  await issueSuggestions(ctx, userId);
  return session;
}
