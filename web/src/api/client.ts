import type { ErrorCode } from '@ladder/contracts';
import { readStoredToken } from '../auth/storage';

const API_BASE = '/api/v1';

/** docs/product.md §56: every 401, whatever the server said, reads like this. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * A failed call. `status` 0 means the request never got an HTTP answer (network
 * down, server unreachable); `detail` is the server's human sentence when it sent one; `code` is
 * its stable name for the kind of refusal (contracts ERROR_CODES, docs/product.md §56). Screens
 * switch on the code, never on the detail's wording.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly code: ErrorCode | null;

  constructor(status: number, detail: string | null, code: ErrorCode | null = null) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

/** The server's detail for screens that show "detail, else fallback" (docs/product.md §56). */
export function errorDetail(error: unknown): string | null {
  return error instanceof ApiError ? error.detail : null;
}

/** The server's stable code for a failed call (contracts ERROR_CODES), null without an answer. */
export function errorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * What checks a response body: a zod schema of the contracts, or a hand-written check where zod
 * would be the larger part of a page's JavaScript (the public pages, docs/performance.md).
 */
export interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A validator loaded on first use (with zod), so the first screens do not carry it. */
export type LazyValidator<T> = () => Promise<Validator<T>>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the login form, docs/product.md §55). */
  form?: Record<string, string>;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Overrides the stored token, e.g. right after login or while logging out. */
  token?: string | null;
  /**
   * Validates and types the successful response body. A function loads the validator; that
   * starts with the request, so it arrives while the server answers.
   */
  schema?: Validator<T> | LazyValidator<T>;
  signal?: AbortSignal;
  /** Sees a successful response before its body is read, e.g. to tell 200 from 201. */
  onResponse?: (response: Response) => void;
  /** The answer to this same request, already asked for (boot/early-responses.ts): taken instead of asking again. */
  response?: Promise<Response>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringField(body: unknown, field: 'detail' | 'code'): string | null {
  if (typeof body === 'object' && body !== null && field in body) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The one way the web talks to the API. No timeout on purpose (docs/product.md §55). */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // Not awaited yet: a validator that failed to load is only a problem once the answer is there.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = options.token === undefined ? readStoredToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: string | undefined;
  if (options.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await (options.response ??
      fetch(`${API_BASE}${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) throw new ApiError(401, SESSION_EXPIRED_MESSAGE, 'unauthorized');
    // Taken as the server sent it: the list is closed on the server's side (a test sweeps every answer),
    // and checking it here would bring the list into the first download.
    throw new ApiError(response.status, stringField(payload, 'detail'), stringField(payload, 'code') as ErrorCode | null);
  }
  options.onResponse?.(response);
  if (!schema) return payload as T;
  let validator: Validator<T>;
  try {
    validator = await schema;
  } catch {
    // The validator could not be downloaded (offline): the call fails like one without an answer.
    throw new ApiError(0, null);
  }
  const parsed = validator.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError(response.status, null);
  }
  return parsed.data;
}
