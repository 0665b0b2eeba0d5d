import { EXPOSURE_DESCRIPTION_MAX, EXPOSURE_TITLE_MAX } from '@ladder/contracts';
import { z } from 'zod';
import { GENERAL_THEME, THEME_IDS } from '../offline/theme-ids';
import type { CandidateExposure } from '../types';
import { LlmEngineError } from './errors';

/** A generation offers 8-12 items: enough to vary practice within each fear band (docs/clinical.md §4). */
export const MIN_EXPOSURES = 8;
export const MAX_EXPOSURES = 12;
export const RESPONSE_PREVENTION_MAX = 500;
/** The offline library's theme ids, so a hierarchy reads the same whichever engine wrote it. */
export const LLM_THEMES = [...THEME_IDS, GENERAL_THEME] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * What a model must return. Strict: unknown keys, missing fields, out-of-range ratings and
 * over-long texts all reject the whole answer, so the orchestrator falls back instead of showing
 * half-valid output.
 */
export const llmExposure = z.strictObject({
  title: text(EXPOSURE_TITLE_MAX).describe(`Short and concrete, at most ${EXPOSURE_TITLE_MAX} characters.`),
  description: text(EXPOSURE_DESCRIPTION_MAX).describe(
    `What to do, where, for how long, and what not to do during and after. At most ${EXPOSURE_DESCRIPTION_MAX} characters.`,
  ),
  fear_level: z.int().min(1).max(10).describe('Expected fear on the 1-10 scale.'),
  kind: z.enum(['in_vivo', 'imaginal', 'interoceptive']),
  response_prevention: text(RESPONSE_PREVENTION_MAX).describe(
    `The compulsion held back, on its own. At most ${RESPONSE_PREVENTION_MAX} characters.`,
  ),
  theme: z.enum(LLM_THEMES),
});

export const llmExposureBatch = z.strictObject({
  exposures: z.array(llmExposure).min(MIN_EXPOSURES).max(MAX_EXPOSURES),
});

/**
 * The JSON Schema sent to the provider, derived from the zod schema above. OpenAI's strict mode
 * accepts only a subset of JSON Schema and answers 400 to the rest; string lengths are outside it
 * (OpenAI "Structured Outputs: supported schemas"), so they are left to zod and stated in the
 * descriptions. `$schema` is dropped because the providers expect a bare schema object.
 */
function providerJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(llmExposureBatch, {
    override: ({ jsonSchema }) => {
      delete jsonSchema.minLength;
      delete jsonSchema.maxLength;
    },
  });
  return schema;
}

export const EXPOSURE_BATCH_JSON_SCHEMA = providerJsonSchema();

/** Validates a model's structured output; the error names field paths only, never values. */
export function parseExposureBatch(output: unknown): CandidateExposure[] {
  const result = llmExposureBatch.safeParse(output);
  if (!result.success) {
    const paths = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    throw new LlmEngineError('schema_mismatch', `output does not match the exposure schema at ${paths.join(', ')}`);
  }
  return result.data.exposures;
}
