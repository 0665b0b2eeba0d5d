import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates pre-rendered HTML, true from then on. Markup that
 * needs JavaScript to work (e.g. a closed accordion panel) waits for it, so the first client render
 * matches the HTML and visitors without JavaScript still get everything.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
