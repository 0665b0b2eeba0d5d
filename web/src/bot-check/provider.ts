import type { BotChallengeResponse } from '@ladder/contracts';
import { createAltchaProvider } from './altcha';
import { createRecaptchaProvider, createTurnstileProvider } from './hosted';
import type { BotCheckProvider } from './types';

export type { BotCheckProvider };

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
