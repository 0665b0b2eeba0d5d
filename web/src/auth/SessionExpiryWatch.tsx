import { SESSION_WARNING_SECONDS } from '@ladder/contracts';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { refreshSession } from '../api/auth-requests';
import { useAuth } from './auth-context';
import { usePracticeRunning } from './practice-running';
import { useSessionCountdown } from './session-timer';

// The dialog (Radix AlertDialog, with what it shares with the other dialogs) comes with the session,
// not with the sign-in screen; it is not needed for the first view either (docs/performance.md): it is
// fetched a few seconds after a session starts, minutes before it can be needed, or at once when the
// warning is close.
const SessionExpiryDialog = lazy(() => import('./SessionExpiryDialog').then((module) => ({ default: module.SessionExpiryDialog })));

/** How long after the session starts the dialog is fetched, out of the way of the first screen. */
export const DIALOG_FETCH_DELAY_MS = 3000;
/** A running exposure extends the sign-in this long before it would end: a minute before the warning. */
export const KEEP_ALIVE_SECONDS = SESSION_WARNING_SECONDS + 60;
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
  const { logout, renewSession } = useAuth();
  const countdown = useSessionCountdown(expiresAt, logout);
  const [settled, setSettled] = useState(false);
  const practising = usePracticeRunning();
  // Issue 17: an exposure lasts 30-90 minutes, longer than a sign-in's 60. While its timer runs the
  // sign-in is extended a minute before the warning would show (within the absolute lifetime, which
  // the server enforces), once per expiry. If that fails, the warning shows as usual.
  const extending = useRef<number | null>(null);
  const [extendFailed, setExtendFailed] = useState<number | null>(null);
  const dueToExtend = practising && !countdown.expired && countdown.remainingSeconds <= KEEP_ALIVE_SECONDS;
  useEffect(() => {
    if (!dueToExtend || extending.current === expiresAt) return;
    extending.current = expiresAt;
    refreshSession().then(renewSession, () => setExtendFailed(expiresAt));
  }, [dueToExtend, expiresAt, renewSession]);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), DIALOG_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!settled && countdown.remainingSeconds > FETCH_AT_ONCE_SECONDS) return null;
  // The warning never covers a running timer, unless keeping the sign-in alive failed.
  if (practising && extendFailed !== expiresAt) return null;
  return (
    <SkipOnError>
      <Suspense fallback={null}>
        <SessionExpiryDialog countdown={countdown} />
      </Suspense>
    </SkipOnError>
  );
}
