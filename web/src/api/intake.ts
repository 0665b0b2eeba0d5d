import {
  listItem,
  obsessionResponse,
  tosStatusResponse,
  type ExposureResponse,
  type ListItem,
  type SaveCompulsionsRequest,
  type SaveObsessionsRequest,
  type SaveTriggersRequest,
  type SuitabilityResponse,
  type TosStatusResponse,
  type UserResponse,
  type YbocsAssessmentResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from './client';
import { exposuresQueryKey, fetchExposures } from './exposures';
import { acceptDraft } from './ladder-drafts';
import { fetchSuitability, suitabilityQueryKey } from './safety';
import { completeIntake } from './user-requests';
import { fetchLatestYbocs, fetchYbocsAssessments } from './ybocs';

export function fetchTosStatus(): Promise<TosStatusResponse> {
  return apiRequest('/users/me/tos-status', { schema: tosStatusResponse });
}

/** No body: the server records the current terms version. */
export function acceptTos(): Promise<TosStatusResponse> {
  return apiRequest('/users/me/accept-tos', { method: 'POST', schema: tosStatusResponse });
}

export function useAcceptTos() {
  return useMutation({ mutationFn: acceptTos });
}

/** The three lists a person writes at intake (docs/product.md §26); each save replaces the whole list. */
export type IntakeListKind = 'obsessions' | 'compulsions' | 'triggers';

export const intakeListKey = (kind: IntakeListKind) => ['intake', kind] as const;

export function fetchIntakeList(kind: IntakeListKind): Promise<ListItem[]> {
  // Obsessions come with their compulsions and triggers; the lists here only need id and text.
  const schema = kind === 'obsessions' ? obsessionResponse.array() : listItem.array();
  return apiRequest(`/${kind}`, { schema });
}

function saveBody(kind: IntakeListKind, items: string[]) {
  switch (kind) {
    case 'obsessions':
      // docs/product.md §26: intake also sends an empty compulsions list.
      return {
        obsessions: items.map((description) => ({ description })),
        compulsions: [],
      } satisfies SaveObsessionsRequest;
    case 'compulsions':
      return { compulsions: items } satisfies SaveCompulsionsRequest;
    case 'triggers':
      return { triggers: items } satisfies SaveTriggersRequest;
  }
}

export function saveIntakeList(kind: IntakeListKind, items: string[]): Promise<ListItem[]> {
  const schema = kind === 'obsessions' ? obsessionResponse.array() : listItem.array();
  return apiRequest(`/${kind}`, { json: saveBody(kind, items), schema });
}

/** The lists change only through our own saves, which update this cache. */
export function useIntakeList(kind: IntakeListKind) {
  return useQuery({ queryKey: intakeListKey(kind), queryFn: () => fetchIntakeList(kind), staleTime: Infinity });
}

export function useSaveIntakeList(kind: IntakeListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: string[]) => saveIntakeList(kind, items),
    onSuccess: (saved) => queryClient.setQueryData(intakeListKey(kind), saved),
  });
}

/**
 * What the intake wizard needs to know to pick up where the person left off (docs/product.md §30 "Resume logic",
 * after "Is self-help right for me now?"). Loading stops at the first gap that decides the step:
 * without accepted terms nothing else is loaded, without obsessions the other lists are not; fields
 * left undefined were not loaded.
 */
export interface IntakeProgress {
  /** "Is self-help right for me now?" (docs/clinical.md §20), asked before the terms. */
  suitability: SuitabilityResponse;
  acceptedTos: boolean;
  obsessions?: ListItem[];
  compulsions?: ListItem[];
  triggers?: ListItem[];
  /** null: no assessment yet. */
  latestYbocs?: YbocsAssessmentResponse | null;
  exposures?: ExposureResponse[];
}

export async function loadIntakeProgress(): Promise<IntakeProgress> {
  const [suitability, { accepted_tos: acceptedTos }] = await Promise.all([fetchSuitability(), fetchTosStatus()]);
  if (!acceptedTos) return { suitability, acceptedTos };
  const obsessions = await fetchIntakeList('obsessions');
  if (obsessions.length === 0) return { suitability, acceptedTos, obsessions };
  const [compulsions, triggers, latestYbocs, exposures] = await Promise.all([
    fetchIntakeList('compulsions'),
    fetchIntakeList('triggers'),
    fetchLatestYbocs(),
    fetchExposures(),
  ]);
  return { suitability, acceptedTos, obsessions, compulsions, triggers, latestYbocs, exposures };
}

/**
 * Loaded once per visit to the wizard: it is dropped as soon as the wizard closes, so a later visit
 * never resumes from old answers. The lists and the suitability answers it read seed their own caches,
 * so those steps show at once.
 */
export function useIntakeProgress() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['intake', 'progress'],
    queryFn: async () => {
      const progress = await loadIntakeProgress();
      queryClient.setQueryData(suitabilityQueryKey, progress.suitability);
      for (const kind of ['obsessions', 'compulsions', 'triggers'] as const) {
        const list = progress[kind];
        if (list) queryClient.setQueryData(intakeListKey(kind), list);
      }
      return progress;
    },
    gcTime: 0,
    staleTime: Infinity,
  });
}

/**
 * docs/product.md §22 "Intake status check" fallback: a person whose record does not say onboarding is complete
 * still counts as done with at least one Y-BOCS assessment and at least one ERP exposure.
 */
export async function hasIntakeEvidence(): Promise<boolean> {
  const [assessments, exposures] = await Promise.all([fetchYbocsAssessments(), fetchExposures()]);
  return assessments.length > 0 && exposures.length > 0;
}

export function useCompleteIntake() {
  return useMutation({ mutationFn: completeIntake });
}

/**
 * docs/product.md §29 "Complete Onboarding": saves the rated draft as exposures (one transaction on the
 * server, issue 16), then marks intake complete. A retry after a failure does not save again once
 * the draft was saved, so no exposure is stored twice.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const accepted = useRef(false);
  return useMutation({
    mutationFn: async (): Promise<UserResponse> => {
      if (!accepted.current) {
        // The cached draft is left as it is: clearing it here would swap the step under the person
        // before intake is marked complete. The next read of the draft fetches it again.
        await acceptDraft();
        accepted.current = true;
      }
      return completeIntake();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exposuresQueryKey }),
  });
}
