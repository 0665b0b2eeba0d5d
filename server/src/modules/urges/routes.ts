import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { URGE_MAX_DAYS_BACK, createdUrgeResponse, createUrgeRequest, errorResponse, urgeDayQuery, urgeDayResponse, urgeTrendQuery, urgeTrendResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { idParams } from '../../http/id-params';
import { authenticate, currentSession } from '../../http/authenticate';
import { offersCrisisResources } from '../safety/crisis/screen';
import { listUrgesOnDay, urgeTrend } from './urge-days';
import { deleteUrge, logUrge } from './urges';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };

/** The urge and compulsion log (issue 17 item 7; docs/practice.md "5. The urge and compulsion log"). */
export function urgeRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.post(
      '/urges',
      {
        schema: {
          tags: ['urges'],
          summary: `Logs a compulsion done, resisted or delayed; occurred_at defaults to now and may be up to ${URGE_MAX_DAYS_BACK} days back`,
          body: createUrgeRequest,
          response: { 201: createdUrgeResponse, ...errors },
        },
      },
      async (request, reply) => {
        const urge = await logUrge(ctx, currentSession(request).user.id, request.body);
        return reply.code(201).send({ ...urge, crisis_resources: offersCrisisResources(urge.compulsion, urge.note) });
      },
    );

    api.get(
      '/urges',
      {
        schema: {
          tags: ['urges'],
          summary: 'One local day of the log (today by default), earliest first; time_zone defaults to the person’s',
          querystring: urgeDayQuery,
          response: { 200: urgeDayResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = currentSession(request);
        return listUrgesOnDay(ctx, user.id, request.query.time_zone ?? user.timeZone, request.query.date);
      },
    );

    api.get(
      '/urges/weekly',
      {
        schema: {
          tags: ['urges'],
          summary: 'Done, resisted and delayed counts for today and the six local days before it, oldest first',
          querystring: urgeTrendQuery,
          response: { 200: urgeTrendResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = currentSession(request);
        return urgeTrend(ctx, user.id, request.query.time_zone ?? user.timeZone);
      },
    );

    api.delete(
      '/urges/:id',
      { schema: { tags: ['urges'], params: idParams('This urge was not found.'), response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteUrge(ctx, currentSession(request).user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
