import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createFieldCipher, parseKeyList } from './lib/crypto/field-encryption';
import { readOrCreateSecretFile } from './lib/crypto/secrets';
import { createBotCheck } from './modules/auth/bot-check';
import { createStripeClient } from './modules/billing/stripe-client';
import { createGenerator } from './modules/generator/generate';
import { createMetrics } from './modules/metrics/metrics';
import { loadVapidKeys } from './modules/push/vapid';

/** DATA_ENCRYPTION_KEY when set (comma-separated for rotation, newest first); else a key generated into DATA_DIR. */
export function loadEncryptionKeys(config: AppConfig): Buffer[] {
  if (config.encryptionKeys) return parseKeyList(config.encryptionKeys);
  return [readOrCreateSecretFile(config.dataDir, 'data-encryption.key')];
}

export function createContext(
  config: AppConfig,
  database: DatabaseHandle,
  deps: { logger: FastifyBaseLogger; clock?: Clock; keys?: Buffer[]; notifyMail?: () => void },
): AppContext {
  const clock = deps.clock ?? systemClock;
  const cipher = createFieldCipher(deps.keys ?? loadEncryptionKeys(config));
  const metrics = createMetrics({ processMetrics: config.metrics.enabled });
  const botCheck = createBotCheck(config.botCheck, {
    db: database.db,
    clock,
    secret: cipher.deriveKey('altcha-hmac'),
    logger: deps.logger,
  });
  return {
    config,
    database,
    db: database.db,
    clock,
    cipher,
    botCheck,
    generator: createGenerator(config.generator, { logger: deps.logger, metrics }),
    metrics,
    stripe: config.billing.mode === 'stripe' ? createStripeClient(config.billing) : null,
    vapid: loadVapidKeys(config),
    logger: deps.logger,
    notifyMail: deps.notifyMail ?? (() => {}),
  };
}
