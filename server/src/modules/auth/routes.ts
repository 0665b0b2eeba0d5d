import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botChallengeResponse,
  errorResponse,
  loginForm,
  messageResponse,
  registerRequest,
  resendVerificationRequest,
  tokenResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { loginUser } from './login';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { resendVerification } from './resend-verification';
import { presentToken } from './presenters';
import { revokeSession } from './sessions';
import { verifyEmail } from './verify-email';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse };

export function authRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const requireSession = authenticate(ctx);

    api.get(
      '/auth/bot-challenge',
      { schema: { tags: ['auth'], summary: 'The bot check the register screen runs', response: { 200: botChallengeResponse } } },
      async () => ctx.botCheck.challenge(),
    );

    api.post(
      '/auth/register',
      { schema: { tags: ['auth'], body: registerRequest, response: { 201: messageResponse, ...errors } } },
      async (request, reply) => {
        const { email, password, recaptcha_token } = request.body;
        const result = await registerUser(ctx, { email, password, botAnswer: recaptcha_token, ip: request.ip });
        return reply.code(201).send(result);
      },
    );

    api.post(
      '/auth/resend-verification',
      { schema: { tags: ['auth'], body: resendVerificationRequest, response: { 200: messageResponse, ...errors } } },
      async (request) => resendVerification(ctx, { email: request.body.email, ip: request.ip }),
    );

    api.get(
      '/auth/verify-email/:token',
      {
        schema: {
          tags: ['auth'],
          params: z.object({ token: z.string() }),
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => verifyEmail(ctx, request.params.token),
    );

    api.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Form-encoded sign-in (username holds the e-mail address)',
          consumes: ['application/x-www-form-urlencoded'],
          body: loginForm,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (request) => {
        const session = await loginUser(ctx, { email: request.body.username, password: request.body.password, ip: request.ip });
        return presentToken(session, ctx.clock.now());
      },
    );

    api.post(
      '/auth/refresh',
      { preHandler: requireSession, schema: { tags: ['auth'], response: { 200: tokenResponse, ...errors } } },
      async (request) => {
        const { sessionId, user } = currentSession(request);
        const session = await refreshSession(ctx, { sessionId, userId: user.id });
        return presentToken(session, ctx.clock.now());
      },
    );

    api.post(
      '/auth/logout',
      { preHandler: requireSession, schema: { tags: ['auth'], response: { 204: z.null(), 401: errorResponse } } },
      async (request, reply) => {
        await revokeSession(ctx.db, ctx.clock, currentSession(request).sessionId);
        return reply.code(204).send(null);
      },
    );
  };
}
