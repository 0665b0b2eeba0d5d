import { z } from 'zod';

/**
 * GET /erp-exposures/learnings: the person's latest written reflections ("what I learned") with the
 * prediction they tested, newest first, for the dashboard. docs/clinical.md §24: what was learned is
 * shown back to the person (history, dashboard, report), because expectancy violation is the mechanism.
 */
export const RECENT_LEARNINGS_LIMIT = 3;

export const recentLearning = z.object({
  session_id: z.string(),
  exposure_id: z.string(),
  exposure_title: z.string(),
  /** When the session was logged. */
  ended_at: z.string(),
  /** "Thoughts & Reflections" as the person wrote it. */
  notes: z.string(),
  feared_outcome: z.string().nullable(),
  feared_outcome_likelihood: z.number().int().nullable(),
  outcome_happened: z.boolean().nullable(),
  surprise: z.number().int().nullable(),
});
export type RecentLearning = z.infer<typeof recentLearning>;
