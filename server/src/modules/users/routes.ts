import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordRequest, changePasswordResponse, errorResponse, updateMeRequest, userResponse } from '@ladder/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { presentToken } from '../auth/presenters';
import { changeTimeZone } from '../gamification/activity';
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
        const userId = currentSession(request).user.id;
        await ctx.db.transaction((tx) => changeTimeZone(tx, userId, request.body.time_zone, ctx.clock.now()));
        const [updated] = await ctx.db.select().from(users).where(eq(users.id, userId));
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
