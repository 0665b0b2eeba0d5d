import type { UserResponse } from '@ladder/contracts';

/**
 * What the session (auth/AuthProvider.tsx, in the app's first download) does to the query cache,
 * which downloads only with the first screen that needs it (docs/performance.md). Until then there
 * is nothing to update: the cache starts from the session's own record of the user.
 */
export interface SessionCache {
  setUser(user: UserResponse): void;
  forgetUser(): void;
  refetchUser(): void;
  clear(): void;
}

let connected: SessionCache | null = null;

export function connectSessionCache(cache: SessionCache): void {
  connected = cache;
}

/** The cache, once it exists. */
export function sessionCache(): SessionCache | null {
  return connected;
}

export function disconnectSessionCache(): void {
  connected = null;
}
