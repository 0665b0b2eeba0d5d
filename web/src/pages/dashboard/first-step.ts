import type { ExposureResponse } from '@ladder/contracts';
import { firstStepId } from '../erp/ladder-order';

/** What the first-visit card offers: nothing once a session is done, the ladder to make, or the exposure to open. */
export type FirstStep = { kind: 'none' } | { kind: 'make-ladder' } | { kind: 'exposure'; exposure: ExposureResponse };

/**
 * Issue 18 item 3. The card stays until a first session is logged (an open, unlogged one does not count yet). The
 * exposure is the one the ERP page marks "Start here" (ladder-order.ts firstStepId), so both screens agree.
 */
export function chooseFirstStep(exposures: readonly ExposureResponse[]): FirstStep {
  if (exposures.some((exposure) => exposure.session_count > 0)) return { kind: 'none' };
  if (exposures.length === 0) return { kind: 'make-ladder' };
  const id = firstStepId(exposures.filter((exposure) => exposure.status === 'not_started'));
  const exposure = exposures.find((item) => item.id === id);
  return exposure ? { kind: 'exposure', exposure } : { kind: 'none' };
}
