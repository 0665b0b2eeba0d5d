import { SESSION_DURATION_MAX_MINUTES, type ExposureResponse } from '@ladder/contracts';
import type { KeptPractice } from '../../../auth/kept-practice';
import type { RatingAnchor } from '../../../components/ui/RatingSlider';

/** Words under the 1-10 anxiety sliders. */
export const ANXIETY_ANCHORS: readonly RatingAnchor[] = [
  { value: 1, label: 'Calm' },
  { value: 5, label: 'Moderate' },
  { value: 10, label: 'Extreme' },
];

/** docs/product.md §37: the pre-rating starts from the latest anxiety, otherwise the rated fear. */
export function initialAnxiety(exposure: Pick<ExposureResponse, 'latest_anxiety' | 'fear_level'>): number {
  return exposure.latest_anxiety ?? exposure.fear_level;
}

const MINUTE_MS = 60_000;
/** An open session older than a day is not resumed by the server: Start begins a new one. */
const RESUMABLE_MS = SESSION_DURATION_MAX_MINUTES * MINUTE_MS;

/** The open session's start time, if Continue can go straight back to its timer. */
export function resumableStart(exposure: Pick<ExposureResponse, 'open_session'>, now: number): number | null {
  if (!exposure.open_session) return null;
  const startedAt = Date.parse(exposure.open_session.started_at);
  if (!Number.isFinite(startedAt) || now - startedAt >= RESUMABLE_MS) return null;
  return startedAt;
}

/** The server's open session and a kept practice more than this apart are two different sessions. */
const SAME_SESSION_MS = 10 * MINUTE_MS;

/**
 * A practice kept on this device (auth/kept-practice.ts) that belongs to this exposure's session: the
 * one the server holds open, or, with none open there, one whose start call never arrived. One that
 * does not match the session the server has open, or was logged since, is stale.
 */
export function keptPracticeOf(
  kept: KeptPractice | null,
  exposure: Pick<ExposureResponse, 'id' | 'open_session' | 'last_practised_at'>,
): KeptPractice | null {
  if (!kept || kept.exposureId !== exposure.id) return null;
  // Logged since it started (on another device, or its save went through after all): nothing to resume.
  if (exposure.last_practised_at && Date.parse(exposure.last_practised_at) > kept.startedAt) return null;
  if (!exposure.open_session) return kept;
  const serverStart = Date.parse(exposure.open_session.started_at);
  return Number.isFinite(serverStart) && Math.abs(serverStart - kept.startedAt) <= SAME_SESSION_MS ? kept : null;
}

export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** docs/product.md §37: the duration is sent in whole minutes, rounded (1:29 → 1, 1:30 → 2), within the server's limit. */
export function durationMinutes(startedAt: number, endedAt: number): number {
  const minutes = Math.round(Math.max(0, endedAt - startedAt) / MINUTE_MS);
  return Math.min(minutes, SESSION_DURATION_MAX_MINUTES);
}

/** "40" → 40; blank or not a number → null; outside 0-100 is brought to the nearest end. */
export function parseLikelihood(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}
