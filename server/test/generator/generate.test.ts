import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorConfig } from '../../src/config';
import { CRISIS_DETAIL } from '../../src/modules/safety/texts';
import { CrisisInputError, createGenerator } from '../../src/modules/generator/generate';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { GenerationInput } from '../../src/modules/generator/types';
import {
  FakeLlmServer,
  reassuranceExposure,
  safeExposures,
  stopMedicationExposure,
  type FakeLlmReply,
} from '../helpers/fake-llm-server';

/** "Marigold" and "twelve" are words no log line may ever carry: they are the person's. */
const input: GenerationInput = {
  obsessions: ['I might have left the stove on and burned down Marigold Street'],
  compulsions: ['checking the stove knobs twelve times'],
  triggers: ['leaving for work'],
  ybocs: null,
};
const PERSON_WORDS = ['Marigold', 'stove knobs twelve'];
const FALLBACK = 'exposure generation fell back to the offline engine';
/** The budget of the hang cases: short, so the hang is given up quickly. */
const TIMEOUT_MS = 300;
/**
 * The budget of every call the fake provider answers: generous, because a loaded 2-core machine answered some
 * after 300 ms and the engine then fell back for a timeout instead of the failure under test.
 */
const ANSWERED_MS = 10_000;

const llm = new FakeLlmServer();
beforeAll(() => llm.start());
afterAll(() => llm.stop());
beforeEach(() => {
  llm.requests.length = 0;
  llm.reply = { type: 'output', output: { exposures: safeExposures() } };
});
afterEach(() => {
  vi.restoreAllMocks();
});

function memoryLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
}

const configs: Array<[string, (timeoutMs?: number) => GeneratorConfig]> = [
  ['openai', (timeoutMs = ANSWERED_MS) => ({ engine: 'openai', apiKey: 'sk-test', baseUrl: llm.openAiBaseUrl, model: 'gpt-test', timeoutMs })],
  ['anthropic', (timeoutMs = ANSWERED_MS) => ({ engine: 'anthropic', apiKey: 'ant-test', baseUrl: llm.anthropicBaseUrl, model: 'claude-test', timeoutMs })],
];

const offlineItems = () => createOfflineEngine().generate(input);
const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

/** No log line may carry the person's words or any generated exposure text. */
function expectNoHealthText(lines: string[], generatedTitles: string[]) {
  const log = lines.join('\n');
  for (const words of [...PERSON_WORDS, ...generatedTitles]) expect(log).not.toContain(words);
}

describe.each(configs)('generator with the %s engine', (engine, config) => {
  it('returns the safe items the model wrote, without falling back', async () => {
    const { logger, records } = memoryLogger();
    const generator = createGenerator(config(), { logger });
    expect(generator.engine).toBe(engine);
    const items = await generator.generate(input);
    expect(titles(items)).toEqual(titles(safeExposures()));
    expect(llm.requests).toHaveLength(1);
    expect(records().filter((record) => record.msg === FALLBACK)).toEqual([]);
  });

  const failures: Array<[string, FakeLlmReply, Record<string, unknown>]> = [
    ['malformed JSON', { type: 'malformed-json' }, { reason: 'malformed_json' }],
    ['schema-violating output', { type: 'output', output: { exposures: safeExposures().slice(0, 2) } }, { reason: 'schema_mismatch' }],
    ['a refusal', { type: 'refusal' }, { reason: 'refusal' }],
    ['HTTP 429', { type: 'status', status: 429 }, { reason: 'http_status', status: 429 }],
    ['HTTP 500', { type: 'status', status: 500 }, { reason: 'http_status', status: 500 }],
    ['a hang past the timeout', { type: 'hang' }, { reason: 'timeout' }],
  ];

  it.each(failures)('falls back to the offline engine on %s and logs why, without health text', async (_case, reply, logged) => {
    llm.reply = reply;
    const { logger, lines, records } = memoryLogger();
    const hang = reply.type === 'hang';
    const started = performance.now();
    const items = await createGenerator(config(hang ? TIMEOUT_MS : ANSWERED_MS), { logger }).generate(input);
    if (hang) expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(items).toEqual(await offlineItems());
    expect(llm.requests).toHaveLength(1);
    const fallbacks = records().filter((record) => record.msg === FALLBACK);
    expect(fallbacks).toEqual([expect.objectContaining({ level: 40, engine, ...logged })]);
    expectNoHealthText(lines, titles(safeExposures()));
  });

  it('drops unsafe items and keeps the rest when enough remain, logging only the count', async () => {
    const unsafe = [stopMedicationExposure(), reassuranceExposure()];
    llm.reply = { type: 'output', output: { exposures: [...safeExposures(), ...unsafe] } };
    const { logger, lines, records } = memoryLogger();
    const items = await createGenerator(config(), { logger }).generate(input);
    expect(titles(items)).toEqual(titles(safeExposures()));
    expect(records()).toContainEqual(expect.objectContaining({ engine, dropped: 2 }));
    expect(records().filter((record) => record.msg === FALLBACK)).toEqual([]);
    expectNoHealthText(lines, titles(unsafe));
  });

  it('falls back when the safety filter leaves fewer than 8 items', async () => {
    const unsafe = [stopMedicationExposure(), reassuranceExposure()];
    llm.reply = { type: 'output', output: { exposures: [...safeExposures().slice(0, 7), ...unsafe] } };
    const { logger, lines, records } = memoryLogger();
    const items = await createGenerator(config(), { logger }).generate(input);
    expect(items).toEqual(await offlineItems());
    expect(records().filter((record) => record.msg === FALLBACK)).toEqual([
      expect.objectContaining({ engine, reason: 'too_few_safe_items', received: 9, unsafe: 2 }),
    ]);
    expectNoHealthText(lines, titles(unsafe));
  });

  it('drops near-identical titles, and falls back when that leaves fewer than 8', async () => {
    const [first, second] = safeExposures();
    const repeat = { ...first!, title: `  ${first!.title.toUpperCase()}!`, fear_level: 3 };
    const reordered = { ...second!, title: 'On your palm, write the word "germs"' };
    llm.reply = { type: 'output', output: { exposures: [...safeExposures(), repeat, reordered] } };
    const { logger } = memoryLogger();
    expect(titles(await createGenerator(config(), { logger }).generate(input))).toEqual(titles(safeExposures()));

    llm.reply = { type: 'output', output: { exposures: [...safeExposures().slice(0, 7), repeat] } };
    const capture = memoryLogger();
    expect(await createGenerator(config(), { logger: capture.logger }).generate(input)).toEqual(await offlineItems());
    expect(capture.records()).toContainEqual(expect.objectContaining({ msg: FALLBACK, reason: 'too_few_safe_items', duplicates: 1 }));
  });

  it('answers crisis input with CrisisInputError and calls no engine', async () => {
    const { logger } = memoryLogger();
    const crisis: GenerationInput = { ...input, obsessions: [...input.obsessions, 'Sometimes I want to kill myself'] };
    const error: unknown = await createGenerator(config(), { logger })
      .generate(crisis)
      .catch((rejection: unknown) => rejection);
    expect(error).toBeInstanceOf(CrisisInputError);
    expect((error as CrisisInputError).detail).toBe(CRISIS_DETAIL);
    expect(llm.requests).toHaveLength(0);
  });
});

describe('generator with GENERATOR=offline', () => {
  it('returns the offline items and makes no HTTP request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { logger, records } = memoryLogger();
    const generator = createGenerator({ engine: 'offline', timeoutMs: TIMEOUT_MS }, { logger });
    expect(generator.engine).toBe('offline');
    const items = await generator.generate(input);
    expect(items).toEqual(await offlineItems());
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeLessThanOrEqual(12);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(llm.requests).toHaveLength(0);
    expect(records().filter((record) => record.msg === FALLBACK)).toEqual([]);
  });

  it('still refuses crisis input', async () => {
    const { logger } = memoryLogger();
    const crisis: GenerationInput = { ...input, triggers: ['I want to die'] };
    await expect(createGenerator({ engine: 'offline', timeoutMs: TIMEOUT_MS }, { logger }).generate(crisis)).rejects.toBeInstanceOf(
      CrisisInputError,
    );
  });
});
