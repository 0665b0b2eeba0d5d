import { z } from 'zod';
import { rating } from './exposures';
import { crisisResourcesFlag } from './safety';

/**
 * Exposure sessions (docs/product.md §37 "Exposure"). Beyond the spec's pre/post ratings, the optional fields
 * follow inhibitory learning (Craske et al. 2008, 2014): what the person fears will happen and how
 * likely it feels beforehand; afterwards whether it happened, how surprising that was, peak anxiety,
 * and whether they acted on an urge. None of them is ever required.
 */
export const FEARED_OUTCOME_MAX = 1000;
export const SESSION_NOTES_MAX = 5000;
export const SESSION_DURATION_MAX_MINUTES = 24 * 60;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
const percent = z
  .number({ message: 'Likelihood must be a number from 0 to 100.' })
  .int('Likelihood must be a whole number from 0 to 100.')
  .min(0, 'Likelihood must be from 0 to 100.')
  .max(100, 'Likelihood must be from 0 to 100.');
const surprise = z
  .number({ message: 'Surprise must be a number from 0 to 10.' })
  .int('Surprise must be a whole number from 0 to 10.')
  .min(0, 'Surprise must be from 0 to 10.')
  .max(10, 'Surprise must be from 0 to 10.');

export const startExposureRequest = z.object({
  anxiety_level: rating,
  feared_outcome: optionalText(FEARED_OUTCOME_MAX, 'The feared outcome'),
  feared_outcome_likelihood: percent.nullish().transform((value) => value ?? null),
});
export type StartExposureRequest = z.input<typeof startExposureRequest>;
export type StartExposureInput = z.output<typeof startExposureRequest>;

export const CHECK_INS_MAX = 200;
/** Issue 17: a one-tap anxiety check-in during the timer (0-10), at the minute it was given. */
export const checkIn = z.object({
  minute: z
    .number({ message: 'A check-in needs the minute it was given.' })
    .int('A check-in minute must be a whole number.')
    .min(0, 'A check-in minute cannot be negative.')
    .max(SESSION_DURATION_MAX_MINUTES, 'A check-in minute can be at most 24 hours.'),
  anxiety: z
    .number({ message: 'A check-in is a number from 0 to 10.' })
    .int('A check-in is a whole number from 0 to 10.')
    .min(0, 'A check-in is from 0 to 10.')
    .max(10, 'A check-in is from 0 to 10.'),
});
export type CheckIn = z.infer<typeof checkIn>;

export const logProgressRequest = z.object({
  anxiety_level_pre: rating,
  anxiety_level_post: rating,
  duration_minutes: z
    .number({ message: 'Duration must be a number of minutes.' })
    .int('Duration must be whole minutes.')
    .min(0, 'Duration cannot be negative.')
    .max(SESSION_DURATION_MAX_MINUTES, 'Duration can be at most 24 hours.'),
  notes: optionalText(SESSION_NOTES_MAX, 'Notes'),
  feared_outcome: optionalText(FEARED_OUTCOME_MAX, 'The feared outcome'),
  feared_outcome_likelihood: percent.nullish().transform((value) => value ?? null),
  outcome_happened: z.boolean().nullish().transform((value) => value ?? null),
  surprise: surprise.nullish().transform((value) => value ?? null),
  peak_anxiety: rating.nullish().transform((value) => value ?? null),
  did_compulsion: z.boolean().nullish().transform((value) => value ?? null),
  check_ins: z
    .array(checkIn)
    .max(CHECK_INS_MAX, `At most ${CHECK_INS_MAX} check-ins.`)
    .nullish()
    .transform((value) => (value && value.length > 0 ? value : null)),
  /** How many times "I did a compulsion" was pressed; the timer went on each time. */
  slips: z
    .number({ message: 'Slips must be a number.' })
    .int('Slips must be a whole number.')
    .min(0, 'Slips cannot be negative.')
    .max(1000, 'Slips can be at most 1000.')
    .nullish()
    .transform((value) => value ?? null),
  /**
   * When the timer stopped, by the device's clock. A session kept offline and sent later counts for
   * the day it was practised, not the day it arrived (decision 035). The server keeps it between the
   * exposure's creation (or the recorded start) and its own clock; left out, the session ends now.
   */
  ended_at: z.iso
    .datetime({ offset: true, message: 'The end time must be a date and time, like 2026-11-27T09:30:00Z.' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});
export type LogProgressRequest = z.input<typeof logProgressRequest>;
export type LogProgressInput = z.output<typeof logProgressRequest>;

export const exposureSessionResponse = z.object({
  id: z.string(),
  exposure_id: z.string(),
  status: z.enum(['open', 'completed']),
  /** Null when progress was logged without a recorded start (the start call was lost). */
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  anxiety_level_pre: z.number().int(),
  anxiety_level_post: z.number().int().nullable(),
  duration_minutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  feared_outcome: z.string().nullable(),
  feared_outcome_likelihood: z.number().int().nullable(),
  outcome_happened: z.boolean().nullable(),
  surprise: z.number().int().nullable(),
  peak_anxiety: z.number().int().nullable(),
  did_compulsion: z.boolean().nullable(),
  check_ins: z.array(checkIn).nullable(),
  slips: z.number().int().nullable(),
});
export type ExposureSessionResponse = z.infer<typeof exposureSessionResponse>;

/** A session just started or logged, and whether its written words call for crisis resources. */
export const savedExposureSessionResponse = exposureSessionResponse.extend(crisisResourcesFlag.shape);
export type SavedExposureSessionResponse = z.infer<typeof savedExposureSessionResponse>;
