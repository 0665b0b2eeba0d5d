/**
 * The user record's calls and cache keys, with no query cache attached: the session (auth/) uses
 * them from the app's first download (docs/performance.md). users.ts has the hooks.
 */
import type { UserResponse } from '@ladder/contracts';
import { readStoredToken } from '../auth/storage';
import { takeEarlyResponse } from '../boot/early-responses';
import { apiRequest } from './client';
import { sessionSchema } from './lazy-schemas';

export const meQueryKey = ['users', 'me'] as const;

/** Under the user's key, so a change of user (another tab) refetches it along with the user. */
export const intakeEvidenceQueryKey = [...meQueryKey, 'intake-evidence'] as const;

let started: { token: string; request: Promise<UserResponse> } | null = null;

/**
 * The web's one way to ask for the user record (`/users/me`): the session check, Settings and the
 * sign-in all come here. The first ask of a page load takes over what was already asked for, for
 * the same token: the request the app sent as it started (`startFetchingMe`), else the answer the
 * document's early script asked for (boot/early-requests.ts). Later asks go to the server.
 * `token`: the stored session's unless given (sign-in asks before storing it).
 */
export function fetchMe(token: string | null = readStoredToken()): Promise<UserResponse> {
  const pending = started;
  started = null;
  if (pending && token !== null && pending.token === token) return pending.request;
  return apiRequest('/users/me', {
    token: token ?? undefined,
    schema: sessionSchema('userResponse'),
    response: takeEarlyResponse('me'),
  });
}

/**
 * Asks for the user record of a stored session as the app starts (boot/app.tsx), while the session
 * check's own chunk is still on its way: the route guard waits for this answer, so it should not wait
 * for that download first. The check's `fetchMe` takes it over.
 */
export function startFetchingMe(token: string): void {
  const request = fetchMe(token);
  // Whoever takes it over sees the failure; until then it is not unhandled.
  request.catch(() => undefined);
  started = { token, request };
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
