/**
 * Why an LLM call failed, as a category the orchestrator can log. Messages name the category and
 * at most an HTTP status or a field path: never the person's words, never generated text, never
 * the provider's error body (which may echo the prompt back).
 */
export type LlmFailureReason =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'http_status'
  | 'malformed_json'
  | 'unexpected_response'
  | 'truncated'
  | 'refusal'
  | 'schema_mismatch';

export class LlmEngineError extends Error {
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
    /** The HTTP status, for reason 'http_status'. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmEngineError';
  }
}
