import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeSessionsResponse, errorResponse, securityActivityResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { idParams } from '../../http/id-params';
import { authenticate, currentSession } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { listActiveSessions, revokeSessionFamily } from '../auth/sessions';
import { clientOf } from './client';
import { listSecurityActivity, recordSecurityEvent } from './events';
import { presentActivity, presentSessions } from './presenters';

const SESSION_NOT_FOUND = 'That sign-in was not found. It may have ended already.';

/** Settings → Security: the person's own activity and live sign-ins, with "sign out" per sign-in. */
export function securityRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/users/me/security/activity',
      {
        schema: {
          tags: ['users'],
          summary: 'The last 30 days of sign-ins, password and second-factor changes, exports and sign-outs',
          response: { 200: securityActivityResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const { user } = currentSession(request);
        return presentActivity(await listSecurityActivity(ctx, user.id), user.totpEnabledAt !== null);
      },
    );

    api.get(
      '/users/me/sessions',
      { schema: { tags: ['users'], summary: 'Live sign-ins: browser, when signed in, last seen', response: { 200: activeSessionsResponse, 401: errorResponse } } },
      async (request) => {
        const { user, familyId } = currentSession(request);
        return presentSessions(await listActiveSessions(ctx, user.id), familyId);
      },
    );

    api.delete(
      '/users/me/sessions/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Signs out one sign-in (this one included); another person’s id answers 404',
          params: idParams(SESSION_NOT_FOUND),
          response: { 204: z.null(), 401: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { user, sessionId } = currentSession(request);
        if (!(await revokeSessionFamily(ctx, user.id, request.params.id))) throw notFound(SESSION_NOT_FOUND);
        await recordSecurityEvent(ctx, { type: 'session_signed_out', userId: user.id, sessionId, client: clientOf(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
