import { and, eq, gt, like, sql } from 'drizzle-orm';
import { assignments, pointEvents, users } from '../../db/schema';
import { awardMilestones } from './achievements';
import { localDay } from './calendar';
import { POINTS, SESSION_MIN_MINUTES_FOR_POINTS, SESSION_POINTS_PER_DAY, YBOCS_POINTS_EVERY_DAYS } from './points';
import { addToPracticeTotals, recountPracticeTotals } from './totals';
import type { ServiceContext } from '../../context';

export type Activity =
  | { kind: 'session'; sessionId: string; durationMinutes: number; exposureId: string }
  | { kind: 'journal'; entryId: string }
  | { kind: 'ybocs'; assessmentId: string }
  | { kind: 'assignment'; assignmentId: string };

interface Person {
  id: string;
  timeZone: string;
}

/** Awards the points once (unique source key); answers how many were added, for the kept totals. */
async function award(ctx: Pick<ServiceContext, 'db'>, userId: string, source: keyof typeof POINTS, sourceKey: string, now: Date): Promise<number> {
  const added = await ctx.db
    .insert(pointEvents)
    .values({ userId, source, sourceKey, points: POINTS[source], createdAt: now })
    .onConflictDoNothing()
    .returning({ points: pointEvents.points });
  return added.reduce((sum, row) => sum + row.points, 0);
}

/** Points for one action, within the caps of points.ts. */
async function awardPointsFor(ctx: Pick<ServiceContext, 'db'>, person: Person, activity: Activity, now: Date): Promise<number> {
  const day = localDay(now, person.timeZone);
  switch (activity.kind) {
    case 'session': {
      if (activity.durationMinutes < SESSION_MIN_MINUTES_FOR_POINTS) return 0;
      const [today] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(pointEvents)
        .where(and(eq(pointEvents.userId, person.id), eq(pointEvents.source, 'session'), like(pointEvents.sourceKey, `${day}:%`)));
      if ((today?.count ?? 0) >= SESSION_POINTS_PER_DAY) return 0;
      return award(ctx, person.id, 'session', `${day}:${activity.sessionId}`, now);
    }
    case 'journal':
      return award(ctx, person.id, 'journal', day, now);
    case 'ybocs': {
      const since = new Date(now.getTime() - YBOCS_POINTS_EVERY_DAYS * 86_400_000);
      const [recent] = await ctx.db
        .select({ id: pointEvents.id })
        .from(pointEvents)
        .where(and(eq(pointEvents.userId, person.id), eq(pointEvents.source, 'ybocs'), gt(pointEvents.createdAt, since)))
        .limit(1);
      if (recent) return 0;
      return award(ctx, person.id, 'ybocs', activity.assessmentId, now);
    }
    case 'assignment':
      return award(ctx, person.id, 'assignment', activity.assignmentId, now);
  }
}

/**
 * Locks the person's row for the rest of the transaction. NO KEY UPDATE, not UPDATE: inserting a row
 * that references the person takes KEY SHARE on it, which UPDATE would wait for, so two transactions
 * that had each inserted one would deadlock; NO KEY UPDATE still excludes itself. A transaction that changes an assignment
 * before recording an activity takes this lock first, so locks are always taken person first and
 * two of the person's transactions cannot deadlock.
 */
export async function lockPerson(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<Person | undefined> {
  const [person] = await ctx.db.select({ id: users.id, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).for('no key update');
  return person;
}

const ASSIGNMENT_FOR: Partial<Record<Activity['kind'], 'practise_exposure' | 'journal' | 'ybocs'>> = {
  session: 'practise_exposure',
  journal: 'journal',
  ybocs: 'ybocs',
};

/**
 * Everything an action earns, in the caller's transaction: its points, the completion of the
 * assignment it fulfils (with that assignment's points), and any milestone now reached.
 */
export async function recordActivity(ctx: Pick<ServiceContext, 'db'>, userId: string, activity: Activity, now: Date): Promise<void> {
  // The person's row is locked until the caller's transaction ends, so their awards are decided one
  // at a time: the daily session cap and the Y-BOCS interval are "count, then insert", and two
  // requests in parallel (on one process or two) would otherwise both see room
  // (server/test/process/scale-out.test.ts). Each statement after the lock sees what the previous
  // holder committed (READ COMMITTED).
  const person = await lockPerson(ctx, userId);
  if (!person) return;
  let points = await awardPointsFor(ctx, person, activity, now);
  const kind = ASSIGNMENT_FOR[activity.kind];
  if (kind) {
    // A practice suggestion is about one exposure: only a session on that one completes it (issue 17).
    const sameExposure = activity.kind === 'session' ? eq(assignments.exposureId, activity.exposureId) : undefined;
    const done = await ctx.db
      .update(assignments)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(assignments.userId, person.id), eq(assignments.kind, kind), eq(assignments.status, 'pending'), sameExposure))
      .returning({ id: assignments.id });
    for (const assignment of done) points += await award(ctx, person.id, 'assignment', assignment.id, now);
  }
  // The totals and the milestones move in this transaction, with the rows that earned them, so
  // reading progress never has to catch up (and a GET never writes).
  const totals = await addToPracticeTotals(ctx, person, { points, ...(activity.kind === 'session' ? { sessionEndedAt: now } : {}) });
  await awardMilestones(ctx, person.id, { sessions: totals.sessions, points: totals.points, longestStreak: totals.streak.longest }, now);
}

/**
 * A new time zone regroups every practice into other calendar days: the totals are counted again
 * in it, in the transaction that stores the zone, and any milestone the regrouping reaches is
 * awarded there (as an activity would).
 */
export async function changeTimeZone(ctx: Pick<ServiceContext, 'db'>, userId: string, timeZone: string, now: Date): Promise<void> {
  const person = await lockPerson(ctx, userId);
  if (!person) return;
  await ctx.db.update(users).set({ timeZone, updatedAt: now }).where(eq(users.id, userId));
  if (person.timeZone === timeZone) return; // the browser sends its zone on every start
  const totals = await recountPracticeTotals(ctx, { id: userId, timeZone });
  await awardMilestones(ctx, userId, { sessions: totals.sessions, points: totals.points, longestStreak: totals.streak.longest }, now);
}
