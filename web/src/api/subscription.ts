import {
  allowsPractice,
  subscriptionStatusResponse,
  type SubscriptionStatus,
  type SubscriptionStatusResponse,
} from '@ladder/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './client';
import { meQueryKey } from './users';

/** Under the user's key, so a change of user (another tab) refetches it along with the user. */
export const subscriptionStatusQueryKey = [...meQueryKey, 'subscription-status'] as const;

export function fetchSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return apiRequest('/subscriptions/subscription-status', { schema: subscriptionStatusResponse });
}

export interface SubscriptionState {
  /** undefined while the first answer is awaited; 'none' when the fetch failed (spec §8). */
  status: SubscriptionStatus | undefined;
  /** The server's answer, when there is one (type and trial days for the banner). */
  data: SubscriptionStatusResponse | undefined;
  /** Spec §6: starting, adding and generating exposures are allowed (false while unknown). */
  canPractise: boolean;
}

/** The person's subscription status (spec §3, §4 "Subscription banner", §6 gating). */
export function useSubscriptionStatus(): SubscriptionState {
  const query = useQuery({ queryKey: subscriptionStatusQueryKey, queryFn: fetchSubscriptionStatus });

  useEffect(() => {
    // Spec §8: logged only; the status becomes none.
    if (query.error) console.error('Could not load the subscription status', query.error);
  }, [query.error]);

  const status: SubscriptionStatus | undefined = query.data?.status ?? (query.isError ? 'none' : undefined);
  return { status, data: query.data, canPractise: allowsPractice(status) };
}
