import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdJournalEntryResponse, createJournalEntryRequest, errorResponse, journalEntryResponse, journalListQuery } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { offersCrisisResources } from '../safety/crisis/screen';
import { createJournalEntry, listJournalEntries } from './journal';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 422: errorResponse };
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200, 'Idempotency-Key can be at most 200 characters.').optional(),
});

export function journalRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/journal/entries',
      {
        schema: {
          tags: ['journal'],
          summary: 'Newest first; when more remain, the X-Next-Cursor header holds the `before` value for the next page',
          querystring: journalListQuery,
          response: { 200: z.array(journalEntryResponse), ...errors },
        },
      },
      async (request, reply) => {
        const page = await listJournalEntries(ctx, currentSession(request).user.id, request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.entries;
      },
    );

    api.post(
      '/journal/entries',
      {
        schema: {
          tags: ['journal'],
          headers: idempotencyHeaders,
          body: createJournalEntryRequest,
          response: { 201: createdJournalEntryResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { entry } = await createJournalEntry(ctx, currentSession(request).user.id, {
          ...request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.code(201).send({ ...entry, crisis_resources: offersCrisisResources(entry.content) });
      },
    );
  };
}
