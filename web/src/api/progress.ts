import {
  achievementStatsResponse,
  assignmentResponse,
  ybocsHistoryResponse,
  ybocsProgressResponse,
  type AchievementStatsResponse,
  type AssignmentResponse,
  type YbocsHistoryResponse,
  type YbocsProgressResponse,
  type YbocsResponses,
} from '@ladder/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './client';
import { takeEarlyResponse } from '../boot/early-responses';
import { meQueryKey } from './users';
import { createYbocs } from './ybocs';

// Under the user's key, like the subscription status: a logout or a change of user in another tab
// drops or refetches them together with the user.
export const statsQueryKey = [...meQueryKey, 'gamification-stats'] as const;
export const pendingAssignmentsQueryKey = [...meQueryKey, 'pending-assignments'] as const;
export const ybocsProgressQueryKey = [...meQueryKey, 'ybocs-progress'] as const;
export const ybocsHistoryQueryKey = [...meQueryKey, 'ybocs-history'] as const;

// The dashboard's panels show once their first loads are in (DashboardPage), whose own queries ask
// the server as the dashboard opens (again after a failure, or for fresher answers than the cache
// holds): the panels, which appear after, do not ask a second time.

/** docs/product.md §57: dashboard and journal loads fail quietly; the failure is only logged. */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [what, error]);
}

export function fetchAchievementStats(): Promise<AchievementStatsResponse> {
  return apiRequest('/gamification/stats', { schema: achievementStatsResponse, response: takeEarlyResponse('stats') });
}

export const achievementStatsQuery = queryOptions({ queryKey: statsQueryKey, queryFn: fetchAchievementStats });

export function useAchievementStats() {
  const query = useQuery({ ...achievementStatsQuery, retryOnMount: false, refetchOnMount: false });
  useLogFailure('the achievement stats', query.error);
  return query;
}

export function fetchPendingAssignments(): Promise<AssignmentResponse[]> {
  return apiRequest('/assignments/pending', {
    schema: assignmentResponse.array(),
    response: takeEarlyResponse('pending-assignments'),
  });
}

export const pendingAssignmentsQuery = queryOptions({ queryKey: pendingAssignmentsQueryKey, queryFn: fetchPendingAssignments });

export function usePendingAssignments() {
  const query = useQuery({ ...pendingAssignmentsQuery, retryOnMount: false, refetchOnMount: false });
  useLogFailure('the pending assignments', query.error);
  return query;
}

/** No body, so no JSON content type (apiRequest sends none without `json`). */
export function completeAssignment(id: string): Promise<void> {
  return apiRequest(`/assignments/${encodeURIComponent(id)}/complete`, { method: 'POST' });
}

/** docs/product.md §47: a completed assignment refreshes the assignments and the stats (it earns points). */
export function useCompleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAssignment,
    // Awaited, so the button stays busy until the finished assignment has left the list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingAssignmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]),
  });
}

export function fetchYbocsProgress(): Promise<YbocsProgressResponse> {
  return apiRequest('/assessments/ybocs-progress', { schema: ybocsProgressResponse, response: takeEarlyResponse('ybocs-progress') });
}

export const ybocsProgressQuery = queryOptions({ queryKey: ybocsProgressQueryKey, queryFn: fetchYbocsProgress });

export function useYbocsProgress() {
  const query = useQuery({ ...ybocsProgressQuery, retryOnMount: false, refetchOnMount: false });
  useLogFailure('the Y-BOCS progress', query.error);
  return query;
}

/** Oldest first. */
export function fetchYbocsHistory(): Promise<YbocsHistoryResponse> {
  return apiRequest('/assessments/ybocs-history', { schema: ybocsHistoryResponse, response: takeEarlyResponse('ybocs-history') });
}

export const ybocsHistoryQuery = queryOptions({ queryKey: ybocsHistoryQueryKey, queryFn: fetchYbocsHistory });

export function useYbocsHistory() {
  const query = useQuery({ ...ybocsHistoryQuery, retryOnMount: false, refetchOnMount: false });
  useLogFailure('the Y-BOCS history', query.error);
  return query;
}

/**
 * A later Y-BOCS (not the onboarding one). The server marks the "Retake the Y-BOCS" assignment done
 * and may award points, so everything on the dashboard that depends on it is refetched; the
 * mutation settles once that has happened, so the new score is on screen when the dialog closes.
 */
export function useRetakeYbocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responses: YbocsResponses) => createYbocs({ responses, is_onboarding: false }),
    onSuccess: () =>
      Promise.all(
        [ybocsProgressQueryKey, ybocsHistoryQueryKey, statsQueryKey, pendingAssignmentsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
