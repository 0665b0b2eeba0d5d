import type { BotChallengeResponse } from '@ladder/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The contract's `botChallengeResponse`, checked by hand: the registration screen asks for the
 * challenge as it opens, and checking it with zod would download zod (about 28 KB) into that first
 * view (docs/performance.md, under 100 KB). A test holds it to the zod schema, case by case.
 */
export function isBotChallenge(raw: unknown): raw is BotChallengeResponse {
  if (!isRecord(raw)) return false;
  switch (raw.provider) {
    case 'off':
      return true;
    case 'altcha': {
      const challenge = raw.challenge;
      return isRecord(challenge) && isRecord(challenge.parameters) && (challenge.signature === undefined || typeof challenge.signature === 'string');
    }
    case 'recaptcha':
    case 'turnstile':
      return typeof raw.site_key === 'string';
    default:
      return false;
  }
}
