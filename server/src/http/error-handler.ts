import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import type { ErrorCode } from '@ladder/contracts';
import { HttpError } from './errors';

interface ValidationItem {
  loc: Array<string | number>;
  msg: string;
}

function humanField(name: string | number | undefined): string {
  if (name === undefined) return 'The request';
  const words = String(name).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EXPECTED_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { expected?: unknown };
}

function valueAt(source: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/** Zod's type messages ("expected string, received null") in words a person can act on. */
function issueMessage(issue: ValidationIssue, path: string[], input: unknown): string {
  const field = path.at(-1);
  const raw = issue.message ?? 'Invalid value.';
  if (path.length > 0 && valueAt(input, path) === undefined) return `${humanField(field)} is required.`;
  // Only zod's own wording is replaced; a message written in the contract is kept as it is.
  if (issue.keyword !== 'invalid_type' || !raw.startsWith('Invalid input')) return raw;
  const expected = EXPECTED_WORDS[String(issue.params?.expected)] ?? `of type ${String(issue.params?.expected)}`;
  return `${humanField(field)} must be ${expected}.`;
}

function validationItems(error: FastifyError & { validation: ValidationIssue[] }, request: FastifyRequest) {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  // One message per field: the first is the one to act on ("must be text" before "too short").
  const seen = new Set<string>();
  const firstPerField = error.validation.filter((issue) => !seen.has(issue.instancePath) && seen.add(issue.instancePath));
  return firstPerField.map<ValidationItem>((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const input = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[context];
    const msg = issueMessage(issue, path, input);
    return { loc: [context, ...path.map((part) => (/^\d+$/.test(part) ? Number(part) : part))], msg };
  });
}

/** A request whose body is not what the route accepts, in the words a person can act on. */
function summarise(items: ValidationItem[]): string {
  const [first] = items;
  if (!first) return 'The request is not valid.';
  const text = /[.!?]$/.test(first.msg) ? first.msg : `${first.msg}.`;
  return items.length === 1 ? text : `${text} (${items.length - 1} more problem${items.length > 2 ? 's' : ''} in the request.)`;
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path
 * parameter past the router's length limit (414) and a URL that does not decode (400). Fastify's
 * own answer for them is not {detail}, so they get ours.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ detail: 'The address is too long.', code: 'uri_too_long' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ detail: 'The address is not valid.', code: 'malformed_request' });
  }
  return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
}

/** The code of a 4xx some plugin raised with a status of its own and no code of ours. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  431: 'headers_too_large',
};

const CLIENT_ERRORS: Record<string, [number, string, ErrorCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.', 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.', 'headers_too_large'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a
 * request that is not HTTP, a timeout): Fastify's own answer is not {detail}, so this one is.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.', 'malformed_request'];
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
        `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nX-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * What of an error may be logged. Drizzle wraps a failed query's driver error in one whose message
 * (and so the first line of its stack) holds the SQL and its parameters: e-mail addresses, sealed
 * health text. So the innermost cause is logged, the database's own message and code, and nothing
 * but message, code and stack is taken from it (drivers attach the query and its parameters too).
 */
export function loggableError(error: unknown, options: { stack?: boolean } = {}) {
  type Described = { message?: unknown; stack?: unknown; code?: unknown; cause?: unknown };
  let current = error as Described;
  const seen = new Set<unknown>([current]);
  while (current?.cause && typeof current.cause === 'object' && !seen.has(current.cause)) {
    current = current.cause as Described;
    seen.add(current);
  }
  return {
    message: typeof current?.message === 'string' ? current.message : String(error),
    code: current?.code,
    ...(options.stack && typeof current?.stack === 'string' ? { stack: current.stack } : {}),
  };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationItems(error, request);
      // A path parameter that fails its schema (an {id} that is not a UUID, http/id-params.ts) names
      // nothing: the same 404 as another person's id, in the route's own words.
      if ((error as { validationContext?: string }).validationContext === 'params') {
        return reply.code(404).send({ detail: errors[0]?.msg ?? 'Not found.', code: 'not_found' });
      }
      return reply.code(422).send({ detail: summarise(errors), code: 'validation_failed', errors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'The request body is not valid JSON.', code: 'malformed_request' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: 'The request body is too large.', code: 'payload_too_large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'This content type is not accepted here. Send JSON.', code: 'unsupported_media_type' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send({ detail: 'The request body does not match its declared length.', code: 'malformed_request' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ detail: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The service is temporarily unavailable. Please try again in a moment.', code: 'unavailable' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: 'The request could not be processed.', code: CODE_BY_STATUS[error.statusCode] ?? 'bad_request' });
    }
    // Only the message and stack are logged, never the request body (it may hold health text).
    request.log.error({ err: loggableError(error, { stack: true }) }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
  });
}
