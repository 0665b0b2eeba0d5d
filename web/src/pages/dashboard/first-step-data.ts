import type { QueryClient } from '@tanstack/react-query';
import { exposuresQuery } from '../../api/exposures';

/** The exposures the first-step card reads, in the cache before the card renders (FirstStepSlot). */
export function ensureExposures(queryClient: QueryClient): Promise<unknown> {
  return queryClient.ensureQueryData(exposuresQuery);
}
