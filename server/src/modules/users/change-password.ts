import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, unprocessable } from '../../http/errors';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail } from '../mail/templates';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, revokeOtherSessions, type IssuedSession } from '../auth/sessions';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

/**
 * Changes the password after checking the current one (400 when wrong: 401 would read as an
 * expired session to the client). Every session of the person ends, this one included, and a
 * fresh token is returned so this device stays signed in (OWASP Session Management: renew the
 * session on privilege-relevant changes). A notice goes to the account's address.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Your current password is incorrect.');
  }
  if (input.newPassword === input.currentPassword) {
    throw unprocessable('Your new password must be different from your current password.');
  }
  assertAcceptablePassword(input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, ctx.clock, userId, null);
    await enqueueMail(tx, ctx, user.email, passwordChangedMail(ctx.config.supportEmail));
    return createSession(tx, ctx.clock, userId, ctx.config.sessionMinutes);
  });
  ctx.notifyMail();
  return session;
}
