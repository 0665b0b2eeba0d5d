import { QueryClient, notifyManager } from '@tanstack/react-query';
import { ApiError } from './client';
import { connectSessionCache, disconnectSessionCache } from './session-cache';
import { meQueryKey } from './user-requests';

/**
 * A 4xx answer will not change on retry; network trouble and 5xx get two more tries. Not while the
 * browser knows it is offline: the screen says so at once instead of spinning (decision 035).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 0 && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < 2;
}

// Answers reach the screens before the browser draws again, not in a task of their own after it: an
// answer already there when a screen mounts (boot/early-responses.ts) shows in its first picture, instead of a
// spinner for one frame and then the page moving as the panels fill.
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': the requests run even when the browser says it is offline. TanStack's default would
      // hold them until it is back; the app instead answers from what the device keeps and queues the
      // practice (decision 035), and a browser's offline guess is sometimes wrong.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let shared: QueryClient | null = null;

/** Makes `client` the app's cache and lets the session reach it. */
export function setAppQueryClient(client: QueryClient): void {
  shared = client;
  connectSessionCache({
    setUser: (user) => client.setQueryData(meQueryKey, user),
    forgetUser: () => client.removeQueries({ queryKey: meQueryKey }),
    refetchUser: () => void client.invalidateQueries({ queryKey: meQueryKey }),
    clear: () => client.clear(),
  });
}

/**
 * The app's one query cache, made when the first screen that needs it loads (the sign-in screen
 * does without). Tests hand in their own with `setAppQueryClient`.
 */
export function appQueryClient(): QueryClient {
  if (!shared) setAppQueryClient(createQueryClient());
  return shared!;
}

/** Drops the app's cache (tests start each case afresh). */
export function forgetAppQueryClient(): void {
  shared?.clear();
  shared = null;
  disconnectSessionCache();
}
