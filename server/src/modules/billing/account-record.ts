import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingAccounts, users } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A person with their billing record (null when they never went near billing). Unknown id: 404. */
export async function findUserWithBilling(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, account: billingAccounts })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('This account was not found.');
  return row;
}
