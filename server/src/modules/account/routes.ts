import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExport, errorResponse, publicConfigResponse, signOutOthersResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { revokeOtherSessions } from '../auth/sessions';
import { exportPersonData } from './export-data';
import { clientOf } from '../security/client';
import { recordSecurityEvent } from '../security/events';

export function accountRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/public/config',
      { schema: { tags: ['public'], summary: 'What public pages show that the operator configures', response: { 200: publicConfigResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { support_email: ctx.config.publicSupportEmail };
      },
    );

    await app.register(async (authed) => {
      const api = authed.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', authenticate(ctx));

      api.post(
        '/users/me/sign-out-others',
        { schema: { tags: ['users'], summary: 'Ends every other session of this person', response: { 200: signOutOthersResponse, 401: errorResponse } } },
        async (request) => {
          const { user, sessionId } = currentSession(request);
          const signedOut = await revokeOtherSessions(ctx, user.id, sessionId);
          await recordSecurityEvent(ctx, { type: 'sessions_revoked', userId: user.id, sessionId, client: clientOf(request) });
          return { signed_out: signedOut };
        },
      );

      api.get(
        '/users/me/export',
        {
          schema: {
            tags: ['users'],
            summary: 'Everything Ladder holds about the person, as JSON (a download)',
            response: { 200: accountExport, 401: errorResponse },
          },
        },
        async (request, reply) => {
          const { user, sessionId } = currentSession(request);
          const data = await exportPersonData(ctx, user.id);
          await recordSecurityEvent(ctx, { type: 'data_exported', userId: user.id, sessionId, client: clientOf(request) });
          const day = data.exported_at.slice(0, 10);
          reply.header('content-disposition', `attachment; filename="ladder-export-${day}.json"`);
          return data;
        },
      );
    });
  };
}
