import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loginMfaRequest,
  messageResponse,
  tokenResponse,
  totpDisableRequest,
  totpEnableRequest,
  totpEnableResponse,
  totpSetupRequest,
  totpSetupResponse,
  totpStatusResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../../context';
import { authenticate, currentSession } from '../../../http/authenticate';
import { clientOf } from '../../security/client';
import { presentToken } from '../presenters';
import { disableTotp } from './disable';
import { enableTotp } from './enable';
import { countUnusedRecoveryCodes } from './recovery-codes';
import { startTotpSetup, type TotpAuth } from './setup';
import { completeSecondFactor } from './sign-in';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };

function totpAuth(request: FastifyRequest): TotpAuth {
  const { user, sessionId } = currentSession(request);
  return { user, sessionId, client: clientOf(request) };
}

/** The second factor (TOTP, RFC 6238): its switch under Settings → Security, and the sign-in's code step. */
export function totpRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const requireSession = authenticate(ctx);

    api.post(
      '/auth/login/mfa',
      {
        schema: {
          tags: ['auth'],
          summary: 'The second step of a sign-in with two-step sign-in on: the mfa_token and a TOTP or recovery code',
          body: loginMfaRequest,
          response: { 200: tokenResponse, 400: errorResponse, 422: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const session = await completeSecondFactor(ctx, { token: request.body.mfa_token, code: request.body.code, client: clientOf(request) });
        return presentToken(session, ctx.clock.now());
      },
    );

    api.get(
      '/users/me/totp',
      {
        preHandler: requireSession,
        schema: { tags: ['users'], summary: 'Whether two-step sign-in is on, and how many recovery codes are left', response: { 200: totpStatusResponse, 401: errorResponse } },
      },
      async (request) => {
        const { user } = currentSession(request);
        const enabled = user.totpEnabledAt !== null;
        return { enabled, recovery_codes_left: enabled ? await countUnusedRecoveryCodes(ctx, user.id) : 0 };
      },
    );

    // "Set it up" may come without a body (no password needed just after signing in): with none at
    // all, or an empty JSON one. Only this route's scope reads an empty JSON body as no body.
    await app.register(async (scope) => {
      const json = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = body.toString();
        if (text === '') done(null, null);
        else json(request, text, done);
      });
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/users/me/totp/setup',
        {
          preHandler: requireSession,
          schema: {
            tags: ['users'],
            summary: 'A new TOTP secret to confirm with a code; the password is needed unless the sign-in was within 10 minutes',
            body: totpSetupRequest,
            response: { 200: totpSetupResponse, ...errors },
          },
        },
        async (request) => startTotpSetup(ctx, totpAuth(request), request.body?.password),
      );
    });

    api.post(
      '/users/me/totp/enable',
      {
        preHandler: requireSession,
        schema: {
          tags: ['users'],
          summary: 'Turns two-step sign-in on with a code from the new secret; answers the ten recovery codes, once',
          body: totpEnableRequest,
          response: { 200: totpEnableResponse, ...errors },
        },
      },
      async (request) => enableTotp(ctx, totpAuth(request), request.body.code),
    );

    api.post(
      '/users/me/totp/disable',
      {
        preHandler: requireSession,
        schema: {
          tags: ['users'],
          summary: 'Turns two-step sign-in off after checking the password; the recovery codes stop working',
          body: totpDisableRequest,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => disableTotp(ctx, totpAuth(request), request.body.password),
    );
  };
}
