import { ApiError, errorDetail } from '../../api/client';

/** docs/product.md §36: a 429 from generation without a detail. */
export const DAILY_LIMIT_FALLBACK =
  'You have reached the daily limit for generating exposures. Please try again tomorrow.';

/** docs/product.md §36: generation answered with an empty list. */
export const EMPTY_GENERATION =
  'Failed to generate exposures. Please ensure your obsessions and compulsions are specific enough. Try adding more details about your specific fears and behaviors.';

/**
 * docs/product.md §36: the daily limit shows the server's detail, else the daily-limit sentence; any other failure the
 * detail, else the screen's own fallback. Refusals for the person's safety never get here: they have
 * screens of their own (components/safety/GenerationSafety.tsx).
 */
export function generationErrorMessage(error: unknown, fallback: string): string {
  if (isDailyLimitReached(error)) return errorDetail(error) ?? DAILY_LIMIT_FALLBACK;
  return errorDetail(error) ?? fallback;
}

/**
 * docs/product.md §28, §36: generation refused for today (code daily_limit_reached). A 429 with no
 * answer body to read counts too, as its fallback sentence says: trying again today cannot succeed.
 */
export function isDailyLimitReached(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'daily_limit_reached' || (error.status === 429 && error.detail === null);
}
