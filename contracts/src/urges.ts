import { z } from 'zod';
import { timeZoneName } from './time-zone';

/**
 * The urge and compulsion log (issue 17 item 7; docs/practice.md "5. The urge and compulsion log"):
 * between sessions, the person notes a compulsion they did, resisted or delayed, in one tap. The log
 * is a record for them, not a score: nothing in it earns or costs points or touches a streak.
 */
export const URGE_OUTCOMES = ['done', 'resisted', 'delayed'] as const;
export type UrgeOutcome = (typeof URGE_OUTCOMES)[number];

/** Plain words, no praise or blame (docs/clinical.md §25: a compulsion done is recorded, nothing resets). */
export const URGE_OUTCOME_LABELS: Record<UrgeOutcome, string> = {
  done: 'Did it',
  resisted: 'Resisted',
  delayed: 'Delayed',
};

/** As long as an intake compulsion (INTAKE_ITEM_MAX_LENGTH): an item of the list always fits. */
export const URGE_COMPULSION_MAX = 500;
export const URGE_NOTE_MAX = 500;
/** How far back an urge may be logged: a forgotten one from the last few days, not a history rewritten. */
export const URGE_MAX_DAYS_BACK = 3;
/** A device clock a little ahead of the server's is not "the future". */
export const URGE_FUTURE_TOLERANCE_MINUTES = 5;
/** The dashboard's trend: today and the six local days before it. */
export const URGE_TREND_DAYS = 7;

/** A calendar date written YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An ISO 8601 instant with its offset (…Z or …+02:00), as Date.toISOString writes it. */
function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

export const createUrgeRequest = z.object({
  compulsion: z
    .string({ message: 'The compulsion must be text.' })
    .max(URGE_COMPULSION_MAX, `A compulsion can be at most ${URGE_COMPULSION_MAX} characters.`)
    .refine((value) => value.trim() !== '', 'Choose or write the compulsion.')
    .transform((value) => value.trim().replace(/\s+/g, ' ')),
  outcome: z.enum(URGE_OUTCOMES, { message: 'Outcome must be done, resisted or delayed.' }),
  note: z
    .string({ message: 'The note must be text.' })
    .max(URGE_NOTE_MAX, `A note can be at most ${URGE_NOTE_MAX} characters.`)
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : null)),
  /** When it happened; left out, it is now. */
  occurred_at: z
    .string({ message: 'The time must be text.' })
    .max(40, 'The time can be at most 40 characters.')
    .refine(isInstant, 'The time must be an ISO 8601 date and time with its offset, such as 2026-11-24T08:30:00Z.')
    .nullish(),
});
export type CreateUrgeRequest = z.input<typeof createUrgeRequest>;
export type CreateUrgeInput = z.output<typeof createUrgeRequest>;

export const urgeResponse = z.object({
  id: z.string(),
  compulsion: z.string(),
  outcome: z.enum(URGE_OUTCOMES),
  note: z.string().nullable(),
  occurred_at: z.string(),
  created_at: z.string(),
});
export type UrgeResponse = z.infer<typeof urgeResponse>;

/**
 * The saved urge, and whether to offer crisis resources beside it (never stored, never sent on): the
 * shape of safety.ts `crisisResourcesFlag`, written out so the dashboard's trend does not load the
 * safety contracts with it.
 */
export const createdUrgeResponse = urgeResponse.extend({ crisis_resources: z.boolean() });
export type CreatedUrgeResponse = z.infer<typeof createdUrgeResponse>;

/** Without a time zone, the one the person's browser last reported (users.time_zone). */
const zoneQuery = { time_zone: timeZoneName.optional() };

export const urgeDayQuery = z.object({
  /** A day in the person's time zone; today when left out. */
  date: z
    .string()
    .max(10, 'The date can be at most 10 characters.')
    .refine(isCalendarDate, 'The date must be a calendar date written YYYY-MM-DD.')
    .optional(),
  ...zoneQuery,
});
export type UrgeDayQuery = z.input<typeof urgeDayQuery>;

export const urgeTrendQuery = z.object(zoneQuery);

export const urgeCounts = z.object({ done: z.number().int(), resisted: z.number().int(), delayed: z.number().int() });
export type UrgeCounts = z.infer<typeof urgeCounts>;

/** One local day of the log, earliest first, with its counts. */
export const urgeDayResponse = z.object({
  date: z.string(),
  time_zone: z.string(),
  counts: urgeCounts,
  urges: z.array(urgeResponse),
});
export type UrgeDayResponse = z.infer<typeof urgeDayResponse>;

/** The last URGE_TREND_DAYS local days, oldest first, today last: the counts only, no words. */
export const urgeTrendResponse = z.object({
  time_zone: z.string(),
  days: z.array(urgeCounts.extend({ date: z.string() })),
});
export type UrgeTrendResponse = z.infer<typeof urgeTrendResponse>;
