import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { createContext } from './create-context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DirectoryLockedError } from './db/directory-lock';
import { createLogger } from './logger';
import { runMaintenance } from './maintenance';
import { createStripeCleanupWorker } from './modules/billing/stripe-cleanup-worker';
import { createLogTransport, createSmtpTransport } from './modules/mail/transport';
import { createMailWorker, type MailWorker } from './modules/mail/worker';
import { createReminderScheduler } from './modules/reminders/scheduler';

/**
 * Starts the server: configuration, database (migrated under an advisory lock), mail worker, reminder
 * scheduler, Stripe clean-up worker (BILLING=stripe), HTTP.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, then close the
 * database cleanly (PGlite must be closed to stay consistent).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database, (error) => logger.error({ error: error.message }, 'database connection error'));
    await database.migrate();
  } catch (error) {
    logger.fatal(error instanceof DirectoryLockedError ? error.message : { error: (error as Error).message }, 'could not open the database');
    process.exit(1);
  }

  let worker: MailWorker | null = null;
  let ctx;
  try {
    ctx = createContext(config, database, { logger, notifyMail: () => worker?.wake() });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(78);
  }
  worker = createMailWorker({
    db: database.db,
    clock: ctx.clock,
    cipher: ctx.cipher,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createLogTransport(logger),
    from: config.mailFrom,
    logger,
  });
  const stripeCleanup = ctx.stripe ? createStripeCleanupWorker({ db: database.db, clock: ctx.clock, stripe: ctx.stripe, logger }) : null;
  const reminders = createReminderScheduler(ctx);
  const app = await buildApp(ctx, { logger });

  const maintenance = setInterval(() => void runMaintenance(ctx), 3600_000);
  maintenance.unref();

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(maintenance);
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 25 s; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    // app.close() stops listening at once (new connections are refused) and waits for the requests in
    // flight. Node closes the keep-alive connections that are idle at that moment only: a connection
    // whose request was still running stays open after its answer until the client or the keep-alive
    // timeout (72 s) ends it, and the drain would hit the 25 s limit above without closing the
    // database. So connections are closed as they go idle, until the drain is over.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close().finally(() => clearInterval(closeIdle));
      await reminders.stop();
      await worker?.stop();
      await stripeCleanup?.stop();
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ error: (error as Error).message }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  worker.start();
  reminders.start();
  stripeCleanup?.start();
  if (!config.smtpUrl) logger.warn('SMTP_URL is not set: e-mails are written to this log instead of being sent.');
  if (config.database.kind === 'postgres' && !config.encryptionKeys) {
    logger.warn('DATA_ENCRYPTION_KEY is not set: using the key in DATA_DIR. Several servers must share one key; set it explicitly.');
  }
  logger.info(`Ladder is running at ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
