import type { AppContext } from '../../context';
import { sendDueReminders } from './send-reminders';

export interface ReminderScheduler {
  start(): void;
  /** Waits for a tick in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Looks for due reminders every REMINDER_TICK_SECONDS in each server process; the claim in
 * send-reminders.ts keeps several processes from sending one twice. Not started in tests, which
 * call sendDueReminders with a clock of their own.
 */
export function createReminderScheduler(ctx: AppContext): ReminderScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = sendDueReminders(ctx)
        .catch((error: unknown) => ctx.logger.error({ error: (error as Error).message }, 'reminder tick failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, ctx.config.reminderTickSeconds * 1000);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
