import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { refreshSession } from '../api/auth-requests';
import { useAuth } from './auth-context';
import { setSignInEnding, usePracticeRunning } from './practice-running';
import { expiryMoments, useSessionCountdown } from './session-timer';

// The dialog (Radix AlertDialog, with what it shares with the other dialogs) comes with the session,
// not with the sign-in screen; it is not needed for the first view either (docs/performance.md): it is
// fetched a few seconds after a session starts, minutes before it can be needed, or at once when the
// warning is close.
const SessionExpiryDialog = lazy(() => import('./SessionExpiryDialog').then((module) => ({ default: module.SessionExpiryDialog })));

/** How long after the session starts the dialog is fetched, out of the way of the first screen. */
export const DIALOG_FETCH_DELAY_MS = 3000;
/** Closer than this to the warning, the dialog is fetched at once. */
const FETCH_AT_ONCE_MARGIN_SECONDS = 60;

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

/**
 * docs/product.md §15 Session: checks the expiry every second, warns at 5 minutes left, and ends the sign-in at zero
 * (keeping a practice in progress on this device: auth/kept-practice.ts). `lifetimeSeconds` scales the
 * moments for a sign-in shorter than 20 minutes (session-timer.ts expiryMoments).
 */
export function SessionExpiryWatch({ expiresAt, lifetimeSeconds }: { expiresAt: number; lifetimeSeconds?: number }) {
  const { expire, renewSession } = useAuth();
  const { warningSeconds, keepAliveSeconds } = expiryMoments(lifetimeSeconds);
  const countdown = useSessionCountdown(expiresAt, expire, warningSeconds);
  const [settled, setSettled] = useState(false);
  const practising = usePracticeRunning();
  // Issue 17: an exposure lasts 30-90 minutes, longer than a sign-in's 60. While it runs the sign-in is
  // extended a minute before the warning would show (within the absolute lifetime, which the server
  // enforces), once per expiry.
  const extending = useRef<number | null>(null);
  const [extendFailed, setExtendFailed] = useState<number | null>(null);
  const dueToExtend = practising && !countdown.expired && countdown.remainingSeconds <= keepAliveSeconds;
  useEffect(() => {
    if (!dueToExtend || extending.current === expiresAt) return;
    extending.current = expiresAt;
    refreshSession().then(renewSession, () => setExtendFailed(expiresAt));
  }, [dueToExtend, expiresAt, renewSession]);

  // If it cannot be extended (the absolute lifetime, or the sign-in was ended elsewhere), the practice
  // says so itself instead of a dialog over it: it is kept on this device and resumes after signing in
  // again (docs/practice.md 1.7, decision 024).
  const ending = practising && extendFailed === expiresAt;
  useEffect(() => {
    setSignInEnding(ending);
    return () => setSignInEnding(false);
  }, [ending]);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), DIALOG_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!settled && countdown.remainingSeconds > warningSeconds + FETCH_AT_ONCE_MARGIN_SECONDS) return null;
  // The warning never covers a practice in progress.
  if (practising) return null;
  return (
    <SkipOnError>
      <Suspense fallback={null}>
        <SessionExpiryDialog countdown={countdown} />
      </Suspense>
    </SkipOnError>
  );
}
