import { eq } from 'drizzle-orm';
import {
  BOOSTER_DEFAULT_TIME,
  BOOSTER_DEFAULT_WEEKDAY,
  type BoosterReminderRequest,
  type BoosterReminderResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { relapsePlans, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { findReminder, saveReminderSettings } from '../reminders/settings';

/**
 * The plan's weekly booster reminder (issue 17 item 8): one more kind on the reminder mechanism of
 * decision 022 (`weekly_booster`, with `weekday` set), sent by the same tick, in the same neutral
 * words, mail through the outbox and Web Push.
 */
const KIND = 'weekly_booster';

export async function getBoosterReminder(ctx: AppContext, userId: string): Promise<BoosterReminderResponse> {
  const row = await findReminder(ctx, userId, KIND);
  if (row) return { enabled: row.enabled, weekday: row.weekday ?? BOOSTER_DEFAULT_WEEKDAY, time: row.localTime, time_zone: row.timeZone };
  const [user] = await ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return { enabled: false, weekday: BOOSTER_DEFAULT_WEEKDAY, time: BOOSTER_DEFAULT_TIME, time_zone: user?.timeZone ?? 'UTC' };
}

/** Turning it on needs a plan: the booster practice it reminds of is written there. Off is always fine. */
export async function saveBoosterReminder(ctx: AppContext, userId: string, input: BoosterReminderRequest): Promise<BoosterReminderResponse> {
  if (input.enabled) {
    const [plan] = await ctx.db.select({ userId: relapsePlans.userId }).from(relapsePlans).where(eq(relapsePlans.userId, userId));
    if (!plan) throw conflict('Save your plan first: the weekly reminder belongs to it.');
  }
  const saved = await saveReminderSettings(ctx, userId, KIND, input);
  return { ...saved, weekday: input.weekday };
}
