import { useSyncExternalStore } from 'react';

/**
 * Whether an exposure's timer is running on this page (issue 17 "no interruption"): while it is,
 * the sign-in is extended quietly before its warning would show, and the expiry warning never
 * covers the timer. A counter, so two holders (a remount) cannot end it early for each other.
 */
let holders = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks practice as running until the returned function is called (once). */
export function holdPracticeRunning(): () => void {
  holders += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const running = () => holders > 0;

export function usePracticeRunning(): boolean {
  return useSyncExternalStore(subscribe, running, running);
}
