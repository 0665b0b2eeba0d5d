import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { clientErrorHandler, frameworkErrorHandler, loggableError, registerErrorHandling } from './http/error-handler';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { createSiteOfferSource } from './http/site-offer';
import { createDocumentSender, htmlFileFor, isAppRoute, registerWebApp } from './http/web-app';
import { accountRoutes } from './modules/account/routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { authRoutes } from './modules/auth/routes';
import { totpRoutes } from './modules/auth/totp/routes';
import { billingRoutes } from './modules/billing/routes';
import { exposureDraftRoutes } from './modules/exposures/drafts/routes';
import { exposureRoutes } from './modules/exposures/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { healthRoutes } from './modules/health/routes';
import { journalRoutes } from './modules/journal/routes';
import { metricsRoutes } from './modules/metrics/routes';
import { intakeRoutes } from './modules/intake/routes';
import { safetyRoutes } from './modules/safety/routes';
import { pushRoutes } from './modules/push/routes';
import { oneClickUnsubscribeRoute, reminderRoutes } from './modules/reminders/routes';
import { securityRoutes } from './modules/security/routes';
import { urgeRoutes } from './modules/urges/routes';
import { relapsePlanRoutes } from './modules/relapse-plan/routes';
import { userRoutes } from './modules/users/routes';
import { suggestionsAfterWrites } from './modules/gamification/suggestions-after-writes';

/**
 * One log line per request instead of Fastify's two (half the logging cost under load), with the
 * method and path (redacted by the logger's serializer) and never a raw error (loggableError).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ req: request, res: reply, err: loggableError(error), responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

const WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Large enough for the longest journal entry (20,000 characters, escaped), small enough to refuse floods. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Fastify ignores a bare hop count for X-Forwarded-Proto (fail closed), so a count becomes the
 * equivalent proxy-addr function: trust the first N hops, counted from the socket.
 */
function trustProxyOption(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['loggerInstance'] | false;
  webRoot?: string;
}

/**
 * Builds the HTTP application without listening: main.ts listens, tests call app.inject().
 */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    loggerInstance: options.logger || undefined,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A path parameter past that length, or a URL that does not decode, is answered {detail} too. No
    // hook runs for these answers, so they get the security headers here.
    frameworkErrors: (error, request, reply) =>
      frameworkErrorHandler(error, request, reply.headers({ ...securityHeaders(ctx.config.botCheck), 'cache-control': 'no-store' })),
    // Requests Node's parser refuses (headers too large, not HTTP at all) too.
    clientErrorHandler,
    logController: new OneLinePerRequest(),
    // A request on a kept-alive connection during the shutdown drain is served, not refused with
    // Fastify's own 503 body (main.ts closes connections as they go idle).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, ctx.config.botCheck);
  // Brotli/gzip for the app's assets and larger API answers. BREACH needs a cookie a cross-site page can
  // make the browser send; the API authenticates with a bearer header instead, so compression is safe.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  // Before every route: its hook counts them all, by route pattern.
  await app.register(metricsRoutes(ctx));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ladder API',
        version: '1',
        description: 'Self-help ERP practice for adults with OCD. Every error is {"detail": "..."}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // Before the routes: the hook then covers every one of them (issue 19, GET routes never write).
      api.addHook('onSend', suggestionsAfterWrites(ctx));
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(totpRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(intakeRoutes(ctx));
      await api.register(assessmentRoutes(ctx));
      await api.register(exposureRoutes(ctx));
      await api.register(exposureDraftRoutes(ctx));
      await api.register(billingRoutes(ctx));
      await api.register(journalRoutes(ctx));
      await api.register(urgeRoutes(ctx));
      await api.register(relapsePlanRoutes(ctx));
      await api.register(gamificationRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(safetyRoutes(ctx));
      await api.register(securityRoutes(ctx));
      await api.register(reminderRoutes(ctx));
      await api.register(pushRoutes(ctx));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  await app.register(oneClickUnsubscribeRoute(ctx));

  const webRoot = options.webRoot ?? WEB_ROOT;
  const serveWeb = ctx.config.serveWeb && (await registerWebApp(app, webRoot));
  const offers = createSiteOfferSource(ctx);
  const sendDocument = createDocumentSender(webRoot);
  app.setNotFoundHandler(async (request, reply) => {
    if (serveWeb && isAppRoute(request.method, request.url)) {
      const offer = await offers.offer();
      return sendDocument(request, reply, htmlFileFor(webRoot, request.url, offer.variant), offer);
    }
    const pathname = request.url.split('?')[0];
    return reply.code(404).send({ detail: `Nothing was found at ${request.method} ${pathname}.`, code: 'not_found' });
  });

  return app;
}
