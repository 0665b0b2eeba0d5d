import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordRequest, changePasswordResponse, errorResponse, updateMeRequest, userResponse } from '@ladder/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { deleteAccount } from '../account/delete-account';
import { presentToken } from '../auth/presenters';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from './change-password';
import { presentUser } from './presenters';
import { clientOf } from '../security/client';
import { updateTimeZone } from './update-me';

const errors = { 400: errorResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse };

/**
 * The person's own record, `/users/me`, has one owner: this module reads, changes and deletes it
 * (issue 19; test/architecture/route-owners.test.ts). Sub-resources such as `/users/me/export` or
 * `/users/me/reminders` belong to the module that owns what they hold.
 */
export function userRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get('/users/me', { schema: { tags: ['users'], response: { 200: userResponse, 401: errorResponse } } }, async (request) =>
      presentUser(currentSession(request).user),
    );

    api.patch(
      '/users/me',
      {
        schema: {
          tags: ['users'],
          summary: "Stores the browser's time zone: streaks and daily caps follow the person's own calendar days",
          body: updateMeRequest,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => {
        const updated = await updateTimeZone(ctx, currentSession(request).user.id, request.body.time_zone);
        return presentUser(updated);
      },
    );

    api.delete(
      '/users/me',
      {
        schema: {
          tags: ['users'],
          summary: 'Deletes the account and all its data (password required)',
          body: z.object({ password: z.string().min(1, 'Password is required.').max(1024) }),
          response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const { user, sessionId } = currentSession(request);
        await deleteAccount(ctx, { userId: user.id, sessionId, client: clientOf(request) }, request.body.password, request.log);
        return reply.code(204).send(null);
      },
    );

    api.post(
      '/users/me/change-password',
      {
        schema: {
          tags: ['users'],
          summary: 'Change the password; every session ends and a new token for this device is returned',
          body: changePasswordRequest,
          response: { 200: changePasswordResponse, ...errors },
        },
      },
      async (request) => {
        const { user, sessionId } = currentSession(request);
        const session = await changePassword(ctx, { userId: user.id, sessionId, client: clientOf(request) }, {
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
        });
        return { message: PASSWORD_CHANGED_MESSAGE, ...presentToken(session, ctx.clock.now()) };
      },
    );
  };
}
