/**
 * The browser-side session record. Key names and the 'true'/'false' text of the
 * intake flag come from docs/product.md §15; the expiry (ms since epoch) lets every tab run
 * the docs/product.md §15 countdown against the same moment.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
export const INTAKE_COMPLETED_KEY = 'intake_completed';
export const SESSION_EXPIRES_AT_KEY = 'session_expires_at';
/** How long the sign-in lasts (the token's expires_in): a short one is warned and extended in proportion. */
export const SESSION_LIFETIME_KEY = 'session_lifetime_seconds';

export interface StoredSession {
  token: string;
  expiresAt: number;
  /** Seconds the token was issued for; unknown for one stored before this was kept. */
  lifetimeSeconds?: number;
}

export function readStoredToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

/** A token without a readable, future expiry is treated as no session at all. */
export function readStoredSession(now: number = Date.now()): StoredSession | null {
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  const expiresAt = Number(localStorage.getItem(SESSION_EXPIRES_AT_KEY));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  const lifetimeSeconds = Number(localStorage.getItem(SESSION_LIFETIME_KEY));
  return lifetimeSeconds > 0 ? { token, expiresAt, lifetimeSeconds } : { token, expiresAt };
}

export function storeSession(session: StoredSession): void {
  // The lifetime first: another tab reads the session when the token and expiry change.
  if (session.lifetimeSeconds) localStorage.setItem(SESSION_LIFETIME_KEY, String(session.lifetimeSeconds));
  else localStorage.removeItem(SESSION_LIFETIME_KEY);
  localStorage.setItem(AUTH_TOKEN_KEY, session.token);
  localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(session.expiresAt));
}

export function storeIntakeCompleted(completed: boolean): void {
  localStorage.setItem(INTAKE_COMPLETED_KEY, completed ? 'true' : 'false');
}

/** What the last intake check (or sign-in) found; only a hint until this session's check has run. */
export function readStoredIntakeCompleted(): boolean {
  return localStorage.getItem(INTAKE_COMPLETED_KEY) === 'true';
}

export function clearStoredSession(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(INTAKE_COMPLETED_KEY);
  localStorage.removeItem(SESSION_EXPIRES_AT_KEY);
  localStorage.removeItem(SESSION_LIFETIME_KEY);
}
