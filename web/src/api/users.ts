import type { UserResponse } from '@ladder/contracts';
import { useQuery } from '@tanstack/react-query';
import { withOfflineCopy } from '../offline/offline-copy';
import { fetchMe, intakeEvidenceQueryKey, meQueryKey } from './user-requests';

export * from './user-requests';

/**
 * The signed-in user. It only changes through our own mutations, which update
 * this cache, so it never goes stale by itself. Kept on the device so the app opens offline (decision 035).
 */
export function useMe(enabled: boolean, initialData?: UserResponse) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => withOfflineCopy('me', () => fetchMe()),
    enabled,
    staleTime: Infinity,
    initialData,
  });
}

/**
 * docs/product.md §22 "Intake status check" fallback (api/intake.ts `hasIntakeEvidence`), loaded only for a
 * person whose record does not say onboarding is complete.
 */
export function useIntakeEvidence(enabled: boolean) {
  return useQuery({
    queryKey: intakeEvidenceQueryKey,
    queryFn: () => import('./intake').then((intake) => intake.hasIntakeEvidence()),
    enabled,
    staleTime: Infinity,
  });
}
