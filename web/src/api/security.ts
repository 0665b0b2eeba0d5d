import { activeSessionsResponse, securityActivityResponse } from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { meQueryKey } from './users';

export type { ActiveSessionsResponse, SecurityActivityResponse, SecurityEventType } from '@ladder/contracts';

export const sessionsQueryKey = [...meQueryKey, 'sessions'] as const;
export const securityActivityQueryKey = [...meQueryKey, 'security-activity'] as const;

export function useActiveSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: () => apiRequest('/users/me/sessions', { schema: activeSessionsResponse }),
  });
}

export function useSecurityActivity() {
  return useQuery({
    queryKey: securityActivityQueryKey,
    queryFn: () => apiRequest('/users/me/security/activity', { schema: securityActivityResponse }),
  });
}

/** Ends one sign-in (another device's, or this one's); the lists are read again afterwards. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/users/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: securityActivityQueryKey });
    },
  });
}
