import { SESSION_WARNING_SECONDS } from '@ladder/contracts';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from './auth-context';
import { useSessionCountdown } from './session-timer';

// The dialog (Radix AlertDialog, with what it shares with the other dialogs) comes with the session,
// not with the sign-in screen; it is not needed for the first view either (docs/performance.md): it is
// fetched a few seconds after a session starts, minutes before it can be needed, or at once when the
// warning is close.
const SessionExpiryDialog = lazy(() => import('./SessionExpiryDialog').then((module) => ({ default: module.SessionExpiryDialog })));

/** How long after the session starts the dialog is fetched, out of the way of the first screen. */
export const DIALOG_FETCH_DELAY_MS = 3000;
/** Closer than this to the warning, the dialog is fetched at once. */
const FETCH_AT_ONCE_SECONDS = SESSION_WARNING_SECONDS + 60;

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
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), DIALOG_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!settled && countdown.remainingSeconds > FETCH_AT_ONCE_SECONDS) return null;
  return (
    <SkipOnError>
      <Suspense fallback={null}>
        <SessionExpiryDialog countdown={countdown} />
      </Suspense>
    </SkipOnError>
  );
}
