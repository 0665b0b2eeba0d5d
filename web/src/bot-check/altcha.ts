import type { BotChallengeResponse } from '@ladder/contracts';
import type { AltchaWorkerResult } from './altcha.worker';
import { BotCheckUnavailableError } from './errors';
import type { BotCheckProvider } from './types';

type AltchaChallenge = Extract<BotChallengeResponse, { provider: 'altcha' }>['challenge'];

/** The answer the server expects: the challenge exactly as received plus the solution, as base64 JSON. */
export function encodeAltchaAnswer(challenge: AltchaChallenge, solution: unknown): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Solves the proof of work in a Web Worker as soon as it is created. One answer, one use. */
export function createAltchaProvider(challenge: AltchaChallenge): BotCheckProvider {
  if (typeof Worker === 'undefined') {
    return {
      ready: Promise.reject(new Error('Web Workers are not available')),
      getToken: () => Promise.reject(new BotCheckUnavailableError()),
      dispose: () => undefined,
    };
  }

  const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
  const answer = new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<AltchaWorkerResult>) => {
      const result = event.data;
      if ('error' in result) reject(new Error(result.error));
      else if (result.solution === null) reject(new Error('The ALTCHA challenge timed out'));
      else resolve(encodeAltchaAnswer(challenge, result.solution));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The ALTCHA worker failed'));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());

  let used = false;
  return {
    ready: answer.then(() => undefined),
    getToken: () => {
      if (used) return Promise.reject(new BotCheckUnavailableError());
      used = true;
      return answer;
    },
    dispose: () => worker.terminate(),
  };
}
