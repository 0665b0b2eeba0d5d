import { createHash } from 'node:crypto';
import type { LadderTheme, LadderThemesResponse } from '@ladder/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { unprocessable } from '../../../http/errors';
import { SEALED } from '../../../lib/crypto/sealed-columns';
import { detectThemes } from '../../generator/offline';
import { SELF_HARM_THEME, THEME_DESCRIPTIONS, THEME_IDS, THEME_LABELS, type ThemeId } from '../../generator/offline/theme-ids';
import type { GenerationInput } from '../../generator/types';
import { assertSomethingToBuild, gatedGenerationInput } from '../gated-input';
import { openJson, readDraftRow, sealJson, upsertDraftRow } from './store';

/**
 * The themes a ladder is built for, confirmed by the person before generating (docs/clinical.md §8: the person confirms their themes; a theme the library lacks is said,
 * not guessed). A confirmation belongs to the lists it was made for: once the person changes
 * their obsessions, compulsions or triggers, the themes are detected and offered again.
 */

/** Every theme this person may choose, in the library's order; self-harm only after "a fear" (docs/clinical.md §16). */
export function selectableThemes(input: GenerationInput): ThemeId[] {
  return THEME_IDS.filter((id) => id !== SELF_HARM_THEME || input.selfHarmFear === true);
}

const storedThemes = z.object({ themes: z.array(z.string()), listsKey: z.string() });

/** A digest of the words the themes were read from (kept only inside the sealed value). */
function listsKey(input: GenerationInput): string {
  return createHash('sha256').update(JSON.stringify([input.obsessions, input.compulsions, input.triggers])).digest('hex');
}

function present(id: ThemeId): LadderTheme {
  return { id, label: THEME_LABELS[id], description: THEME_DESCRIPTIONS[id] };
}

const isThemeId = (id: string): id is ThemeId => Object.hasOwn(THEME_LABELS, id);

/** Stored ids as the person reads them; an id the library no longer has is left out. */
export function presentThemes(ids: readonly string[]): LadderTheme[] {
  return ids.filter(isThemeId).map(present);
}

/** The themes last confirmed, whatever lists they were for (the export shows what is held). */
export async function storedThemeChoice(ctx: AppContext, userId: string): Promise<string[] | null> {
  const row = await readDraftRow(ctx.db, userId);
  if (!row?.themesEncrypted) return null;
  const stored = storedThemes.safeParse(openJson(ctx, row.themesEncrypted, SEALED.exposureDrafts.themes));
  return stored.success ? stored.data.themes : null;
}

/** The confirmed themes for the person's current lists, or null (none yet, or the lists changed). */
export async function confirmedThemes(ctx: AppContext, userId: string, input: GenerationInput): Promise<string[] | null> {
  const row = await readDraftRow(ctx.db, userId);
  if (!row?.themesEncrypted) return null;
  const stored = storedThemes.safeParse(openJson(ctx, row.themesEncrypted, SEALED.exposureDrafts.themes));
  if (!stored.success || stored.data.listsKey !== listsKey(input)) return null;
  const selectable = new Set<string>(selectableThemes(input));
  return stored.data.themes.filter((theme) => selectable.has(theme));
}

/** Checks the ids against what this person may choose and stores them for their current lists. */
export async function confirmThemes(ctx: AppContext, userId: string, input: GenerationInput, themes: readonly string[]): Promise<string[]> {
  const selectable = new Set<string>(selectableThemes(input));
  const unknown = themes.filter((theme) => !selectable.has(theme));
  if (unknown.length > 0) throw unprocessable(`"${unknown[0]}" is not a theme you can choose here.`);
  const chosen = [...new Set(themes)];
  await upsertDraftRow(ctx.db, userId, { themesEncrypted: sealJson(ctx, { themes: chosen, listsKey: listsKey(input) }, SEALED.exposureDrafts.themes) }, ctx.clock.now());
  return chosen;
}

async function describe(ctx: AppContext, userId: string, input: GenerationInput): Promise<LadderThemesResponse> {
  return {
    detected: detectThemes(input).map((match) => present(match.theme)),
    available: selectableThemes(input).map(present),
    confirmed: await confirmedThemes(ctx, userId, input),
  };
}

/** GET /erp-exposures/exposures/themes: behind the same safety gate as generating. */
export async function getLadderThemes(ctx: AppContext, userId: string): Promise<LadderThemesResponse> {
  const gated = await gatedGenerationInput(ctx, userId);
  assertSomethingToBuild(gated);
  return describe(ctx, userId, gated.input);
}

/** PUT /erp-exposures/exposures/themes. */
export async function setLadderThemes(ctx: AppContext, userId: string, themes: readonly string[]): Promise<LadderThemesResponse> {
  const gated = await gatedGenerationInput(ctx, userId);
  assertSomethingToBuild(gated);
  await confirmThemes(ctx, userId, gated.input, themes);
  return describe(ctx, userId, gated.input);
}
