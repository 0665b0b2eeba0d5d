import { z } from 'zod';
import { REMINDER_DEFAULT_TIME } from './reminders';

/**
 * The relapse-prevention plan (issue 17 item 8; docs/practice.md "8. Relapse prevention"): early
 * warning signs, what to do if they appear, booster practice, and who to tell. Every part is the
 * person's own words and health text (sealed at rest, in the export, gone with the account).
 */

export const RELAPSE_PLAN_TEXT_MAX = 2000;
/** Who to tell is a name or a role ("my sister", "my GP"), not a story. */
export const RELAPSE_PLAN_WHO_MAX = 300;

/**
 * Meaningful change on the Y-BOCS (Mataix-Cols et al. 2016 consensus; docs/clinical.md §30): a drop
 * of 35% or more from the first score is a response; a total of 12 or less is remission.
 */
export const RESPONSE_DROP_PERCENT = 35;
export const REMISSION_MAX_TOTAL = 12;

export const RELAPSE_PLAN_REASONS = ['remission', 'response'] as const;
export type RelapsePlanReason = (typeof RELAPSE_PLAN_REASONS)[number];

/**
 * Why the plan is offered, from the person's self-reported totals, oldest first; null when it is
 * not (it can still be made on request). Both criteria compare the latest score with the first, so
 * a single score offers nothing, and both need a first score above 12: the consensus describes
 * change from a clinical baseline, and a person who started at 10 has not "reached" 8 by practising
 * (decision 029). Remission is named first when both hold. Integer maths so that exactly 35% counts
 * (20 → 13).
 */
export function relapsePlanReason(totals: readonly number[]): RelapsePlanReason | null {
  if (totals.length < 2) return null;
  const first = totals[0]!;
  const latest = totals[totals.length - 1]!;
  if (first <= REMISSION_MAX_TOTAL) return null;
  if (latest <= REMISSION_MAX_TOTAL) return 'remission';
  if ((first - latest) * 100 >= RESPONSE_DROP_PERCENT * first) return 'response';
  return null;
}

const planText = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text.` })
    .max(max, `${what} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ?? '').trim());

/** PUT /relapse-plan: the whole plan; a part left out or blank is saved blank. */
export const relapsePlanRequest = z.object({
  warning_signs: planText('Early warning signs', RELAPSE_PLAN_TEXT_MAX),
  if_signs_appear: planText('What to do', RELAPSE_PLAN_TEXT_MAX),
  booster_practice: planText('Booster practice', RELAPSE_PLAN_TEXT_MAX),
  who_to_tell: planText('Who to tell', RELAPSE_PLAN_WHO_MAX),
});
export type RelapsePlanRequest = z.input<typeof relapsePlanRequest>;
export type RelapsePlanInput = z.output<typeof relapsePlanRequest>;

export const relapsePlan = z.object({
  warning_signs: z.string(),
  if_signs_appear: z.string(),
  booster_practice: z.string(),
  who_to_tell: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RelapsePlan = z.infer<typeof relapsePlan>;

export const relapsePlanSuggestion = z.object({
  reason: z.enum(RELAPSE_PLAN_REASONS),
  first_score: z.number().int(),
  latest_score: z.number().int(),
});
export type RelapsePlanSuggestion = z.infer<typeof relapsePlanSuggestion>;

/** GET and PUT /relapse-plan: the plan (null until made) and why it is offered (null: on request only). */
export const relapsePlanResponse = z.object({
  plan: relapsePlan.nullable(),
  suggested: relapsePlanSuggestion.nullable(),
});
export type RelapsePlanResponse = z.infer<typeof relapsePlanResponse>;

/** The booster reminder's default day: Sunday, a day many keep for the week ahead. */
export const BOOSTER_DEFAULT_WEEKDAY = 7;
export const BOOSTER_DEFAULT_TIME = REMINDER_DEFAULT_TIME;

/**
 * PUT /relapse-plan/booster-reminder: a weekly reminder (ISO weekday, 1 = Monday) at a local time.
 * The time and zone are checked by the server as for the daily reminder (400 with a sentence).
 */
export const boosterReminderRequest = z.object({
  enabled: z.boolean({ message: 'Enabled must be true or false.' }),
  weekday: z
    .number({ message: 'Weekday must be a number from 1 (Monday) to 7 (Sunday).' })
    .int('Weekday must be a whole number from 1 (Monday) to 7 (Sunday).')
    .min(1, 'Weekday must be at least 1 (Monday).')
    .max(7, 'Weekday must be at most 7 (Sunday).'),
  time: z.string().max(32, 'Time must be at most 32 characters.').describe('Local time, "HH:MM" in 24 hours (00:00 to 23:59).'),
  time_zone: z.string().max(64, 'Time zone must be at most 64 characters.').describe('An IANA time-zone name, e.g. "Europe/Berlin".'),
});
export type BoosterReminderRequest = z.input<typeof boosterReminderRequest>;

export const boosterReminderResponse = z.object({
  enabled: z.boolean(),
  weekday: z.number().int(),
  time: z.string(),
  time_zone: z.string(),
});
export type BoosterReminderResponse = z.infer<typeof boosterReminderResponse>;
