import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/Spinner';
import { useAuth } from './auth-context';

/** Spec §2 "Route guard", in its order. */
export function RequireAuth({ intakeRequired = false }: { intakeRequired?: boolean }) {
  const { token, intake } = useAuth();
  const { pathname } = useLocation();

  if (!token) return <Navigate to="/login" replace />;
  if (intake === 'checking') return <FullPageSpinner label="Loading your account..." />;
  if (intakeRequired && intake !== 'complete' && pathname !== '/intake') return <Navigate to="/intake" replace />;
  return <Outlet />;
}

/** Login and registration are for visitors; a signed-in user goes to the dashboard. */
export function AnonymousOnly() {
  const { token } = useAuth();
  return token ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
