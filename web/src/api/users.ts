import { userResponse, type UserResponse } from '@ladder/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export const meQueryKey = ['users', 'me'] as const;

export function fetchMe(options: { token?: string } = {}): Promise<UserResponse> {
  return apiRequest('/users/me', { token: options.token, schema: userResponse });
}

/**
 * The signed-in user. It only changes through our own mutations, which update
 * this cache, so it never goes stale by itself.
 */
export function useMe(enabled: boolean) {
  return useQuery({ queryKey: meQueryKey, queryFn: () => fetchMe(), enabled, staleTime: Infinity });
}

/** Spec §4: the server checks terms, an obsession and a Y-BOCS, and answers with the updated user. */
export function completeIntake(): Promise<UserResponse> {
  return apiRequest('/users/me/complete-intake', { method: 'POST', schema: userResponse });
}
