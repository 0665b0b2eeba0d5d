import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle, Executor, Transaction } from './db/client';
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

/**
 * The one shape of a service function (decision 041): `(ctx, ...args)`. A service that may run inside its
 * caller's transaction takes a `ServiceContext`, usually narrowed with `Pick` to the seams it uses; its
 * `db` is the database or the caller's open transaction, and the caller says which with `withTx`.
 */
export type ServiceContext = Omit<AppContext, 'db'> & { db: Executor };

/** The same seams with every query inside `tx`: how a caller hands its transaction to a service. */
export function withTx<C extends { db: Executor }>(ctx: C, tx: Transaction): Omit<C, 'db'> & { db: Transaction } {
  return { ...ctx, db: tx };
}
