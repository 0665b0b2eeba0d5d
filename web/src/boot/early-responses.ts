import { readStoredToken } from '../auth/storage';
// Types only: the early script's own code stays out of the app's chunks (it must be a file alone).
import type { EarlyResponses } from './early-requests';

/** early-requests.ts `EARLY_RESPONSES_KEY`. */
export const EARLY_RESPONSES_KEY = '__ladderEarlyResponses';

/** An answer older than this is not handed over: the screen asks again. */
const MAX_AGE_MS = 10_000;

/**
 * The answer to a request the document's early script sent as the page loaded (early-requests.ts),
 * once: the first request of that kind takes it over, later ones go to the server. None when the
 * script did not ask, asked with another session's token, or long ago.
 */
export function takeEarlyResponse(name: string): Promise<Response> | undefined {
  const early = (window as { [EARLY_RESPONSES_KEY]?: EarlyResponses })[EARLY_RESPONSES_KEY];
  const response = early?.responses[name];
  if (!early || !response) return undefined;
  delete early.responses[name];
  if (early.token !== readStoredToken() || Date.now() - early.at >= MAX_AGE_MS) return undefined;
  return response;
}

/** Forgets what the early script left (tests). */
export function forgetEarlyResponses(): void {
  delete (window as { [EARLY_RESPONSES_KEY]?: EarlyResponses })[EARLY_RESPONSES_KEY];
}
