import { createECDH } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { assertPushEndpoint, type Resolver } from './endpoint-guard';

export type StoredPushSubscription = typeof pushSubscriptions.$inferSelect;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decoded(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
}

/**
 * The browser's keys as RFC 8291 needs them: p256dh an uncompressed point on P-256 (65 bytes),
 * auth a 16-byte secret. Checked here so a bad pair is a 400 now, not a failed push every day.
 */
function checkKeys(keys: { p256dh: string; auth: string }) {
  const point = decoded(keys.p256dh);
  let onCurve = false;
  if (point?.length === 65 && point[0] === 4) {
    try {
      const probe = createECDH('prime256v1');
      probe.generateKeys();
      probe.computeSecret(point);
      onCurve = true;
    } catch {
      onCurve = false;
    }
  }
  if (!onCurve) throw badRequest('The p256dh key must be an uncompressed P-256 public key, base64url.');
  if (decoded(keys.auth)?.length !== 16) throw badRequest('The auth secret must be 16 bytes, base64url.');
}

/**
 * Turns Web Push on for this browser. The same endpoint again is the same subscription (the keys
 * are refreshed); an endpoint is one browser profile, so it moves to whoever turned it on there last.
 */
export async function savePushSubscription(
  ctx: AppContext,
  userId: string,
  subscription: PushSubscriptionRequest,
  resolve?: Resolver,
): Promise<StoredPushSubscription> {
  await assertPushEndpoint(subscription.endpoint, { allowLocal: ctx.config.push.allowLocalEndpoints }, resolve);
  checkKeys(subscription.keys);
  const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: ctx.clock.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

/** This browser stops getting reminders. Removing one that is not there (any more) is not an error. */
export async function removePushSubscription(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export function listPushSubscriptions(ctx: Pick<AppContext, 'db'>, userId: string): Promise<StoredPushSubscription[]> {
  return ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
}

export function presentPushSubscription(row: StoredPushSubscription) {
  return { endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
}
