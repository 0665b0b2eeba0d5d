import type { TokenResponse } from '@ladder/contracts';
import type { IssuedSession } from './sessions';

/** OAuth2-style token answer (spec §7 login): the client reads access_token and expires_in. */
export function presentToken(session: IssuedSession, now: Date): TokenResponse {
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_in: Math.round((session.expiresAt.getTime() - now.getTime()) / 1000),
  };
}
