import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AppContext, withTx } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http/errors';
import { hashToken } from '../../lib/crypto/tokens';
import { countHit, minutesText } from '../../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import type { ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';
import { clearPasswordThrottles } from './password-attempts';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { invalidateResetTokens, issueResetLink } from './reset-tokens';
import { ACCOUNT_MAILS_PER_RECIPIENT, RESET_ATTEMPTS_PER_ADDRESS, RESET_REQUESTS_PER_ADDRESS, RESET_TOKEN_MINUTES } from './rules';
import { revokeOtherSessions } from './sessions';

export const RESET_REQUESTED_MESSAGE =
  'If that address has a Ladder account, we have sent it a link to choose a new password. It works once and expires in 60 minutes.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed and every other sign-in has ended. You can now sign in with your new password.';

const INVALID_LINK = 'This reset link is not valid. Please check that you opened the whole link from the email, or ask for a new one.';
const USED_LINK = 'This reset link has already been used or replaced by a newer one. Ask for a new link if you still need one.';
const EXPIRED_LINK = 'This reset link has expired: links work for 60 minutes. Ask for a new one on the sign-in page.';

/**
 * Every answer to "forgot password" takes at least this long, whether or not the address has an
 * account, so the time taken does not tell the two apart (OWASP ASVS 5.0 V6.3.8, no enumeration).
 * The known path writes a token and a mail in one transaction, well under this on either database.
 */
const FORGOT_PASSWORD_FLOOR_MS = 300;

/**
 * "Forgot your password?": mails a single-use link when the address has an account, and answers the
 * same sentence in the same time for every address. Throttled by client (429) and, silently, by
 * the address mailed (ACCOUNT_MAILS_PER_RECIPIENT), so nobody can flood an inbox through us.
 */
export async function requestPasswordReset(ctx: AppContext, input: { email: string; client: ClientInfo }): Promise<{ message: string }> {
  const started = performance.now();
  const throttle = await countHit(ctx.db, ctx.clock, RESET_REQUESTS_PER_ADDRESS, input.client.ip);
  if (throttle.limited) {
    throw tooManyRequests(`Too many requests from this network. Please try again in ${minutesText(throttle.retryAfterSeconds)}.`, throttle.retryAfterSeconds);
  }
  const userId = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, input.email));
    if (!user) return null;
    const budget = await countHit(tx, ctx.clock, ACCOUNT_MAILS_PER_RECIPIENT, input.email);
    if (budget.limited) return null;
    const link = await issueResetLink(withTx(ctx, tx), ctx.config.appUrl, user.id);
    await enqueueMail(withTx(ctx, tx), user.email, passwordResetMail(link, RESET_TOKEN_MINUTES));
    return user.id;
  });
  if (userId) {
    ctx.notifyMail();
    await recordSecurityEvent(ctx, { type: 'password_reset_requested', userId, client: input.client });
  }
  const elapsed = performance.now() - started;
  if (elapsed < FORGOT_PASSWORD_FLOOR_MS) await sleep(FORGOT_PASSWORD_FLOOR_MS - elapsed);
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password from a reset link. The link is consumed by a conditional update, so two
 * uses cannot both win; the password is checked against the usual policy before the link is spent,
 * so a refused password keeps the link working. Afterwards every session ends, every other reset
 * link dies, the sign-in throttles of the account are cleared (the owner can always get back in),
 * and a "your password was changed" mail goes out. An address that was never verified is verified
 * now: the link proved the person reads that inbox. A second factor stays on: a reset does not
 * bypass it.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; newPassword: string; client: ClientInfo },
): Promise<{ message: string }> {
  const throttle = await countHit(ctx.db, ctx.clock, RESET_ATTEMPTS_PER_ADDRESS, input.client.ip);
  if (throttle.limited) {
    throw tooManyRequests(`Too many attempts from this network. Please try again in ${minutesText(throttle.retryAfterSeconds)}.`, throttle.retryAfterSeconds);
  }
  if (input.token.length < 20 || input.token.length > 200) throw badRequest(INVALID_LINK);
  const tokenHash = hashToken(input.token);
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (!row) throw badRequest(INVALID_LINK);
  if (row.usedAt) throw badRequest(USED_LINK);
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw badRequest(EXPIRED_LINK);
  assertAcceptablePassword(input.newPassword, row.email);
  const passwordHash = await hashPassword(input.newPassword);

  await ctx.db.transaction(async (tx) => {
    const consumed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, ctx.clock.now())))
      .returning({ id: passwordResetTokens.id });
    if (consumed.length === 0) throw badRequest(USED_LINK);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${ctx.clock.now().toISOString()}::timestamptz)`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, row.userId));
    await invalidateResetTokens(withTx(ctx, tx), row.userId);
    await revokeOtherSessions(withTx(ctx, tx), row.userId, null);
    await enqueueMail(withTx(ctx, tx), row.email, passwordChangedMail(ctx.config.supportEmail));
  });
  ctx.notifyMail();
  await clearPasswordThrottles(ctx, row.email);
  await recordSecurityEvent(ctx, { type: 'password_reset', userId: row.userId, client: input.client });
  return { message: PASSWORD_RESET_MESSAGE };
}
