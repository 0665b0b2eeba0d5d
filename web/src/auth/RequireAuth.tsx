import { Navigate, Outlet, useLocation } from 'react-router';
import { ScreenPlaceholder } from '../boot/AppFrame';
import { FullPageSpinner } from '../components/ui/Spinner';
import { useAuth } from './auth-context';
import { pathAfterSignIn } from './kept-practice';

interface RequireAuthProps {
  intakeRequired?: boolean;
  /** Inside the app's frame (AppFrame): the spinner goes in its main area, not over the whole page. */
  framed?: boolean;
}

/** docs/product.md §20 "Route guard", in its order. */
export function RequireAuth({ intakeRequired = false, framed = false }: RequireAuthProps) {
  const { token, intake } = useAuth();
  const { pathname } = useLocation();

  if (!token) return <Navigate to="/login" replace />;
  if (intake === 'checking') {
    return framed ? <ScreenPlaceholder label="Loading your account..." /> : <FullPageSpinner label="Loading your account..." />;
  }
  if (intakeRequired && intake !== 'complete' && pathname !== '/intake') return <Navigate to="/intake" replace />;
  return <Outlet />;
}

/** Only with a session; the rest of the guard runs inside (RequireAuth), once the frame is up. */
export function RequireToken() {
  const { token } = useAuth();
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * Login and registration are for visitors; a signed-in user goes to the dashboard, or back to a
 * practice kept on this device when the last sign-in ended mid-exposure (issue 17).
 */
export function AnonymousOnly() {
  const { token, user } = useAuth();
  return token ? <Navigate to={pathAfterSignIn(user?.id ?? null)} replace /> : <Outlet />;
}
