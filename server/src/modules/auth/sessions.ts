import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { addMinutes } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/crypto/tokens';
import type { ClientInfo } from '../security/client';
import type { ServiceContext, AppContext } from '../../context';

export interface IssuedSession {
  token: string;
  sessionId: string;
  familyId: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  sessionId: string;
  /** The sign-in this token belongs to: stable across refreshes, the id the sessions list shows. */
  familyId: string;
  lastSeenAt: Date | null;
  user: typeof users.$inferSelect;
}

/** A sign-in, as a refresh carries it forward: the absolute lifetime counts from `signedInAt`. */
export interface SessionFamily {
  familyId: string;
  signedInAt: Date;
  absoluteExpiresAt: Date;
  /** The browser the sign-in was made from, kept when a refresh does not say. */
  clientLabel?: string | null;
}

export const DEFAULT_ABSOLUTE_HOURS = 12;

export interface SessionOptions {
  /** Hours after the sign-in past which no token of it lives (SESSION_ABSOLUTE_HOURS). */
  absoluteHours?: number;
  client?: ClientInfo | null;
  /** The sign-in a refresh continues; a new sign-in when absent. */
  continues?: SessionFamily | null;
}

/**
 * A new opaque bearer token; only its SHA-256 reaches the database. A token lives `minutes` (the
 * sliding expiry a refresh renews) but never past the sign-in's absolute lifetime (OWASP ASVS 5.0
 * V7.3: an absolute maximum session lifetime, after which the person signs in again).
 */
export async function createSession(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  userId: string,
  minutes: number,
  options: SessionOptions = {},
): Promise<IssuedSession> {
  const token = generateToken();
  const now = ctx.clock.now();
  const family: SessionFamily = options.continues ?? {
    familyId: randomUUID(),
    signedInAt: now,
    absoluteExpiresAt: addMinutes(now, (options.absoluteHours ?? DEFAULT_ABSOLUTE_HOURS) * 60),
  };
  const sliding = addMinutes(now, minutes);
  const expiresAt = sliding < family.absoluteExpiresAt ? sliding : family.absoluteExpiresAt;
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: now,
      familyId: family.familyId,
      signedInAt: family.signedInAt,
      absoluteExpiresAt: family.absoluteExpiresAt,
      clientLabel: options.client?.label ?? family.clientLabel ?? null,
      lastSeenAt: now,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, familyId: family.familyId, expiresAt };
}

/** The sign-in a session belongs to; rows from before sign-ins were tracked count as their own. */
export async function findSessionFamily(ctx: Pick<ServiceContext, 'db'>, sessionId: string, absoluteHours: number): Promise<SessionFamily | null> {
  const [row] = await ctx.db
    .select({
      id: sessions.id,
      familyId: sessions.familyId,
      signedInAt: sessions.signedInAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      createdAt: sessions.createdAt,
      clientLabel: sessions.clientLabel,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const signedInAt = row.signedInAt ?? row.createdAt;
  return {
    familyId: row.familyId ?? row.id,
    signedInAt,
    absoluteExpiresAt: row.absoluteExpiresAt ?? addMinutes(signedInAt, absoluteHours * 60),
    clientLabel: row.clientLabel,
  };
}

/** Runs on every authenticated request, so it is prepared once (src/db/prepared.ts). */
const activeSessionQuery = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, familyId: sessions.familyId, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_active_session'),
);

export async function findActiveSession(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<AuthenticatedSession | null> {
  const [row] = await activeSessionQuery(ctx.db).execute({ tokenHash: hashToken(token), now: ctx.clock.now() });
  if (!row) return null;
  return { ...row, familyId: row.familyId ?? row.sessionId };
}

/** How stale "last seen" may get before a request writes it: one write per session per 5 minutes, not per request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export async function touchSession(ctx: Pick<ServiceContext, 'db' | 'clock'>, session: AuthenticatedSession): Promise<void> {
  const now = ctx.clock.now();
  if (session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.sessionId));
}

/** The person's live sign-ins, newest activity first: one line per sign-in (a refresh keeps its line). */
export async function listActiveSessions(ctx: Pick<ServiceContext, 'db' | 'clock'>, userId: string) {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      familyId: sessions.familyId,
      clientLabel: sessions.clientLabel,
      signedInAt: sessions.signedInAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())))
    .orderBy(desc(sessions.createdAt));
  const byFamily = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const familyId = row.familyId ?? row.id;
    if (!byFamily.has(familyId)) byFamily.set(familyId, row);
  }
  return [...byFamily.entries()].map(([familyId, row]) => ({
    familyId,
    clientLabel: row.clientLabel,
    signedInAt: row.signedInAt ?? row.createdAt,
    lastSeenAt: row.lastSeenAt,
  }));
}

/** Ends one sign-in of the person (every live token of it); false when it is not theirs or already ended. */
export async function revokeSessionFamily(ctx: Pick<ServiceContext, 'db' | 'clock'>, userId: string, familyId: string): Promise<boolean> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
        or(eq(sessions.familyId, familyId), and(isNull(sessions.familyId), eq(sessions.id, familyId))),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes one session; answers false when it was already revoked (a refresh race, a replay). */
export async function revokeSession(ctx: Pick<ServiceContext, 'db' | 'clock'>, sessionId: string): Promise<boolean> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length === 1;
}

/** Revokes every live session of the person except one (or all); answers how many ended. */
export async function revokeOtherSessions(ctx: Pick<ServiceContext, 'db' | 'clock'>, userId: string, keepSessionId: string | null): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
