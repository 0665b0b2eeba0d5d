import { useSubscriptionStatus } from '../../api/subscription';
import { PortalButton } from './PortalButton';

/**
 * The top bar's Billing button (docs/product.md §54). Hidden until the status is known, and for lifetime access
 * (a self-hosted server, or an operator's grant): there is no subscription to manage or buy.
 */
export function BillingButton() {
  const { status } = useSubscriptionStatus();
  if (status === undefined || status === 'lifetime') return null;
  return (
    <PortalButton variant="secondary" className="px-3 py-1.5">
      Billing
    </PortalButton>
  );
}
