import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  safetyAnswerRequest,
  safetyAnswerResponse,
  safetyNotesResponse,
  suitabilityRequest,
  suitabilityResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { recordSafetyAnswer } from './answers';
import { listSafetyNotes } from './safety-notes';
import { getSuitability, saveSuitability } from './suitability';

const errors = { 401: errorResponse, 409: errorResponse, 422: errorResponse };

/** The person's own safety record: the suitability check, answers to safety questions, notes on their lists. */
export function safetyRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/users/me/suitability',
      { schema: { tags: ['safety'], summary: '"Is self-help right for me now?": the answers so far (null until answered)', response: { 200: suitabilityResponse, ...errors } } },
      async (request) => getSuitability(ctx, currentSession(request).user.id),
    );
    api.put(
      '/users/me/suitability',
      {
        schema: {
          tags: ['safety'],
          summary: 'Stores the answers (sealed); they never block anything, and say when to recommend a professional first',
          body: suitabilityRequest,
          response: { 200: suitabilityResponse, ...errors },
        },
      },
      async (request) => saveSuitability(ctx, currentSession(request).user.id, request.body),
    );
    api.post(
      '/users/me/safety-answers',
      {
        schema: {
          tags: ['safety'],
          summary: 'Answers the question a generate call asked (code crisis_question or eating_disorder_signpost)',
          body: safetyAnswerRequest,
          response: { 200: safetyAnswerResponse, ...errors },
        },
      },
      async (request) => recordSafetyAnswer(ctx, currentSession(request).user.id, request.body),
    );
    api.get(
      '/users/me/safety-notes',
      {
        schema: {
          tags: ['safety'],
          summary: 'Items of the lists no ladder is built from (for a professional), and whether to show the eating-disorder signpost',
          response: { 200: safetyNotesResponse, ...errors },
        },
      },
      async (request) => listSafetyNotes(ctx, currentSession(request).user.id),
    );
  };
}
