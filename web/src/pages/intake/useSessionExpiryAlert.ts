import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiError, SESSION_EXPIRED_MESSAGE } from '../../api/client';
import { useAuth } from '../../auth/auth-context';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * docs/product.md §23: in the intake wizard a 401 from any call raises an alert, logs out and goes to /login.
 * Watching the query and mutation caches catches every call the wizard makes, so no step can forget.
 */
export function useSessionExpiryAlert(): void {
  const queryClient = useQueryClient();
  const { logout } = useAuth();
  const expire = useEffectEvent(() => {
    window.alert(SESSION_EXPIRED_MESSAGE);
    logout();
  });

  useEffect(() => {
    let expired = false;
    const check = (error: unknown) => {
      if (expired || !isUnauthorized(error)) return;
      expired = true;
      // Out of the cache's own notification, which logout() clears.
      queueMicrotask(() => expire());
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
