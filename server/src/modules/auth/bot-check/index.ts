import type { FastifyBaseLogger } from 'fastify';
import type { BotCheckConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createAltchaCheck } from './altcha';
import { createSiteVerifyCheck } from './site-verify';
import type { BotCheck } from './types';

export type { BotCheck } from './types';

/** BOT_CHECK=off exists for automated tests and closed deployments; it accepts every answer. */
const offCheck: BotCheck = {
  provider: 'off',
  challenge: async () => ({ provider: 'off' }),
  verify: async () => true,
};

export function createBotCheck(
  config: BotCheckConfig,
  deps: { db: Executor; clock: Clock; secret: Buffer; logger: FastifyBaseLogger },
): BotCheck {
  switch (config.provider) {
    case 'off':
      return offCheck;
    case 'altcha':
      return createAltchaCheck({ db: deps.db, clock: deps.clock, secret: deps.secret, maxCounter: config.maxCounter });
    case 'recaptcha':
      return createSiteVerifyCheck({ ...config, logger: deps.logger });
    case 'turnstile':
      return createSiteVerifyCheck({ ...config, logger: deps.logger });
  }
}
