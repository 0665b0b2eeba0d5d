/**
 * API load benchmark: the data routes next to a trivial route of the same server, in the same run,
 * on PGlite and (when DATABASE_URL is a postgres:// URL) on PostgreSQL. Prints requests/s and
 * latency percentiles and each route's throughput as a ratio of the trivial route's. Bounded: a few
 * seconds per route; sends traffic only to 127.0.0.1.
 *
 *   node --import tsx bench/api-load.ts            (BENCH_SECONDS=5 BENCH_CONNECTIONS=50 by default)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../server/test/helpers/free-port';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ROUTES=journal,stats narrows the run to the routes whose path contains one of the words. */
const DATA_ROUTES = ['/api/v1/users/me', '/api/v1/journal/entries', '/api/v1/erp-exposures/exposures', '/api/v1/gamification/stats', '/api/v1/assignments/pending'].filter(
  (route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').some((word) => route.includes(word)),
);
/** BENCH_ENGINES=postgres (or pglite) runs one engine only. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');


async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-bench-'));
  let log = '';
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), BOT_CHECK: 'off', SERVE_WEB: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return {
    base,
    pid: child.pid!,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json(base: string, method: string, url: string, token: string | null, body?: object) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** A person with a realistic history: 20 exposures, 60 sessions over 30 days, 200 journal entries. */
async function seed(server: Awaited<ReturnType<typeof startServer>>): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  await json(server.base, 'POST', '/auth/register', null, { email, password: 'a long bench passphrase' });
  let link: RegExpExecArray | null = null;
  for (let i = 0; i < 50 && !link; i += 1) {
    link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(server.log());
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await json(server.base, 'GET', `/auth/verify-email/${link![1]}`, null);
  const login = await fetch(`${server.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'a long bench passphrase' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  for (let i = 0; i < 20; i += 1) {
    const exposure = (await json(server.base, 'POST', '/erp-exposures/exposures', token, {
      title: `Exposure ${i}`,
      description: 'Hold the door handle for a minute, then eat a snack. Do not wash for 30 minutes.',
      fear_level: 2 + (i % 8),
    })) as { id: string };
    for (let s = 0; s < 3; s += 1) {
      await json(server.base, 'POST', `/erp-exposures/exposures/${exposure.id}/progress`, token, {
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
  return token;
}

/**
 * CPU time the server process has used so far, in microseconds (user + system, from /proc). Unlike
 * requests/s it hardly depends on what else the machine is doing, so it is the figure to compare
 * between commits: CPU per request = the difference over a run / the requests served.
 */
function processCpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; after the ") " split they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

interface Row {
  route: string;
  rps: number;
  /** Server CPU per request, µs. */
  cpu: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(server: { base: string; pid: number }, route: string, token: string | null): Promise<Row> {
  const cpuBefore = processCpuMicros(server.pid);
  const result = await autocannon({
    url: `${server.base}${route}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    route,
    rps: result.requests.average,
    cpu: (processCpuMicros(server.pid) - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchEngine(label: string, databaseUrl: string) {
  const server = await startServer(databaseUrl);
  try {
    const token = await seed(server);
    // A profile is clearer with the data routes alone: BENCH_CPU_PROF leaves the baseline out.
    const baseline = process.env.BENCH_CPU_PROF
      ? { route: '/api/v1/health/live (not run)', rps: Number.NaN, cpu: 0, p50: 0, p99: 0, errors: 0 }
      : await load(server, '/api/v1/health/live', null);
    const rows = [baseline];
    for (const route of DATA_ROUTES) {
      rows.push(await load(server, route, token));
    }
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per route`);
    console.log('  route                                   req/s     p50 ms   p99 ms   vs trivial   CPU µs/req   non-2xx');
    for (const row of rows) {
      console.log(
        `  ${row.route.padEnd(38)} ${row.rps.toFixed(0).padStart(7)}   ${row.p50.toFixed(1).padStart(6)}   ${row.p99.toFixed(1).padStart(6)}   ${((row.rps / baseline.rps) * 100).toFixed(0).padStart(8)}%   ${row.cpu.toFixed(0).padStart(10)}   ${String(row.errors).padStart(7)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function postgresDatabase(adminUrl: string) {
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

if (ENGINES.includes('pglite')) await benchEngine('PGlite (embedded)', '');
const adminUrl = process.env.DATABASE_URL;
if (!ENGINES.includes('postgres')) {
  // PostgreSQL left out on request.
} else if (adminUrl?.startsWith('postgres')) {
  const database = await postgresDatabase(adminUrl);
  try {
    await benchEngine('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL: not run (set DATABASE_URL=postgres://… to include it).');
}
