import {
  ybocsAssessmentResponse,
  type CreateYbocsRequest,
  type YbocsAssessmentResponse,
} from '@ladder/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';

/** The newest assessment, or null when the person has none yet (the server answers 404). */
export async function fetchLatestYbocs(): Promise<YbocsAssessmentResponse | null> {
  try {
    return await apiRequest('/assessments/ybocs/latest', { schema: ybocsAssessmentResponse });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Every assessment of the person; docs/product.md §22 uses it for the intake status check. */
export function fetchYbocsAssessments(): Promise<YbocsAssessmentResponse[]> {
  return apiRequest('/ybocs/assessments', { schema: ybocsAssessmentResponse.array() });
}

export function createYbocs(request: CreateYbocsRequest): Promise<YbocsAssessmentResponse> {
  return apiRequest('/assessments/ybocs', { json: request, schema: ybocsAssessmentResponse });
}

export function useCreateYbocs() {
  return useMutation({ mutationFn: createYbocs });
}
