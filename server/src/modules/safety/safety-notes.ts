import type { SafetyNotesResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { HOARDING_SIGNPOST, looksLikeHoarding } from '../generator/offline/hoarding';
import { loadGenerationInput } from './generation-input';
import { screenGenerationInput } from './input-screen';
import { YOUNG_PERSON_SIGNPOST, soundsUnder18 } from './young-person';

/** What of the person's lists no ladder is built from, and why (shown beside their ladder). */
export async function listSafetyNotes(ctx: AppContext, userId: string): Promise<SafetyNotesResponse> {
  const screen = screenGenerationInput(await loadGenerationInput(ctx, userId));
  return {
    notes: screen.notes,
    eating_disorder: screen.eatingDisorder,
    hoarding_signpost: looksLikeHoarding(screen.input) ? HOARDING_SIGNPOST : null,
    young_person_signpost: soundsUnder18(screen.input) ? YOUNG_PERSON_SIGNPOST : null,
  };
}
