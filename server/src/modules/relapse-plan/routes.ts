import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boosterReminderRequest, boosterReminderResponse, errorResponse, relapsePlanRequest, relapsePlanResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { authenticate, currentSession } from '../../http/authenticate';
import { getBoosterReminder, saveBoosterReminder } from './booster-reminder';
import { deleteRelapsePlan, getRelapsePlan, saveRelapsePlan } from './plan';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** The relapse-prevention plan and its weekly booster reminder (issue 17 item 8; docs/practice.md §8). */
export function relapsePlanRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', authenticate(ctx));

    api.get(
      '/relapse-plan',
      {
        schema: {
          tags: ['relapse-plan'],
          summary: 'The person’s plan (null until made) and why it is offered now (a self-reported Y-BOCS response or remission; null otherwise)',
          response: { 200: relapsePlanResponse, ...errors },
        },
      },
      async (request) => getRelapsePlan(ctx, currentSession(request).user.id),
    );

    api.put(
      '/relapse-plan',
      {
        schema: {
          tags: ['relapse-plan'],
          summary: 'Saves the whole plan: warning signs, what to do if they appear, booster practice, who to tell',
          body: relapsePlanRequest,
          response: { 200: relapsePlanResponse, ...errors },
        },
      },
      async (request) => saveRelapsePlan(ctx, currentSession(request).user.id, request.body),
    );

    api.delete(
      '/relapse-plan',
      { schema: { tags: ['relapse-plan'], summary: 'Deletes the plan and its weekly booster reminder', response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteRelapsePlan(ctx, currentSession(request).user.id);
        return reply.code(204).send(null);
      },
    );

    api.get(
      '/relapse-plan/booster-reminder',
      {
        schema: {
          tags: ['relapse-plan'],
          summary: 'The weekly booster reminder: on or off, the ISO weekday (1 = Monday), the local time and the time zone',
          response: { 200: boosterReminderResponse, ...errors },
        },
      },
      async (request) => getBoosterReminder(ctx, currentSession(request).user.id),
    );

    api.put(
      '/relapse-plan/booster-reminder',
      {
        schema: {
          tags: ['relapse-plan'],
          summary: 'Turns the weekly booster reminder on (needs a saved plan: 409 otherwise) or off',
          body: boosterReminderRequest,
          response: { 200: boosterReminderResponse, ...errors },
        },
      },
      async (request) => saveBoosterReminder(ctx, currentSession(request).user.id, request.body),
    );
  };
}
