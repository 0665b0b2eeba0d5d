import { eq } from 'drizzle-orm';
import { type AppContext, withTx } from '../../context';
import { users } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { countHit, minutesText } from '../../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { verificationMail } from '../mail/templates';
import { ACCOUNT_MAILS_PER_RECIPIENT, VERIFICATION_MAILS_PER_ADDRESS, VERIFICATION_TOKEN_HOURS } from './rules';
import { issueVerificationLink } from './verification-tokens';

export const RESENT_MESSAGE =
  'If that address has an account that still needs verification, a new verification email is on its way.';

/** Same answer for unknown, verified and unverified addresses (no enumeration). */
export async function resendVerification(ctx: AppContext, input: { email: string; ip: string }) {
  const throttle = await countHit(ctx.db, ctx.clock, VERIFICATION_MAILS_PER_ADDRESS, input.ip);
  if (throttle.limited) {
    throw tooManyRequests(
      `Too many requests from this network. Please try again in ${minutesText(throttle.retryAfterSeconds)}.`,
      throttle.retryAfterSeconds,
    );
  }
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!user || user.emailVerifiedAt) return;
    const budget = await countHit(tx, ctx.clock, ACCOUNT_MAILS_PER_RECIPIENT, input.email);
    if (budget.limited) return;
    // The pending registration's password (the latest registration's, kept on the account row).
    const link = await issueVerificationLink(withTx(ctx, tx), ctx.config.appUrl, user.id, user.passwordHash);
    await enqueueMail(withTx(ctx, tx), user.email, verificationMail(link, VERIFICATION_TOKEN_HOURS));
  });
  ctx.notifyMail();
  return { message: RESENT_MESSAGE };
}
