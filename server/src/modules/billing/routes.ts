import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, subscriptionStatusResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { subscriptionStatus } from './access';

export function billingRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));
    api.get(
      '/subscriptions/subscription-status',
      { schema: { tags: ['billing'], response: { 200: subscriptionStatusResponse, 401: errorResponse } } },
      async (request) => subscriptionStatus(ctx, currentSession(request).user.id),
    );
  };
}
