import { z } from 'zod';
import { generatedExposure, rating } from './exposures';

/**
 * Issue 16: the themes a ladder is built for are confirmed by the person, and the generated
 * proposals are kept on the server as their draft until rated and saved, so a reload or a new
 * sign-in shows the same list with the ratings given so far.
 */

export const LADDER_THEME_ID_MAX = 40;

export const ladderTheme = z.object({
  id: z.string(),
  label: z.string(),
  /** Plain words: what the fear is about and what people usually do about it. */
  description: z.string(),
});
export type LadderTheme = z.infer<typeof ladderTheme>;

/** GET/PUT /erp-exposures/exposures/themes. */
export const ladderThemesResponse = z.object({
  /** Read from the person's own words, strongest first; may be empty. */
  detected: z.array(ladderTheme),
  /** Every theme the person may choose. */
  available: z.array(ladderTheme),
  /**
   * What the person confirmed for their current lists (an empty list: "none of these", a ladder
   * around their own words); null until they confirm, or once their lists have changed.
   */
  confirmed: z.array(z.string()).nullable(),
});
export type LadderThemesResponse = z.infer<typeof ladderThemesResponse>;

export const confirmThemesRequest = z.object({
  themes: z
    .array(z.string().trim().min(1, 'A theme id cannot be empty.').max(LADDER_THEME_ID_MAX, `A theme id is at most ${LADDER_THEME_ID_MAX} characters.`))
    .max(20, 'Choose at most 20 themes.'),
});
export type ConfirmThemesRequest = z.infer<typeof confirmThemesRequest>;

/** POST /erp-exposures/exposures/generate: the body is optional; `themes` confirms them first. */
// Strict: any other field (a form body's keys, a typo) is refused rather than read as "no themes".
export const generateExposuresRequest = confirmThemesRequest.partial().strict().nullish();
export type GenerateExposuresRequest = z.infer<typeof generateExposuresRequest>;

export const draftExposure = generatedExposure.extend({
  /** Position in the draft (0-based): the address of the item for ratings and variants. */
  index: z.number().int(),
  /** The person's difficulty rating so far; null until they move its slider. */
  rating: rating.nullable(),
});
export type DraftExposure = z.infer<typeof draftExposure>;

/** GET /erp-exposures/exposures/draft: the waiting proposals, or null when there are none. */
export const exposureDraftResponse = z
  .object({
    items: z.array(draftExposure),
    /** The themes it was built for (empty: around the person's own words). */
    themes: z.array(ladderTheme),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .nullable();
export type ExposureDraftResponse = z.infer<typeof exposureDraftResponse>;
export type ExposureDraft = NonNullable<ExposureDraftResponse>;

/** PUT /erp-exposures/exposures/draft/ratings: one entry per item, in order; null for not rated yet. */
export const draftRatingsRequest = z.object({ ratings: z.array(rating.nullable()).max(50, 'Too many ratings.') });
export type DraftRatingsRequest = z.infer<typeof draftRatingsRequest>;

export const VARIANT_DIRECTIONS = ['easier', 'harder'] as const;
/** POST /erp-exposures/exposures/draft/items/:index/variant. */
export const draftVariantRequest = z.object({
  direction: z.enum(VARIANT_DIRECTIONS, { message: 'Direction must be "easier" or "harder".' }),
});
export type DraftVariantRequest = z.infer<typeof draftVariantRequest>;

/** POST /erp-exposures/exposures/draft/accept: saves the rated draft as exposures, then drops it. */
export const acceptDraftResponse = z.object({ saved: z.number().int() });
export type AcceptDraftResponse = z.infer<typeof acceptDraftResponse>;
