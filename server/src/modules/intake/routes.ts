import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  listItem,
  obsessionResponse,
  saveCompulsionsRequest,
  saveObsessionsRequest,
  saveTriggersRequest,
  tosStatusResponse,
  userResponse,
} from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { presentUser } from '../users/presenters';
import { completeIntake } from './complete-intake';
import { listIntakeItems, replaceIntakeItems } from './items';
import { listObsessions, saveObsessions } from './obsessions';
import { acceptTerms, presentTosStatus } from './terms';

const errors = { 401: errorResponse, 422: errorResponse };
const items = z.array(listItem);
const obsessions = z.array(obsessionResponse);

export function intakeRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));
    const userId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

    api.get('/users/me/tos-status', { schema: { tags: ['intake'], response: { 200: tosStatusResponse, ...errors } } }, async (request) =>
      presentTosStatus(currentSession(request).user),
    );
    api.post('/users/me/accept-tos', { schema: { tags: ['intake'], response: { 200: tosStatusResponse, ...errors } } }, async (request) =>
      acceptTerms(ctx, currentSession(request).user),
    );
    api.post('/users/me/complete-intake', { schema: { tags: ['intake'], response: { 200: userResponse, ...errors } } }, async (request) =>
      presentUser(await completeIntake(ctx, userId(request))),
    );

    for (const path of ['/obsessions', '/users/me/obsessions']) {
      api.get(path, { schema: { tags: ['intake'], response: { 200: obsessions, ...errors } } }, async (request) =>
        listObsessions(ctx, userId(request)),
      );
    }
    api.post(
      '/obsessions',
      { schema: { tags: ['intake'], body: saveObsessionsRequest, response: { 200: obsessions, ...errors } } },
      async (request) => saveObsessions(ctx, userId(request), request.body),
    );

    for (const path of ['/compulsions', '/users/me/compulsions']) {
      api.get(path, { schema: { tags: ['intake'], response: { 200: items, ...errors } } }, async (request) =>
        listIntakeItems(ctx, userId(request), 'compulsion'),
      );
    }
    api.post(
      '/compulsions',
      { schema: { tags: ['intake'], body: saveCompulsionsRequest, response: { 200: items, ...errors } } },
      async (request) => replaceIntakeItems(ctx, userId(request), 'compulsion', request.body.compulsions),
    );

    api.get('/triggers', { schema: { tags: ['intake'], response: { 200: items, ...errors } } }, async (request) =>
      listIntakeItems(ctx, userId(request), 'trigger'),
    );
    api.post(
      '/triggers',
      { schema: { tags: ['intake'], body: saveTriggersRequest, response: { 200: items, ...errors } } },
      async (request) => replaceIntakeItems(ctx, userId(request), 'trigger', request.body.triggers),
    );
  };
}
