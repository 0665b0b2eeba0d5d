import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievementStatsResponse, assignmentResponse, errorResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { idParams } from '../../http/id-params';
import { authenticate, currentSession } from '../../http/authenticate';
import { completeAssignment, pendingAssignments } from './assignments';
import { achievementStats } from './stats';

export function gamificationRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));
    api.get(
      '/gamification/stats',
      { schema: { tags: ['progress'], response: { 200: achievementStatsResponse, 401: errorResponse } } },
      async (request) => achievementStats(ctx, currentSession(request).user),
    );
    api.get(
      '/assignments/pending',
      { schema: { tags: ['progress'], response: { 200: z.array(assignmentResponse), 401: errorResponse } } },
      async (request) => pendingAssignments(ctx, currentSession(request).user.id),
    );
    api.post(
      '/assignments/:id/complete',
      {
        schema: {
          tags: ['progress'],
          params: idParams('This assignment was not found.'),
          summary: 'Marks a journal suggestion done; practice and retake suggestions complete by doing them (409)',
          response: { 204: z.null(), 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request, reply) => {
        await completeAssignment(ctx, currentSession(request).user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
