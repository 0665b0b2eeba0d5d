import { exposureProgressPercent, type ExposureResponse, type ExposureStatus } from '@ladder/contracts';
import { formatShortDate } from '../../lib/format-date';

export const STATUS_LABELS: Record<ExposureStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** docs/product.md §32 'No {status} exposures.', with the status in words: 'No not started exposures.' */
export function emptyListText(status: ExposureStatus): string {
  return `No ${STATUS_LABELS[status].toLowerCase()} exposures.`;
}

/**
 * docs/product.md §34 progress bar, in whole percent. Before any session has been logged there is no anxiety
 * after practice to compare with, so the bar starts from the initial fear (0%): the formula's 100%
 * for a missing value would tell someone who has only just started that they are done.
 */
export function progressPercent(exposure: Pick<ExposureResponse, 'initial_fear' | 'latest_anxiety'>): number {
  return Math.round(exposureProgressPercent(exposure.initial_fear, exposure.latest_anxiety ?? exposure.initial_fear));
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * "today", "yesterday", "3 days ago" within a week; otherwise "on Jan 5" (with the year if not this one).
 * Written here rather than by Intl's relative-time and date formatters, which load ICU's locale data in
 * the first view of /erp (lib/format-date.ts says why); the test holds the words to Intl's.
 */
export function practisedWhen(practisedAt: Date, now: Date): string {
  const days = Math.round((startOfDay(now) - startOfDay(practisedAt)) / DAY_MS);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days > 1 && days < 7) return `${days} days ago`;
  const date = formatShortDate(practisedAt.toISOString());
  return practisedAt.getFullYear() === now.getFullYear() ? `on ${date}` : `on ${date}, ${practisedAt.getFullYear()}`;
}

/** "3 sessions · last practised 2 days ago", or "Not practised yet". */
export function practiceFacts(
  exposure: Pick<ExposureResponse, 'session_count' | 'last_practised_at'>,
  now: Date,
): string {
  if (exposure.session_count === 0) return 'Not practised yet';
  const sessions = `${exposure.session_count} ${exposure.session_count === 1 ? 'session' : 'sessions'}`;
  if (!exposure.last_practised_at) return sessions;
  return `${sessions} · last practised ${practisedWhen(new Date(exposure.last_practised_at), now)}`;
}
