import {
  createdUrgeResponse,
  urgeDayResponse,
  urgeTrendResponse,
  type CreatedUrgeResponse,
  type CreateUrgeRequest,
  type UrgeDayResponse,
  type UrgeTrendResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { useLogFailure } from './progress';
import { meQueryKey } from './user-requests';
import { browserTimeZone } from '../lib/time-zone';

// Under the user's key: a logout or a change of user drops the log with the user.
export const urgesQueryKey = [...meQueryKey, 'urges'] as const;

// The browser's zone is sent with every read: the day view and the trend count the person's own
// calendar days wherever they are now (the server falls back to the zone it last heard of).

export function fetchUrgeDay(date: string): Promise<UrgeDayResponse> {
  const query = new URLSearchParams({ date, time_zone: browserTimeZone() });
  return apiRequest(`/urges?${query.toString()}`, { schema: urgeDayResponse });
}

export function fetchUrgeTrend(): Promise<UrgeTrendResponse> {
  const query = new URLSearchParams({ time_zone: browserTimeZone() });
  return apiRequest(`/urges/weekly?${query.toString()}`, { schema: urgeTrendResponse });
}

/** One local day of the log (YYYY-MM-DD), earliest first. */
export function useUrgeDay(date: string) {
  const query = useQuery({ queryKey: [...urgesQueryKey, 'day', date], queryFn: () => fetchUrgeDay(date) });
  useLogFailure('the urge log', query.error);
  return query;
}

/** The dashboard's trend: counts for today and the six days before it. */
export function useUrgeTrend() {
  const query = useQuery({ queryKey: [...urgesQueryKey, 'weekly'], queryFn: fetchUrgeTrend });
  useLogFailure('the urge trend', query.error);
  return query;
}

export function logUrge(request: CreateUrgeRequest): Promise<CreatedUrgeResponse> {
  return apiRequest('/urges', { method: 'POST', json: request, schema: createdUrgeResponse });
}

export function deleteUrge(id: string): Promise<void> {
  return apiRequest(`/urges/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The day views and the trend ask again after a change. Nothing else does: the log earns nothing. */
function useRefreshLog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: urgesQueryKey });
}

export function useLogUrge() {
  const refresh = useRefreshLog();
  return useMutation({ mutationFn: logUrge, onSuccess: () => void refresh() });
}

export function useDeleteUrge() {
  const refresh = useRefreshLog();
  // Awaited, so the button stays busy until the entry has left the list.
  return useMutation({ mutationFn: deleteUrge, onSuccess: refresh });
}
