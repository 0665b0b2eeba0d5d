import type { ButtonVariant } from '../ui/styles';
import { Button } from '../ui/Button';
import { usePortalRedirect } from './usePortalRedirect';

interface PortalButtonProps {
  children: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button that opens Stripe (Customer Portal or Checkout). While waiting it reads 'Loading...'
 * (docs/product.md §57) and is aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function PortalButton({ children, variant = 'primary', className = '' }: PortalButtonProps) {
  const { open, busy } = usePortalRedirect();
  return (
    <Button variant={variant} className={className} aria-disabled={busy || undefined} onClick={open}>
      {busy ? 'Loading...' : children}
    </Button>
  );
}
