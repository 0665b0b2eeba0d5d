/**
 * The first requests of a signed-in screen, sent by a small script of their own (entry-early.ts)
 * as soon as it arrives, while the app's JavaScript is still downloading: the session check and the
 * screen's data then come back alongside it instead of after it (docs/performance.md "The web app").
 * The app's requests take the answers over, each once (early-responses.ts `takeEarlyResponse`), and
 * validate them as their own.
 *
 * No imports: the script is this file alone, so it runs the moment it arrives. The storage keys and
 * addresses are the app's own (auth/storage.ts, api/*.ts; early-requests.test.ts holds them
 * together).
 */

export interface EarlyRequest {
  /** What the app's request asks `takeEarlyResponse` for. */
  name: string;
  /** Under /api/v1. */
  url: string;
  /** The screens that ask for it first; none: every signed-in screen. */
  paths?: readonly string[];
  /** Only when the last intake check found the intake complete (the route guard shows the screen only then). */
  intakeComplete?: boolean;
}

const APP_BAR_SCREENS = ['/dashboard', '/erp', '/journal', '/urges', '/relapse-plan', '/settings'];

export const EARLY_REQUESTS: readonly EarlyRequest[] = [
  // The session check (auth/SessionCheck.tsx), on every signed-in screen.
  { name: 'me', url: '/users/me' },
  // The status banner and the Billing button.
  { name: 'subscription-status', url: '/subscriptions/subscription-status', paths: APP_BAR_SCREENS, intakeComplete: true },
  // The dashboard's panels.
  { name: 'stats', url: '/gamification/stats', paths: ['/dashboard'], intakeComplete: true },
  { name: 'pending-assignments', url: '/assignments/pending', paths: ['/dashboard'], intakeComplete: true },
  { name: 'ybocs-progress', url: '/assessments/ybocs-progress', paths: ['/dashboard'], intakeComplete: true },
  { name: 'ybocs-history', url: '/assessments/ybocs-history', paths: ['/dashboard'], intakeComplete: true },
  // The ERP page's list, and the dashboard's first-step card, which shows with the panels (FirstStepSlot).
  { name: 'exposures', url: '/erp-exposures/exposures', paths: ['/dashboard', '/erp'], intakeComplete: true },
];

/** What the script leaves for the app. */
export interface EarlyResponses {
  /** The token the requests were sent with. */
  token: string;
  /** When they were sent (ms since epoch). */
  at: number;
  responses: Record<string, Promise<Response>>;
}

export const EARLY_RESPONSES_KEY = '__ladderEarlyResponses';

interface EarlyWindow {
  location: { pathname: string };
  localStorage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  [EARLY_RESPONSES_KEY]?: EarlyResponses;
}

/** Sends the requests of the screen at the window's address, for a stored session that has not expired. */
export function sendEarlyRequests(win: EarlyWindow, now: number = Date.now()): void {
  let token: string | null;
  let expiresAt: number;
  let intakeComplete: boolean;
  try {
    token = win.localStorage.getItem('auth_token');
    expiresAt = Number(win.localStorage.getItem('session_expires_at'));
    intakeComplete = win.localStorage.getItem('intake_completed') === 'true';
  } catch {
    // Storage refused (privacy settings): the app asks for itself.
    return;
  }
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) return;
  const path = win.location.pathname.length > 1 ? win.location.pathname.replace(/\/+$/, '') : win.location.pathname;

  const responses: Record<string, Promise<Response>> = {};
  for (const request of EARLY_REQUESTS) {
    if (request.paths && !request.paths.includes(path)) continue;
    if (request.intakeComplete && !intakeComplete) continue;
    const response = win.fetch(`/api/v1${request.url}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // Whoever takes it over sees a failure; until then it is not unhandled.
    response.catch(() => undefined);
    responses[request.name] = response;
  }
  win[EARLY_RESPONSES_KEY] = { token, at: now, responses };
}
