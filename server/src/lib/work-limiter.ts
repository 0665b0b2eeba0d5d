import { serviceUnavailable } from '../http/errors';

/**
 * Bounds CPU-heavy work (argon2) in one process: at most `concurrency` jobs run, at most `queue`
 * wait, and anything past that is refused at once with 503 and Retry-After, so a flood of sign-ins
 * cannot starve every other route (a person opening their journal still gets an answer).
 */
export interface WorkLimiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  /**
   * Throws the same 503 as `run` would when no job could start or wait now. Lets a caller refuse
   * before spending database work on a request that would be refused anyway.
   */
  assertCapacity(): void;
}

const busy = () => serviceUnavailable('The service is very busy right now. Please try again in a moment.', { 'retry-after': '2' });

export function createWorkLimiter(concurrency: number, queue: number): WorkLimiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const full = () => running >= concurrency && waiting.length >= queue;
  return {
    assertCapacity() {
      if (full()) throw busy();
    },
    async run(job) {
      if (running >= concurrency) {
        if (full()) throw busy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running += 1;
      try {
        return await job();
      } finally {
        next();
      }
    },
  };
}
