import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordRequest, changePasswordResponse, errorResponse, updateMeRequest, userResponse } from '@ladder/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { presentToken } from '../auth/presenters';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from './change-password';
import { presentUser } from './presenters';
import { clientOf } from '../security/client';

const errors = { 400: errorResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse };

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
        const [updated] = await ctx.db
          .update(users)
          .set({ timeZone: request.body.time_zone, updatedAt: ctx.clock.now() })
          .where(eq(users.id, currentSession(request).user.id))
          .returning();
        return presentUser(updated!);
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
