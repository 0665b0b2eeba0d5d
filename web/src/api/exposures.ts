import {
  exposureResponse,
  generateExposuresResponse,
  type CreateExposureRequest,
  type ExposureResponse,
  type GeneratedExposure,
} from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

export const exposuresQueryKey = ['exposures'] as const;

export function fetchExposures(): Promise<ExposureResponse[]> {
  return apiRequest('/erp-exposures/exposures', { schema: exposureResponse.array() });
}

export function createExposure(request: CreateExposureRequest): Promise<ExposureResponse> {
  return apiRequest('/erp-exposures/exposures', { json: request, schema: exposureResponse });
}

/** Suggestions built from the person's own lists; nothing is saved until they keep them (spec §4). */
export function generateExposures(): Promise<GeneratedExposure[]> {
  return apiRequest('/erp-exposures/exposures/generate', { method: 'POST', schema: generateExposuresResponse });
}

export function useGenerateExposures() {
  return useMutation({ mutationFn: generateExposures });
}
