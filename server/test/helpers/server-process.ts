import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SmtpTestServer } from './smtp-test-server';

/**
 * The real entry point as `npm start` runs it (`node --import tsx src/main.ts` in server/), in its
 * own process, configured only through the environment, reached only over HTTP. For tests of what
 * only a process shows: signals, crashes, a database going away, several copies on one database.
 */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (pino JSON lines). */
  output(): string;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

export interface RunningServer extends ServerProcess {
  port: number;
  /** http://127.0.0.1:<port>/api/v1 */
  api: string;
}

const started = new Set<ChildProcess>();

/**
 * Spawns the server. The environment is the test's own plus safe defaults (any port, no bot check,
 * API only) plus `env`; pass DATABASE_URL explicitly ('' means PGlite in DATA_DIR).
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', BOT_CHECK: 'off', SERVE_WEB: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** Waits for Fastify's "Server listening at" line and returns the port. */
export async function waitForPort(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output());
    if (match) return Number(match[1]);
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = spawnServer(env);
  const port = await waitForPort(server);
  return { ...server, port, api: `http://127.0.0.1:${port}/api/v1` };
}

/** SIGKILL for every server a test started and did not stop (a failed test must not leave processes behind). */
export async function killStartedServers(): Promise<void> {
  const children = [...started];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)))));
}

/** A fresh base64 key for DATA_ENCRYPTION_KEY (several processes on one database share it). */
export const newEncryptionKey = () => randomBytes(32).toString('base64');

// ---------------------------------------------------------------------------------------------
// Talking to a running server the way the web client does.

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP call; the body is parsed JSON (or null for 204). Network errors throw. */
export async function call<T = unknown>(api: string, method: string, url: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${api}${url}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Like call(), but anything other than the expected status is an error that names the answer. */
export async function expectCall<T = unknown>(api: string, method: string, url: string, status: number, options: CallOptions = {}): Promise<T> {
  const answer = await call<T>(api, method, url, options);
  if (answer.status !== status) throw new Error(`${method} ${url}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const TEST_PASSWORD = 'quiet morning walk by the river';

export function processEmail(prefix: string): string {
  return `${prefix.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
}

/** Registers through the API (BOT_CHECK=off); X-Forwarded-For counts only where TRUST_PROXY is set. */
export async function register(api: string, email: string, options: { forwardedFor?: string } = {}): Promise<void> {
  await expectCall(api, 'POST', '/auth/register', 201, {
    body: { email, password: TEST_PASSWORD },
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

/** Opens the link of the verification mail the SMTP server received, as the person would. */
export async function verifyByMail(api: string, smtp: SmtpTestServer, email: string): Promise<void> {
  const mail = await smtp.waitForMail(email, { timeoutMs: 15_000 });
  const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No verification link in the mail to ${email}.`);
  await expectCall(api, 'GET', `/auth/verify-email/${token}`, 200);
}

export async function login(api: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const body = await expectCall<{ access_token: string }>(api, 'POST', '/auth/login', 200, { form: { username: email, password } });
  return body.access_token;
}

/** A person as a new user becomes one: registered, verified through the real mail, signed in. */
export async function signUp(api: string, smtp: SmtpTestServer, prefix: string, options: { forwardedFor?: string } = {}) {
  const email = processEmail(prefix);
  await register(api, email, options);
  await verifyByMail(api, smtp, email);
  return { email, token: await login(api, email) };
}

const YBOCS_KEYS = [
  'time_spent_obsessing',
  'obsession_interference',
  'obsession_distress',
  'obsession_resistance',
  'obsession_control',
  'time_spent_compulsing',
  'compulsion_interference',
  'compulsion_distress',
  'compulsion_resistance',
  'compulsion_control',
];

export interface SavedExposure {
  id: string;
  title: string;
  fear_level: number;
}

/**
 * The intake as the wizard does it (e2e/support.ts completeIntakeViaApi): terms, obsessions,
 * compulsions, triggers, the Y-BOCS, a generated hierarchy saved, intake completed.
 * `keep` limits how many generated exposures are saved. Returns the saved exposures.
 */
export async function completeIntake(api: string, token: string, keep = 4): Promise<SavedExposure[]> {
  await expectCall(api, 'POST', '/users/me/accept-tos', 200, { token });
  await expectCall(api, 'POST', '/obsessions', 200, {
    token,
    body: { obsessions: [{ description: 'What if I left the stove on and the house burns down' }], compulsions: [] },
  });
  await expectCall(api, 'POST', '/compulsions', 200, { token, body: { compulsions: ['Checking the stove knobs again and again'] } });
  await expectCall(api, 'POST', '/triggers', 200, { token, body: { triggers: ['Leaving the house for work'] } });
  await expectCall(api, 'POST', '/assessments/ybocs', 201, {
    token,
    body: { responses: Object.fromEntries(YBOCS_KEYS.map((key) => [key, '2'])), is_onboarding: true },
  });
  const generated = await expectCall<object[]>(api, 'POST', '/erp-exposures/exposures/generate', 200, { token });
  const saved: SavedExposure[] = [];
  for (const exposure of generated.slice(0, keep)) {
    saved.push(await expectCall<SavedExposure>(api, 'POST', '/erp-exposures/exposures', 201, { token, body: exposure }));
  }
  await expectCall(api, 'POST', '/users/me/complete-intake', 200, { token });
  return saved;
}
