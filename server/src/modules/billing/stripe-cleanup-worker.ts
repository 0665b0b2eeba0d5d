import { runStripeCleanup, type StripeCleanupDeps } from './stripe-cleanup';

export interface StripeCleanupWorker {
  /** Runs every clean-up job that is due now; returns how many finished. */
  runOnce(): Promise<number>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Retries the Stripe clean-up that could not be done at once (Stripe down or slow). Requests try
 * their own jobs first, so this only polls, every 30 seconds by default, for retries that are due.
 */
export function createStripeCleanupWorker(deps: StripeCleanupDeps): StripeCleanupWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let pollInterval = 30_000;

  function runOnce(): Promise<number> {
    running ??= runStripeCleanup(deps).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .catch((error: unknown) => deps.logger.error({ error: (error as Error).message }, 'Stripe clean-up round failed'))
        .finally(() => schedule(pollInterval));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start(pollMs = 30_000) {
      pollInterval = pollMs;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
