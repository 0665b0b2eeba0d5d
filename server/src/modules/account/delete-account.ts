import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { verifyPassword } from '../auth/passwords';
import { findUserWithBilling } from '../billing/account-record';
import { enqueueMail } from '../mail/outbox';
import { accountDeletedMail } from '../mail/templates';

const LIVE_SUBSCRIPTION = new Set(['trialing', 'active', 'past_due', 'unpaid', 'paused', 'incomplete']);

/**
 * Deletes a person and everything they wrote (GDPR art. 17). Every table that holds their data
 * references the user row with ON DELETE CASCADE, so one delete removes it all, sessions included,
 * in one transaction. A live Stripe subscription is cancelled first, so nobody is charged for an
 * account that no longer exists. The confirmation mail waits in the outbox; once sent, its body and
 * recipient are erased too.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string, logger: FastifyBaseLogger) {
  const row = await findUserWithBilling(ctx.db, userId);
  if (!(await verifyPassword(row.user.passwordHash, password))) throw badRequest('Your password is incorrect.');

  const subscriptionId = row.account?.stripeSubscriptionId;
  if (ctx.stripe && subscriptionId && LIVE_SUBSCRIPTION.has(row.account?.stripeStatus ?? '')) {
    // If Stripe cannot be reached the deletion stops here, with nothing deleted, rather than leave a paying subscription behind.
    await ctx.stripe.subscriptions.cancel(subscriptionId);
    logger.info({ event: 'subscription_cancelled_on_account_deletion' }, 'cancelled a subscription for a deleted account');
  }

  await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await enqueueMail(tx, ctx, row.user.email, accountDeletedMail());
  });
  ctx.notifyMail();
}
