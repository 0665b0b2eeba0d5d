import { createHash } from 'node:crypto';
import { count, min } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mailOutbox } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { safeEqual } from '../../lib/crypto/tokens';
import type { OutboxState } from './metrics';

/** Requests Fastify matched to no route: one label for all, never the path that was asked for. */
const UNMATCHED = '(unmatched)';

export async function readOutboxState(ctx: AppContext): Promise<OutboxState> {
  const rows = await ctx.db
    .select({ status: mailOutbox.status, mails: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  const failed = rows.find((row) => row.status === 'failed');
  const oldest = pending?.oldest ? new Date(pending.oldest) : null;
  return {
    pending: pending?.mails ?? 0,
    failed: failed?.mails ?? 0,
    oldestPendingSeconds: oldest ? Math.max(0, (ctx.clock.now().getTime() - oldest.getTime()) / 1000) : 0,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * With METRICS=on: counts every answered request by its route pattern, and serves the metrics at
 * GET /metrics to a scraper with the METRICS_TOKEN bearer (decision 030). Off, neither: the path
 * answers 404 like any unknown one. Not encapsulated (fastify-plugin): the hook
 * must see every route of the application, and the 404 answers.
 */
export function metricsRoutes(ctx: AppContext) {
  return fp(function register(app: FastifyInstance, _options, next) {
    const config = ctx.config.metrics;
    // Off, nothing is added to the request path at all.
    if (!config.enabled) return next();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      ctx.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    const expected = digest(config.token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      // Compared as digests: equal lengths, so the comparison time says nothing about the token.
      if (!safeEqual(digest(token), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('The metrics need the METRICS_TOKEN bearer token.');
      }
      ctx.metrics.setOutbox(await readOutboxState(ctx));
      return reply
        .header('cache-control', 'no-store')
        .type(ctx.metrics.registry.contentType)
        .send(await ctx.metrics.registry.metrics());
    });
    next();
  });
}
