import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes the clock the session timer reads (Date) and ticks on (setInterval).
 * setTimeout stays real: Testing Library drains its queue with a zero timeout
 * after every user-event action and would wait forever on a fake one.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
}

/** Moves the fake clock and lets React and pending promises settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Fakes setTimeout for the intake wizard's 5 s waits, while the fake clock also follows real time:
 * TanStack Query and Testing Library schedule with zero timeouts and keep working.
 * Pair it with `renderApp({ userEventOptions: { advanceTimers: vi.advanceTimersByTime } })`.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
