import { eq } from 'drizzle-orm';
import { type AppContext, withTx } from '../../../context';
import { users } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { recordSecurityEvent } from '../../security/events';
import { recheckPassword } from '../password-attempts';
import { dropMfaChallenges } from './challenge';
import { secondFactorOffMail } from './mails';
import { deleteRecoveryCodes } from './recovery-codes';
import { WRONG_PASSWORD, type TotpAuth } from './setup';

export const TURNED_OFF = 'Two-step sign-in is off. Signing in now needs only your password.';
export const ALREADY_OFF = 'Two-step sign-in is not on.';

/**
 * Turns the second factor off after re-checking the password (issue 15; throttled like sign-in, and
 * the session ends after repeated failures). The secret, a pending set-up, the recovery codes and any
 * open sign-in challenge go with it, and the account's address is told.
 */
export async function disableTotp(ctx: AppContext, auth: TotpAuth, password: string): Promise<{ message: string }> {
  const { user } = auth;
  if (!user.totpEnabledAt) throw conflict(ALREADY_OFF);
  await recheckPassword(ctx, { user, sessionId: auth.sessionId, client: auth.client, password, wrong: WRONG_PASSWORD });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecretEncrypted: null,
        totpPendingSecretEncrypted: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, user.id));
    await deleteRecoveryCodes(withTx(ctx, tx), user.id);
    await dropMfaChallenges(withTx(ctx, tx), user.id);
    await enqueueMail(withTx(ctx, tx), user.email, secondFactorOffMail(ctx.config.supportEmail));
  });
  ctx.notifyMail();
  await recordSecurityEvent(ctx, { type: 'second_factor_disabled', userId: user.id, sessionId: auth.sessionId, client: auth.client });
  return { message: TURNED_OFF };
}
