import type { BotChallengeResponse } from '@ladder/contracts';
import { createAltchaProvider } from './altcha';
import { createRecaptchaProvider, createTurnstileProvider } from './hosted';

/** One bot-check answer source for one register attempt. */
export interface BotCheckProvider {
  /** Settles once `getToken` can answer; rejects when this check cannot work. */
  ready: Promise<void>;
  /** The value sent as `recaptcha_token`. */
  getToken: () => Promise<string | null>;
  dispose: () => void;
}

export function createBotCheckProvider(challenge: BotChallengeResponse): BotCheckProvider {
  switch (challenge.provider) {
    case 'off':
      return { ready: Promise.resolve(), getToken: () => Promise.resolve(null), dispose: () => undefined };
    case 'altcha':
      return createAltchaProvider(challenge.challenge);
    case 'recaptcha':
      return createRecaptchaProvider(challenge.site_key);
    case 'turnstile':
      return createTurnstileProvider(challenge.site_key);
  }
}
