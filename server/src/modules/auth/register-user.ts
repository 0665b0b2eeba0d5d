import { eq } from 'drizzle-orm';
import { type AppContext, withTx } from '../../context';
import { users } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http/errors';
import { countHit, minutesText } from '../../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { alreadyRegisteredMail, verificationMail } from '../mail/templates';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { issueResetLink } from './reset-tokens';
import { ACCOUNT_MAILS_PER_RECIPIENT, REGISTRATIONS_PER_ADDRESS, RESET_TOKEN_MINUTES, VERIFICATION_TOKEN_HOURS } from './rules';
import { issueVerificationLink } from './verification-tokens';

export const REGISTERED_MESSAGE = 'Account created. Please check your email for verification instructions.';

export interface RegisterInput {
  email: string;
  password: string;
  botAnswer: string | null | undefined;
  ip: string;
}

/**
 * Creates an account and queues its verification mail in one transaction. The answer is the same
 * whether or not the address already has an account (no enumeration). Nobody can squat an address
 * (issue 15): registering an address that is not verified yet replaces the pending registration
 * (its password, its link), and the link mailed applies the password of the registration it was
 * sent for, so only the person reading the inbox decides. A verified address is never changed: its
 * owner is mailed a notice with a reset link instead. Unverified accounts are purged after
 * UNVERIFIED_ACCOUNT_HOURS (purge-unverified.ts).
 */
export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<{ message: string }> {
  const throttle = await countHit(ctx.db, ctx.clock, REGISTRATIONS_PER_ADDRESS, input.ip);
  if (throttle.limited) {
    throw tooManyRequests(
      `Too many sign-ups from this network. Please try again in ${minutesText(throttle.retryAfterSeconds)}.`,
      throttle.retryAfterSeconds,
    );
  }
  if (!(await ctx.botCheck.verify(input.botAnswer, { action: 'register', ip: input.ip }))) {
    throw badRequest('We could not confirm that this request came from a person. Please reload the page and try again.');
  }
  assertAcceptablePassword(input.password, input.email);
  // Hashed before we know whether the address exists, so both paths take the same time.
  const passwordHash = await hashPassword(input.password);

  await ctx.db.transaction(async (tx) => {
    const mailBudget = await countHit(tx, ctx.clock, ACCOUNT_MAILS_PER_RECIPIENT, input.email);
    const now = ctx.clock.now();
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) {
      if (mailBudget.limited) return;
      const link = await issueVerificationLink(withTx(ctx, tx), ctx.config.appUrl, created.id, passwordHash);
      await enqueueMail(withTx(ctx, tx), input.email, verificationMail(link, VERIFICATION_TOKEN_HOURS));
      return;
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!existing) return;
    if (!existing.emailVerifiedAt) {
      // The pending registration is replaced: this password, a fresh 72-hour purge clock, and the
      // only link that still works.
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, existing.id));
      if (mailBudget.limited) return;
      const link = await issueVerificationLink(withTx(ctx, tx), ctx.config.appUrl, existing.id, passwordHash);
      await enqueueMail(withTx(ctx, tx), input.email, verificationMail(link, VERIFICATION_TOKEN_HOURS));
      return;
    }
    if (mailBudget.limited) return;
    const resetLink = await issueResetLink(withTx(ctx, tx), ctx.config.appUrl, existing.id);
    await enqueueMail(withTx(ctx, tx), input.email, alreadyRegisteredMail(`${ctx.config.appUrl}/login`, resetLink, RESET_TOKEN_MINUTES));
  });
  ctx.notifyMail();
  return { message: REGISTERED_MESSAGE };
}
