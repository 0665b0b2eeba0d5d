import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { practiceTotals } from '../../db/schema';
import { localDay } from './calendar';
import { countHistory, type PracticeMetrics } from './metrics';
import { addPracticeDay, streaksFrom, type StreakInputs } from './streaks';
import type { ServiceContext, AppContext } from '../../context';

/**
 * The person's progress totals, kept in the transaction of each write that changes them (decision
 * 028), so reading progress costs one row however long the history. Every function that writes here
 * runs after lockPerson in the same transaction, so the person's writes update it one at a time.
 */
export interface PracticeTotals {
  timeZone: string;
  sessions: number;
  points: number;
  streak: StreakInputs;
}

interface Person {
  id: string;
  timeZone: string;
}

type Row = typeof practiceTotals.$inferSelect;

const fromRow = (row: Row): PracticeTotals => ({
  timeZone: row.timeZone,
  sessions: row.sessions,
  points: row.points,
  streak: { longest: row.longestStreak, lastDay: row.lastPracticeDay, lastRun: row.lastRun },
});

const toRow = (userId: string, totals: PracticeTotals) => ({
  userId,
  timeZone: totals.timeZone,
  sessions: totals.sessions,
  points: totals.points,
  longestStreak: totals.streak.longest,
  lastPracticeDay: totals.streak.lastDay,
  lastRun: totals.streak.lastRun,
});

async function saveTotals(ctx: Pick<ServiceContext, 'db'>, userId: string, totals: PracticeTotals) {
  const row = toRow(userId, totals);
  await ctx.db.insert(practiceTotals).values(row).onConflictDoUpdate({ target: practiceTotals.userId, set: row });
}

/** Counts the totals again from the history (the migration's backfill, a new zone, a back-dated day). */
export async function recountPracticeTotals(ctx: Pick<ServiceContext, 'db'>, person: Person): Promise<PracticeTotals> {
  const totals = { timeZone: person.timeZone, ...(await countHistory(ctx, person.id, person.timeZone)) };
  await saveTotals(ctx, person.id, totals);
  return totals;
}

/**
 * Adds one write's effect: the points it awarded and, for a completed session, its end. Called after
 * the write's own rows are in, so a recount (no row yet, another zone, a day before the latest)
 * includes them.
 */
export async function addToPracticeTotals(
  ctx: Pick<ServiceContext, 'db'>,
  person: Person,
  change: { points: number; sessionEndedAt?: Date },
): Promise<PracticeTotals> {
  const [row] = await ctx.db.select().from(practiceTotals).where(eq(practiceTotals.userId, person.id));
  if (!row || row.timeZone !== person.timeZone) return recountPracticeTotals(ctx, person);
  const totals = fromRow(row);
  let streak: StreakInputs | undefined = totals.streak;
  if (change.sessionEndedAt) streak = addPracticeDay(totals.streak, localDay(change.sessionEndedAt, person.timeZone));
  if (!streak) return recountPracticeTotals(ctx, person);
  const next = { ...totals, sessions: totals.sessions + (change.sessionEndedAt ? 1 : 0), points: totals.points + change.points, streak };
  if (next.sessions !== totals.sessions || next.points !== totals.points || next.streak !== totals.streak) {
    await ctx.db.update(practiceTotals).set(toRow(person.id, next)).where(eq(practiceTotals.userId, person.id));
  }
  return next;
}

/** Read on every dashboard load: prepared once (src/db/prepared.ts). */
const totalsQuery = preparedQuery((db) =>
  db.select().from(practiceTotals).where(eq(practiceTotals.userId, sql.placeholder('userId'))).prepare('practice_totals_read'),
);

export async function readPracticeTotals(ctx: Pick<AppContext, 'db'>, userId: string): Promise<PracticeTotals | undefined> {
  const [row] = await totalsQuery(ctx.db).execute({ userId });
  return row ? fromRow(row) : undefined;
}

/**
 * The progress figures from the totals at `now`, or undefined when the totals cannot answer alone
 * (none kept yet, counted in another zone, or a practice day after today): then the caller counts
 * from the history, which gives the same answer.
 */
export function metricsFromTotals(totals: PracticeTotals | undefined, timeZone: string, now: Date): PracticeMetrics | undefined {
  if (!totals || totals.timeZone !== timeZone) return undefined;
  const streaks = streaksFrom(totals.streak, localDay(now, timeZone));
  if (!streaks) return undefined;
  return { sessions: totals.sessions, points: totals.points, longestStreak: streaks.longest, streaks };
}
