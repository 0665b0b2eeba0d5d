import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { ReminderKind } from '@ladder/contracts';
import { type AppContext, withTx } from '../../context';
import { reminders, users } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { sendPushToUser } from '../push/send-push';
import { reminderMail, reminderPush } from './messages';
import { localDay, nextOccurrence } from './schedule';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe';

/**
 * A reminder found up to this long after its time is still sent (the server was down, or busy, at
 * the minute); later than that it is skipped for the day: a nudge to practise hours late, perhaps at
 * night, is only noise (decision 022).
 */
export const REMINDER_GRACE_MINUTES = 30;
const GRACE_MS = REMINDER_GRACE_MINUTES * 60_000;
/** Seconds a push service keeps an undelivered reminder. */
const PUSH_TTL_SECONDS = 3600;
const BATCH = 100;
const MAX_ROUNDS = 20;

interface DueReminder {
  id: string;
  userId: string;
  kind: ReminderKind;
  localTime: string;
  timeZone: string;
  weekday: number | null;
  nextDueAt: Date;
  email: string;
  verified: boolean;
}

export interface TickResult {
  sent: number;
  skipped: number;
}

/**
 * Claims one occurrence of a reminder: moves `next_due_at` on (and `last_sent_on` when sending) only
 * if it still holds what this process read. Of several processes, or ticks, exactly one gets the row
 * back; PostgreSQL re-checks the condition after waiting for another claim's row lock. The mail is
 * queued in the same transaction, so it exists exactly when the claim does.
 */
async function claimAndQueue(ctx: AppContext, reminder: DueReminder, now: Date): Promise<'sent' | 'skipped' | 'lost'> {
  const occurrenceDay = localDay(reminder.nextDueAt, reminder.timeZone);
  const schedule = { time: reminder.localTime, timeZone: reminder.timeZone, weekday: reminder.weekday };
  const next = nextOccurrence(schedule, new Date(now.getTime() - GRACE_MS), occurrenceDay);
  const late = now.getTime() - reminder.nextDueAt.getTime() > GRACE_MS;
  const stillAsRead = and(eq(reminders.id, reminder.id), eq(reminders.enabled, true), eq(reminders.nextDueAt, reminder.nextDueAt));
  if (late) {
    const moved = await ctx.db.update(reminders).set({ nextDueAt: next }).where(stillAsRead).returning({ id: reminders.id });
    return moved.length > 0 ? 'skipped' : 'lost';
  }
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(reminders)
      .set({ nextDueAt: next, lastSentOn: occurrenceDay })
      .where(and(stillAsRead, or(isNull(reminders.lastSentOn), ne(reminders.lastSentOn, occurrenceDay))))
      .returning({ id: reminders.id });
    if (claimed.length === 0) return 'lost';
    // Only a verified address gets mail; the push goes to the person's own browsers either way.
    if (reminder.verified) {
      const link = unsubscribeUrl(ctx.config.appUrl, unsubscribeToken(ctx, reminder.id));
      await enqueueMail(withTx(ctx, tx), reminder.email, reminderMail(reminder.kind, { appUrl: ctx.config.appUrl, unsubscribeUrl: link }));
    }
    return 'sent';
  });
}

/** Sends one reminder of a kind to a person's browsers (the mail is in the outbox already). */
export async function pushReminder(ctx: AppContext, userId: string, kind: ReminderKind): Promise<void> {
  await sendPushToUser(ctx, userId, reminderPush(kind), { ttlSeconds: PUSH_TTL_SECONDS, topic: kind.replace(/_/g, '-') });
}

/**
 * One scheduler tick: every enabled reminder whose time has come, of any kind, is claimed and sent
 * (or skipped for the day when found too late). Safe to run in every process at once.
 */
export async function sendDueReminders(ctx: AppContext): Promise<TickResult> {
  const result: TickResult = { sent: 0, skipped: 0 };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const now = ctx.clock.now();
    const due = (await ctx.db
      .select({
        id: reminders.id,
        userId: reminders.userId,
        kind: reminders.kind,
        localTime: reminders.localTime,
        timeZone: reminders.timeZone,
        weekday: reminders.weekday,
        nextDueAt: reminders.nextDueAt,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .where(and(eq(reminders.enabled, true), lte(reminders.nextDueAt, now)))
      .orderBy(asc(reminders.nextDueAt))
      .limit(BATCH)).map(({ verifiedAt, ...row }) => ({ ...row, nextDueAt: row.nextDueAt!, verified: verifiedAt !== null }));
    if (due.length === 0) break;
    const pushes: Array<Promise<void>> = [];
    for (const reminder of due) {
      const outcome = await claimAndQueue(ctx, reminder, now);
      if (outcome === 'sent') {
        result.sent += 1;
        pushes.push(pushReminder(ctx, reminder.userId, reminder.kind));
      } else if (outcome === 'skipped') {
        result.skipped += 1;
      }
    }
    if (result.sent > 0) ctx.notifyMail();
    await Promise.all(pushes);
    if (due.length < BATCH) break;
  }
  return result;
}
