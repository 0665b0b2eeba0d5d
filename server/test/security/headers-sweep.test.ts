import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, THEME_SCRIPT } from '@ladder/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/sessions';
import { createUser } from '../helpers/factories';
import { fillPath, operationsOf, pathParameters, readOpenApi, type Operation } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Security headers on every answer (issue #8): every operation of the OpenAPI document, signed in
 * and not, the framework's own refusals, every page of the web app and its assets. Each carries a
 * Content-Security-Policy naming no other origin and allowing no eval'd script and no inline script but one
 * (the documents' colour-scheme script, by the hash of its exact text, decision 036), nosniff,
 * no referrer, no framing, and no X-Powered-By; every API answer is `no-store` (health data must
 * not sit in a browser or proxy cache).
 */

/** The CSP source that allows the documents' one inline script, worked out here from its text. */
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

const WEB_SOURCES = fileURLToPath(new URL('../../../web/src/', import.meta.url));

/** docs/product.md §5, §20's route table, plus the pages this repo adds (privacy, crisis, the printable report). */
const PUBLIC_PAGES = ['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/terms', '/crisis'];
const APP_PAGES = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/intake', '/settings', '/settings/report', '/dashboard', '/erp', '/journal', '/urges', '/relapse-plan', '/unsubscribe'];

let t: TestApp;
let webRoot: string;
let operations: Operation[];
let userId: string;

beforeAll(async () => {
  // The shape `npm run build` leaves (web/scripts/prerender.mjs): each public page pre-rendered once
  // per variant of the offer (here the self-hosted one the server serves), app.html as the shell of
  // every other route, hashed assets.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.css'), 'body{}');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Decision 035: the worker, the manifest and its icons, as the build writes them.
  fs.writeFileSync(path.join(webRoot, 'sw.js'), "const VERSION = 'abc';");
  fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Ladder"}');
  fs.mkdirSync(path.join(webRoot, 'icons'));
  fs.writeFileSync(path.join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(webRoot, 'app.html'), '<!doctype html><title>Ladder</title><div id="root"></div>');
  for (const page of PUBLIC_PAGES) {
    const file = path.join(page.slice(1), 'index.self-hosted.html');
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), `<!doctype html><title>${page}</title><div id="root"><h1>${page}</h1></div>`);
  }
  t = await createTestApp({ config: { serveWeb: true }, webRoot });
  operations = operationsOf(await readOpenApi(t.app));
  userId = (await createUser(t.ctx)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function bearer(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await createSession(t.ctx, userId, 60)).token}` };
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The headers every answer carries, page or API, success or refusal. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: no CSP`).not.toBe('');
  const policy = directives(csp);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src')!;
  // From this origin, and the one inline script of the documents (the colour scheme, decision 036) by its hash.
  expect(scripts, `${what}: scripts only from this origin`).toEqual(["'self'", THEME_HASH]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  // No third-party origin anywhere in the policy (the default bot check, ALTCHA, is served by us).
  for (const [name, values] of policy) {
    for (const value of values) expect(value, `${what}: ${name} allows ${value}`).toMatch(/^('[a-z-]+'|data:|blob:|'sha256-[A-Za-z0-9+/]+={0,2}')$/);
  }
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
  expect(response.headers.server, what).toBeUndefined();
  // HSTS only over TLS (http.test.ts checks it arrives through a trusted proxy).
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

function expectApiHeaders(response: LightMyRequestResponse, what: string) {
  expectSecurityHeaders(response, what);
  expect(response.headers['cache-control'], `${what}: health data must not be cached`).toBe('no-store');
  if (response.statusCode !== 204) expect(String(response.headers['content-type']), what).toMatch(/^application\/json/);
}

function urlOf(operation: Operation): string {
  const values = Object.fromEntries(pathParameters(operation).map((parameter) => [parameter.name, '00000000-0000-4000-8000-000000000000']));
  return fillPath(operation.path, values);
}

describe('API answers', () => {
  it('every operation of the document, signed in and not, carries the headers and no-store', async () => {
    let answers = 0;
    for (const operation of operations) {
      for (const signedIn of [true, false]) {
        const response = await t.app.inject({
          method: operation.method,
          url: urlOf(operation),
          headers: signedIn ? await bearer() : {},
          ...(operation.spec.requestBody ? { payload: {} } : {}),
        });
        expectApiHeaders(response, `${operation.key} (${signedIn ? 'signed in' : 'anonymous'}) → ${response.statusCode}`);
        answers += 1;
      }
    }
    console.log(`[headers-sweep] ${operations.length} operations, ${answers} API answers checked`);
    expect(answers).toBe(operations.length * 2);
  });

  it('the answers that end before any route runs carry them too', async () => {
    const auth = await bearer();
    const refusals: Array<[string, InjectOptions]> = [
      ['unknown path', { method: 'GET', url: '/api/v1/no-such-thing' }],
      ['unknown method', { method: 'PUT', url: '/api/v1/users/me', headers: auth }],
      ['malformed JSON', { method: 'POST', url: '/api/v1/journal/entries', headers: { ...auth, 'content-type': 'application/json' }, payload: '{' }],
      ['unsupported media type', { method: 'POST', url: '/api/v1/journal/entries', headers: { ...auth, 'content-type': 'text/xml' }, payload: '<a/>' }],
      ['body over the limit', { method: 'POST', url: '/api/v1/journal/entries', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ content: 'x'.repeat(300_000) }) }],
      ['parameter over the router limit', { method: 'GET', url: `/api/v1/erp-exposures/exposures/${'a'.repeat(2000)}/sessions`, headers: auth }],
      ['URL that does not decode', { method: 'GET', url: '/api/v1/erp-exposures/exposures/%E0%A4%A/sessions', headers: auth }],
      ['validation error', { method: 'POST', url: '/api/v1/journal/entries', headers: auth, payload: { content: 5 } }],
      ['bad token', { method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'Bearer nope' } }],
      ['id that is not an id', { method: 'DELETE', url: '/api/v1/urges/not-an-id', headers: auth }],
    ];
    for (const [what, request] of refusals) {
      const response = await t.app.inject(request);
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(typeof response.json().detail, what).toBe('string');
      // The kind of refusal, from the closed list, beside the sentence (docs/product.md §56).
      expect(ERROR_CODES, what).toContain(response.json().code);
      expectApiHeaders(response, `${what} → ${response.statusCode}`);
    }
  });
});

describe('the Prometheus endpoint (hidden from the document: operators only, decision 030)', () => {
  it('off, with the web app served, answers 404 {detail} with the API headers, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().detail).toBe('string');
    expectApiHeaders(response, 'GET /metrics (off)');
  });

  it('on, its refusal and its answer carry the headers and no-store', async () => {
    const token = 'headers-sweep-metrics-token-0123456789';
    const metricsApp = await createTestApp({ env: { METRICS: 'on', METRICS_TOKEN: token } });
    try {
      const refused = await metricsApp.app.inject({ method: 'GET', url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expectApiHeaders(refused, 'GET /metrics (no token)');
      const answered = await metricsApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(answered.statusCode).toBe(200);
      expectSecurityHeaders(answered, 'GET /metrics (token)');
      expect(answered.headers['cache-control']).toBe('no-store');
      expect(String(answered.headers['content-type'])).toMatch(/^text\/plain/);
    } finally {
      await metricsApp.close();
    }
  });
});

describe('pages of the web app', () => {
  it('lists every route the web app declares (a new page fails here until it is swept)', () => {
    const declared = new Set<string>();
    for (const file of ['routes/AppRoutes.tsx', 'public-site/public-pages.ts']) {
      const source = fs.readFileSync(path.join(WEB_SOURCES, file), 'utf8');
      for (const match of source.matchAll(/["'](\/[a-z][a-z0-9/-]*|\/)["']/g)) declared.add(match[1]!.replace(/(.)\/$/, '$1'));
    }
    expect(declared.size).toBeGreaterThanOrEqual(10);
    for (const route of declared) expect([...PUBLIC_PAGES, ...APP_PAGES], `${route} is not in the sweep`).toContain(route);
  });

  it('every page, a deep link with a query, an unknown page and the assets carry the headers', async () => {
    const urls = [...PUBLIC_PAGES, ...APP_PAGES, '/verify-email?token=abc%3Cscript%3E', '/no-such-page', '/faq/', '/assets/index-abc123.js', '/assets/index-abc123.css', '/favicon.svg'];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
      if (!url.includes('.')) {
        expect(String(response.headers['content-type']), url).toMatch(/^text\/html/);
        // Revalidated on every visit, so a new release replaces the page at once.
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, '/assets/gone.js');
    console.log(`[headers-sweep] ${urls.length + 1} web answers checked`);
  });

  it('serves the service worker and the manifest the browser can use, revalidated every time (decision 035)', async () => {
    const csp = (response: { headers: Record<string, unknown> }) => String(response.headers['content-security-policy']);
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expectSecurityHeaders(worker, '/sw.js');
    expect(String(worker.headers['content-type'])).toMatch(/^(text|application)\/javascript/);
    // A new release's worker is found on the next visit, never held back by a cache.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(csp(worker)).toMatch(/(^|;)worker-src 'self'/);

    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expectSecurityHeaders(manifest, '/manifest.webmanifest');
    expect(String(manifest.headers['content-type'])).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(String(icon.headers['content-type'])).toBe('image/png');

    // The documents' policy lets the browser read the manifest (manifest-src falls back to default-src)
    // and run the worker; neither may come from anywhere else.
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(csp(page)).toMatch(/(^|;)default-src 'self'(;|$)/);
    expect(csp(page)).not.toMatch(/manifest-src/);
    expect(csp(page)).toMatch(/(^|;)worker-src 'self' blob:(;|$)/);
  });
});
