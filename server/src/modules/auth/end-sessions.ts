import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * An operator's way to end sign-ins (OWASP ASVS 5.0 V7.4.5): every live session of one person
 * (a stolen laptop reported by mail), or of everyone (a suspected token leak). Answers how many
 * ended, or null when no account uses the address.
 */
export async function endSessionsOf(db: Executor, clock: Clock, email: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function endEverySession(db: Executor, clock: Clock): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .returning({ id: sessions.id });
  return ended.length;
}
