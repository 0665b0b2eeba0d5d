import {
  acceptDraftResponse,
  exposureDraftResponse,
  generateExposuresResponse,
  ladderThemesResponse,
  type ExposureDraft,
  type ExposureDraftResponse,
  type GeneratedExposure,
  type LadderThemesResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { exposuresQueryKey } from './exposures';

/**
 * Issue 16: the themes a ladder is built for, and the proposals kept on the server as the person's
 * draft until they are rated and saved. Reading the draft never spends a generation; only
 * `useSuggestNewSet` (the generate call) does.
 */

export const draftQueryKey = ['exposure-draft'] as const;
export const themesQueryKey = ['ladder-themes'] as const;

const DRAFT = '/erp-exposures/exposures/draft';
const draft = exposureDraftResponse.unwrap();

export function fetchDraft(): Promise<ExposureDraftResponse> {
  return apiRequest(DRAFT, { schema: exposureDraftResponse });
}

export function useExposureDraft() {
  return useQuery({ queryKey: draftQueryKey, queryFn: fetchDraft });
}

export function fetchThemes(): Promise<LadderThemesResponse> {
  return apiRequest('/erp-exposures/exposures/themes', { schema: ladderThemesResponse });
}

/** Behind the same safety gate as generating: a crisis answer arrives here as the calm screen's 422. */
export function useLadderThemes(enabled: boolean) {
  return useQuery({ queryKey: themesQueryKey, queryFn: fetchThemes, enabled, retry: false, staleTime: 0 });
}

/** Generates a new set for the confirmed themes (or the detected ones when `themes` is absent). */
export function generateDraft(themes?: readonly string[]): Promise<GeneratedExposure[]> {
  return apiRequest('/erp-exposures/exposures/generate', {
    method: 'POST',
    ...(themes ? { json: { themes } } : {}),
    schema: generateExposuresResponse,
  });
}

/** "Suggest a new set": the only call here that counts toward the daily limit. */
export function useSuggestNewSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themes?: readonly string[]) => generateDraft(themes),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: draftQueryKey });
      // The confirmation may have changed with this call: the next checklist asks the server again.
      queryClient.removeQueries({ queryKey: themesQueryKey });
    },
  });
}

export function saveDraftRatings(ratings: ReadonlyArray<number | null>): Promise<ExposureDraft> {
  return apiRequest(`${DRAFT}/ratings`, { method: 'PUT', json: { ratings }, schema: draft });
}

export function useSaveDraftRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraftRatings,
    onSuccess: (saved) => queryClient.setQueryData(draftQueryKey, saved),
  });
}

export function requestVariant(index: number, direction: 'easier' | 'harder'): Promise<ExposureDraft> {
  return apiRequest(`${DRAFT}/items/${index}/variant`, { method: 'POST', json: { direction }, schema: draft });
}

export function useDraftVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, direction }: { index: number; direction: 'easier' | 'harder' }) => requestVariant(index, direction),
    onSuccess: (saved) => queryClient.setQueryData(draftQueryKey, saved),
  });
}

/** Saves the whole draft as exposures in one transaction on the server, and drops it. */
export async function acceptDraft(): Promise<number> {
  return (await apiRequest(`${DRAFT}/accept`, { method: 'POST', schema: acceptDraftResponse })).saved;
}

export function useAcceptDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDraft,
    onSuccess: () => queryClient.setQueryData(draftQueryKey, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exposuresQueryKey }),
  });
}

export function discardDraft(): Promise<void> {
  return apiRequest(DRAFT, { method: 'DELETE' });
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: discardDraft, onSuccess: () => queryClient.setQueryData(draftQueryKey, null) });
}
