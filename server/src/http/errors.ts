/**
 * The one error type services throw. Its detail is a single human sentence that the web client
 * shows as it is (ARCHITECTURE.md "API conventions"); 401 is reserved for "no valid session".
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** A stable name for refusals the client answers with a screen of its own (contracts SAFETY_CODES). */
    readonly code?: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated.') => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string, code?: string) => new HttpError(422, detail, {}, code);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);
