import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailVerificationTokens, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { hashToken } from '../../lib/crypto/tokens';

export const VERIFIED_MESSAGE = 'Your email address has been verified. You can now sign in.';

/** Consumes a single-use verification token (conditional update, so two clicks cannot both win). */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ message: string }> {
  if (token.length < 20 || token.length > 200) {
    throw badRequest('This verification link is not valid. Please check that you opened the whole link from the email.');
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    if (!row) {
      throw badRequest('This verification link is not valid. Please check that you opened the whole link from the email.');
    }
    if (row.usedAt) {
      throw badRequest('This verification link has already been used. If your email address is verified, you can sign in.');
    }
    if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) {
      throw badRequest('This verification link has expired. Sign in with your email address to request a new one.');
    }
    const consumed = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: ctx.clock.now() })
      .where(and(eq(emailVerificationTokens.id, row.id), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (consumed.length === 0) {
      throw badRequest('This verification link has already been used. If your email address is verified, you can sign in.');
    }
    // The link applies the password of the registration it was sent for (issue 15, no squatting):
    // whoever registered the address earlier, the person who opens the link from the inbox decides.
    await tx
      .update(users)
      .set({ emailVerifiedAt: ctx.clock.now(), updatedAt: ctx.clock.now(), ...(row.passwordHash ? { passwordHash: row.passwordHash } : {}) })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
    // No other verification link of the account may verify it again later with another password.
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, row.userId), isNull(emailVerificationTokens.usedAt)));
    return { message: VERIFIED_MESSAGE };
  });
}
