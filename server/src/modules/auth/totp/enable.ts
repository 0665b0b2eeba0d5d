import { and, eq, isNull } from 'drizzle-orm';
import type { TotpEnableResponse } from '@ladder/contracts';
import { type AppContext, withTx } from '../../../context';
import { users } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { recordSecurityEvent } from '../../security/events';
import { dropMfaChallenges } from './challenge';
import { secondFactorOnMail } from './mails';
import { makeRecoveryCodes, storeRecoveryCodes } from './recovery-codes';
import { matchTotp, totpCodeFrom } from './rfc6238';
import { openTotpSecret } from './sealed-secret';
import { ALREADY_ON, type TotpAuth } from './setup';

export const NO_SETUP = 'Two-step sign-in has not been set up yet. Start with "Set it up" to get a new QR code.';
export const CODE_DID_NOT_MATCH =
  'That code did not match. Enter the 6-digit code your authenticator app shows now; if it keeps failing, check that the time on your phone is set automatically.';

/**
 * Confirms the set-up with a code from the pending secret, which proves the app has it, then turns the
 * second factor on with ten new recovery codes (answered once) and tells the account's address. The
 * switch is one conditional update on the very secret that was checked, so a set-up started in
 * between (another tab) cannot be enabled unconfirmed.
 */
export async function enableTotp(ctx: AppContext, auth: TotpAuth, input: string): Promise<TotpEnableResponse> {
  const { user } = auth;
  if (user.totpEnabledAt) throw conflict(ALREADY_ON);
  const pending = user.totpPendingSecretEncrypted;
  if (!pending) throw conflict(NO_SETUP);
  const code = totpCodeFrom(input);
  if (!code || matchTotp(openTotpSecret(ctx.cipher, pending), code, ctx.clock.now()) === null) throw badRequest(CODE_DID_NOT_MATCH);

  const recovery = await makeRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({
        totpSecretEncrypted: pending,
        totpPendingSecretEncrypted: null,
        totpEnabledAt: ctx.clock.now(),
        // The confirming code is not a sign-in: the first sign-in may use the same 30 seconds' code.
        totpLastStep: null,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpPendingSecretEncrypted, pending)))
      .returning({ id: users.id });
    if (!enabled) throw conflict(NO_SETUP);
    await storeRecoveryCodes(withTx(ctx, tx), user.id, recovery.hashes);
    await dropMfaChallenges(withTx(ctx, tx), user.id);
    await enqueueMail(withTx(ctx, tx), user.email, secondFactorOnMail(ctx.config.supportEmail));
  });
  ctx.notifyMail();
  await recordSecurityEvent(ctx, { type: 'second_factor_enabled', userId: user.id, sessionId: auth.sessionId, client: auth.client });
  return { recovery_codes: recovery.codes };
}
