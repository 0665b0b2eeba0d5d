import { z } from 'zod';
import type { ExposureEngine } from '../types';
import { LlmEngineError } from './errors';
import { joinUrl, postJson } from './post-json';
import { buildUserMessage, SYSTEM_PROMPT } from './prompt';
import { EXPOSURE_BATCH_JSON_SCHEMA, parseExposureBatch } from './schema';

interface AnthropicEngineOptions {
  apiKey: string;
  /** e.g. https://api.anthropic.com (the engine adds /v1/messages) */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export const ANTHROPIC_VERSION = '2023-06-01';
export const SUBMIT_TOOL = 'submit_exposures';
/** 12 items at the longest allowed texts stay under this; real answers are far shorter. */
const MAX_OUTPUT_TOKENS = 8192;

/** The part of a Messages API answer we read; other fields and block types are ignored. */
const messageResponse = z.object({
  stop_reason: z.string().nullish(),
  content: z.array(z.looseObject({ type: z.string(), name: z.string().optional(), input: z.unknown().optional() })),
});

/**
 * Anthropic's Messages API. Structured output comes from a single tool the model is forced to
 * call: its input is the exposure batch, already parsed JSON, checked against the same schema.
 */
export function createAnthropicEngine(opts: AnthropicEngineOptions): ExposureEngine {
  const url = joinUrl(opts.baseUrl, '/v1/messages');
  return {
    name: 'anthropic',
    async generate(input, signal) {
      const answer = await postJson(url, {
        headers: { 'x-api-key': opts.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
        timeoutMs: opts.timeoutMs,
        signal,
        body: {
          model: opts.model,
          max_tokens: MAX_OUTPUT_TOKENS,
          // Low: the rules matter more than variety, and the offline engine supplies variety anyway.
          temperature: 0.3,
          system: SYSTEM_PROMPT,
          messages: [{ role: 'user', content: buildUserMessage(input) }],
          tools: [
            {
              name: SUBMIT_TOOL,
              description: 'Submit the exposure hierarchy for the person.',
              input_schema: EXPOSURE_BATCH_JSON_SCHEMA,
            },
          ],
          tool_choice: { type: 'tool', name: SUBMIT_TOOL },
        },
      });
      const message = messageResponse.safeParse(answer);
      if (!message.success) throw new LlmEngineError('unexpected_response', 'answer is not a Messages API message');
      if (message.data.stop_reason === 'refusal') throw new LlmEngineError('refusal', 'model refused');
      // A tool call cut off at the token limit carries incomplete input.
      if (message.data.stop_reason === 'max_tokens') throw new LlmEngineError('truncated', 'answer was cut off at the token limit');
      const call = message.data.content.find((block) => block.type === 'tool_use' && block.name === SUBMIT_TOOL);
      if (!call) throw new LlmEngineError('refusal', 'model did not call the submit tool');
      return parseExposureBatch(call.input);
    },
  };
}
