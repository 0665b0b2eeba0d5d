import { useQuery } from '@tanstack/react-query';
import { publicConfigResponse, type PublicConfigResponse } from '@ladder/contracts';
import { apiRequest } from '../../api/client';

function fetchPublicConfig(signal: AbortSignal): Promise<PublicConfigResponse> {
  // No token: the same answer for everyone, and nothing about the visitor needs to travel with it.
  return apiRequest('/public/config', { token: null, signal, schema: publicConfigResponse });
}

/**
 * The support address is SUPPORT_EMAIL on the server, unknown when the pages are pre-rendered, so it
 * is fetched after hydration; until then (and without JavaScript) callers show their fallback.
 */
export function useSupportEmail(): string | null {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
  return data?.support_email ?? null;
}
