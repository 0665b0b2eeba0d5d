import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, messageResponse, reminderSettingsRequest, reminderSettingsResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { getReminderSettings, saveReminderSettings } from './settings';
import { UNSUBSCRIBED_MESSAGE, unsubscribeReminder } from './unsubscribe';

const tokenParams = z.object({ token: z.string().max(200, 'The token must be at most 200 characters.') });

/** The daily practice reminder: the one kind a person sets in Settings today (decision 022). */
const KIND = 'daily_practice';

export function reminderRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/reminders/unsubscribe/:token',
      {
        schema: {
          tags: ['reminders'],
          summary: 'Turns off the reminder an e-mailed link names (no sign-in: the token is the proof)',
          params: tokenParams,
          response: { 200: messageResponse, 404: errorResponse, 422: errorResponse },
        },
      },
      async (request) => {
        await unsubscribeReminder(ctx, request.params.token);
        return { message: UNSUBSCRIBED_MESSAGE };
      },
    );

    await app.register(async (authed) => {
      const api = authed.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', authenticate(ctx));

      api.get(
        '/users/me/reminders',
        {
          schema: {
            tags: ['reminders'],
            summary: 'The daily practice reminder: on or off, the local time and the time zone',
            response: { 200: reminderSettingsResponse, 401: errorResponse },
          },
        },
        async (request) => getReminderSettings(ctx, currentSession(request).user.id, KIND),
      );

      api.put(
        '/users/me/reminders',
        {
          schema: {
            tags: ['reminders'],
            summary: 'Turns the daily practice reminder on or off at a local time ("HH:MM", 24 hours) in an IANA time zone',
            body: reminderSettingsRequest,
            response: { 200: reminderSettingsResponse, 400: errorResponse, 401: errorResponse, 422: errorResponse },
          },
        },
        async (request) => saveReminderSettings(ctx, currentSession(request).user.id, KIND, request.body),
      );
    });
  };
}

/**
 * The one-click unsubscribe of RFC 8058 at the address the mail gives (`/unsubscribe/<token>`,
 * outside /api/v1): a mail client POSTs `List-Unsubscribe=One-Click` there. A GET of the same address is the web page, which asks
 * before it turns anything off, so a link scanner that opens it changes nothing.
 */
export function oneClickUnsubscribeRoute(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    // Whatever a mail client sends (RFC 8058 names form-encoded and multipart; some send JSON or nothing) is read and
    // ignored: the token in the address is all this needs.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    app.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe/:token',
      { schema: { hide: true, params: tokenParams } },
      async (request) => {
        await unsubscribeReminder(ctx, request.params.token);
        return { message: UNSUBSCRIBED_MESSAGE };
      },
    );
  };
}
