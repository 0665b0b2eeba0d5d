import {
  SAFETY_CODES,
  safetyAnswerResponse,
  safetyNotesResponse,
  suitabilityResponse,
  type SafetyAnswerRequest,
  type SafetyAnswerResponse,
  type SafetyCode,
  type SafetyNotesResponse,
  type SuitabilityRequest,
  type SuitabilityResponse,
} from '@ladder/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import { meQueryKey } from './user-requests';

/**
 * The person's own safety record (docs/clinical.md §18, §20): the
 * "Is self-help right for me now?" answers, answers to the questions a generate call asks, and the
 * notes on items of their lists that no ladder is built from.
 */

export const suitabilityQueryKey = [...meQueryKey, 'suitability'] as const;
export const safetyNotesQueryKey = [...meQueryKey, 'safety-notes'] as const;

export function fetchSuitability(): Promise<SuitabilityResponse> {
  return apiRequest('/users/me/suitability', { schema: suitabilityResponse });
}

/** Loaded with the intake's resume data, which seeds this cache. */
export function useSuitability() {
  return useQuery({ queryKey: suitabilityQueryKey, queryFn: fetchSuitability, staleTime: Infinity });
}

export function saveSuitability(answers: SuitabilityRequest): Promise<SuitabilityResponse> {
  return apiRequest('/users/me/suitability', { method: 'PUT', json: answers, schema: suitabilityResponse });
}

export function useSaveSuitability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuitability,
    onSuccess: (saved) => queryClient.setQueryData(suitabilityQueryKey, saved),
  });
}

export function answerSafetyQuestion(request: SafetyAnswerRequest): Promise<SafetyAnswerResponse> {
  return apiRequest('/users/me/safety-answers', { json: request, schema: safetyAnswerResponse });
}

/**
 * Answers the question a generate call asked. A 409 means nothing is waiting for an answer any
 * more (the lists changed meanwhile): the caller simply generates again, which asks anew if needed.
 */
export function useAnswerSafetyQuestion() {
  return useMutation({ mutationFn: answerSafetyQuestion });
}

export function fetchSafetyNotes(): Promise<SafetyNotesResponse> {
  return apiRequest('/users/me/safety-notes', { schema: safetyNotesResponse });
}

/** Read each time a ladder is shown: the lists may have changed since. */
export function useSafetyNotes() {
  return useQuery({ queryKey: safetyNotesQueryKey, queryFn: fetchSafetyNotes, staleTime: 0 });
}

/** A refusal of the generate call (or of a custom exposure) that gets a screen of its own, not an error box. */
export interface SafetyRefusal {
  code: SafetyCode;
  detail: string;
}

export function safetyRefusal(error: unknown): SafetyRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code === null) return null;
  const code = SAFETY_CODES.find((known) => known === error.code);
  return code ? { code, detail: error.detail ?? '' } : null;
}
