import { useMutation } from '@tanstack/react-query';
import { refreshSession, verifyEmail } from './auth-requests';

export * from './auth-requests';

// Sign-in, resending the mail and registration have no hooks here: the sign-in and registration
// screens, opened by someone not signed in, call them without the query cache (lib/useAction.ts), so
// their first view does not download it (docs/performance.md, public pages under 100 KB).


export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useRefreshSession() {
  return useMutation({ mutationFn: refreshSession });
}
