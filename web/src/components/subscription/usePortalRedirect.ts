import type { PortalSessionResponse } from '@ladder/contracts';
import { useEffect } from 'react';
import { usePortalSession } from '../../api/subscription';

function destination(session: PortalSessionResponse): string {
  return 'portal_url' in session ? session.portal_url : session.checkout_url;
}

/**
 * Billing and Subscribe now (docs/product.md §54): ask the server for a Stripe page and
 * send the browser there. `busy` stays true once the browser is leaving, so the button does not
 * flash back before the page changes; a failure is only logged (docs/product.md §57) and the button returns.
 */
export function usePortalRedirect() {
  const portal = usePortalSession();
  const { reset } = portal;

  // Back from Stripe with the browser's back button, the page may come out of the back/forward
  // cache exactly as it was left: ready again, not still "Loading...".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const busy = portal.isPending || portal.isSuccess;
  function open() {
    if (busy) return;
    portal.mutate(undefined, {
      onSuccess: (session) => window.location.assign(destination(session)),
      onError: (error) => console.error('Could not open the billing page', error),
    });
  }
  return { open, busy };
}
