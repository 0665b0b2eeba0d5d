import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/client';
import { stripeCleanupJobs } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { StripeClient } from './stripe-client';
import { idOf } from './stripe-objects';
import { ENDED_STATUSES } from './status';
import { recordCancellation } from './subscription-record';
import type { ServiceContext } from '../../context';

/** After this many failed tries (about five days with the back-off below) a job is marked failed for an operator. */
export const MAX_CLEANUP_ATTEMPTS = 30;
const BATCH = 10;
/** A claimed job is left alone by other processes for this long. */
const CLAIM_SECONDS = 120;
/** The outbox retries, so one call gets no retries of its own and cannot hold a request for long. */
const CALL_OPTIONS = { maxNetworkRetries: 0, timeout: 10_000 };

export function cleanupRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

export interface StripeCleanupDeps {
  db: Database;
  clock: Clock;
  stripe: StripeClient;
  logger: FastifyBaseLogger;
}

type Job = typeof stripeCleanupJobs.$inferSelect;

/**
 * Queues, in the caller's transaction, the cancellation of a subscription and the deletion of a
 * customer. Returns the ids of the jobs queued now: one already waiting is not queued twice.
 */
export async function queueStripeCleanup(
  ctx: Pick<ServiceContext, 'db'>,
  now: Date,
  targets: { subscriptionId?: string | null; customerId?: string | null },
): Promise<string[]> {
  const jobs = [
    ...(targets.subscriptionId ? [{ action: 'cancel_subscription' as const, stripeId: targets.subscriptionId }] : []),
    ...(targets.customerId ? [{ action: 'delete_customer' as const, stripeId: targets.customerId }] : []),
  ];
  if (jobs.length === 0) return [];
  const queued = await ctx.db
    .insert(stripeCleanupJobs)
    .values(jobs.map((job) => ({ ...job, createdAt: now, nextAttemptAt: now })))
    .onConflictDoNothing()
    .returning({ id: stripeCleanupJobs.id });
  return queued.map((job) => job.id);
}

/**
 * Claims due jobs (only `ids`, when given) with FOR UPDATE SKIP LOCKED, so several server
 * processes never run the same one. Cancellations come before deletions (alphabetical order of the
 * actions): the subscription ends for certain even if the customer call then fails.
 */
async function claim(deps: StripeCleanupDeps, ids?: string[]): Promise<Job[]> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: stripeCleanupJobs.id })
    .from(stripeCleanupJobs)
    .where(
      and(
        eq(stripeCleanupJobs.status, 'pending'),
        lte(stripeCleanupJobs.nextAttemptAt, now),
        or(isNull(stripeCleanupJobs.lockedUntil), lt(stripeCleanupJobs.lockedUntil, now)),
        ids ? inArray(stripeCleanupJobs.id, ids) : undefined,
      ),
    )
    .orderBy(asc(stripeCleanupJobs.nextAttemptAt), asc(stripeCleanupJobs.action))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(stripeCleanupJobs)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000), attempts: sql`${stripeCleanupJobs.attempts} + 1` })
    .where(inArray(stripeCleanupJobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.action.localeCompare(b.action));
}

async function perform(deps: StripeCleanupDeps, job: Job): Promise<void> {
  if (job.action === 'delete_customer') {
    await deps.stripe.customers.del(job.stripeId, {}, CALL_OPTIONS);
    return;
  }
  const cancelled = await deps.stripe.subscriptions.cancel(job.stripeId, {}, CALL_OPTIONS);
  const customerId = idOf(cancelled.customer);
  if (customerId && ENDED_STATUSES.has(cancelled.status)) {
    await recordCancellation(deps, { id: job.stripeId, customerId, status: cancelled.status }, deps.clock.now());
  }
}

/** Stripe answers 404 for a subscription already cancelled and a customer already deleted: nothing is left to do. */
const alreadyGone = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

async function attempt(deps: StripeCleanupDeps, job: Job): Promise<boolean> {
  try {
    await perform(deps, job);
  } catch (error) {
    if (!alreadyGone(error)) {
      const message = (error as Error).message.slice(0, 500);
      const failed = job.attempts >= MAX_CLEANUP_ATTEMPTS;
      await deps.db
        .update(stripeCleanupJobs)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(deps.clock.now().getTime() + cleanupRetryDelaySeconds(job.attempts) * 1000),
        })
        .where(eq(stripeCleanupJobs.id, job.id));
      const log = { jobId: job.id, action: job.action, attempt: job.attempts, error: message };
      if (failed) deps.logger.error(log, 'Stripe clean-up gave up: an operator must finish it (docs/operations.md)');
      else deps.logger.warn(log, 'Stripe clean-up failed; will retry');
      return false;
    }
  }
  await deps.db
    .update(stripeCleanupJobs)
    .set({ status: 'done', doneAt: deps.clock.now(), lockedUntil: null, lastError: null })
    .where(eq(stripeCleanupJobs.id, job.id));
  deps.logger.info({ jobId: job.id, action: job.action }, 'Stripe clean-up done');
  return true;
}

/**
 * Runs the clean-up that is due (only `ids`, when given: the jobs a request has just queued) and
 * returns how many jobs finished. A failure schedules a retry; it never throws for Stripe's sake.
 */
export async function runStripeCleanup(deps: StripeCleanupDeps, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let done = 0;
  for (;;) {
    const batch = await claim(deps, ids);
    for (const job of batch) if (await attempt(deps, job)) done += 1;
    if (ids || batch.length < BATCH) return done;
  }
}

/**
 * The first try of what a request has just queued, in that request: a person deleting their
 * account is charged nothing more the moment they are told it is gone, unless Stripe is down, and
 * then the worker keeps trying. Nothing here may fail the request, whose change is already committed.
 */
export async function tryStripeCleanupNow(deps: StripeCleanupDeps, ids: string[]): Promise<void> {
  try {
    await runStripeCleanup(deps, ids);
  } catch (error) {
    deps.logger.warn({ error: (error as Error).message }, 'Stripe clean-up could not be tried now; the worker will');
  }
}
