import { eq } from 'drizzle-orm';
import { type AppContext, withTx } from '../../context';
import { users } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail } from '../mail/templates';
import { recheckPassword } from '../auth/password-attempts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { invalidateResetTokens } from '../auth/reset-tokens';
import { createSession, revokeOtherSessions, type IssuedSession } from '../auth/sessions';
import type { ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

/**
 * Changes the password after checking the current one (400 when wrong: 401 would read as an
 * expired session to the client). The check is throttled like a sign-in and ends the session after
 * repeated failures (password-attempts.ts). Every session of the person ends, this one included,
 * and a fresh token is returned so this device stays signed in (OWASP Session Management: renew
 * the session on privilege-relevant changes). Unused reset links die with the old password. A
 * notice goes to the account's address.
 */
export async function changePassword(
  ctx: AppContext,
  auth: { userId: string; sessionId: string; client: ClientInfo },
  input: { currentPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw unprocessable('This account no longer exists.');
  await recheckPassword(ctx, {
    user,
    sessionId: auth.sessionId,
    client: auth.client,
    password: input.currentPassword,
    wrong: 'Your current password is incorrect.',
  });
  if (input.newPassword === input.currentPassword) {
    throw unprocessable('Your new password must be different from your current password.');
  }
  assertAcceptablePassword(input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, auth.userId));
    await revokeOtherSessions(withTx(ctx, tx), auth.userId, null);
    await invalidateResetTokens(withTx(ctx, tx), auth.userId);
    await enqueueMail(withTx(ctx, tx), user.email, passwordChangedMail(ctx.config.supportEmail));
    return createSession(withTx(ctx, tx), auth.userId, ctx.config.sessionMinutes, {
      absoluteHours: ctx.config.sessionAbsoluteHours,
      client: auth.client,
    });
  });
  ctx.notifyMail();
  await recordSecurityEvent(ctx, { type: 'password_changed', userId: auth.userId, sessionId: session.sessionId, client: auth.client });
  return session;
}
