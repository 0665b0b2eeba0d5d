import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/sessions';
import { createUser } from '../helpers/factories';
import { bodySchema, operationsOf, readOpenApi, type JsonSchema, type Operation } from '../helpers/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Very long input and deep JSON are refused cleanly (issue #8): a body over the limit is 413, JSON
 * nested 100,000 deep is a 4xx, a text field past its documented length is 422 naming the field,
 * and the process keeps answering afterwards. Every answer is `{detail}`. The routes come from the
 * OpenAPI document, so a new route is covered without being listed here.
 */
let t: TestApp;
let operations: Operation[];
let userId: string;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(await readOpenApi(t.app));
  userId = (await createUser(t.ctx)).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A fresh session per request: refresh and logout end the one they are sent with. */
async function auth(): Promise<Record<string, string>> {
  const session = await createSession(t.ctx, userId, 60);
  return { authorization: `Bearer ${session.token}` };
}
const withBody = () => operations.filter((operation) => operation.method !== 'GET');
const takesBody = (operation: Operation) => operation.spec.requestBody !== undefined;
const url = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
const LIMIT = 256 * 1024;

function expectDetail(response: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(String(response.headers['content-type']), what).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { detail?: unknown };
  expect(typeof body.detail, `${what}: ${response.body.slice(0, 200)}`).toBe('string');
}

async function stillAlive() {
  const live = await fetch(`${origin}/api/v1/health/live`);
  expect(live.status).toBe(200);
}

/** A raw HTTP/1.1 request over a socket, so Node's own parser and Fastify's streaming limits are in play. */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {},
): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method: options.method ?? 'POST', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    if (options.body !== undefined) {
      if (options.chunked) {
        // Sent in pieces without a Content-Length: the limit must hold while the body streams in.
        const body = Buffer.from(options.body);
        for (let offset = 0; offset < body.length; offset += 64 * 1024) request.write(body.subarray(offset, offset + 64 * 1024));
      } else {
        request.write(options.body);
      }
    }
    request.end();
  });
}

describe('bodies over the limit', () => {
  it('are 413 {detail} on every operation that takes a body, whatever the declared length', async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(LIMIT + 1024), title: 'x', mood: 5 });
    for (const operation of withBody()) {
      const response = await t.app.inject({ method: operation.method, url: url(operation), headers: { ...(await auth()), 'content-type': 'application/json' }, payload: huge });
      expect(response.statusCode, operation.key).toBe(413);
      expectDetail(response, operation.key);
    }
  });

  it('are 413 {detail} when streamed in chunks without a Content-Length, and the server keeps answering', async () => {
    const response = await rawRequest('/api/v1/journal/entries', {
      headers: { ...(await auth()), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ content: 'x'.repeat(4 * LIMIT), mood: 5 }),
      chunked: true,
    });
    expect(response.statusCode).toBe(413);
    expectDetail(response, 'chunked');
    await stillAlive();
  });

  it('a 1 MB string in a text field is refused by the body limit (413) before anything reads it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/journal/entries',
      headers: await auth(),
      payload: { content: 'é'.repeat(1024 * 1024), mood: 5 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large.', code: 'payload_too_large' });
  });
});

describe('deeply nested JSON', () => {
  const shapes: Array<[string, string]> = [
    ['100,000 unclosed [', '['.repeat(100_000)],
    ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['30,000 nested objects', `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`],
    ['nested arrays inside a field', `{"obsessions": ${'['.repeat(50_000)}${']'.repeat(50_000)}, "content": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`],
  ];

  it.each(shapes)('%s is a 4xx {detail} on every operation that takes a body, and the process lives', async (_name, payload) => {
    expect(payload.length).toBeLessThan(LIMIT);
    for (const operation of withBody()) {
      const response = await t.app.inject({ method: operation.method, url: url(operation), headers: { ...(await auth()), 'content-type': 'application/json' }, payload });
      expect(response.statusCode, operation.key).toBeLessThan(500);
      // An operation without a body reads well-formed JSON and ignores it; one with a body refuses it.
      if (takesBody(operation) || !isWellFormed(payload)) {
        expect(response.statusCode, operation.key).toBeGreaterThanOrEqual(400);
        expectDetail(response, operation.key);
      }
    }
    // And over a real socket, to the route with the richest body.
    const response = await rawRequest('/api/v1/obsessions', { headers: { ...(await auth()), 'content-type': 'application/json' }, body: payload });
    expect([400, 413, 422]).toContain(response.statusCode);
    expectDetail(response, 'socket');
    await stillAlive();
  });
});

function isWellFormed(payload: string): boolean {
  try {
    JSON.parse(payload);
    return true;
  } catch {
    return false;
  }
}

/** Every string field of a request body with a documented maximum, as a path into the body. */
function limitedTextFields(schema: JsonSchema, path: Array<string | number> = []): Array<{ path: Array<string | number>; max: number }> {
  if (schema.type === 'string' && typeof schema.maxLength === 'number') return [{ path, max: schema.maxLength }];
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).flatMap((option) => limitedTextFields(option, path));
  if (schema.type === 'array') return limitedTextFields(schema.items as JsonSchema, [...path, 0]);
  if (schema.type === 'object') {
    return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(([key, property]) => limitedTextFields(property, [...path, key]));
  }
  return [];
}

function bodyWith(path: Array<string | number>, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

describe('text past its documented length', () => {
  it('is 422 naming the field, for every limited text field of every body, just past the limit and at 200 KB', async () => {
    let fields = 0;
    for (const operation of withBody()) {
      for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
        const schema = bodySchema(operation, contentType);
        if (!schema) continue;
        for (const { path, max } of limitedTextFields(schema)) {
          fields += 1;
          for (const length of [max + 1, 200_000]) {
            const body = bodyWith(path, 'x'.repeat(length));
            const payload =
              contentType === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString();
            const response = await t.app.inject({ method: operation.method, url: url(operation), headers: { ...(await auth()), 'content-type': contentType }, payload });
            const what = `${operation.key} ${path.join('.')} at ${length} characters`;
            expect(response.statusCode, what).toBe(422);
            const answer = response.json<{ detail: string; errors: Array<{ loc: Array<string | number>; msg: string }> }>();
            expect(typeof answer.detail).toBe('string');
            const issue = answer.errors.find((error) => JSON.stringify(error.loc) === JSON.stringify(['body', ...path]));
            expect(issue, `${what}: ${response.body.slice(0, 300)}`).toBeDefined();
            expect(issue!.msg, what).toMatch(/at most|too long|too big|<=/i);
          }
        }
      }
    }
    console.log(`[limits] ${fields} limited text fields refused past their limit`);
    expect(fields).toBeGreaterThanOrEqual(15);
  });
});

describe('overlong addresses and headers', () => {
  it('a path parameter past the router limit is 414 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/erp-exposures/exposures/${'a'.repeat(2000)}/sessions`, headers: await auth() });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'The address is too long.', code: 'uri_too_long' });
  });

  it('a URL that does not decode is 400 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/erp-exposures/exposures/%E0%A4%A/sessions', headers: await auth() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The address is not valid.', code: 'malformed_request' });
  });

  it('headers past what Node accepts are 431 {detail} and the server keeps answering', async () => {
    const response = await rawRequest('/api/v1/users/me', { method: 'GET', headers: { ...(await auth()), 'x-junk': 'h'.repeat(64 * 1024) } });
    expect(response.statusCode).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ detail: 'The request headers are too large.', code: 'headers_too_large' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    await stillAlive();
  });

  it('bytes that are not HTTP at all are 400 {detail}', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write('HELLO <script>\u0000\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'The request could not be read.', code: 'malformed_request' });
    await stillAlive();
  });

  it('a long query value is 422 with the field named', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/journal/entries?before=${'x'.repeat(100_000)}`, headers: await auth() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].loc).toEqual(['querystring', 'before']);
  });
});
