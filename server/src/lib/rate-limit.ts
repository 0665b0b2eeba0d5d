import { createHash } from 'node:crypto';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import type { Clock } from './clock';

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process
 * (ARCHITECTURE.md "Shape"). One row per subject and window; the increment is a single atomic upsert.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateState {
  count: number;
  limited: boolean;
  retryAfterSeconds: number;
}

function windowOf(rule: RateRule, now: Date) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + size - now.getTime()) / 1000) };
}

/**
 * Subjects such as e-mail addresses are stored only as a digest. A pair (an account and a client)
 * keeps the account's digest first, so every counter of one account can be cleared together
 * (clearSubjectHits).
 */
export type RateSubject = string | readonly [string, string];

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export function subjectKey(rule: RateRule, subject: RateSubject): string {
  return typeof subject === 'string' ? `${rule.name}:${digest(subject)}` : `${rule.name}:${digest(subject[0])}:${digest(subject[1])}`;
}

export async function countHit(db: Executor, clock: Clock, rule: RateRule, subject: RateSubject): Promise<RateState> {
  const window = windowOf(rule, clock.now());
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: subjectKey(rule, subject), windowStart: window.start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  return { count, limited: count > rule.limit, retryAfterSeconds: window.retryAfterSeconds };
}

export async function peekHits(db: Executor, clock: Clock, rule: RateRule, subject: RateSubject): Promise<RateState> {
  const window = windowOf(rule, clock.now());
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, subjectKey(rule, subject)), eq(rateLimitCounters.windowStart, window.start)));
  const count = row?.count ?? 0;
  return { count, limited: count >= rule.limit, retryAfterSeconds: window.retryAfterSeconds };
}

export async function resetHits(db: Executor, clock: Clock, rule: RateRule, subject: RateSubject): Promise<void> {
  const window = windowOf(rule, clock.now());
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, subjectKey(rule, subject)), eq(rateLimitCounters.windowStart, window.start)));
}

/**
 * Gives back one claimed hit (a claim counted before the work, and the work turned out to be a
 * success that should not count against the subject).
 */
export async function releaseHit(db: Executor, clock: Clock, rule: RateRule, subject: RateSubject): Promise<void> {
  const window = windowOf(rule, clock.now());
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, subjectKey(rule, subject)), eq(rateLimitCounters.windowStart, window.start)));
}

/** Clears every counter of a rule whose pair starts with this subject (every client of one account). */
export async function clearSubjectHits(db: Executor, rule: RateRule, first: string): Promise<void> {
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${rule.name}:${digest(first)}%`));
}

/** Windows older than a day are never read again. */
export async function pruneRateCounters(db: Executor, clock: Clock): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(clock.now().getTime() - 86_400_000)));
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
