import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findActiveSession, touchSession, type AuthenticatedSession } from '../modules/auth/sessions';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthenticatedSession;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** preHandler for routes that need a session: a missing, unknown, revoked or expired token is 401. */
export function authenticate(ctx: AppContext) {
  return async function authenticateRequest(request: FastifyRequest) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('Not authenticated.');
    const session = await findActiveSession(ctx, match[1]);
    if (!session) throw unauthorized('Your session has expired. Please log in again.');
    // "Last seen" for the person's list of sessions, written at most once per five minutes.
    await touchSession(ctx, session);
    request.auth = session;
  };
}

export function currentSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw unauthorized('Not authenticated.');
  return request.auth;
}
