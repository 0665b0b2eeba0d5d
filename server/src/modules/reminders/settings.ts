import { and, eq } from 'drizzle-orm';
import {
  isReminderTime,
  isTimeZoneName,
  REMINDER_DEFAULT_TIME,
  type ReminderKind,
  type ReminderSettingsRequest,
  type ReminderSettingsResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { reminders, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { nextOccurrence, startOfMinute } from './schedule';

export type ReminderRow = typeof reminders.$inferSelect;

function present(row: Pick<ReminderRow, 'enabled' | 'localTime' | 'timeZone'>): ReminderSettingsResponse {
  return { enabled: row.enabled, time: row.localTime, time_zone: row.timeZone };
}

/** The person's reminder of a kind; before they ever saved one: off, at 18:00, in their own time zone. */
export async function getReminderSettings(ctx: AppContext, userId: string, kind: ReminderKind): Promise<ReminderSettingsResponse> {
  const [row] = await ctx.db
    .select({ enabled: reminders.enabled, localTime: reminders.localTime, timeZone: reminders.timeZone, userZone: users.timeZone })
    .from(users)
    .leftJoin(reminders, and(eq(reminders.userId, users.id), eq(reminders.kind, kind)))
    .where(eq(users.id, userId));
  if (row?.enabled == null || row.localTime == null || row.timeZone == null) {
    return { enabled: false, time: REMINDER_DEFAULT_TIME, time_zone: row?.userZone ?? 'UTC' };
  }
  return present({ enabled: row.enabled, localTime: row.localTime, timeZone: row.timeZone });
}

/**
 * Saves a reminder and works out when it is next due. A time in the current minute counts (a person
 * who picks "now" gets one now), except on a local day that already had one: at most one a day,
 * whatever the changes in between.
 */
export async function saveReminderSettings(
  ctx: AppContext,
  userId: string,
  kind: ReminderKind,
  input: ReminderSettingsRequest & { weekday?: number | null },
): Promise<ReminderSettingsResponse> {
  if (!isReminderTime(input.time)) throw badRequest('Time must be "HH:MM" in 24 hours, from 00:00 to 23:59.');
  if (!isTimeZoneName(input.time_zone)) throw badRequest('Time zone must be an IANA name such as Europe/Berlin.');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ lastSentOn: reminders.lastSentOn })
      .from(reminders)
      .where(and(eq(reminders.userId, userId), eq(reminders.kind, kind)))
      .for('update');
    const weekday = input.weekday ?? null;
    const schedule = { time: input.time, timeZone: input.time_zone, weekday };
    const nextDueAt = input.enabled ? nextOccurrence(schedule, startOfMinute(now), existing?.lastSentOn ?? null) : null;
    const values = { enabled: input.enabled, localTime: input.time, timeZone: input.time_zone, weekday, nextDueAt, updatedAt: now };
    const [row] = await tx
      .insert(reminders)
      .values({ userId, kind, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [reminders.userId, reminders.kind], set: values })
      .returning();
    return present(row!);
  });
}

/** A reminder of a kind as stored, or null when the person never saved one. */
export async function findReminder(ctx: Pick<AppContext, 'db'>, userId: string, kind: ReminderKind): Promise<ReminderRow | null> {
  const [row] = await ctx.db.select().from(reminders).where(and(eq(reminders.userId, userId), eq(reminders.kind, kind)));
  return row ?? null;
}

export async function listReminders(ctx: Pick<AppContext, 'db'>, userId: string): Promise<ReminderRow[]> {
  return ctx.db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(reminders.kind);
}
