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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarlyResponse } from '../boot/early-responses';
import { enqueuePractice } from '../offline/practice-queue';
import { withOfflineCopy } from '../offline/offline-copy';
import { ApiError, apiRequest } from './client';
import { recentLearningsQueryKey } from './learnings';

export const exposuresQueryKey = ['exposures'] as const;

const exposurePath = (id: string) => `/erp-exposures/exposures/${encodeURIComponent(id)}`;

export function fetchExposures(): Promise<ExposureResponse[]> {
  return apiRequest('/erp-exposures/exposures', { schema: exposureResponse.array(), response: takeEarlyResponse('exposures') });
}

/** The person's exposures, newest first; the last list is kept on the device for practice offline (decision 035). */
export const exposuresQuery = queryOptions({ queryKey: exposuresQueryKey, queryFn: () => withOfflineCopy('exposures', fetchExposures) });

export function useExposures() {
  return useQuery(exposuresQuery);
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

/**
 * The logged session, with `crisis_resources` when its written words read as a crisis. The
 * Idempotency-Key makes a resend (a lost answer, the offline queue) the same session (decision 035).
 */
export function logProgress(id: string, request: LogProgressRequest, idempotencyKey: string): Promise<SavedExposureSessionResponse> {
  return apiRequest(`${exposurePath(id)}/progress`, {
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: savedExposureSessionResponse,
  });
}

/** Saved on the server, or kept on this device to be sent when the network returns. */
export type LoggedPractice = { queued: false; saved: SavedExposureSessionResponse } | { queued: true };

export interface LogPracticeVariables {
  id: string;
  request: LogProgressRequest;
  idempotencyKey: string;
  /** Whose practice, so only they ever send it. */
  userId: string | null;
}

/**
 * Sends the session; with no network at all it is kept on this device instead (offline/practice-queue.ts)
 * and sent once the network returns. Any answer from the server (an error too) is taken as it is.
 */
export async function logPractice({ id, request, idempotencyKey, userId }: LogPracticeVariables): Promise<LoggedPractice> {
  try {
    return { queued: false, saved: await logProgress(id, request, idempotencyKey) };
  } catch (error) {
    const offline = error instanceof ApiError && error.status === 0;
    if (offline && userId && (await enqueuePractice({ key: idempotencyKey, userId, exposureId: id, request, queuedAt: Date.now() }))) {
      return { queued: true };
    }
    throw error;
  }
}

/** Resolves once the list has been refetched, so callers see the exposure's new status. */
export function useLogProgress() {
  const queryClient = useQueryClient();
  const refresh = useRefreshExposures();
  return useMutation({
    mutationFn: logPractice,
    // The exposures' key covers each one's history too; the dashboard's reflections are the user's.
    // Offline the refetch would only fail: the queue refreshes them once it has sent the session.
    onSuccess: (logged) =>
      logged.queued ? undefined : Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: recentLearningsQueryKey })]),
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
