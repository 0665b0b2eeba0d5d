import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, healthResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { serviceUnavailable } from '../../http/errors';

/** For load balancers and uptime checks: 200 while the database answers, 503 otherwise. */
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
  };
}
