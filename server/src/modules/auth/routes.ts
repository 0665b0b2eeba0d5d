import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botChallengeResponse,
  errorResponse,
  forgotPasswordRequest,
  resetPasswordRequest,
  loginForm,
  loginResponse,
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
import { requestPasswordReset, resetPassword } from './password-reset';
import { resendVerification } from './resend-verification';
import { presentLoginOutcome, presentToken } from './presenters';
import { clientOf } from '../security/client';
import { recordSecurityEvent } from '../security/events';
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

    api.post(
      '/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mails a single-use reset link when the address has an account; the same answer, in the same time, for every address',
          body: forgotPasswordRequest,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => requestPasswordReset(ctx, { email: request.body.email, client: clientOf(request) }),
    );

    api.post(
      '/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sets a new password from a reset link; every session ends',
          body: resetPasswordRequest,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => resetPassword(ctx, { token: request.body.token, newPassword: request.body.new_password, client: clientOf(request) }),
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
          response: { 200: loginResponse, ...errors },
        },
      },
      async (request) => {
        const outcome = await loginUser(ctx, { email: request.body.username, password: request.body.password, client: clientOf(request) });
        return presentLoginOutcome(outcome, ctx.clock.now());
      },
    );

    api.post(
      '/auth/refresh',
      { preHandler: requireSession, schema: { tags: ['auth'], response: { 200: tokenResponse, ...errors } } },
      async (request) => {
        const { sessionId, user } = currentSession(request);
        const session = await refreshSession(ctx, { sessionId, userId: user.id, client: clientOf(request) });
        return presentToken(session, ctx.clock.now());
      },
    );

    api.post(
      '/auth/logout',
      { preHandler: requireSession, schema: { tags: ['auth'], response: { 204: z.null(), 401: errorResponse } } },
      async (request, reply) => {
        const { sessionId, user } = currentSession(request);
        await revokeSession(ctx, sessionId);
        await recordSecurityEvent(ctx, { type: 'session_signed_out', userId: user.id, sessionId, client: clientOf(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
