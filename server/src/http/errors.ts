import type { ErrorCode } from '@ladder/contracts';

/**
 * The one error type services throw. Its detail is a single human sentence that the web client
 * shows as it is (ARCHITECTURE.md "API conventions"); its code is the stable name the client
 * switches on (contracts ERROR_CODES). 401 is reserved for "no valid session".
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail, 'bad_request');
export const unauthorized = (detail = 'Not authenticated.') => new HttpError(401, detail, 'unauthorized');
export const forbidden = (detail: string, code: ErrorCode = 'forbidden') => new HttpError(403, detail, code);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail, 'not_found');
export const conflict = (detail: string) => new HttpError(409, detail, 'conflict');
export const unprocessable = (detail: string, code: ErrorCode = 'unprocessable') => new HttpError(422, detail, code);
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code: ErrorCode = 'rate_limited') =>
  new HttpError(429, detail, code, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (detail: string, headers: Record<string, string> = {}) => new HttpError(503, detail, 'unavailable', headers);
