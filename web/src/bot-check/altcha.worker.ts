import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export type AltchaWorkerResult = { solution: Awaited<ReturnType<typeof solveChallenge>> } | { error: string };

// Proof of work takes a moment of CPU; doing it here keeps the form responsive.
self.onmessage = async (event: MessageEvent<Challenge>) => {
  let result: AltchaWorkerResult;
  try {
    result = { solution: await solveChallenge({ challenge: event.data, deriveKey }) };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(result);
};
