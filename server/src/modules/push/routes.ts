import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  pushSubscriptionRequest,
  pushSubscriptionResponse,
  removePushSubscriptionRequest,
  vapidPublicKeyResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { presentPushSubscription, removePushSubscription, savePushSubscription } from './subscriptions';

export function pushRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/push/vapid-public-key',
      {
        schema: {
          tags: ['push'],
          summary: 'The key a browser subscribes to Web Push with (VAPID application server key, base64url)',
          response: { 200: vapidPublicKeyResponse },
        },
      },
      async () => ({ public_key: ctx.vapid.publicKey }),
    );

    await app.register(async (authed) => {
      const api = authed.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', authenticate(ctx));

      api.post(
        '/users/me/push-subscriptions',
        {
          schema: {
            tags: ['push'],
            summary: "Reminders by Web Push in this browser: the browser's PushSubscription (https to a public push service)",
            body: pushSubscriptionRequest,
            response: { 201: pushSubscriptionResponse, 400: errorResponse, 401: errorResponse, 422: errorResponse },
          },
        },
        async (request, reply) => {
          const saved = await savePushSubscription(ctx, currentSession(request).user.id, request.body);
          return reply.code(201).send(presentPushSubscription(saved));
        },
      );

      api.delete(
        '/users/me/push-subscriptions',
        {
          schema: {
            tags: ['push'],
            summary: 'This browser stops getting reminders by Web Push',
            body: removePushSubscriptionRequest,
            response: { 204: z.null(), 401: errorResponse, 422: errorResponse },
          },
        },
        async (request, reply) => {
          await removePushSubscription(ctx, currentSession(request).user.id, request.body.endpoint);
          return reply.code(204).send(null);
        },
      );
    });
  };
}
