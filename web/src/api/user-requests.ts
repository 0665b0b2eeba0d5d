/**
 * The user record's calls and cache keys, with no query cache attached: the session (auth/) uses
 * them from the app's first download (docs/performance.md). users.ts has the hooks.
 */
import type { UserResponse } from '@ladder/contracts';
import { apiRequest } from './client';
import { takeEarlyResponse } from '../boot/early-responses';
import { sessionSchema } from './lazy-schemas';

export const meQueryKey = ['users', 'me'] as const;

/** Under the user's key, so a change of user (another tab) refetches it along with the user. */
export const intakeEvidenceQueryKey = [...meQueryKey, 'intake-evidence'] as const;

/** The first one of a page load takes over the answer the document's early script asked for (boot/early-requests.ts). */
export function fetchMe(options: { token?: string } = {}): Promise<UserResponse> {
  return apiRequest('/users/me', {
    token: options.token,
    schema: sessionSchema('userResponse'),
    response: takeEarlyResponse('me'),
  });
}

let early: { token: string; request: Promise<UserResponse> } | null = null;

/**
 * Asks for the user record of a stored session as the app starts, while the session check's own
 * chunk is still on its way: the route guard waits for this answer, so it should not wait for that
 * download first. The check takes it over (`takeMe`).
 */
export function fetchMeEarly(token: string): void {
  const request = fetchMe({ token });
  // Whoever takes it over sees the failure; until then it is not unhandled.
  request.catch(() => undefined);
  early = { token, request };
}

/** The user record for `token`: the request started at start-up when it was for this token, else a new one. */
export function takeMe(token: string | null): Promise<UserResponse> {
  const started = early;
  early = null;
  if (started && token !== null && started.token === token) return started.request;
  return fetchMe();
}

/**
 * Streaks and daily caps count the person's own calendar days, so the server keeps their time zone;
 * the browser's is sent at the start of every session.
 */
export function saveTimeZone(timeZone: string): Promise<UserResponse> {
  return apiRequest('/users/me', {
    method: 'PATCH',
    json: { time_zone: timeZone },
    schema: sessionSchema('userResponse'),
  });
}

/** docs/product.md §29: the server checks terms, an obsession and a Y-BOCS, and answers with the updated user. */
export function completeIntake(): Promise<UserResponse> {
  return apiRequest('/users/me/complete-intake', { method: 'POST', schema: sessionSchema('userResponse') });
}
