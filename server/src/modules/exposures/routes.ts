import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExposureRequest,
  errorResponse,
  exposureResponse,
  exposureSessionResponse,
  generateExposuresRequest,
  generateExposuresResponse,
  savedExposureSessionResponse,
  logProgressRequest,
  recentLearning,
  startExposureRequest,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { idParams } from '../../http/id-params';
import { authenticate, currentSession } from '../../http/authenticate';
import { createExposure, deleteExposure, listExposures } from './exposures';
import { assertPracticeAllowed } from '../billing/access';
import { generateExposures } from './generate-exposures';
import { offersCrisisResources } from '../safety/crisis/screen';
import { listRecentLearnings } from './learnings';
import { listSessions, logProgress, startExposure } from './sessions';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };
const exposureId = idParams('This exposure was not found.');
/** As the journal's (decision 035): the offline queue sends each logged session with its own key. */
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200, 'Idempotency-Key can be at most 200 characters.').optional(),
});

export function exposureRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/erp-exposures/exposures',
      { schema: { tags: ['exposures'], summary: 'Newest first', response: { 200: z.array(exposureResponse), ...errors } } },
      async (request) => listExposures(ctx, currentSession(request).user.id),
    );
    api.post(
      '/erp-exposures/exposures',
      { schema: { tags: ['exposures'], body: createExposureRequest, response: { 201: exposureResponse, ...errors } } },
      async (request, reply) => {
        const userId = currentSession(request).user.id;
        await assertPracticeAllowed(ctx, userId);
        return reply.code(201).send(await createExposure(ctx, userId, request.body));
      },
    );
    api.delete(
      '/erp-exposures/exposures/:id',
      { schema: { tags: ['exposures'], params: exposureId, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteExposure(ctx, currentSession(request).user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
    api.post(
      '/erp-exposures/exposures/generate',
      {
        schema: {
          tags: ['exposures'],
          summary: 'Proposes a personal hierarchy, kept as the person’s draft until saved; limited per day',
          body: generateExposuresRequest,
          response: { 200: generateExposuresResponse, ...errors },
        },
      },
      async (request) => generateExposures(ctx, currentSession(request).user.id, request.body?.themes),
    );
    api.post(
      '/erp-exposures/exposures/:id/start',
      {
        schema: {
          tags: ['exposures'],
          summary: 'Opens a session (or resumes the open one) and moves the exposure to in_progress',
          params: exposureId,
          body: startExposureRequest,
          response: { 200: savedExposureSessionResponse, 201: savedExposureSessionResponse, ...errors },
        },
      },
      async (request, reply) => {
        const userId = currentSession(request).user.id;
        await assertPracticeAllowed(ctx, userId);
        const { session, resumed } = await startExposure(ctx, userId, request.params.id, request.body);
        return reply.code(resumed ? 200 : 201).send({ ...session, crisis_resources: offersCrisisResources(session.feared_outcome) });
      },
    );
    api.post(
      '/erp-exposures/exposures/:id/progress',
      {
        schema: {
          tags: ['exposures'],
          summary:
            'Logs a finished session (closing the open one, or recording one without a start); an Idempotency-Key header makes a replay answer the same session',
          params: exposureId,
          headers: idempotencyHeaders,
          body: logProgressRequest,
          response: { 201: savedExposureSessionResponse, ...errors },
        },
      },
      async (request, reply) => {
        const userId = currentSession(request).user.id;
        // Logging records practice, like a start: without this gate it would record practice that /start refuses.
        await assertPracticeAllowed(ctx, userId);
        // Decision 035: a replay of the same key answers the same session, with the same status.
        const session = await logProgress(ctx, userId, request.params.id, request.body, request.headers['idempotency-key']);
        return reply.code(201).send({ ...session, crisis_resources: offersCrisisResources(session.notes, session.feared_outcome) });
      },
    );
    api.get(
      '/erp-exposures/exposures/:id/sessions',
      {
        schema: {
          tags: ['exposures'],
          summary: 'Practice history of one exposure, newest first',
          params: exposureId,
          response: { 200: z.array(exposureSessionResponse), ...errors },
        },
      },
      async (request) => listSessions(ctx, currentSession(request).user.id, request.params.id),
    );
    api.get(
      '/erp-exposures/learnings',
      {
        schema: {
          tags: ['exposures'],
          summary: 'The latest written reflections from logged sessions, with the prediction each tested, newest first',
          response: { 200: z.array(recentLearning), ...errors },
        },
      },
      async (request) => listRecentLearnings(ctx, currentSession(request).user.id),
    );
  };
}
