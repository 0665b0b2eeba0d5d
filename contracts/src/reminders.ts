import { z } from 'zod';

/**
 * Practice reminders and Web Push (issue 17 item 6, decision 022). A reminder never carries health
 * text: the mail and the push say only that it is time for today's practice.
 */

/**
 * The kinds of reminder. One mechanism serves them all (storage, schedule, claim, mail, push): the
 * daily practice reminder (Settings) and the weekly booster from the relapse-prevention plan.
 */
export const REMINDER_KINDS = ['daily_practice', 'weekly_booster'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** "HH:MM", 24-hour, 00:00 to 23:59: the local time a reminder is due. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isReminderTime(value: string): boolean {
  return REMINDER_TIME_PATTERN.test(value);
}

/**
 * An IANA time-zone name the runtime knows ("Europe/Berlin", "UTC"). Offsets such as "+01:00" are
 * not names, whatever a runtime accepts: a zone keeps its daylight-saving rules, an offset does not.
 */
export function isTimeZoneName(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const REMINDER_DEFAULT_TIME = '18:00';

/**
 * PUT /users/me/reminders. The time and the zone are checked by the server (400 with a sentence
 * when they are not a time or not a zone); the schema only bounds their length.
 */
export const reminderSettingsRequest = z.object({
  enabled: z.boolean(),
  time: z.string().max(32, 'Time must be at most 32 characters.').describe('Local time, "HH:MM" in 24 hours (00:00 to 23:59).'),
  time_zone: z.string().max(64, 'Time zone must be at most 64 characters.').describe('An IANA time-zone name, e.g. "Europe/Berlin".'),
});
export type ReminderSettingsRequest = z.input<typeof reminderSettingsRequest>;

/** GET and PUT /users/me/reminders answer the same shape the PUT takes. */
export const reminderSettingsResponse = z.object({
  enabled: z.boolean(),
  time: z.string(),
  time_zone: z.string(),
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

/** GET /push/vapid-public-key: the application server key a browser subscribes with (base64url, 65 bytes). */
export const vapidPublicKeyResponse = z.object({ public_key: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponse>;

/** A push service's URL. No URL holds a NUL, and PostgreSQL text cannot. */
const endpoint = z
  .string()
  .min(1, 'Endpoint is required.')
  .max(2048, 'Endpoint must be at most 2048 characters.')
  .refine((value) => !value.includes('\u0000'), 'Endpoint must be a web address.');

/** A browser's PushSubscription as `toJSON()` gives it (expirationTime is read and not kept). */
export const pushSubscriptionRequest = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1, 'The p256dh key is required.').max(200, 'The p256dh key must be at most 200 characters.'),
    auth: z.string().min(1, 'The auth secret is required.').max(100, 'The auth secret must be at most 100 characters.'),
  }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const pushSubscriptionResponse = z.object({ endpoint: z.string(), created_at: z.string() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

/** DELETE /users/me/push-subscriptions: this device stops getting reminders. */
export const removePushSubscriptionRequest = z.object({ endpoint });
export type RemovePushSubscriptionRequest = z.input<typeof removePushSubscriptionRequest>;

/** What the reminders section of the data export holds. */
export const exportedReminder = z.object({
  kind: z.enum(REMINDER_KINDS),
  enabled: z.boolean(),
  /** ISO weekday (1 = Monday) of a weekly kind; null: every day. */
  weekday: z.number().int().nullable(),
  time: z.string(),
  time_zone: z.string(),
  last_sent_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const exportedPushSubscription = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  created_at: z.string(),
});
