import { generatedExposure, type DraftRatingsRequest, type ExposureDraft, type ExposureDraftResponse, type GeneratedExposure, type VARIANT_DIRECTIONS } from '@ladder/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { exposures } from '../../../db/schema';
import { conflict, notFound, unprocessable } from '../../../http/errors';
import { sealValue, SEALED } from '../../../lib/crypto/sealed-columns';
import { suggestVariant } from '../../generator/offline/variants';
import { gatedGenerationInput } from '../gated-input';
import { presentThemes } from './themes';
import { presentGenerated } from '../presenters';
import { clearDraftContent, openJson, readDraftRow, sealJson, upsertDraftRow, type DraftRow } from './store';

/**
 * The generated proposals, kept on the server as the person's draft until they rate and save
 * them (issue 16 "A ladder that survives"): reading it back, rating it and asking for an easier or
 * harder version of a step never spends a generation; only "Suggest a new set" does.
 */

const storedContent = z.object({
  themes: z.array(z.string()),
  items: z.array(generatedExposure),
  ratings: z.array(z.number().int().min(1).max(10).nullable()),
});
type StoredContent = z.infer<typeof storedContent>;

const NO_DRAFT = 'There are no suggested exposures waiting to be rated.';
const NO_ITEM = 'This suggested exposure was not found.';

function openContent(ctx: AppContext, row: DraftRow | undefined): StoredContent | null {
  if (!row?.contentEncrypted) return null;
  return storedContent.parse(openJson(ctx, row.contentEncrypted, SEALED.exposureDrafts.content));
}

function presentDraft(content: StoredContent, row: DraftRow): ExposureDraft {
  return {
    items: content.items.map((item, index) => ({ ...item, index, rating: content.ratings[index] ?? null })),
    themes: presentThemes(content.themes),
    created_at: (row.generatedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function writeContent(ctx: AppContext, userId: string, content: StoredContent, generated: boolean): Promise<ExposureDraft> {
  const now = ctx.clock.now();
  const row = await upsertDraftRow(
    ctx.db,
    userId,
    { contentEncrypted: sealJson(ctx, content, SEALED.exposureDrafts.content), ...(generated ? { generatedAt: now } : {}) },
    now,
  );
  return presentDraft(content, row);
}

/** A new set replaces the draft, ratings and all: the person asked for new suggestions. */
export async function storeDraft(ctx: AppContext, userId: string, draft: { themes: string[]; items: GeneratedExposure[] }): Promise<ExposureDraft> {
  return writeContent(ctx, userId, { ...draft, ratings: draft.items.map(() => null) }, true);
}

export async function getDraft(ctx: AppContext, userId: string): Promise<ExposureDraftResponse> {
  const row = await readDraftRow(ctx.db, userId);
  const content = openContent(ctx, row);
  return content && row ? presentDraft(content, row) : null;
}

async function requireDraft(ctx: AppContext, userId: string): Promise<StoredContent> {
  const content = openContent(ctx, await readDraftRow(ctx.db, userId));
  if (!content) throw notFound(NO_DRAFT);
  return content;
}

/** The ratings so far, one per item in order (null: not rated yet). */
export async function rateDraft(ctx: AppContext, userId: string, request: DraftRatingsRequest): Promise<ExposureDraft> {
  const content = await requireDraft(ctx, userId);
  if (request.ratings.length !== content.items.length) {
    // A list that changed in another tab: nothing is overwritten, the page reloads the draft.
    throw conflict(`The suggestions have changed since this page loaded (${content.items.length} now). Please reload them.`);
  }
  return writeContent(ctx, userId, { ...content, ratings: request.ratings }, false);
}

/** Drops the waiting proposals (the confirmed themes stay). Idempotent. */
export async function discardDraft(ctx: AppContext, userId: string): Promise<void> {
  await clearDraftContent(ctx.db, userId, ctx.clock.now());
}

/**
 * Swaps one step for an easier or a harder version of it, built from the person's own words for
 * the same theme; its rating starts again. Offline and deterministic, so it costs no generation.
 */
export async function replaceWithVariant(
  ctx: AppContext,
  userId: string,
  index: number,
  direction: (typeof VARIANT_DIRECTIONS)[number],
): Promise<ExposureDraft> {
  const content = await requireDraft(ctx, userId);
  const item = content.items[index];
  if (!item) throw notFound(NO_ITEM);
  const { input } = await gatedGenerationInput(ctx, userId);
  const variant = suggestVariant(
    { ...input, confirmedThemes: content.themes },
    { title: item.title, theme: item.theme ?? 'general', fear_level: item.fear_level },
    direction,
    content.items.map((other) => other.title),
  );
  if (!variant) {
    throw unprocessable(
      direction === 'easier'
        ? 'There is no easier version of this step to suggest. You can rate it as it is, or leave it out later.'
        : 'There is no harder version of this step to suggest. You can rate it as it is.',
    );
  }
  const items = content.items.map((other, at) => (at === index ? presentGenerated(variant) : other));
  const ratings = content.ratings.map((rating, at) => (at === index ? null : rating));
  return writeContent(ctx, userId, { ...content, items, ratings }, false);
}

/**
 * Saves every proposal as an exposure with the person's rating (or the suggested level where they
 * left it), and drops the draft, in one transaction: a reload in the middle can neither lose the
 * list nor save it twice.
 */
export async function acceptDraft(ctx: AppContext, userId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const row = await readDraftRow(tx, userId, true);
    const content = openContent(ctx, row);
    if (!content) throw notFound(NO_DRAFT);
    const now = ctx.clock.now();
    if (content.items.length > 0) {
      await tx.insert(exposures).values(
        content.items.map((item, index) => ({
          userId,
          titleEncrypted: sealValue(ctx.cipher, SEALED.exposures.title, item.title),
          descriptionEncrypted: sealValue(ctx.cipher, SEALED.exposures.description, item.description),
          fearLevel: content.ratings[index] ?? item.fear_level,
          createdByAi: true,
          createdByUser: false,
          // Distinct times keep the ladder's order stable for "newest first" lists.
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        })),
      );
    }
    await clearDraftContent(tx, userId, now);
    return content.items.length;
  });
}
