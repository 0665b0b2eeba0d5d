import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  // Connection refused/reset, pool time-outs and PostgreSQL's "cannot connect now" / admin shutdown.
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(
      code ?? '',
    ) || /Connection terminated|timeout exceeded when trying to connect/i.test((error as Error)?.message ?? '')
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationItems(error, request);
      return reply.code(422).send({ detail: summarise(errors), errors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: 'The request body is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'This content type is not accepted here. Send JSON.' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send({ detail: 'The request body does not match its declared length.' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ detail: 'Too many requests. Please wait a moment and try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: 'The request could not be processed.' });
    }
    // Only the message and stack are logged, never the request body (it may hold health text).
    request.log.error({ err: { message: error.message, stack: error.stack, code: error.code } }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}
