import {
  exposureResponse,
  exposureSessionResponse,
  savedExposureSessionResponse,
  type CreateExposureRequest,
  type ExposureResponse,
  type ExposureSessionResponse,
  type LogProgressRequest,
  type SavedExposureSessionResponse,
  type StartExposureRequest,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { recentLearningsQueryKey } from './learnings';

export const exposuresQueryKey = ['exposures'] as const;

const exposurePath = (id: string) => `/erp-exposures/exposures/${encodeURIComponent(id)}`;

export function fetchExposures(): Promise<ExposureResponse[]> {
  return apiRequest('/erp-exposures/exposures', { schema: exposureResponse.array() });
}

/** The person's exposures, newest first. */
export function useExposures() {
  return useQuery({ queryKey: exposuresQueryKey, queryFn: fetchExposures });
}

export function createExposure(request: CreateExposureRequest): Promise<ExposureResponse> {
  return apiRequest('/erp-exposures/exposures', { json: request, schema: exposureResponse });
}

function useRefreshExposures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exposuresQueryKey });
}

export function useCreateExposure() {
  const refresh = useRefreshExposures();
  return useMutation({ mutationFn: createExposure, onSuccess: refresh });
}

/** Only not-started exposures can be deleted; a started one answers 409 (its history is kept). */
export function deleteExposure(id: string): Promise<void> {
  return apiRequest(exposurePath(id), { method: 'DELETE' });
}

export function useDeleteExposure() {
  const refresh = useRefreshExposures();
  return useMutation({ mutationFn: deleteExposure, onSuccess: refresh });
}

export interface StartedSession {
  session: ExposureSessionResponse;
  /** The server answered with the session that was already open (200), not a new one (201). */
  resumed: boolean;
  /** What was written before starting reads as a crisis: offer the resources (nothing was sent anywhere). */
  crisisResources: boolean;
}

/** Opens a session, or answers with the one already open for this exposure. */
export async function startExposure(id: string, request: StartExposureRequest): Promise<StartedSession> {
  let resumed = false;
  const { crisis_resources: crisisResources, ...session } = await apiRequest(`${exposurePath(id)}/start`, {
    json: request,
    schema: savedExposureSessionResponse,
    onResponse: (response) => {
      resumed = response.status === 200;
    },
  });
  return { session, resumed, crisisResources };
}

export function useStartExposure() {
  const refresh = useRefreshExposures();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: StartExposureRequest }) => startExposure(id, request),
    // The exposure is now in progress, with an open session that Continue can resume.
    onSettled: refresh,
  });
}

/** The logged session, with `crisis_resources` when its written words read as a crisis. */
export function logProgress(id: string, request: LogProgressRequest): Promise<SavedExposureSessionResponse> {
  return apiRequest(`${exposurePath(id)}/progress`, { json: request, schema: savedExposureSessionResponse });
}

/** Resolves once the list has been refetched, so callers see the exposure's new status. */
export function useLogProgress() {
  const queryClient = useQueryClient();
  const refresh = useRefreshExposures();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: LogProgressRequest }) => logProgress(id, request),
    // The exposures' key covers each one's history too; the dashboard's reflections are the user's.
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: recentLearningsQueryKey })]),
  });
}

/** One exposure's practice history, under the exposures' key so a logged session refreshes it. */
export const exposureSessionsQueryKey = (id: string) => [...exposuresQueryKey, id, 'sessions'] as const;

export function fetchExposureSessions(id: string): Promise<ExposureSessionResponse[]> {
  return apiRequest(`${exposurePath(id)}/sessions`, { schema: exposureSessionResponse.array() });
}

/** Newest first, open sessions included (issue 17 "a history that teaches"). */
export function useExposureSessions(id: string) {
  return useQuery({ queryKey: exposureSessionsQueryKey(id), queryFn: () => fetchExposureSessions(id) });
}
