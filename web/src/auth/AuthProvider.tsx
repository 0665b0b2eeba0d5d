import type { TokenResponse, UserResponse } from '@ladder/contracts';
import { Component, Suspense, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { logout as logoutRequest } from '../api/auth-requests';
import { sessionCache } from '../api/session-cache';
import { saveTimeZone } from '../api/user-requests';
import { lazyPage } from '../lib/lazy-page';
import { clearDeviceData, keepUser } from '../offline/device-store';
import { AuthContext, type AuthContextValue } from './auth-context';
import type * as sessionCheck from './SessionCheck';
import type { SessionCheckProps } from './SessionCheck';
import { clearKeptPractice } from './kept-practice';
import { SessionExpiryWatch } from './SessionExpiryWatch';
import { SIGNED_OUT, sessionReducer, viewSession, type SessionReport } from './session-state';
import { browserTimeZone } from '../lib/time-zone';
import {
  AUTH_TOKEN_KEY,
  SESSION_EXPIRES_AT_KEY,
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  storeIntakeCompleted,
  storeSession,
  type StoredSession,
} from './storage';

// The user record and the intake check run on the query cache, which the sign-in screen does not
// download (docs/performance.md): they load once there is a session to check.
const SessionCheck = lazyPage<typeof sessionCheck, SessionCheckProps>(
  () => import('./SessionCheck'),
  (module) => module.SessionCheck,
);

/** Starts downloading the session check: at start-up with a stored session, or while signing in. */
export function preloadSessionCheck(): void {
  SessionCheck.preload().catch(() => undefined);
}

class CheckBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function sessionFrom(tokens: TokenResponse): StoredSession {
  return { token: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000, lifetimeSeconds: tokens.expires_in };
}

function initialSession(): StoredSession | null {
  const session = readStoredSession();
  if (!session) clearStoredSession();
  return session;
}

function restoredState() {
  return sessionReducer(SIGNED_OUT, { type: 'restored', session: initialSession() });
}

/** The session for the app's routes: logging out goes to /login inside the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  return <SessionProvider goToLogin={goToLogin}>{children}</SessionProvider>;
}

interface SessionProviderProps {
  /** Where logging out leads (docs/product.md §16 Session: /login). */
  goToLogin: () => void;
  children?: ReactNode;
}

/**
 * docs/product.md §15, §22 Session and "Intake status check". Needs no router: the pre-rendered public pages run it
 * for a signed-in visitor (auth/public-session.tsx), where /login is another document. The check
 * itself (SessionCheck) reports here; until its first report, the record that came with the login
 * stands in for it.
 */
export function SessionProvider({ goToLogin, children }: SessionProviderProps) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, restoredState);
  const { session, signedInAs, generation, completedWith } = state;
  // The session state (session-state.ts) decides what the app sees; the side effects of each event are here.
  const { session: activeSession, rejected, user, intake } = viewSession(state);

  useEffect(() => {
    if (!rejected) return;
    clearStoredSession();
    // The server no longer knows this sign-in: what the device kept for it goes too (decision 035),
    // except practice still waiting to be sent, which is sent after the next sign-in (decision 024).
    void clearDeviceData({ keepPractice: true });
  }, [rejected]);

  // In the commit that shows the outcome, not after it: whatever reads the stored flag once the screen
  // is there (a reload's early requests, the route guard) finds it.
  useLayoutEffect(() => {
    if (activeSession && intake !== 'checking') storeIntakeCompleted(intake === 'complete');
  }, [activeSession, intake]);

  // Streaks count the person's own calendar days: once per session (after login, or when a stored
  // session starts), tell the server the browser's time zone. A failure only costs accuracy.
  const signedIn = activeSession !== null;
  const timeZoneSent = useRef(false);
  useEffect(() => {
    if (!signedIn) {
      timeZoneSent.current = false;
      return;
    }
    if (timeZoneSent.current) return;
    timeZoneSent.current = true;
    const timeZone = browserTimeZone();
    if (timeZone) saveTimeZone(timeZone).catch((error: unknown) => console.warn('Could not save the time zone', error));
  }, [signedIn]);

  // Another tab logged in, refreshed or logged out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== SESSION_EXPIRES_AT_KEY) return;
      const next = readStoredSession();
      // A new token may belong to someone else; refetch the user in the background.
      if (!next) sessionCache()?.forgetUser();
      else if (event.key !== SESSION_EXPIRES_AT_KEY) sessionCache()?.refetchUser();
      dispatch({ type: 'restored', session: next });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((tokens: TokenResponse, signedInUser: UserResponse | null) => {
    const next = sessionFrom(tokens);
    storeSession(next);
    storeIntakeCompleted(signedInUser?.completed_onboarding ?? false);
    if (signedInUser) sessionCache()?.setUser(signedInUser);
    else sessionCache()?.forgetUser();
    // Another person's data kept on this device is cleared before anything of this one's is kept (decision 035).
    if (signedInUser) void keepUser(signedInUser);
    dispatch({ type: 'signed-in', session: next, user: signedInUser });
  }, []);

  const renewSession = useCallback((tokens: TokenResponse) => {
    const next = sessionFrom(tokens);
    storeSession(next);
    dispatch({ type: 'refreshed', session: next });
  }, []);

  const endSession = useCallback(
    (onServer: boolean, keepPractice = false) => {
      const token = readStoredToken();
      // A practice in progress outlives a sign-in that ran out or was ended elsewhere, never the
      // person's own sign-out (auth/kept-practice.ts, decision 024).
      if (!keepPractice) clearKeptPractice();
      clearStoredSession();
      // Decision 035: the user record and ladder leave the device with every sign-out, deletion and
      // ended sign-in; practice queued offline leaves with a sign-out or deletion, and outlives a
      // sign-in that ran out, like a practice in progress (decision 024; docs/security.md).
      void clearDeviceData({ keepPractice });
      dispatch({ type: keepPractice ? 'expired' : 'signed-out' });
      sessionCache()?.clear();
      // The local session is gone either way; a failed server call changes nothing for the user.
      if (token && onServer) logoutRequest(token).catch(() => undefined);
      // Signing out stops reminders as notifications in this browser: on a shared computer the next
      // person must not see them. The push service then answers 410 and the server forgets it (decision 022).
      if (onServer) void import('../lib/push-device').then((device) => device.unsubscribeThisDevice()).catch(() => undefined);
      goToLogin();
    },
    [goToLogin],
  );
  const logout = useCallback(() => endSession(true), [endSession]);
  const forgetSession = useCallback(() => endSession(false), [endSession]);
  const expire = useCallback(() => endSession(true, true), [endSession]);

  const markIntakeComplete = useCallback((updated?: UserResponse) => {
    if (updated) sessionCache()?.setUser(updated);
    storeIntakeCompleted(true);
    dispatch({ type: 'intake-completed', token: readStoredToken() });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      token: activeSession?.token ?? null,
      expiresAt: activeSession?.expiresAt ?? null,
      user,
      intake,
      signIn,
      renewSession,
      logout,
      forgetSession,
      expire,
      markIntakeComplete,
    }),
    [activeSession, user, intake, signIn, renewSession, logout, forgetSession, expire, markIntakeComplete],
  );

  const onCheckFailed = useCallback(() => dispatch({ type: 'check-failed' }), []);
  // The report that lets the screen in renders the whole screen: as a transition React does that in
  // slices that yield to the browser, not one long task (docs/performance.md). Until it commits, the
  // frame with its spinner stays, as before.
  const onReport = useCallback((report: SessionReport) => startTransition(() => dispatch({ type: 'checked', report })), []);

  return (
    <AuthContext value={value}>
      {children}
      {session && (
        <CheckBoundary onError={onCheckFailed}>
          <Suspense fallback={null}>
            <SessionCheck.Component
              token={session.token}
              completedWith={completedWith}
              initialUser={signedInAs?.token === session.token ? signedInAs.user : null}
              generation={generation}
              onReport={onReport}
            />
          </Suspense>
        </CheckBoundary>
      )}
      {activeSession && (
        <SessionExpiryWatch key={activeSession.token} expiresAt={activeSession.expiresAt} lifetimeSeconds={activeSession.lifetimeSeconds} />
      )}
    </AuthContext>
  );
}
