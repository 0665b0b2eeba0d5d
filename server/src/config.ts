import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start-up (ARCHITECTURE.md
 * "Environment contract"). All are optional: the defaults give a working single-machine app.
 * Invalid values stop the process with a message naming the variable.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 exposes the app beyond this machine. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Embedded database and generated secrets live here. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… for PostgreSQL, memory:// for a throwaway embedded database, unset for PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .refine((value) => /^(postgres(ql)?:\/\/|memory:\/\/)/.test(value), 'must start with postgres://, postgresql:// or memory://')
    .optional(),
  /** Base of links in e-mails; never derived from the Host header. */
  APP_URL: z.url().optional(),
  /** smtp://user:pass@host:port (smtps:// for implicit TLS); unset = mails are written to the log. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('OCD ERP <no-reply@localhost>'),
  /** Bot check on registration. */
  BOT_CHECK: z.enum(['altcha', 'recaptcha', 'turnstile', 'off']).default('altcha'),
  /** ALTCHA difficulty: the solver tries up to this many candidates (about half on average). */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  /** reCAPTCHA v3 scores below this are treated as bots. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Exposure generator: the built-in offline engine, or an LLM provider with offline fallback. */
  GENERATOR: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
  OPENAI_API_KEY: z.string().optional(),
  /** Any OpenAI-compatible endpoint: OpenAI, Ollama, vLLM, llama.cpp server. */
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.url().default('https://api.anthropic.com'),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  /** How long an LLM provider may take before the offline engine answers instead. */
  GENERATOR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Generate calls per person per day (counted in the database). */
  GENERATION_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  /** Billing: off (self-hosted, everyone has full access) or stripe (hosted product with a trial). */
  BILLING: z.enum(['off', 'stripe']).default('off'),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The monthly plan's price id (price_…). */
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another API host (stripe-mock, a local test server). */
  STRIPE_API_BASE: z.url().optional(),
  /** Free trial length for new accounts (docs/product.md §8: 7 days; the "two weeks" reading is TRIAL_DAYS=14). */
  TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Bearer token lifetime in minutes (docs/product.md §15: 60). */
  SESSION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** Hours after a sign-in past which no token of it can be extended: a new sign-in is needed (docs/security.md). */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** Days security activity is kept before it is pruned (docs/security.md). */
  SECURITY_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Base64 32-byte key(s) for sensitive text at rest; comma-separated, newest first, for rotation. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  /** true, a hop count, or comma-separated proxy addresses/CIDRs: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z.string().optional(),
  // The pattern HTML forms use, as the public config contract does: support@localhost is a valid default.
  SUPPORT_EMAIL: z.email({ pattern: z.regexes.html5Email, message: 'SUPPORT_EMAIL must be an e-mail address.' }).default('support@localhost'),
  /**
   * Web Push (VAPID, RFC 8292): the application server's P-256 key pair, base64url (public: 65 bytes
   * uncompressed, private: 32 bytes), as `npx web-push generate-vapid-keys` prints them. Unset: a pair
   * is generated once into DATA_DIR/secrets. Several processes must share one pair (docs/operations.md).
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
  /** Who push services may contact about our pushes: mailto: or https:. Default: mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://').optional(),
  /**
   * Tests only: also allow push endpoints on loopback, over http or https (a local push-service
   * stand-in). Off by default; never on in production, it weakens the guard against internal hosts.
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanish.default(false),
  /** How often each process looks for due reminders; well under a minute, so a reminder lands in its minute. */
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  /**
   * Prometheus metrics at GET /metrics (decision 030): off by default; on needs METRICS_TOKEN, which
   * the scraper sends as a bearer token. Route patterns, counts and timings only: never personal data.
   */
  METRICS: z.enum(['off', 'on']).default('off'),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /** pino level; health text is never logged at any level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from web/dist (off for API-only tests). */
  SERVE_WEB: booleanish.default(true),
});

export type Env = z.input<typeof envSchema>;

export type BotCheckConfig =
  | { provider: 'off' }
  | { provider: 'altcha'; maxCounter: number }
  | { provider: 'recaptcha'; siteKey: string; secretKey: string; minScore: number; verifyUrl: string }
  | { provider: 'turnstile'; siteKey: string; secretKey: string; verifyUrl: string };

export type BillingConfig =
  | { mode: 'off' }
  | { mode: 'stripe'; secretKey: string; priceId: string; webhookSecret: string; apiBase: string | null };

export type GeneratorConfig =
  | { engine: 'offline'; timeoutMs: number }
  | { engine: 'openai'; apiKey: string | null; baseUrl: string; model: string; timeoutMs: number }
  | { engine: 'anthropic'; apiKey: string; baseUrl: string; model: string; timeoutMs: number };

export interface PushConfig {
  /** Both set, or both null (then generated into DATA_DIR). */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  vapidSubject: string;
  allowLocalEndpoints: boolean;
}

export type MetricsConfig = { enabled: false } | { enabled: true; token: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  botCheck: BotCheckConfig;
  generator: GeneratorConfig;
  generationDailyLimit: number;
  billing: BillingConfig;
  trialDays: number;
  /** SUPPORT_EMAIL as public pages show it: null when it is unset or a @localhost address. */
  publicSupportEmail: string | null;
  sessionMinutes: number;
  sessionAbsoluteHours: number;
  securityEventRetentionDays: number;
  encryptionKeys: string | null;
  trustProxy: boolean | number | string;
  supportEmail: string;
  push: PushConfig;
  reminderTickSeconds: number;
  metrics: MetricsConfig;
  logLevel: string;
  serveWeb: boolean;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[0-9a-fA-F.:/, ]+$/.test(value) || /^(loopback|linklocal|uniquelocal)(,|$)/.test(value)) return value;
  throw new ConfigError('TRUST_PROXY must be true, false, a hop count, or a list of proxy addresses.');
}

function requireKeys(env: z.infer<typeof envSchema>, names: Array<keyof typeof env>, provider: string) {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`BOT_CHECK=${provider} needs ${missing.join(' and ')}.`);
  }
}

function parseBotCheck(env: z.infer<typeof envSchema>): BotCheckConfig {
  switch (env.BOT_CHECK) {
    case 'off':
      return { provider: 'off' };
    case 'altcha':
      return { provider: 'altcha', maxCounter: env.ALTCHA_MAX_COUNTER };
    case 'recaptcha':
      requireKeys(env, ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'], 'recaptcha');
      return {
        provider: 'recaptcha',
        siteKey: env.RECAPTCHA_SITE_KEY!,
        secretKey: env.RECAPTCHA_SECRET_KEY!,
        minScore: env.RECAPTCHA_MIN_SCORE,
        verifyUrl: env.RECAPTCHA_VERIFY_URL,
      };
    case 'turnstile':
      requireKeys(env, ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'], 'turnstile');
      return {
        provider: 'turnstile',
        siteKey: env.TURNSTILE_SITE_KEY!,
        secretKey: env.TURNSTILE_SECRET_KEY!,
        verifyUrl: env.TURNSTILE_VERIFY_URL,
      };
  }
}

function parseBilling(env: z.infer<typeof envSchema>): BillingConfig {
  if (env.BILLING === 'off') return { mode: 'off' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`BILLING=stripe needs ${missing.join(', ')}.`);
  return {
    mode: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY!,
    priceId: env.STRIPE_PRICE_ID!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: env.STRIPE_API_BASE ?? null,
  };
}

function parsePush(env: z.infer<typeof envSchema>): PushConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither (a pair is then generated into DATA_DIR).');
  }
  return {
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? null,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY ?? null,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
  };
}

function parseMetrics(env: z.infer<typeof envSchema>): MetricsConfig {
  if (env.METRICS === 'off') return { enabled: false };
  // Never open without a token: the figures are not personal, but they say how the service is used.
  if (!env.METRICS_TOKEN) throw new ConfigError('METRICS=on needs METRICS_TOKEN (at least 32 characters; the scraper sends it as a bearer token).');
  return { enabled: true, token: env.METRICS_TOKEN };
}

function parseGenerator(env: z.infer<typeof envSchema>): GeneratorConfig {
  const timeoutMs = env.GENERATOR_TIMEOUT_MS;
  switch (env.GENERATOR) {
    case 'offline':
      return { engine: 'offline', timeoutMs };
    case 'openai':
      // Local OpenAI-compatible servers (Ollama, llama.cpp) need no key.
      return { engine: 'openai', apiKey: env.OPENAI_API_KEY ?? null, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs };
    case 'anthropic':
      if (!env.ANTHROPIC_API_KEY) throw new ConfigError('GENERATOR=anthropic needs ANTHROPIC_API_KEY.');
      return { engine: 'anthropic', apiKey: env.ANTHROPIC_API_KEY, baseUrl: env.ANTHROPIC_BASE_URL, model: env.ANTHROPIC_MODEL, timeoutMs };
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const database: AppConfig['database'] =
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : env.DATABASE_URL.startsWith('memory://')
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: env.DATABASE_URL };
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    botCheck: parseBotCheck(env),
    generator: parseGenerator(env),
    generationDailyLimit: env.GENERATION_DAILY_LIMIT,
    billing: parseBilling(env),
    trialDays: env.TRIAL_DAYS,
    sessionMinutes: env.SESSION_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
    securityEventRetentionDays: env.SECURITY_EVENT_RETENTION_DAYS,
    encryptionKeys: env.DATA_ENCRYPTION_KEY ?? null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    supportEmail: env.SUPPORT_EMAIL,
    // A self-hosted server that never set SUPPORT_EMAIL has no address anyone could write to: public
    // pages do not show support@localhost (issue 18).
    publicSupportEmail: env.SUPPORT_EMAIL.toLowerCase().endsWith('@localhost') ? null : env.SUPPORT_EMAIL,
    push: parsePush(env),
    reminderTickSeconds: env.REMINDER_TICK_SECONDS,
    metrics: parseMetrics(env),
    logLevel: env.LOG_LEVEL,
    serveWeb: env.SERVE_WEB,
  };
}
