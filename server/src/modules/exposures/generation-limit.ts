import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { generationUsage } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

/** The UTC calendar day, as a PostgreSQL date string. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((next - now.getTime()) / 1000);
}

/**
 * Claims one of today's generate calls before any work is done. One statement does the check and
 * the increment (INSERT … ON CONFLICT DO UPDATE … WHERE count < limit), so parallel requests and
 * several server processes can never exceed the limit. The 429 detail contains "Daily limit",
 * which the intake screen keys on (docs/product.md §28).
 */
export async function claimGeneration(ctx: AppContext, userId: string): Promise<void> {
  const limit = ctx.config.generationDailyLimit;
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .insert(generationUsage)
    .values({ userId, day: utcDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [generationUsage.userId, generationUsage.day],
      set: { count: sql`${generationUsage.count} + 1` },
      setWhere: sql`${generationUsage.count} < ${limit}`,
    })
    .returning({ count: generationUsage.count });
  if (claimed.length === 0) {
    const times = limit === 1 ? 'once' : `${limit} times`;
    throw tooManyRequests(
      `Daily limit reached: new exposures can be generated ${times} a day. Please try again tomorrow.`,
      secondsUntilNextUtcDay(now),
      'daily_limit_reached',
    );
  }
}

export async function generationsUsedToday(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ count: generationUsage.count })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, utcDay(ctx.clock.now()))));
  return row?.count ?? 0;
}
