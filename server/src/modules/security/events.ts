import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { SecurityEventType } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { securityEvents } from '../../db/schema';
import { clientHash, type ClientInfo } from './client';

export interface SecurityEvent {
  type: SecurityEventType;
  userId?: string | null;
  /** For the log line only: the id of an account that no longer exists (its deletion). */
  formerUserId?: string | null;
  sessionId?: string | null;
  client?: ClientInfo | null;
}

/** How far back the person's own activity list reaches (issue 15: "the last 30 days"). */
export const ACTIVITY_DAYS = 30;

/**
 * Records one security event (OWASP ASVS 5.0 V16.3: authentication events, privilege changes and
 * failures are logged) in the table the person's activity list reads, and as a structured log line.
 * Neither ever holds health text, an e-mail address or a network address in clear: the user id, the
 * session id, the event's type and a keyed hash of the client's address.
 */
export async function recordSecurityEvent(ctx: AppContext, event: SecurityEvent): Promise<void> {
  const hash = event.client ? clientHash(ctx, event.client.ip) : null;
  await ctx.db.insert(securityEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    sessionId: event.sessionId ?? null,
    clientHash: hash,
    clientLabel: event.client?.label ?? null,
    createdAt: ctx.clock.now(),
  });
  ctx.logger.info(
    { security_event: event.type, user_id: event.userId ?? event.formerUserId ?? null, session_id: event.sessionId ?? null, client: hash },
    'security event',
  );
  ctx.metrics.countSecurityEvent(event.type);
}

/** The person's own activity, newest first, for Settings → Security. */
export async function listSecurityActivity(ctx: AppContext, userId: string) {
  const since = new Date(ctx.clock.now().getTime() - ACTIVITY_DAYS * 86_400_000);
  return ctx.db
    .select({ id: securityEvents.id, type: securityEvents.type, createdAt: securityEvents.createdAt, clientLabel: securityEvents.clientLabel })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), gte(securityEvents.createdAt, since)))
    .orderBy(desc(securityEvents.createdAt))
    .limit(200);
}

/** Events past the retention period are deleted (SECURITY_EVENT_RETENTION_DAYS, docs/security.md). */
export async function pruneSecurityEvents(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.securityEventRetentionDays * 86_400_000);
  const deleted = await ctx.db.delete(securityEvents).where(lt(securityEvents.createdAt, cutoff)).returning({ id: securityEvents.id });
  return deleted.length;
}
