import { eq } from 'drizzle-orm';
import { billingAccounts, users } from '../../db/schema';
import type { AppContext } from '../../context';

/** An operator's grant (or withdrawal) of lifetime access; false when no account uses the address. */
export async function setLifetimeAccess(ctx: Pick<AppContext, 'db'>, email: string, lifetime: boolean, now = new Date()): Promise<boolean> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await ctx.db
    .insert(billingAccounts)
    .values({ userId: user.id, lifetime, updatedAt: now })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { lifetime, updatedAt: now } });
  return true;
}
