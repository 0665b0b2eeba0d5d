import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { issueSuggestions } from './assignments';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onSend hook for the API: after a signed-in person's write succeeds, their suggestions are brought
 * up to date before the answer leaves, so the next read (the dashboard) already sees them and GET
 * /assignments/pending can stay a pure read (issue 19). A failure here never undoes or hides the
 * write that succeeded: it is logged by its error code alone (no health text) and the answer goes out.
 */
export function suggestionsAfterWrites(ctx: AppContext) {
  return async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.auth) return payload;
    try {
      await issueSuggestions(ctx, request.auth.user.id);
    } catch (error) {
      request.log.error({ code: (error as { code?: unknown }).code ?? 'unknown' }, 'suggestions were not brought up to date after a write');
    }
    return payload;
  };
}
