import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** GET /api/v1/public/config: what the operator set up for the public pages, read at run time. */
export interface PublicConfig {
  support_email: string;
}

function isPublicConfig(body: unknown): body is PublicConfig {
  return (
    typeof body === 'object' &&
    body !== null &&
    'support_email' in body &&
    typeof body.support_email === 'string' &&
    /^[^\s@]+@[^\s@]+$/.test(body.support_email)
  );
}

async function fetchPublicConfig(signal: AbortSignal): Promise<PublicConfig> {
  // No token: the same answer for everyone, and nothing about the visitor needs to travel with it.
  const body = await apiRequest<unknown>('/public/config', { token: null, signal });
  if (!isPublicConfig(body)) throw new Error('Unexpected answer from /public/config');
  return body;
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
