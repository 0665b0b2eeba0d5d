import { recentLearning, type RecentLearning } from '@ladder/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './client';
import { meQueryKey } from './user-requests';

// Under the user's key: a logout or another person signing in drops them with the user.
export const recentLearningsQueryKey = [...meQueryKey, 'learnings'] as const;

export function fetchRecentLearnings(): Promise<RecentLearning[]> {
  return apiRequest('/erp-exposures/learnings', { schema: recentLearning.array() });
}

/** The latest "what I learned" notes for the dashboard (issue 17); a failure is only logged (docs/product.md §57). */
export function useRecentLearnings() {
  const query = useQuery({ queryKey: recentLearningsQueryKey, queryFn: fetchRecentLearnings });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Could not load the recent reflections', error);
  }, [error]);
  return query;
}
