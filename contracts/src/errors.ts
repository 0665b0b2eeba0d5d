import { z } from 'zod';
import { SAFETY_CODES } from './safety';

/**
 * The closed list of `code`s an error answer carries beside its `detail` (docs/product.md §56). The
 * detail is a sentence for the person and may be reworded; the code is what a client switches on,
 * so a code is never renamed or reused for another meaning. Most follow the status; the named ones
 * are refusals a screen answers in its own way.
 */
export const ERROR_CODES = [
  // By status, when nothing more specific applies.
  'bad_request', // 400: the request is understood but refused (an invalid link, a wrong code)
  'malformed_request', // 400: the request could not be read (not JSON, a bad address, a wrong length)
  'unauthorized', // 401: no valid session (the web shows "Your session has expired")
  'forbidden', // 403
  'not_found', // 404: also another person's id, and an id that is not an id
  'request_timeout', // 408
  'conflict', // 409: the state does not allow it now (already on, already used)
  'payload_too_large', // 413
  'uri_too_long', // 414
  'unsupported_media_type', // 415
  'validation_failed', // 422: the body, query or parameters do not match the contract (with `errors`)
  'unprocessable', // 422: well-formed, but the service refuses it (a password that is too guessable)
  'rate_limited', // 429: too many requests; Retry-After says when to try again
  'headers_too_large', // 431
  'internal_error', // 500
  'unavailable', // 503: the database or the server is busy or down; Retry-After says when
  // Refusals a screen answers in its own way.
  'email_not_verified', // 403 at sign-in: offer to send the verification mail again
  'subscription_required', // 403: practice needs a subscription (billing on)
  'daily_limit_reached', // 429: no more exposure generations today
  'not_due_yet', // 429: the Y-BOCS retake is not due yet
  ...SAFETY_CODES, // 422: the person's safety comes first (safety.ts)
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error the API answers has this shape (ARCHITECTURE.md "API conventions"). */
export const errorResponse = z.object({
  detail: z.string(),
  /** What the client switches on (ERROR_CODES); never the detail's wording. */
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
