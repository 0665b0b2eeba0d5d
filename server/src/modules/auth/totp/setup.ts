import { and, eq, isNull } from 'drizzle-orm';
import type { TotpSetupResponse } from '@ladder/contracts';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import type { ClientInfo } from '../../security/client';
import { recheckPassword } from '../password-attempts';
import { findSessionFamily } from '../sessions';
import { generateTotpSecret, otpauthUrl } from './rfc6238';
import { sealTotpSecret } from './sealed-secret';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Ladder';
/** Within this time of signing in, the password just typed counts as the check (decision 018). */
export const TOTP_SETUP_FRESH_SIGN_IN_MINUTES = 10;

export const ALREADY_ON = 'Two-step sign-in is already on. Turn it off first if you want to set it up again.';
export const PASSWORD_NEEDED = 'Please enter your password to set up two-step sign-in.';
export const WRONG_PASSWORD = 'Your password is incorrect.';

export interface TotpAuth {
  user: typeof users.$inferSelect;
  sessionId: string;
  client: ClientInfo;
}

/**
 * Starts setting up the second factor: a new 160-bit secret, kept sealed as the pending one (a newer
 * set-up replaces it) until a code from it is confirmed. Enabling needs the password (issue 15): the
 * one typed at sign-in when that was under TOTP_SETUP_FRESH_SIGN_IN_MINUTES ago, else it is asked for
 * and re-checked like any other (throttled, and the session ends after repeated failures).
 */
export async function startTotpSetup(ctx: AppContext, auth: TotpAuth, password: string | undefined): Promise<TotpSetupResponse> {
  if (auth.user.totpEnabledAt) throw conflict(ALREADY_ON);
  if (password !== undefined) {
    await recheckPassword(ctx, { user: auth.user, sessionId: auth.sessionId, client: auth.client, password, wrong: WRONG_PASSWORD });
  } else if (!(await signedInRecently(ctx, auth.sessionId))) {
    throw badRequest(PASSWORD_NEEDED);
  }
  const secret = generateTotpSecret();
  const [updated] = await ctx.db
    .update(users)
    .set({ totpPendingSecretEncrypted: sealTotpSecret(ctx.cipher, secret), updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, auth.user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!updated) throw conflict(ALREADY_ON);
  return { secret, otpauth_url: otpauthUrl(secret, TOTP_ISSUER, auth.user.email) };
}

async function signedInRecently(ctx: AppContext, sessionId: string): Promise<boolean> {
  const family = await findSessionFamily(ctx, sessionId, ctx.config.sessionAbsoluteHours);
  if (!family) return false;
  return ctx.clock.now().getTime() - family.signedInAt.getTime() <= TOTP_SETUP_FRESH_SIGN_IN_MINUTES * 60_000;
}
