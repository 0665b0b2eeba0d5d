/**
 * What the benchmarks share: the real server started as its own process (`npm run serve`'s entry
 * point) on a fresh database, a seeded person, a throw-away PostgreSQL database, and readings of
 * the server process's CPU time and resident memory from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../server/test/helpers/free-port';

const root = fileURLToPath(new URL('..', import.meta.url));

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/**
 * `options.dataDir` starts the server on a data directory the caller owns and keeps (a restart on
 * the same embedded database, as the heavy-history bench needs); by default a fresh one is made and
 * removed on stop.
 */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}, options: { dataDir?: string } = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-bench-'));
  let log = '';
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), BOT_CHECK: 'off', SERVE_WEB: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Up to two minutes: on a busy machine, loading the server's TypeScript alone can take half of it.
  for (let i = 0; i < 800; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return {
    base,
    dataDir,
    pid: child.pid!,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json(base: string, method: string, url: string, token: string | null, body?: object) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** A person with a realistic history: 20 exposures, 60 sessions over 30 days, 200 journal entries. */
export const BENCH_PASSWORD = 'a long bench passphrase';

/** Registers a new person and follows the verification link the server logged (no SMTP_URL); returns the address. */
export async function registerAndVerify(server: BenchServer, prefix = 'bench'): Promise<string> {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.org`;
  const logBefore = server.log().length;
  await json(server.base, 'POST', '/auth/register', null, { email, password: BENCH_PASSWORD });
  let link: RegExpExecArray | null = null;
  for (let i = 0; i < 100 && !link; i += 1) {
    // Only the log written since: an earlier person's link is there too.
    link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(server.log().slice(logBefore));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('No verification link in the server log.');
  await json(server.base, 'GET', `/auth/verify-email/${link[1]}`, null);
  return email;
}

/** Registers, verifies and signs in a new person through the API. */
export async function registerPerson(server: BenchServer): Promise<{ token: string; email: string }> {
  const email = await registerAndVerify(server);
  return { token: await signIn(server, email), email };
}

/** What a password sign-in answers: the token and how long it lasts. */
export async function signInTokens(server: BenchServer, email: string): Promise<{ access_token: string; expires_in: number }> {
  const login = await fetch(`${server.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Login: ${login.status} ${await login.text()}`);
  return (await login.json()) as { access_token: string; expires_in: number };
}

export async function signIn(server: BenchServer, email: string): Promise<string> {
  return (await signInTokens(server, email)).access_token;
}

export async function createExposures(server: BenchServer, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const exposure = (await json(server.base, 'POST', '/erp-exposures/exposures', token, {
      title: `Exposure ${i}`,
      description: 'Hold the door handle for a minute, then eat a snack. Do not wash for 30 minutes.',
      fear_level: 2 + (i % 8),
      // The content check reads this bench text as riskier than everyday (a safety_warning 422); it is ours.
      acknowledge_warning: true,
    })) as { id: string };
    ids.push(exposure.id);
  }
  return ids;
}

export async function seed(server: BenchServer): Promise<{ token: string; email: string }> {
  const { token, email } = await registerPerson(server);
  for (const id of await createExposures(server, token, 20)) {
    for (let s = 0; s < 3; s += 1) {
      await json(server.base, 'POST', `/erp-exposures/exposures/${id}/progress`, token, {
        anxiety_level_pre: 6,
        anxiety_level_post: 4,
        duration_minutes: 20,
        notes: 'Stayed with it.',
      });
    }
  }
  for (let i = 0; i < 200; i += 1) {
    await json(server.base, 'POST', '/journal/entries', token, { content: `Entry ${i}\nA few lines about the day.`, mood: 1 + (i % 10) });
  }
  return { token, email };
}

/**
 * A person as the web app leaves one after intake (the calls it makes): registered, verified, signed in,
 * terms accepted, an obsession, a compulsion and a trigger, the Y-BOCS taken twice (so the dashboard draws
 * its chart), the generated ladder saved. Returns the session a login stores.
 */
export async function seedOnboardedPerson(server: BenchServer): Promise<{ token: string; expiresAt: number; email: string }> {
  const email = await registerAndVerify(server, 'lighthouse');
  const tokens = await signInTokens(server, email);
  const token = tokens.access_token;
  const call = (method: string, url: string, body?: object) => json(server.base, method, url, token, body);

  await call('POST', '/users/me/accept-tos');
  await call('POST', '/obsessions', { obsessions: [{ description: 'What if I left the stove on and the house burns down' }], compulsions: [] });
  await call('POST', '/compulsions', { compulsions: ['Checking the stove knobs again and again'] });
  await call('POST', '/triggers', { triggers: ['Leaving the house for work'] });
  const answers = Object.fromEntries(
    ['time_spent_obsessing', 'obsession_interference', 'obsession_distress', 'obsession_resistance', 'obsession_control',
      'time_spent_compulsing', 'compulsion_interference', 'compulsion_distress', 'compulsion_resistance', 'compulsion_control',
    ].map((key) => [key, '2']),
  );
  await call('POST', '/assessments/ybocs', { responses: answers, is_onboarding: true });
  await call('POST', '/erp-exposures/exposures/generate');
  // The generated list is the person's draft (decision 020): saving it keeps all of it.
  await call('POST', '/erp-exposures/exposures/draft/accept');
  // A second Y-BOCS, posted before intake is complete (afterwards a retake opens once a week, issue 17).
  await call('POST', '/assessments/ybocs', { responses: Object.fromEntries(Object.keys(answers).map((key) => [key, '1'])), is_onboarding: false });
  await call('POST', '/users/me/complete-intake');
  return { token, expiresAt: Date.now() + tokens.expires_in * 1000, email };
}

/**
 * CPU time the server process has used so far, in microseconds (user + system, from /proc). Unlike
 * requests/s it hardly depends on what else the machine is doing, so it is the figure to compare
 * between commits: CPU per request = the difference over a run / the requests served.
 */
export function processCpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; after the ") " split they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;


/** Resident memory of a process, in MiB (VmRSS from /proc). */
export function residentMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export async function postgresDatabase(adminUrl: string) {
  const name = `ladder_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}


/**
 * Runs a bench on PGlite and, when DATABASE_URL is a postgres:// URL, on a throw-away PostgreSQL
 * database. BENCH_ENGINES=postgres (or pglite) runs one engine only.
 */
export async function onEachEngine(run: (label: string, databaseUrl: string) => Promise<void>) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) await run('PGlite (embedded)', '');
  if (!engines.includes('postgres')) return;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl?.startsWith('postgres')) {
    console.log('\nPostgreSQL: not run (set DATABASE_URL=postgres://… to include it).');
    return;
  }
  const database = await postgresDatabase(adminUrl);
  try {
    await run('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}
