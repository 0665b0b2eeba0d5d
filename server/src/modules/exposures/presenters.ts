import type { ExposureResponse, GeneratedExposure } from '@ladder/contracts';
import type { FieldCipher } from '../../lib/crypto/field-encryption';
import { openValue, SEALED } from '../../lib/crypto/sealed-columns';
import type { exposures } from '../../db/schema';
import type { CandidateExposure } from '../generator/types';
import { NO_PRACTICE, type PracticeSummary } from './practice';

export function presentExposure(
  row: typeof exposures.$inferSelect,
  cipher: FieldCipher,
  practice: PracticeSummary = NO_PRACTICE,
): ExposureResponse {
  return {
    id: row.id,
    title: openValue(cipher, SEALED.exposures.title, row.titleEncrypted),
    description: openValue(cipher, SEALED.exposures.description, row.descriptionEncrypted),
    fear_level: row.fearLevel,
    status: row.status,
    latest_anxiety: row.latestAnxiety,
    created_by_ai: row.createdByAi,
    created_by_user: row.createdByUser,
    created_at: row.createdAt.toISOString(),
    session_count: practice.sessionCount,
    last_practised_at: practice.lastPractisedAt?.toISOString() ?? null,
    initial_fear: practice.firstPre ?? row.fearLevel,
    open_session: practice.open
      ? { id: practice.open.id, started_at: practice.open.startedAt.toISOString(), anxiety_level_pre: practice.open.anxietyPre }
      : null,
  };
}

/** Generated items are proposals: the client saves the ones the person keeps (docs/product.md §36). */
export function presentGenerated(candidate: CandidateExposure): GeneratedExposure {
  return {
    title: candidate.title,
    description: candidate.description,
    fear_level: candidate.fear_level,
    created_by_ai: true,
    created_by_user: false,
    ...(candidate.why ? { why: candidate.why } : {}),
    theme: candidate.theme,
  };
}
