import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, healthResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { serviceUnavailable } from '../../http/errors';

/**
 * Readiness (`/health`): 200 while the database answers, 503 otherwise, for load balancers.
 * Liveness (`/health/live`): the process answers at all; touches nothing (also the baseline route of
 * the load benchmarks).
 */
export function healthRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      { schema: { tags: ['health'], response: { 200: healthResponse, 503: errorResponse } } },
      async () => {
        if (!(await ctx.database.ping())) throw serviceUnavailable('The database is not answering.');
        return { status: 'ok' as const, database: 'up' as const };
      },
    );
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health/live',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );
  };
}
