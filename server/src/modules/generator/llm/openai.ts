import { z } from 'zod';
import type { ExposureEngine } from '../types';
import { LlmEngineError } from './errors';
import { joinUrl, postJson } from './post-json';
import { buildUserMessage, SYSTEM_PROMPT } from './prompt';
import { EXPOSURE_BATCH_JSON_SCHEMA, parseExposureBatch } from './schema';

interface OpenAiEngineOptions {
  /** null for local servers (Ollama, llama.cpp) that need no key. */
  apiKey: string | null;
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** The part of a chat completion we read; providers add fields of their own, which are ignored. */
const chatCompletion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/** Any OpenAI-compatible chat completions endpoint, with the answer constrained by JSON Schema. */
export function createOpenAiEngine(opts: OpenAiEngineOptions): ExposureEngine {
  const url = joinUrl(opts.baseUrl, '/chat/completions');
  const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};
  return {
    name: 'openai',
    async generate(input, signal) {
      const answer = await postJson(url, {
        headers,
        timeoutMs: opts.timeoutMs,
        signal,
        body: {
          model: opts.model,
          // Low: the rules matter more than variety, and the offline engine supplies variety anyway.
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: buildUserMessage(input) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'exposure_hierarchy', strict: true, schema: EXPOSURE_BATCH_JSON_SCHEMA },
          },
        },
      });
      const completion = chatCompletion.safeParse(answer);
      if (!completion.success) throw new LlmEngineError('unexpected_response', 'answer is not a chat completion');
      const [choice] = completion.data.choices;
      if (!choice || choice.message.refusal || choice.finish_reason === 'content_filter') {
        throw new LlmEngineError('refusal', 'model refused');
      }
      if (choice.finish_reason === 'length') throw new LlmEngineError('truncated', 'answer was cut off at the token limit');
      const content = choice.message.content?.trim();
      if (!content) throw new LlmEngineError('refusal', 'model answered with no content');
      let output: unknown;
      try {
        output = JSON.parse(content);
      } catch {
        throw new LlmEngineError('malformed_json', 'model content is not JSON');
      }
      return parseExposureBatch(output);
    },
  };
}
