import { z } from 'zod';
import { timeZoneName } from './time-zone';

export const ACHIEVEMENT_TYPES = ['streak', 'exposures', 'points'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** docs/product.md §48 "Achievement stats", exactly. */
export const achievementStatsResponse = z.object({
  progress: z.object({
    points: z.number().int(),
    current_streak: z.number().int(),
    longest_streak: z.number().int(),
  }),
  next_milestone: z
    .object({
      title: z.string(),
      current: z.number().int(),
      target: z.number().int(),
      progress_percent: z.number(),
      description: z.string(),
    })
    .optional(),
  achievements: z.array(
    z.object({
      id: z.string(),
      type: z.enum(ACHIEVEMENT_TYPES),
      title: z.string(),
      description: z.string(),
      earned_at: z.string(),
    }),
  ),
});
export type AchievementStatsResponse = z.infer<typeof achievementStatsResponse>;

export const ASSIGNMENT_KINDS = ['practise_exposure', 'journal', 'ybocs'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** docs/product.md §47 "Assignment" plus its kind, so the client can offer the matching action. */
export const assignmentResponse = z.object({
  id: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  description: z.string().optional(),
  /**
   * A practice suggestion's exposure (issue 17): its button opens that exposure's session, and only a
   * session logged on it completes the suggestion.
   */
  exposure_id: z.string().nullable().optional(),
});
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

export const updateMeRequest = z.object({ time_zone: timeZoneName });
