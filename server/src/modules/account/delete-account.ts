import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppContext, withTx } from '../../context';
import { users } from '../../db/schema';
import { recheckPassword } from '../auth/password-attempts';
import { findUserWithBilling } from '../billing/account-record';
import { ENDED_STATUSES } from '../billing/status';
import { queueStripeCleanup, tryStripeCleanupNow } from '../billing/stripe-cleanup';
import { enqueueMail } from '../mail/outbox';
import { accountDeletedMail } from '../mail/templates';
import type { ClientInfo } from '../security/client';
import { recordSecurityEvent } from '../security/events';

/**
 * Deletes a person and everything they wrote (GDPR art. 17). Every table that holds their data
 * references the user row with ON DELETE CASCADE, so one delete removes it all, sessions included,
 * in one transaction. Their Stripe subscription is cancelled at once and their Stripe customer
 * deleted, so nobody is charged for an account that no longer exists: both are queued in the same
 * transaction and tried before answering; if Stripe is down, the deletion still goes ahead and the
 * clean-up worker retries (decision 013). The confirmation mail waits in the outbox; once sent,
 * its body and recipient are erased too.
 */
export async function deleteAccount(
  ctx: AppContext,
  auth: { userId: string; sessionId: string; client: ClientInfo },
  password: string,
  logger: FastifyBaseLogger,
) {
  const userId = auth.userId;
  const row = await findUserWithBilling(ctx, userId);
  // Throttled like a sign-in; repeated wrong answers end the session (password-attempts.ts).
  await recheckPassword(ctx, { user: row.user, sessionId: auth.sessionId, client: auth.client, password, wrong: 'Your password is incorrect.' });

  const stripe = ctx.stripe;
  const account = row.account;
  const cleanup = await ctx.db.transaction(async (tx) => {
    const jobs =
      stripe && account
        ? await queueStripeCleanup(withTx(ctx, tx), ctx.clock.now(), {
            // A subscription whose status is not known yet (Checkout just completed) is cancelled too.
            subscriptionId: account.stripeSubscriptionId && !ENDED_STATUSES.has(account.stripeStatus ?? '') ? account.stripeSubscriptionId : null,
            customerId: account.stripeCustomerId,
          })
        : [];
    await tx.delete(users).where(eq(users.id, userId));
    await enqueueMail(withTx(ctx, tx), row.user.email, accountDeletedMail());
    return jobs;
  });
  ctx.notifyMail();
  // The person is gone, so the row keeps no user id; the log line names the former id (docs/security.md).
  await recordSecurityEvent(ctx, { type: 'account_deleted', formerUserId: userId, sessionId: auth.sessionId, client: auth.client });
  if (stripe && cleanup.length > 0) await tryStripeCleanupNow({ db: ctx.db, clock: ctx.clock, stripe, logger }, cleanup);
}
