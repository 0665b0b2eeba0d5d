import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { BotCheckConfig } from '../config';

/**
 * Third-party origins are allowed only for a bot check the operator switched on; the default
 * (ALTCHA) is served by us, so the policy then names no other origin at all.
 */
function botCheckOrigins(botCheck: BotCheckConfig) {
  switch (botCheck.provider) {
    case 'recaptcha':
      return { script: ['https://www.google.com', 'https://www.gstatic.com'], frame: ['https://www.google.com'] };
    case 'turnstile':
      return { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] };
    default:
      return { script: [], frame: [] };
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, botCheck: BotCheckConfig) {
  const origins = botCheckOrigins(botCheck);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins.script],
        // Radix primitives set inline styles for positioning; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: origins.frame.length > 0 ? origins.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only means something over TLS; it is added below when the request came in over https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    reply.header('x-request-id', request.id);
  });
}
