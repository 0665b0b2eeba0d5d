import { vi } from 'vitest';

/** What a route answers: a JSON body with a status, a raw Response, or a thrown network error. */
export type FakeAnswer = { status?: number; body?: unknown } | Response | Error;
type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeFetch {
  /** Every request the app sent, in order. */
  requests: Request[];
  /** Requests to one "METHOD /path" (the path without /api/v1). */
  calls: (route: string) => Request[];
}

const API_BASE = '/api/v1';

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Error) throw new TypeError('Failed to fetch');
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  if (answer.body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
}

function routeOf(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname.replace(API_BASE, '')}`;
}

/** "POST /things/:id/start" matches "POST /things/abc/start". */
function matches(pattern: string, route: string): boolean {
  const wanted = pattern.split('/');
  const actual = route.split('/');
  return wanted.length === actual.length && wanted.every((part, at) => part.startsWith(':') || part === actual[at]);
}

function handlerFor(routes: Record<string, Handler>, route: string): Handler | undefined {
  if (route in routes) return routes[route];
  const pattern = Object.keys(routes).find((candidate) => candidate.includes('/:') && matches(candidate, route));
  return pattern === undefined ? undefined : routes[pattern];
}

/**
 * Replaces the browser's fetch: the API server is the outside world here.
 * Routes are "METHOD /path"; a segment written ":name" matches any one segment (the handler reads
 * it from the request URL). An unknown route answers 404 {detail} and is recorded.
 */
export function stubFetch(routes: Record<string, Handler>): FakeFetch {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      const request = new Request(new URL(url, window.location.origin), init);
      requests.push(request);
      const handler = handlerFor(routes, routeOf(request));
      if (handler === undefined) return toResponse({ status: 404, body: { detail: 'Not found' } });
      const answer = typeof handler === 'function' ? await handler(request.clone()) : handler;
      return toResponse(answer);
    }),
  );
  return { requests, calls: (route) => requests.filter((request) => routeOf(request) === route) };
}

/** A promise the test settles by hand, for "while it is loading" checks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
