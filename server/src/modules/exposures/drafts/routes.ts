import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptDraftResponse,
  confirmThemesRequest,
  draftRatingsRequest,
  draftVariantRequest,
  errorResponse,
  exposureDraftResponse,
  ladderThemesResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../../context';
import { authenticate, currentSession } from '../../../http/authenticate';
import { notFound } from '../../../http/errors';
import { assertPracticeAllowed } from '../../billing/access';
import { acceptDraft, discardDraft, getDraft, rateDraft, replaceWithVariant } from './draft';
import { getLadderThemes, setLadderThemes } from './themes';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };
const MAX_INDEX = 99;

/** "3" → 3; anything else is no item of the draft: the same 404 as an index past the end. */
function itemIndex(raw: string): number {
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > MAX_INDEX) throw notFound('This suggested exposure was not found.');
  return Number(raw);
}

/** Issue 16: confirmed themes and the draft ladder, between generating and saving. */
export function exposureDraftRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/erp-exposures/exposures/themes',
      { schema: { tags: ['exposures'], summary: 'The themes read from the person’s words, and those they confirmed', response: { 200: ladderThemesResponse, ...errors } } },
      async (request) => getLadderThemes(ctx, currentSession(request).user.id),
    );
    api.put(
      '/erp-exposures/exposures/themes',
      {
        schema: {
          tags: ['exposures'],
          summary: 'Confirms the themes the next ladder is built for (an empty list: around the person’s own words)',
          body: confirmThemesRequest,
          response: { 200: ladderThemesResponse, ...errors },
        },
      },
      async (request) => setLadderThemes(ctx, currentSession(request).user.id, request.body.themes),
    );
    api.get(
      '/erp-exposures/exposures/draft',
      { schema: { tags: ['exposures'], summary: 'Generated proposals waiting to be rated and saved, or null', response: { 200: exposureDraftResponse, ...errors } } },
      async (request) => getDraft(ctx, currentSession(request).user.id),
    );
    api.put(
      '/erp-exposures/exposures/draft/ratings',
      { schema: { tags: ['exposures'], summary: 'Keeps the ratings given so far', body: draftRatingsRequest, response: { 200: exposureDraftResponse.unwrap(), ...errors } } },
      async (request) => rateDraft(ctx, currentSession(request).user.id, request.body),
    );
    api.post(
      '/erp-exposures/exposures/draft/items/:index/variant',
      {
        schema: {
          tags: ['exposures'],
          summary: 'Swaps one proposal for an easier or harder version of it (not counted toward the daily limit)',
          params: z.object({ index: z.string() }),
          body: draftVariantRequest,
          response: { 200: exposureDraftResponse.unwrap(), ...errors },
        },
      },
      async (request) => replaceWithVariant(ctx, currentSession(request).user.id, itemIndex(request.params.index), request.body.direction),
    );
    api.post(
      '/erp-exposures/exposures/draft/accept',
      { schema: { tags: ['exposures'], summary: 'Saves the rated proposals as exposures and drops the draft', response: { 201: acceptDraftResponse, ...errors } } },
      async (request, reply) => {
        const userId = currentSession(request).user.id;
        await assertPracticeAllowed(ctx, userId);
        return reply.code(201).send({ saved: await acceptDraft(ctx, userId) });
      },
    );
    api.delete(
      '/erp-exposures/exposures/draft',
      { schema: { tags: ['exposures'], summary: 'Discards the proposals waiting to be rated', response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await discardDraft(ctx, currentSession(request).user.id);
        return reply.code(204).send(null);
      },
    );
  };
}
