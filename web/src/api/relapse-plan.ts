import {
  boosterReminderResponse,
  relapsePlanResponse,
  type BoosterReminderRequest,
  type BoosterReminderResponse,
  type RelapsePlanRequest,
  type RelapsePlanResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { useLogFailure } from './progress';
import { meQueryKey } from './users';

export type { BoosterReminderResponse, RelapsePlanResponse } from '@ladder/contracts';

/** The relapse-prevention plan and its weekly booster reminder (issue 17 item 8; docs/practice.md §8). */
export const relapsePlanQueryKey = [...meQueryKey, 'relapse-plan'] as const;
export const boosterReminderQueryKey = [...relapsePlanQueryKey, 'booster-reminder'] as const;

export function useRelapsePlan() {
  const query = useQuery({ queryKey: relapsePlanQueryKey, queryFn: () => apiRequest('/relapse-plan', { schema: relapsePlanResponse }) });
  useLogFailure('the relapse-prevention plan', query.error);
  return query;
}

export function useSaveRelapsePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: RelapsePlanRequest): Promise<RelapsePlanResponse> =>
      apiRequest('/relapse-plan', { method: 'PUT', json: plan, schema: relapsePlanResponse }),
    onSuccess: (saved) => queryClient.setQueryData(relapsePlanQueryKey, saved),
  });
}

export function useDeleteRelapsePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<void> => apiRequest('/relapse-plan', { method: 'DELETE' }),
    // The booster reminder went with the plan.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relapsePlanQueryKey }),
  });
}

export function useBoosterReminder(enabled: boolean) {
  return useQuery({
    queryKey: boosterReminderQueryKey,
    queryFn: () => apiRequest('/relapse-plan/booster-reminder', { schema: boosterReminderResponse }),
    enabled,
  });
}

export function useSaveBoosterReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BoosterReminderRequest): Promise<BoosterReminderResponse> =>
      apiRequest('/relapse-plan/booster-reminder', { method: 'PUT', json: settings, schema: boosterReminderResponse }),
    onSuccess: (saved) => queryClient.setQueryData(boosterReminderQueryKey, saved),
  });
}
