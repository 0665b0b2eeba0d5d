import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { ServiceContext } from '../../context';

/**
 * An operator's way to end sign-ins (OWASP ASVS 5.0 V7.4.5): every live session of one person
 * (a stolen laptop reported by mail), or of everyone (a suspected token leak). Answers how many
 * ended, or null when no account uses the address.
 */
export async function endSessionsOf(ctx: Pick<ServiceContext, 'db' | 'clock'>, email: string): Promise<number | null> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function endEverySession(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<number> {
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())))
    .returning({ id: sessions.id });
  return ended.length;
}
