import { z } from 'zod';

/**
 * Yale-Brown Obsessive Compulsive Scale (Goodman et al. 1989): ten items scored 0-4, obsessions
 * items 1-5 and compulsions items 6-10 (time, interference, distress, resistance, control).
 * Keys as in docs/product.md §45; answers travel as the strings '0'..'4'.
 */
export const YBOCS_OBSESSION_KEYS = [
  'time_spent_obsessing',
  'obsession_interference',
  'obsession_distress',
  'obsession_resistance',
  'obsession_control',
] as const;
export const YBOCS_COMPULSION_KEYS = [
  'time_spent_compulsing',
  'compulsion_interference',
  'compulsion_distress',
  'compulsion_resistance',
  'compulsion_control',
] as const;
export const YBOCS_ITEM_KEYS = [...YBOCS_OBSESSION_KEYS, ...YBOCS_COMPULSION_KEYS] as const;
export type YbocsItemKey = (typeof YBOCS_ITEM_KEYS)[number];

export const ybocsAnswer = z.enum(['0', '1', '2', '3', '4'], { message: 'Each answer must be a number from 0 to 4.' });
export type YbocsAnswer = z.infer<typeof ybocsAnswer>;

export const ybocsResponses = z.strictObject(
  Object.fromEntries(YBOCS_ITEM_KEYS.map((key) => [key, ybocsAnswer])) as Record<YbocsItemKey, typeof ybocsAnswer>,
);
export type YbocsResponses = z.infer<typeof ybocsResponses>;

/** docs/product.md §45 severity bands of the total score. */
export const YBOCS_SEVERITIES = ['Subclinical', 'Mild', 'Moderate', 'Severe', 'Extreme'] as const;
export type YbocsSeverity = (typeof YBOCS_SEVERITIES)[number];

export function ybocsSeverity(total: number): YbocsSeverity {
  if (total < 8) return 'Subclinical';
  if (total < 16) return 'Mild';
  if (total < 24) return 'Moderate';
  if (total < 32) return 'Severe';
  return 'Extreme';
}

export interface YbocsScore {
  total: number;
  obsessions: number;
  compulsions: number;
  severity: YbocsSeverity;
}

export function scoreYbocs(responses: YbocsResponses): YbocsScore {
  const sum = (keys: readonly YbocsItemKey[]) => keys.reduce((total, key) => total + Number(responses[key]), 0);
  const obsessions = sum(YBOCS_OBSESSION_KEYS);
  const compulsions = sum(YBOCS_COMPULSION_KEYS);
  return { total: obsessions + compulsions, obsessions, compulsions, severity: ybocsSeverity(obsessions + compulsions) };
}

/** Rounded percent change from the previous score (docs/product.md §45); null when there is nothing to compare. */
export function percentChange(previous: number | null, current: number | null): number | null {
  if (previous === null || current === null) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * Meaningful change against the first (baseline) score, Mataix-Cols et al. 2016 consensus:
 * a drop of 35% or more is a response, 25-35% a partial response, a total of 12 or less remission.
 * Self-reported scores only.
 */
export const YBOCS_REMISSION_MAX = 12;
/**
 * Re-measuring the Y-BOCS often is a form of checking: at most weekly (docs/clinical.md §27).
 * Once intake is complete, a retake within this many days of the last one is refused with a 429.
 */
export const YBOCS_RETAKE_MIN_DAYS = 7;
export const YBOCS_RESPONSE_DROP = 0.35;
export const YBOCS_PARTIAL_RESPONSE_DROP = 0.25;

export const createYbocsRequest = z.object({
  responses: ybocsResponses,
  is_onboarding: z.boolean().default(false),
});
export type CreateYbocsRequest = z.input<typeof createYbocsRequest>;

export const ybocsAssessmentResponse = z.object({
  id: z.string(),
  responses: ybocsResponses,
  total_score: z.number().int(),
  obsession_score: z.number().int(),
  compulsion_score: z.number().int(),
  severity: z.enum(YBOCS_SEVERITIES),
  is_onboarding: z.boolean(),
  created_at: z.string(),
});
export type YbocsAssessmentResponse = z.infer<typeof ybocsAssessmentResponse>;

export const ybocsProgressResponse = z.object({
  current_score: z.number().int().nullable(),
  previous_score: z.number().int().nullable(),
  percent_change: z.number().nullable(),
  last_assessment_date: z.string().nullable(),
  severity: z.enum(YBOCS_SEVERITIES).nullable(),
});
export type YbocsProgressResponse = z.infer<typeof ybocsProgressResponse>;

export const ybocsHistoryResponse = z.array(z.object({ date: z.string(), score: z.number().int() }));
export type YbocsHistoryResponse = z.infer<typeof ybocsHistoryResponse>;
