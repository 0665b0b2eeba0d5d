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
