import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '@ladder/contracts';
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

/**
 * The one inline script the documents carry, allowed by its hash: the colour scheme chosen in Settings, applied
 * before the first paint (contracts/src/theme-script.ts, decision 036). Any other inline script stays blocked.
 */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(botCheck: BotCheckConfig): string {
  const origins = botCheckOrigins(botCheck);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", THEME_SCRIPT_SOURCE, ...origins.script]],
    // Radix primitives set inline styles for positioning; scripts stay strictly same-origin.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', origins.frame.length > 0 ? origins.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * The headers every answer carries: the set Helmet's defaults send (helmetjs.github.io), with our
 * policy and X-Frame-Options DENY. They are computed once at start-up; @fastify/helmet rebuilt them
 * on every request, which was 5% of the server's CPU under load (docs/performance.md).
 */
export function securityHeaders(botCheck: BotCheckConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(botCheck),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // As frame-ancestors 'none' says, for browsers that only know this header.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, botCheck: BotCheckConfig) {
  const headers = securityHeaders(botCheck);
  // onRequest, so that answers which end early (404, 415, errors) carry them too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    // HSTS only means something over TLS.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // The metrics are no health data, but no cache should keep an operator's view of the service either.
    if (request.url.startsWith('/api/') || request.url.split('?')[0] === '/metrics') {
      reply.header('cache-control', 'no-store');
    }
    reply.header('x-request-id', request.id);
  });
}
