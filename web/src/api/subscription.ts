import {
  allowsPractice,
  portalSessionResponse,
  subscriptionStatusResponse,
  type PortalSessionResponse,
  type SubscriptionStatus,
  type SubscriptionStatusResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withOfflineCopy } from '../offline/offline-copy';
import { apiRequest } from './client';
import { takeEarlyResponse } from '../boot/early-responses';
import { meQueryKey } from './users';

/** Under the user's key, so a change of user (another tab) refetches it along with the user. */
export const subscriptionStatusQueryKey = [...meQueryKey, 'subscription-status'] as const;

/**
 * Stripe sends the person back from Checkout before its webhook may have reached our server:
 * ask again every few seconds for a while, until the answer shows the subscription.
 */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLL_WINDOW_MS = 30_000;
/** How long one answer about the status serves every part of the page that shows it. */
const STATUS_SHARED_MS = 30_000;

/** Kept on the device: offline, the last answer still lets the person practise (decision 035). */
export function fetchSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return withOfflineCopy('subscription-status', () =>
    apiRequest('/subscriptions/subscription-status', {
      schema: subscriptionStatusResponse,
      response: takeEarlyResponse('subscription-status'),
    }),
  );
}

/**
 * A subscription is in place: active, lifetime, or a Stripe subscription still inside the free
 * trial (type 'monthly', it starts by itself when the trial ends). Access is not limited then.
 */
export function hasSubscription(data: SubscriptionStatusResponse | undefined): boolean {
  if (!data) return false;
  return data.status === 'active' || data.status === 'lifetime' || (data.status === 'trial' && data.type === 'monthly');
}

export interface SubscriptionState {
  /** undefined while the first answer is awaited; 'none' when the fetch failed (docs/product.md §57). */
  status: SubscriptionStatus | undefined;
  /** The server's answer, when there is one (type and trial days for the banner). */
  data: SubscriptionStatusResponse | undefined;
  /** docs/product.md §53: starting, adding and generating exposures are allowed (false while unknown). */
  canPractise: boolean;
}

interface SubscriptionStatusOptions {
  /** Back from Checkout (`?checkout=success`): poll until the subscription shows, for a while. */
  awaitingCheckout?: boolean;
}

// Every component showing the status observes the same failed query: log each failure once.
const loggedErrors = new WeakSet<Error>();

/** The person's subscription status (docs/product.md §52, §54, §53). */
export function useSubscriptionStatus({ awaitingCheckout = false }: SubscriptionStatusOptions = {}): SubscriptionState {
  const queryClient = useQueryClient();
  const [pollingSince] = useState(Date.now);
  const query = useQuery({
    queryKey: subscriptionStatusQueryKey,
    queryFn: fetchSubscriptionStatus,
    // The top bar, the banner and a screen's gated buttons may mount at different moments (the frame
    // shows before the screen has loaded): one answer serves them all for a while.
    staleTime: STATUS_SHARED_MS,
    // Billing happens in another tab or on Stripe's pages: coming back should show the new status.
    refetchOnWindowFocus: 'always',
    refetchInterval: (current: Query<SubscriptionStatusResponse>) =>
      awaitingCheckout && !hasSubscription(current.state.data) && Date.now() - pollingSince < CHECKOUT_POLL_WINDOW_MS
        ? CHECKOUT_POLL_MS
        : false,
  });

  // A status cached before Checkout is out of date; an answer already on its way is kept.
  useEffect(() => {
    if (awaitingCheckout) void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }, { cancelRefetch: false });
  }, [awaitingCheckout, queryClient]);

  useEffect(() => {
    // docs/product.md §57: logged only; the status becomes none.
    if (query.error && !loggedErrors.has(query.error)) {
      loggedErrors.add(query.error);
      console.error('Could not load the subscription status', query.error);
    }
  }, [query.error]);

  const status: SubscriptionStatus | undefined = query.data?.status ?? (query.isError ? 'none' : undefined);
  return { status, data: query.data, canPractise: allowsPractice(status) };
}

/** docs/product.md §54 "Portal session": Stripe's Customer Portal for a subscriber, else Checkout. */
export function createPortalSession(): Promise<PortalSessionResponse> {
  return apiRequest('/subscriptions/create-portal-session', { method: 'POST', schema: portalSessionResponse });
}

export function usePortalSession() {
  return useMutation({ mutationFn: createPortalSession });
}
