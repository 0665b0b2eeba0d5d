import type { SubscriptionStatusResponse } from '@ladder/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { subscriptionStatusQueryKey } from '../../api/subscription';
import { stubFetch, type FakeAnswer } from '../../test/fake-fetch';
import { TEST_USER, renderApp, storeTestSession } from '../../test/render';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

export const STATUS = 'GET /subscriptions/subscription-status';
export const PORTAL = 'POST /subscriptions/create-portal-session';

export function statusAnswer(
  status: SubscriptionStatusResponse['status'],
  type: string | null = null,
  trialDaysRemaining: number | null = null,
): FakeAnswer {
  return { body: { status, type, trial_days_remaining: trialDaysRemaining } };
}

/** A signed-in person with intake done, opening `at` against a fake API with these routes. */
export function openSignedIn(at: string, routes: Record<string, Handler>) {
  const api = stubFetch({ 'GET /users/me': { body: TEST_USER }, ...routes });
  storeTestSession();
  const app = renderApp({ at });
  return { api, app };
}

/**
 * Waits until the status query has its answer and the screen has caught up with it, so that
 * "no banner" or "no Billing" is checked after the status is known, not before it arrives.
 */
export async function statusSettled(queryClient: QueryClient): Promise<void> {
  await waitFor(() =>
    expect(['success', 'error']).toContain(queryClient.getQueryState(subscriptionStatusQueryKey)?.status),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** The browser's navigation, which jsdom does not implement: records where the app sent it. */
export function stubNavigation() {
  const assign = vi.fn<(url: string) => void>();
  const { href, origin } = window.location;
  vi.stubGlobal('location', { ...window.location, href, origin, assign });
  return assign;
}
