import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { URGE_TREND_DAYS, type UrgeCounts, type UrgeDayResponse, type UrgeOutcome, type UrgeTrendResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { urgeLogs } from '../../db/schema';
import { localDay, previousDay } from '../gamification/calendar';
import { presentUrge } from './urges';

const HOUR_MS = 3_600_000;
/**
 * Local days run from UTC−12 to UTC+14: a day D in any zone lies between D 00:00 UTC − 14 h and
 * D+1 00:00 UTC + 12 h. The rows in that window are read, and each is placed on its local day by
 * formatting its instant in the zone (calendar.ts `localDay`), which is right across DST changes.
 */
const EARLIEST_OFFSET_MS = 14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;

const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00Z`).getTime();

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The person's rows that may fall on local days firstDay..lastDay in some zone. */
function mayFallOn(userId: string, firstDay: string, lastDay: string) {
  return and(
    eq(urgeLogs.userId, userId),
    gte(urgeLogs.occurredAt, new Date(startOfUtcDay(firstDay) - EARLIEST_OFFSET_MS)),
    lt(urgeLogs.occurredAt, new Date(startOfUtcDay(nextDay(lastDay)) + LATEST_OFFSET_MS)),
  );
}

const noCounts = (): UrgeCounts => ({ done: 0, resisted: 0, delayed: 0 });

function countOutcomes(outcomes: readonly UrgeOutcome[]): UrgeCounts {
  const counts = noCounts();
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}

/** One local day of the person's log (today when no date is given), earliest first. */
export async function listUrgesOnDay(ctx: AppContext, userId: string, timeZone: string, date: string | undefined): Promise<UrgeDayResponse> {
  const day = date ?? localDay(ctx.clock.now(), timeZone);
  const candidates = await ctx.db
    .select()
    .from(urgeLogs)
    .where(mayFallOn(userId, day, day))
    .orderBy(asc(urgeLogs.occurredAt), asc(urgeLogs.createdAt));
  const rows = candidates.filter((row) => localDay(row.occurredAt, timeZone) === day);
  return {
    date: day,
    time_zone: timeZone,
    counts: countOutcomes(rows.map((row) => row.outcome)),
    urges: rows.map((row) => presentUrge(row, ctx)),
  };
}

/** Counts per local day for the dashboard's trend: today and the days before it, oldest first. */
export async function urgeTrend(ctx: AppContext, userId: string, timeZone: string): Promise<UrgeTrendResponse> {
  const days = [localDay(ctx.clock.now(), timeZone)];
  while (days.length < URGE_TREND_DAYS) days.unshift(previousDay(days[0]!));
  const outcomesByDay = new Map<string, UrgeOutcome[]>(days.map((day) => [day, []]));
  // Only the time and outcome are read for the counts: the sealed words stay sealed.
  const rows = await ctx.db
    .select({ occurredAt: urgeLogs.occurredAt, outcome: urgeLogs.outcome })
    .from(urgeLogs)
    .where(mayFallOn(userId, days[0]!, days.at(-1)!));
  for (const row of rows) {
    outcomesByDay.get(localDay(row.occurredAt, timeZone))?.push(row.outcome);
  }
  return { time_zone: timeZone, days: days.map((date) => ({ date, ...countOutcomes(outcomesByDay.get(date)!) })) };
}
