import type { TokenResponse, UserResponse } from '@ladder/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { logout as logoutRequest } from '../api/auth';
import { ApiError } from '../api/client';
import { useIntakeEvidence } from '../api/intake';
import { saveTimeZone } from '../api/progress';
import { meQueryKey, useMe } from '../api/users';
import { AuthContext, type AuthContextValue, type IntakeStatus } from './auth-context';
import { SessionExpiryDialog } from './SessionExpiryDialog';
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

function sessionFrom(tokens: TokenResponse): StoredSession {
  return { token: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
}

function initialSession(): StoredSession | null {
  const session = readStoredSession();
  if (!session) clearStoredSession();
  return session;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState(initialSession);
  const me = useMe(session !== null);

  // A 401 means the server no longer knows this token (ARCHITECTURE.md "API
  // conventions"), so the intake check cannot be answered: the session is over.
  const rejected = me.error instanceof ApiError && me.error.status === 401;
  const activeSession = rejected ? null : session;

  // Finished in the wizard during this session, whatever the server's record said when it loaded.
  const [completedWith, setCompletedWith] = useState<string | null>(null);
  const completedHere = activeSession !== null && completedWith === activeSession.token;

  // Spec §4 "Intake status check": the user record first; if it does not say onboarding is
  // complete, a Y-BOCS assessment plus an ERP exposure also count. Any failure: not complete.
  const needsEvidence = activeSession !== null && !completedHere && me.isSuccess && !me.data.completed_onboarding;
  const evidence = useIntakeEvidence(needsEvidence);

  let intake: IntakeStatus = 'incomplete';
  if (activeSession) {
    if (completedHere || (me.isSuccess && me.data.completed_onboarding)) intake = 'complete';
    else if (me.isPending || (needsEvidence && evidence.isPending)) intake = 'checking';
    else if (needsEvidence && evidence.data === true) intake = 'complete';
  }

  useEffect(() => {
    if (rejected) clearStoredSession();
  }, [rejected]);

  useEffect(() => {
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
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) saveTimeZone(timeZone).catch((error: unknown) => console.warn('Could not save the time zone', error));
  }, [signedIn]);

  // Another tab logged in, refreshed or logged out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== SESSION_EXPIRES_AT_KEY) return;
      const next = readStoredSession();
      // A new token may belong to someone else; refetch the user in the background.
      if (!next) queryClient.removeQueries({ queryKey: meQueryKey });
      else if (event.key !== SESSION_EXPIRES_AT_KEY) void queryClient.invalidateQueries({ queryKey: meQueryKey });
      setSession((current) =>
        current?.token === next?.token && current?.expiresAt === next?.expiresAt ? current : next,
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (tokens: TokenResponse, user: UserResponse | null) => {
      const next = sessionFrom(tokens);
      storeSession(next);
      storeIntakeCompleted(user?.completed_onboarding ?? false);
      if (user) queryClient.setQueryData(meQueryKey, user);
      else queryClient.removeQueries({ queryKey: meQueryKey });
      setSession(next);
    },
    [queryClient],
  );

  const renewSession = useCallback((tokens: TokenResponse) => {
    const next = sessionFrom(tokens);
    storeSession(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    const token = readStoredToken();
    clearStoredSession();
    setSession(null);
    queryClient.clear();
    // The local session is gone either way; a failed server call changes nothing for the user.
    if (token) logoutRequest(token).catch(() => undefined);
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const markIntakeComplete = useCallback(
    (user?: UserResponse) => {
      if (user) queryClient.setQueryData(meQueryKey, user);
      storeIntakeCompleted(true);
      setCompletedWith(readStoredToken());
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      token: activeSession?.token ?? null,
      expiresAt: activeSession?.expiresAt ?? null,
      user: activeSession && me.data ? me.data : null,
      intake,
      signIn,
      renewSession,
      logout,
      markIntakeComplete,
    }),
    [activeSession, me.data, intake, signIn, renewSession, logout, markIntakeComplete],
  );

  return (
    <AuthContext value={value}>
      {children}
      {activeSession && <SessionExpiryDialog key={activeSession.token} expiresAt={activeSession.expiresAt} />}
    </AuthContext>
  );
}
