import type { FastifyBaseLogger } from 'fastify';
import type { GeneratorConfig } from '../../config';
import { screenTexts } from '../safety/crisis/screen';
import { CRISIS_DETAIL } from '../safety/texts';
import { createAnthropicEngine } from './llm/anthropic';
import { LlmEngineError } from './llm/errors';
import { createOpenAiEngine } from './llm/openai';
import { MIN_EXPOSURES } from './llm/schema';
import type { Metrics } from '../metrics/metrics';
import { createOfflineEngine } from './offline';
import { filterUnsafe } from '../safety/items/filter';
import type { CandidateExposure, ExposureEngine, GenerationInput } from './types';

/**
 * Input that speaks of wanting to die or to hurt oneself gets no exposures (docs/clinical.md §16). The generate service screens the input before calling the generator (and answers with
 * the calm crisis screen's code); this is the last line for any other caller.
 */
export class CrisisInputError extends Error {
  readonly detail = CRISIS_DETAIL;

  constructor() {
    super('generation input mentions a crisis');
    this.name = 'CrisisInputError';
  }
}

export interface ExposureGenerator {
  /** The configured engine; the offline engine may still answer a given call as the fallback. */
  readonly engine: string;
  generate(input: GenerationInput): Promise<CandidateExposure[]>;
}

const FALLBACK_MESSAGE = 'exposure generation fell back to the offline engine';

/**
 * Crisis check, then the configured engine, then the safety filter and de-duplication on
 * whatever came out. Any LLM failure, or too few safe items, hands over to the offline engine, so
 * a person always gets a usable hierarchy. Logs carry the engine, a reason category and counts,
 * never the person's words or generated text (health data).
 */
export function createGenerator(
  config: GeneratorConfig,
  deps: { logger: FastifyBaseLogger; metrics?: Pick<Metrics, 'countGeneration' | 'countGenerationFallback'> },
): ExposureGenerator {
  const { logger, metrics } = deps;
  const offline = createOfflineEngine();
  const llm = createLlmEngine(config);

  async function fromOffline(input: GenerationInput): Promise<CandidateExposure[]> {
    const screened = screen(await offline.generate(input));
    // The offline library is reviewed text; a drop here means the library and the filter disagree.
    if (screened.unsafe > 0) logger.error({ engine: offline.name, dropped: screened.unsafe }, 'offline exposures failed the safety filter');
    return screened.items;
  }

  async function fromLlm(engine: ExposureEngine, input: GenerationInput): Promise<CandidateExposure[] | null> {
    let candidates: CandidateExposure[];
    try {
      candidates = await engine.generate(input);
    } catch (error) {
      const status = error instanceof LlmEngineError ? error.status : undefined;
      logger.warn({ engine: engine.name, reason: failureReason(error), ...(status === undefined ? {} : { status }) }, FALLBACK_MESSAGE);
      metrics?.countGenerationFallback(engine.name, failureReason(error));
      return null;
    }
    const screened = screen(candidates);
    if (screened.unsafe > 0) logger.warn({ engine: engine.name, dropped: screened.unsafe }, 'exposure generation dropped unsafe items');
    if (screened.items.length < MIN_EXPOSURES) {
      const counts = { received: candidates.length, unsafe: screened.unsafe, duplicates: screened.duplicates };
      logger.warn({ engine: engine.name, reason: 'too_few_safe_items', ...counts }, FALLBACK_MESSAGE);
      metrics?.countGenerationFallback(engine.name, 'too_few_safe_items');
      return null;
    }
    return screened.items;
  }

  return {
    engine: config.engine,
    async generate(input) {
      if (screenTexts([...input.obsessions, ...input.compulsions, ...input.triggers]).crisis.length > 0) throw new CrisisInputError();
      if (llm) {
        const items = await fromLlm(llm, input);
        if (items) {
          metrics?.countGeneration(llm.name);
          return items;
        }
      }
      const items = await fromOffline(input);
      metrics?.countGeneration(offline.name);
      return items;
    },
  };
}

function createLlmEngine(config: GeneratorConfig): ExposureEngine | null {
  switch (config.engine) {
    case 'offline':
      return null;
    case 'openai':
      return createOpenAiEngine(config);
    case 'anthropic':
      return createAnthropicEngine(config);
  }
}

function failureReason(error: unknown): string {
  return error instanceof LlmEngineError ? error.reason : 'unexpected_error';
}

interface Screened {
  items: CandidateExposure[];
  unsafe: number;
  duplicates: number;
}

/** Every engine's output passes the safety filter (docs/clinical.md §10), then loses near-repeats. */
function screen(candidates: CandidateExposure[]): Screened {
  const verdict = filterUnsafe(candidates);
  const items = withoutNearDuplicates(verdict.safe);
  return { items, unsafe: verdict.rejected.length, duplicates: verdict.safe.length - items.length };
}

/** Words that change nothing about what the person is asked to do. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'then', 'to', 'with', 'your']);

/**
 * Titles with the same words, ignoring case, accents, punctuation, order and filler words, are one
 * exposure offered twice. "for 10 minutes" and "for 20 minutes" differ: they are different steps.
 */
function titleKey(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
  return [...new Set(words)].sort().join(' ');
}

function withoutNearDuplicates(candidates: CandidateExposure[]): CandidateExposure[] {
  const seen = new Set<string>();
  return candidates.filter((item) => {
    const key = titleKey(item.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
