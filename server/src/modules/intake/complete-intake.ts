import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { intakeItems, users, ybocsAssessments } from '../../db/schema';
import { unprocessable } from '../../http/errors';

/** Marks onboarding complete once its parts exist: accepted terms, an obsession and a Y-BOCS. */
export async function completeIntake(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user?.acceptedTosAt) throw unprocessable('Please accept the Terms of Service before finishing the intake.');
  const [obsession] = await ctx.db
    .select({ id: intakeItems.id })
    .from(intakeItems)
    .where(and(eq(intakeItems.userId, userId), eq(intakeItems.kind, 'obsession')))
    .limit(1);
  if (!obsession) throw unprocessable('Please add at least one obsession before finishing the intake.');
  const [assessment] = await ctx.db
    .select({ id: ybocsAssessments.id })
    .from(ybocsAssessments)
    .where(eq(ybocsAssessments.userId, userId))
    .limit(1);
  if (!assessment) throw unprocessable('Please complete the Y-BOCS questionnaire before finishing the intake.');
  const [updated] = await ctx.db
    .update(users)
    .set({ completedOnboarding: true, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
