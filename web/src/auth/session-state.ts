/**
 * The session as one pure reducer: what the browser knows of the sign-in, the events that change it,
 * and what the app reads from it (docs/product.md §15 Session, §22 "Intake status check"). No storage,
 * requests or React here: AuthProvider.tsx does those around each event, so every transition can be
 * tested on its own (session-state.test.ts).
 */
import type { UserResponse } from '@ladder/contracts';
import type { StoredSession } from './storage';

/** docs/product.md §22 "Intake status check": unfinished while the user record loads. */
export type IntakeStatus = 'checking' | 'complete' | 'incomplete';

/** What the session check (SessionCheck.tsx) found, on the query cache; the intake is worked out from it here. */
export interface SessionReport {
  /** The server answered 401 for the user record: the token is no longer valid. */
  rejected: boolean;
  /** The user record the check holds (the last one it had, also after a failed refetch). */
  user: UserResponse | null;
  /** The user record's answer: still loading, failed, or whether it says onboarding is complete. */
  record: 'loading' | 'failed' | 'onboarded' | 'not-onboarded';
  /** The §22 fallback, asked only for a record that is not onboarded: a Y-BOCS plus an ERP exposure. */
  evidence: 'loading' | 'found' | 'missing';
}

export interface SessionState {
  /** The sign-in as stored on this device; null when signed out. */
  session: StoredSession | null;
  /** The user record that came with this token at login, standing in until the check has reported. */
  signedInAs: { token: string; user: UserResponse } | null;
  report: SessionReport | null;
  /** Counts sign-ins, so that each one gets a fresh report from the check. */
  generation: number;
  /** The token with which the intake wizard was finished in this tab, whatever the server's record said. */
  completedWith: string | null;
}

export type SessionEvent =
  /** Read from storage: at start-up, and when another tab signed in, refreshed or signed out. */
  | { type: 'restored'; session: StoredSession | null }
  | { type: 'signed-in'; session: StoredSession; user: UserResponse | null }
  | { type: 'refreshed'; session: StoredSession }
  | { type: 'checked'; report: SessionReport }
  /** The check itself could not be downloaded or crashed. */
  | { type: 'check-failed' }
  | { type: 'intake-completed'; token: string | null }
  /** Ended by the person (sign-out), or without them asking (expiry, a 401, a deleted account). */
  | { type: 'signed-out' }
  | { type: 'expired' };

export const SIGNED_OUT: SessionState = { session: null, signedInAs: null, report: null, generation: 0, completedWith: null };

/** docs/product.md §22: on failure, intake is marked not complete. */
const CHECK_UNAVAILABLE: SessionReport = { rejected: false, user: null, record: 'failed', evidence: 'missing' };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'restored': {
      const current = state.session;
      const next = event.session;
      if (current?.token === next?.token && current?.expiresAt === next?.expiresAt) return state;
      return { ...state, session: next };
    }
    case 'signed-in':
      return {
        ...state,
        session: event.session,
        signedInAs: event.user ? { token: event.session.token, user: event.user } : null,
        report: null,
        generation: state.generation + 1,
      };
    case 'refreshed':
      return { ...state, session: event.session };
    case 'checked':
      return { ...state, report: event.report };
    case 'check-failed':
      return { ...state, report: CHECK_UNAVAILABLE };
    case 'intake-completed':
      return { ...state, completedWith: event.token };
    case 'signed-out':
    case 'expired':
      return { ...state, session: null, signedInAs: null, report: null };
  }
}

/** Whether the check should ask for the §22 fallback: the record is there and does not say onboarding is complete. */
export function needsIntakeEvidence(report: Pick<SessionReport, 'rejected' | 'record'>, completedHere: boolean): boolean {
  return !report.rejected && !completedHere && report.record === 'not-onboarded';
}

/**
 * docs/product.md §22 "Intake status check", the one place it is worked out: finished here in this
 * session; else the check's answer (the user record first; if it does not say onboarding is
 * complete, a Y-BOCS assessment plus an ERP exposure also count; any failure: not complete); before
 * the check has answered, the record that came with the login.
 */
export function intakeStatus(report: SessionReport | null, completedHere: boolean, loginRecord: UserResponse | null): IntakeStatus {
  if (completedHere) return 'complete';
  if (!report) return loginRecord?.completed_onboarding ? 'complete' : 'checking';
  if (report.rejected) return 'incomplete';
  if (report.record === 'onboarded') return 'complete';
  if (report.record === 'loading') return 'checking';
  if (report.record === 'failed') return 'incomplete';
  if (report.evidence === 'loading') return 'checking';
  return report.evidence === 'found' ? 'complete' : 'incomplete';
}

export interface SessionView {
  /** The session the app may use: none once the server has rejected its token. */
  session: StoredSession | null;
  /** The server no longer knows the stored token (ARCHITECTURE.md "API conventions": a 401). */
  rejected: boolean;
  user: UserResponse | null;
  intake: IntakeStatus;
  /** The record that came with the current token at login, if any (the check starts from it). */
  loginRecord: UserResponse | null;
}

/** What the app reads from the state. */
export function viewSession(state: SessionState): SessionView {
  const rejected = state.session !== null && state.report?.rejected === true;
  const session = rejected ? null : state.session;
  if (!session) return { session: null, rejected, user: null, intake: 'incomplete', loginRecord: null };
  const loginRecord = state.signedInAs?.token === session.token ? state.signedInAs.user : null;
  const completedHere = state.completedWith === session.token;
  return {
    session,
    rejected,
    user: state.report ? state.report.user : loginRecord,
    intake: intakeStatus(state.report, completedHere, loginRecord),
    loginRecord,
  };
}
