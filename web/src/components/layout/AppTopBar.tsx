import { useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { BillingButton } from '../subscription/BillingButton';
import { LogUrgeButton } from '../urges/LogUrgeButton';
import { AvatarMenu } from './AvatarMenu';

/**
 * The top bar's Billing button and avatar menu (AppFrame has the logo and the app links). docs/product.md §21:
 * the Billing button only when signed in with intake complete; the avatar menu when signed in,
 * except on /intake. Issue 17: "Log an urge" on every screen once intake is complete.
 */
export function AppTopBar() {
  const { token, intake } = useAuth();
  const { pathname } = useLocation();
  return (
    <>
      {token !== null && intake === 'complete' && <LogUrgeButton />}
      {token !== null && intake === 'complete' && <BillingButton />}
      {token !== null && pathname !== '/intake' && <AvatarMenu />}
    </>
  );
}
