import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { FieldCipher } from './lib/crypto/field-encryption';
import type { BotCheck } from './modules/auth/bot-check';
import type { StripeClient } from './modules/billing/stripe-client';
import type { ExposureGenerator } from './modules/generator/generate';
import type { Metrics } from './modules/metrics/metrics';
import type { VapidKeys } from './modules/push/vapid';

/**
 * The narrow seams every service works through (STYLE.md, after Immich): database, clock,
 * encryption, bot check and the mail wake-up. Tests build a real one with a controllable clock.
 */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  botCheck: BotCheck;
  /** Turns a person's own words into a proposed exposure hierarchy (offline or an LLM, with fallback). */
  generator: ExposureGenerator;
  /** The Stripe SDK when BILLING=stripe, else null. */
  stripe: StripeClient | null;
  /** The Web Push key pair and contact (VAPID_* or generated into DATA_DIR). */
  vapid: VapidKeys;
  /** Prometheus counters (served only with METRICS=on; never personal data). */
  metrics: Metrics;
  /** Structured logs for security events (never health text, never an address in clear). */
  logger: FastifyBaseLogger;
  /** Called after a transaction that queued mail commits, so delivery starts without waiting for the poll. */
  notifyMail(): void;
}
