import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicEngine } from '../../src/modules/generator/llm/anthropic';
import { LlmEngineError, type LlmFailureReason } from '../../src/modules/generator/llm/errors';
import { createOpenAiEngine } from '../../src/modules/generator/llm/openai';
import type { ExposureEngine, GenerationInput } from '../../src/modules/generator/types';
import { FakeLlmServer, safeExposures, type FakeLlmReply } from '../helpers/fake-llm-server';

const input: GenerationInput = { obsessions: ['germs on door handles'], compulsions: ['washing'], triggers: [], ybocs: null };
/** The budget of the timeout test: short, so the hang is given up quickly. */
const TIMEOUT_MS = 300;
/**
 * The budget of every call the fake provider answers: generous, because a loaded 2-core machine answered some
 * of them after 300 ms and the engine then said "timeout" instead of the failure under test.
 */
const ANSWERED_MS = 10_000;

const llm = new FakeLlmServer();
beforeAll(() => llm.start());
afterAll(() => llm.stop());
beforeEach(() => {
  llm.requests.length = 0;
});

const engines: Array<[string, (timeoutMs?: number) => ExposureEngine]> = [
  ['openai', (timeoutMs = ANSWERED_MS) => createOpenAiEngine({ apiKey: 'k', baseUrl: llm.openAiBaseUrl, model: 'm', timeoutMs })],
  ['anthropic', (timeoutMs = ANSWERED_MS) => createAnthropicEngine({ apiKey: 'k', baseUrl: llm.anthropicBaseUrl, model: 'm', timeoutMs })],
];

async function failureOf(engine: ExposureEngine): Promise<LlmEngineError> {
  const error: unknown = await engine.generate(input).then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(LlmEngineError);
  return error as LlmEngineError;
}

const withFirst = (change: Record<string, unknown>) => ({
  exposures: safeExposures().map((item, i) => (i === 0 ? { ...item, ...change } : item)),
});

const failures: Array<[string, FakeLlmReply, LlmFailureReason]> = [
  ['malformed JSON', { type: 'malformed-json' }, 'malformed_json'],
  ['a refusal', { type: 'refusal' }, 'refusal'],
  ['an answer cut off at the token limit', { type: 'truncated' }, 'truncated'],
  ['an answer that is not the provider\'s shape', { type: 'wrong-shape' }, 'unexpected_response'],
  ['a fear level outside 1-10', { type: 'output', output: withFirst({ fear_level: 0 }) }, 'schema_mismatch'],
  ['an unknown exposure kind', { type: 'output', output: withFirst({ kind: 'virtual_reality' }) }, 'schema_mismatch'],
  ['too few items', { type: 'output', output: { exposures: safeExposures().slice(0, 3) } }, 'schema_mismatch'],
  ['an empty object', { type: 'output', output: {} }, 'schema_mismatch'],
  ['HTTP 429', { type: 'status', status: 429 }, 'http_status'],
  ['HTTP 500', { type: 'status', status: 500 }, 'http_status'],
];

describe.each(engines)('%s engine failures', (_name, makeEngine) => {
  it.each(failures)('rejects %s', async (_case, reply, reason) => {
    llm.reply = reply;
    const error = await failureOf(makeEngine());
    expect(error.reason).toBe(reason);
    expect(llm.requests).toHaveLength(1);
  });

  it('reports the HTTP status of a provider error', async () => {
    llm.reply = { type: 'status', status: 429 };
    expect((await failureOf(makeEngine())).status).toBe(429);
  });

  it('gives up after timeoutMs when the provider hangs', async () => {
    llm.reply = { type: 'hang' };
    const started = performance.now();
    const error = await failureOf(makeEngine(TIMEOUT_MS));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it("stops when the caller's signal aborts", async () => {
    llm.reply = { type: 'hang' };
    const controller = new AbortController();
    const pending = makeEngine().generate(input, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' });
  });
});

describe.each([
  ['openai', (server: FakeLlmServer) => createOpenAiEngine({ apiKey: null, baseUrl: server.openAiBaseUrl, model: 'm', timeoutMs: ANSWERED_MS })],
  ['anthropic', (server: FakeLlmServer) => createAnthropicEngine({ apiKey: 'k', baseUrl: server.anthropicBaseUrl, model: 'm', timeoutMs: ANSWERED_MS })],
])('%s engine without a server', (_name, makeEngine) => {
  it('rejects with a network error when nothing listens', async () => {
    const stopped = await new FakeLlmServer().start();
    await stopped.stop();
    expect((await failureOf(makeEngine(stopped))).reason).toBe('network');
  });
});
