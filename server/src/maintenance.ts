import type { AppContext } from './context';
import { pruneRateCounters } from './lib/rate-limit';
import { purgeUnverifiedAccounts } from './modules/auth/purge-unverified';
import { pruneMfaChallenges } from './modules/auth/totp/challenge';
import { pruneSecurityEvents } from './modules/security/events';

/**
 * The hourly housekeeping every server process runs (each step is idempotent, so two processes
 * doing it at once is harmless): old rate-limit windows, accounts never verified within 72 hours,
 * security activity past its retention period, and
 * expired second-factor steps (docs/security.md, docs/operations.md).
 */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['pruning rate-limit counters', () => pruneRateCounters(ctx.db, ctx.clock)],
    ['purging unverified accounts', () => purgeUnverifiedAccounts(ctx)],
    ['pruning security activity', () => pruneSecurityEvents(ctx)],
    ['pruning second-factor steps', () => pruneMfaChallenges(ctx)],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      ctx.logger.warn({ error: (error as Error).message }, `${name} failed`);
    }
  }
}
