import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { createContext } from '../../src/create-context';
import { createSmtpTransport } from '../../src/modules/mail/transport';
import { createMailWorker, type MailWorker } from '../../src/modules/mail/worker';
import { FakeClock } from './fake-clock';
import { SmtpTestServer } from './smtp-test-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  clock: FakeClock;
  smtp: SmtpTestServer;
  mailWorker: MailWorker;
  database: TestDatabase;
  /** The data keys: a second app on the same database needs the same ones, like a second process. */
  keys: Buffer[];
  /** Delivers the queued mails now (the worker's own poll is not started in tests). */
  deliverMail(): Promise<number>;
  close(): Promise<void>;
}

export const silentLogger = pino({ level: 'silent' });

export function testConfig(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({ BOT_CHECK: 'off', APP_URL: 'http://ladder.test', SERVE_WEB: 'false', ...env }),
    ...overrides,
  };
}

/** A full application on a fresh database, with a real SMTP server behind the mail worker. */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    env?: Record<string, string>;
    clock?: FakeClock;
    database?: TestDatabase;
    keys?: Buffer[];
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new FakeClock();
  const database = options.database ?? (await createTestDatabase());
  const smtp = await new SmtpTestServer().start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-test-'));
  const config = testConfig({ dataDir, smtpUrl: smtp.url, ...options.config }, options.env);
  const keys = options.keys ?? [randomBytes(32)];
  const ctx = createContext(config, database.handle, { logger: silentLogger, clock, keys });
  const mailWorker = createMailWorker({
    db: database.handle.db,
    clock,
    cipher: ctx.cipher,
    transport: createSmtpTransport(smtp.url),
    from: config.mailFrom,
    logger: silentLogger,
  });
  const app = await buildApp(ctx, options.webRoot ? { webRoot: options.webRoot } : {});
  await app.ready();
  return {
    app,
    ctx,
    clock,
    smtp,
    mailWorker,
    database,
    keys,
    deliverMail: () => mailWorker.runOnce(),
    async close() {
      await app.close();
      await mailWorker.stop();
      await smtp.stop();
      if (!options.database) await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
