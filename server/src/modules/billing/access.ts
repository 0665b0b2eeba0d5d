import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';

/**
 * Spec §6: starting an exposure, adding a custom one and generating are allowed only with a
 * subscription status of active, trial or lifetime. Self-hosted (BILLING=off) everyone has full
 * access. The billing issue fills in the statuses; routes call only this function.
 */
export async function assertPracticeAllowed(ctx: AppContext, _userId: string): Promise<void> {
  if (ctx.config.billing === 'off') return;
  throw forbidden('A subscription is required for this. Start your free trial or subscribe to continue.');
}
