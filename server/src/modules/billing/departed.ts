import { and, eq } from 'drizzle-orm';
import { stripeCleanupJobs, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { ServiceContext } from '../../context';

/** Whether a person id names someone who has an account here now. */
export async function personExists(ctx: Pick<ServiceContext, 'db'>, userId: string | null | undefined): Promise<boolean> {
  if (!userId || !isUuid(userId)) return false;
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * Whether a Stripe object belongs to an account deleted here: it names a person id (only our
 * Checkout writes one, as client_reference_id and subscription metadata) that no longer exists, or
 * a customer whose deletion was queued with such an account. An object that names nobody we know
 * may belong to something else on the same Stripe account, and is left alone.
 */
export async function belongsToDeletedAccount(
  ctx: Pick<ServiceContext, 'db'>,
  reference: { userId: string | null | undefined; customerId: string | null },
): Promise<boolean> {
  if (reference.userId && isUuid(reference.userId) && !(await personExists(ctx, reference.userId))) return true;
  if (!reference.customerId) return false;
  const [job] = await ctx.db
    .select({ id: stripeCleanupJobs.id })
    .from(stripeCleanupJobs)
    .where(and(eq(stripeCleanupJobs.action, 'delete_customer'), eq(stripeCleanupJobs.stripeId, reference.customerId)));
  return job !== undefined;
}
