import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from './auth-context';
import { useSessionCountdown } from './session-timer';

// The dialog (Radix AlertDialog) comes with the session, not with the sign-in screen: it is fetched
// as soon as someone is signed in, minutes before it can be needed.
const SessionExpiryDialog = lazy(() => import('./SessionExpiryDialog').then((module) => ({ default: module.SessionExpiryDialog })));

/** Without the dialog (it could not be downloaded) the countdown still logs out at zero. */
class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Spec §4 Session: checks the expiry every second, warns at 5 minutes left, logs out at zero. */
export function SessionExpiryWatch({ expiresAt }: { expiresAt: number }) {
  const { logout } = useAuth();
  const countdown = useSessionCountdown(expiresAt, logout);
  return (
    <SkipOnError>
      <Suspense fallback={null}>
        <SessionExpiryDialog countdown={countdown} />
      </Suspense>
    </SkipOnError>
  );
}
