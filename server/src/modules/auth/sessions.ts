import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { addMinutes, type Clock } from '../../lib/clock';
import { generateToken, hashToken } from '../../lib/crypto/tokens';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: typeof users.$inferSelect;
}

/** A new opaque bearer token; only its SHA-256 reaches the database. */
export async function createSession(db: Executor, clock: Clock, userId: string, minutes: number): Promise<IssuedSession> {
  const token = generateToken();
  const expiresAt = addMinutes(clock.now(), minutes);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: clock.now() })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** Runs on every authenticated request, so it is prepared once (src/db/prepared.ts). */
const activeSessionQuery = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, user: users })
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

export async function findActiveSession(db: Database, clock: Clock, token: string): Promise<AuthenticatedSession | null> {
  const [row] = await activeSessionQuery(db).execute({ tokenHash: hashToken(token), now: clock.now() });
  return row ?? null;
}

/** Revokes one session; answers false when it was already revoked (a refresh race, a replay). */
export async function revokeSession(db: Executor, clock: Clock, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length === 1;
}

/** Revokes every live session of the person except one (or all); answers how many ended. */
export async function revokeOtherSessions(db: Executor, clock: Clock, userId: string, keepSessionId: string | null): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
