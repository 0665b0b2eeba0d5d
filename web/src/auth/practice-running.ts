import { useSyncExternalStore } from 'react';

/**
 * Whether an exposure's timer is running on this page (issue 17 "no interruption"): while it is,
 * the sign-in is extended quietly before its warning would show, and the expiry warning never
 * covers the timer. A counter, so two holders (a remount) cannot end it early for each other.
 */
let holders = 0;
/** Set while practising when the sign-in could not be extended any more: the timer says so itself. */
let signInEnding = false;
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

/** SessionExpiryWatch: the sign-in ends soon and cannot be extended (or no longer ends soon). */
export function setSignInEnding(ending: boolean): void {
  if (signInEnding === ending) return;
  signInEnding = ending;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const running = () => holders > 0;
const ending = () => signInEnding;

export function usePracticeRunning(): boolean {
  return useSyncExternalStore(subscribe, running, running);
}

/** Whether the running practice should say that the sign-in is about to end (docs/practice.md 1.7). */
export function useSignInEnding(): boolean {
  return useSyncExternalStore(subscribe, ending, ending);
}
