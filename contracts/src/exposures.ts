import { z } from 'zod';

export const EXPOSURE_TITLE_MAX = 200;
export const EXPOSURE_DESCRIPTION_MAX = 2000;
export const EXPOSURE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ExposureStatus = (typeof EXPOSURE_STATUSES)[number];

/** Fear and anxiety ratings are whole numbers on the 1-10 scale (docs/product.md §33). */
export const rating = z
  .number({ message: 'A rating must be a number from 1 to 10.' })
  .int('A rating must be a whole number from 1 to 10.')
  .min(1, 'A rating must be from 1 to 10.')
  .max(10, 'A rating must be from 1 to 10.');

export const exposureResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fear_level: z.number().int(),
  status: z.enum(EXPOSURE_STATUSES),
  latest_anxiety: z.number().int().nullable(),
  created_by_ai: z.boolean(),
  created_by_user: z.boolean(),
  created_at: z.string(),
  /** Completed sessions so far. */
  session_count: z.number().int(),
  last_practised_at: z.string().nullable(),
  /** Pre-anxiety of the first session, else the rated fear: the start of the progress bar (docs/product.md §34). */
  initial_fear: z.number().int(),
  /** A session started and not yet logged (a closed tab): Continue resumes it with the server's start time. */
  open_session: z
    .object({ id: z.string(), started_at: z.string(), anxiety_level_pre: z.number().int() })
    .nullable(),
});
export type ExposureResponse = z.infer<typeof exposureResponse>;

export const createExposureRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(EXPOSURE_TITLE_MAX, `Title can be at most ${EXPOSURE_TITLE_MAX} characters.`),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required.')
    .max(EXPOSURE_DESCRIPTION_MAX, `Description can be at most ${EXPOSURE_DESCRIPTION_MAX} characters.`),
  fear_level: rating,
  created_by_ai: z.boolean().default(false),
  created_by_user: z.boolean().default(true),
  /**
   * The person read the safety warning this item got (a 422 with code "safety_warning") and adds it
   * anyway: it is their list (docs/clinical.md §10 binds the generator, not them).
   */
  acknowledge_warning: z.boolean().default(false),
});
export type CreateExposureRequest = z.input<typeof createExposureRequest>;

/** What generation returns: not saved; the client saves the ones the person keeps (docs/product.md §36). */
export const generatedExposure = z.object({
  title: z.string(),
  description: z.string(),
  fear_level: z.number().int().min(1).max(10),
  created_by_ai: z.literal(true),
  created_by_user: z.literal(false),
  /** Issue 16: one line on why the step sits at its level (shown when the card is opened). */
  why: z.string().optional(),
  /** The theme the step was built for (a library id, or "general" for the person's own words). */
  theme: z.string().optional(),
});
export type GeneratedExposure = z.infer<typeof generatedExposure>;
export const generateExposuresResponse = z.array(generatedExposure);

// Pure rules in a module of their own, so the web can use them without the schemas above.
export { difficultyBand, exposureProgressPercent } from './exposure-rules';
