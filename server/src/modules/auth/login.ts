import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, forbidden, tooManyRequests } from '../../http/errors';
import { countHit, minutesText, peekHits, resetHits } from '../../lib/rate-limit';
import { assertHashingCapacity, verifyAgainstDummy, verifyPassword } from './passwords';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from './rules';
import { createSession, type IssuedSession } from './sessions';

export const WRONG_CREDENTIALS = 'Incorrect email or password';
export const VERIFY_FIRST =
  'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one below.';

/**
 * Password sign-in. Wrong credentials are 400 (401 means only "no valid session" to the client,
 * spec §8). Failures are counted per account and per client address; past the limit the answer
 * is 429 with Retry-After. Unverified accounts are told so only after a correct password, so the
 * message reveals nothing to someone guessing.
 */
export async function loginUser(ctx: AppContext, input: { email: string; password: string; ip: string }): Promise<IssuedSession> {
  // Under a flood, a sign-in that could not be checked anyway is refused before it costs queries.
  assertHashingCapacity();
  const email = input.email.trim().toLowerCase();
  const [byAccount, byAddress] = await Promise.all([
    peekHits(ctx.db, ctx.clock, LOGIN_FAILURES_PER_ACCOUNT, email),
    peekHits(ctx.db, ctx.clock, LOGIN_FAILURES_PER_ADDRESS, input.ip),
  ]);
  const blocked = [byAccount, byAddress].find((state) => state.limited);
  if (blocked) {
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please wait ${minutesText(blocked.retryAfterSeconds)} and try again.`,
      blocked.retryAfterSeconds,
    );
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await Promise.all([
      countHit(ctx.db, ctx.clock, LOGIN_FAILURES_PER_ACCOUNT, email),
      countHit(ctx.db, ctx.clock, LOGIN_FAILURES_PER_ADDRESS, input.ip),
    ]);
    throw badRequest(WRONG_CREDENTIALS);
  }
  if (!user.emailVerifiedAt) throw forbidden(VERIFY_FIRST);

  await resetHits(ctx.db, ctx.clock, LOGIN_FAILURES_PER_ACCOUNT, email);
  return createSession(ctx.db, ctx.clock, user.id, ctx.config.sessionMinutes);
}
