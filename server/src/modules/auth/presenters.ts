import type { LoginResponse, TokenResponse } from '@ladder/contracts';
import type { LoginOutcome } from './login';
import type { IssuedSession } from './sessions';

/** OAuth2-style token answer (docs/product.md §55 login): the client reads access_token and expires_in. */
export function presentToken(session: IssuedSession, now: Date): TokenResponse {
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_in: Math.round((session.expiresAt.getTime() - now.getTime()) / 1000),
  };
}

/** POST /auth/login: a session, or the second-factor step (no access_token until the code is given). */
export function presentLoginOutcome(outcome: LoginOutcome, now: Date): LoginResponse {
  if (outcome.kind === 'session') return presentToken(outcome.session, now);
  return {
    mfa_required: true,
    mfa_token: outcome.challenge.token,
    expires_in: Math.round((outcome.challenge.expiresAt.getTime() - now.getTime()) / 1000),
  };
}
