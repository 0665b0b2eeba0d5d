import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createYbocsRequest,
  errorResponse,
  ybocsAssessmentResponse,
  ybocsHistoryResponse,
  ybocsProgressResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { latestYbocs, listYbocs, presentAssessment, recordYbocs, ybocsHistory, ybocsProgress } from './ybocs';

const errors = { 401: errorResponse, 404: errorResponse, 422: errorResponse, 429: errorResponse };

export function assessmentRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.post(
      '/assessments/ybocs',
      { schema: { tags: ['assessments'], body: createYbocsRequest, response: { 201: ybocsAssessmentResponse, ...errors } } },
      async (request, reply) => {
        const assessment = await recordYbocs(ctx, currentSession(request).user.id, {
          responses: request.body.responses,
          isOnboarding: request.body.is_onboarding,
        });
        return reply.code(201).send(assessment);
      },
    );
    api.get(
      '/assessments/ybocs/latest',
      { schema: { tags: ['assessments'], response: { 200: ybocsAssessmentResponse, ...errors } } },
      async (request) => latestYbocs(ctx, currentSession(request).user.id),
    );
    api.get(
      '/assessments/ybocs-progress',
      { schema: { tags: ['assessments'], response: { 200: ybocsProgressResponse, ...errors } } },
      async (request) => ybocsProgress(ctx, currentSession(request).user.id),
    );
    api.get(
      '/assessments/ybocs-history',
      { schema: { tags: ['assessments'], summary: 'Scores oldest first', response: { 200: ybocsHistoryResponse, ...errors } } },
      async (request) => ybocsHistory(ctx, currentSession(request).user.id),
    );
    api.get(
      '/ybocs/assessments',
      { schema: { tags: ['assessments'], summary: 'All assessments, newest first', response: { 200: z.array(ybocsAssessmentResponse), ...errors } } },
      async (request) => (await listYbocs(ctx, currentSession(request).user.id)).map(presentAssessment),
    );
  };
}
