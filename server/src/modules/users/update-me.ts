import { eq } from 'drizzle-orm';
import { type AppContext, withTx } from '../../context';
import { users } from '../../db/schema';
import { changeTimeZone } from '../gamification/activity';

/**
 * Stores the browser's time zone (PATCH /users/me) and returns the person as saved: streaks and
 * daily caps follow the person's own calendar days (docs/product.md, decision 021).
 */
export async function updateTimeZone(ctx: AppContext, userId: string, timeZone: string) {
  await ctx.db.transaction((tx) => changeTimeZone(withTx(ctx, tx), userId, timeZone, ctx.clock.now()));
  const [updated] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return updated!;
}
