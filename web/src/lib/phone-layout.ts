import { useSyncExternalStore } from 'react';

/**
 * Tailwind's md breakpoint (48rem): below it the app lays itself out for a phone (decision 037).
 * Most of that is CSS alone; this is for the few places that render something else on a phone,
 * such as a table that becomes cards or an exposure card folded to its title.
 */
const WIDE_QUERY = '(min-width: 48rem)';

function wideScreen(): boolean {
  // No matchMedia (a test's DOM, an old browser): the wide layout, which shows everything.
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True below Tailwind's md breakpoint; follows the window as it is resized or turned. */
export function usePhoneLayout(): boolean {
  return !useSyncExternalStore(subscribe, wideScreen, () => true);
}
