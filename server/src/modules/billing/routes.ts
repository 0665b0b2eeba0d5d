import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, portalSessionResponse, subscriptionStatusResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { subscriptionStatus } from './access';
import { createPortalSession } from './checkout';
import { clientOf } from '../security/client';
import { handleStripeWebhook } from './webhook';

export function billingRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    // Stripe signs the exact bytes it sent: this route keeps its body raw.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.withTypeProvider<ZodTypeProvider>().post(
        '/subscriptions/webhook',
        {
          schema: {
            tags: ['billing'],
            summary: 'Stripe webhook (signature checked on the raw body)',
            response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }), 400: errorResponse },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return handleStripeWebhook(ctx, request.body as Buffer, Array.isArray(signature) ? signature[0] : signature, request.log, clientOf(request));
        },
      );
    });

    await app.register(async (authed) => {
      const api = authed.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', authenticate(ctx));
      api.get(
        '/subscriptions/subscription-status',
        { schema: { tags: ['billing'], response: { 200: subscriptionStatusResponse, 401: errorResponse } } },
        async (request) => subscriptionStatus(ctx, currentSession(request).user.id),
      );
      api.post(
        '/subscriptions/create-portal-session',
        {
          schema: {
            tags: ['billing'],
            summary: 'A Stripe Customer Portal URL for subscribers, else a Checkout URL',
            response: { 200: portalSessionResponse, 401: errorResponse, 404: errorResponse },
          },
        },
        async (request) => createPortalSession(ctx, currentSession(request).user.id),
      );
    });
  };
}
