import { LlmEngineError } from './errors';

interface PostJsonOptions {
  headers: Record<string, string>;
  body: unknown;
  /** Covers the whole exchange: connecting, waiting and reading the body. */
  timeoutMs: number;
  /** The caller's own cancellation, combined with the timeout. */
  signal?: AbortSignal;
}

/**
 * POSTs JSON to an LLM provider and returns the parsed JSON answer. Every failure becomes an
 * LlmEngineError with a category, so the orchestrator can fall back and log why.
 */
export async function postJson(url: string, opts: PostJsonOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: JSON.stringify(opts.body),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmEngineError('http_status', `provider answered HTTP ${response.status}`, response.status);
    }
    text = await response.text();
  } catch (error) {
    throw toEngineError(error);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmEngineError('malformed_json', 'provider answer is not JSON');
  }
}

function toEngineError(error: unknown): LlmEngineError {
  if (error instanceof LlmEngineError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return new LlmEngineError('timeout', 'provider did not answer in time');
  if (name === 'AbortError') return new LlmEngineError('aborted', 'request was cancelled');
  return new LlmEngineError('network', 'provider could not be reached');
}

/** Base URLs are configured with or without a trailing slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
