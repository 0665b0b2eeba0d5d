import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@ladder/contracts';
import type { TestApp } from './test-app';

/** The parts of the OpenAPI document (as @fastify/swagger writes it) the sweeps read. */
export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  /** The templated path, e.g. /api/v1/erp-exposures/exposures/{id}. */
  path: string;
  /** "METHOD path", the key the sweeps' tables use. */
  key: string;
  spec: OpenApiOperation;
}

export async function readOpenApi(app: TestApp['app']): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const upper = method.toUpperCase() as HttpMethod;
      return { method: upper, path, key: `${upper} ${path}`, spec };
    }),
  );
}

export function pathParameters(operation: Operation): OpenApiParameter[] {
  return (operation.spec.parameters ?? []).filter((parameter) => parameter.in === 'path');
}

/** The templated path with each {name} replaced by its (URL-encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The request body schema of one content type (application/json unless said otherwise). */
export function bodySchema(operation: Operation, contentType = 'application/json'): JsonSchema | undefined {
  return operation.spec.requestBody?.content[contentType]?.schema;
}

/** Ajv for the OpenAPI 3.0 dialect @fastify/swagger writes (nullable, formats it uses). */
export function openApiAjv(options: { coerceTypes?: boolean } = {}): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: options.coerceTypes ?? false });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  return ajv;
}

/** The shape every error answer has (contracts/src/errors.ts), as JSON Schema. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    detail: { type: 'string', minLength: 1 },
    code: { type: 'string', enum: [...ERROR_CODES] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } }, msg: { type: 'string' } },
        required: ['loc', 'msg'],
        additionalProperties: false,
      },
    },
  },
  // Every error answer names its kind from the closed list (contracts ERROR_CODES), so a client never
  // has to match the detail's wording.
  required: ['detail', 'code'],
  additionalProperties: false,
};

/**
 * Statuses any route may answer before its own code runs, whether or not the operation lists
 * them: unreadable JSON or a wrong Content-Length (400), a path that matches no route (404, e.g. a
 * route), a path parameter past the router's length limit (414), a body over the limit (413), a media type no parser
 * takes (415). They must still be `{detail}`; every other status has to be documented.
 */
export const TRANSPORT_STATUSES = new Set([400, 404, 413, 414, 415]);

/** The decoded text of an answer (inject hands over compressed bytes as they are). */
export function responseText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/**
 * Checks an answer against the document: its status is one the operation documents (or a transport
 * status), and its body matches the schema documented for that status; every 4xx/5xx is `{detail}`.
 * Answers a list of problems (empty when the answer is as documented).
 */
export function createResponseChecker() {
  const ajv = openApiAjv();
  const errorShape = ajv.compile(ERROR_SCHEMA);
  const cache = new Map<string, ValidateFunction | null>();
  const validatorFor = (operation: Operation, status: string): ValidateFunction | null => {
    const key = `${operation.key} ${status}`;
    if (!cache.has(key)) {
      const schema = operation.spec.responses[status]?.content?.['application/json']?.schema;
      cache.set(key, schema ? ajv.compile(schema) : null);
    }
    return cache.get(key)!;
  };

  return function check(operation: Operation, response: LightMyRequestResponse): string[] {
    const problems: string[] = [];
    const status = response.statusCode;
    const documented = operation.spec.responses[String(status)];
    if (!documented && !TRANSPORT_STATUSES.has(status)) problems.push(`status ${status} is not documented`);
    const text = responseText(response);
    if (status === 204) {
      if (text !== '') problems.push(`a 204 with a body: ${text.slice(0, 200)}`);
      return problems;
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) {
      problems.push(`content-type "${contentType}" is not JSON`);
      return problems;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`the body is not JSON: ${text.slice(0, 200)}`);
      return problems;
    }
    if (status >= 400 && !errorShape(body)) {
      problems.push(`error answer is not {detail, code}: ${ajv.errorsText(errorShape.errors)} in ${text.slice(0, 300)}`);
    }
    const validate = documented ? validatorFor(operation, String(status)) : null;
    if (validate && !validate(body)) {
      problems.push(`body does not match the documented ${status} schema: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
    }
    return problems;
  };
}
