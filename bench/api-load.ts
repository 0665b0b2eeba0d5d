/**
 * API load benchmark: the data routes next to a trivial route of the same server, in the same run,
 * on PGlite and (when DATABASE_URL is a postgres:// URL) on PostgreSQL. Prints requests/s and
 * latency percentiles and each route's throughput as a ratio of the trivial route's. Bounded: a few
 * seconds per route; sends traffic only to 127.0.0.1.
 *
 *   node --import tsx bench/api-load.ts            (BENCH_SECONDS=5 BENCH_CONNECTIONS=50 by default)
 *
 * Then the heavy-history case (issue 19; BENCH_HEAVY=off leaves it out): a second person with two
 * years of daily practice (bench/heavy-history.ts) beside the seeded light one, on the same server,
 * and the CPU per request of the routes whose cost could grow with history, heavy against light.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHeavyHistory } from './heavy-history';
import { createExposures, onEachEngine, processCpuMicros, registerPerson, seed, signIn, startServer } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ROUTES=journal,stats narrows the run to the routes whose path contains one of the words. */
// `/api/v1/health` is one `SELECT 1` and nothing else: the floor of any route that reads the database.
const DATA_ROUTES = ['/api/v1/health', '/api/v1/users/me', '/api/v1/journal/entries', '/api/v1/erp-exposures/exposures', '/api/v1/gamification/stats', '/api/v1/assignments/pending'].filter(
  (route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').some((word) => route.includes(word)),
);

interface Row {
  route: string;
  rps: number;
  /** Server CPU per request, µs. */
  cpu: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

const WARM_UP_SECONDS = 2;

async function load(server: { base: string; pid: number }, route: string, token: string | null, seconds = SECONDS): Promise<Row> {
  const cpuBefore = processCpuMicros(server.pid);
  const result = await autocannon({
    url: `${server.base}${route}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    route,
    rps: result.requests.average,
    cpu: (processCpuMicros(server.pid) - cpuBefore) / Math.max(1, result.requests.total),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The routes whose cost could grow with a person's history. */
const HISTORY_ROUTES = ['/api/v1/gamification/stats', '/api/v1/erp-exposures/exposures', '/api/v1/journal/entries'];

async function benchEngine(label: string, databaseUrl: string) {
  if (process.env.BENCH_HEAVY === 'only') return benchHeavy(label, databaseUrl);
  const server = await startServer(databaseUrl);
  try {
    const { token } = await seed(server);
    // A profile is clearer with the data routes alone: BENCH_CPU_PROF leaves the baseline out.
    const baseline = process.env.BENCH_CPU_PROF
      ? { route: '/api/v1/health/live (not run)', rps: Number.NaN, cpu: 0, requests: 0, p50: 0, p99: 0, errors: 0 }
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
  if (process.env.BENCH_HEAVY !== 'off') await benchHeavy(label, databaseUrl);
}

/**
 * The light person (bench/support.ts seed: 60 sessions, 200 entries) and a heavy one (20 exposures
 * too, about 1,500 sessions and 1,000 entries over two years) on one server; the ratio of their CPU
 * per request is the cost of history. Target (issue 19): the stats route at 1.5x or less.
 */
async function benchHeavy(label: string, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-bench-heavy-'));
  try {
    let server = await startServer(databaseUrl, {}, { dataDir });
    const light = await seed(server);
    const heavy = await registerPerson(server);
    const exposureIds = await createExposures(server, heavy.token, 20);
    await server.stop();
    const started = Date.now();
    const history = await writeHeavyHistory({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BOT_CHECK: 'off' }, heavy.email, exposureIds);
    console.log(`\n${label}, heavy history: ${history.sessions} sessions and ${history.journalEntries} journal entries over ${history.days} days (written in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    server = await startServer(databaseUrl, {}, { dataDir });
    try {
      const tokens = { light: await signIn(server, light.email), heavy: await signIn(server, heavy.email) };
      console.log(`  ${CONNECTIONS} connections, ${SECONDS} s per route and person; CPU per request (requests measured)`);
      console.log('  route                                   light µs/req (n)       heavy µs/req (n)      heavy/light   light p99   heavy p99   non-2xx');
      // A freshly started server is still compiling its hot paths and preparing statements: the first
      // route measured paid for that (PGlite's first stats run cost twice the next). A short pass first.
      for (const route of HISTORY_ROUTES) {
        for (const token of [tokens.light, tokens.heavy]) await load(server, route, token, WARM_UP_SECONDS);
      }
      for (const route of HISTORY_ROUTES) {
        const lightRow = await load(server, route, tokens.light);
        const heavyRow = await load(server, route, tokens.heavy);
        console.log(
          `  ${route.padEnd(38)} ${lightRow.cpu.toFixed(0).padStart(8)} (${String(lightRow.requests).padStart(6)})   ${heavyRow.cpu.toFixed(0).padStart(8)} (${String(heavyRow.requests).padStart(6)})   ${(heavyRow.cpu / lightRow.cpu).toFixed(2).padStart(10)}x   ${lightRow.p99.toFixed(0).padStart(6)} ms   ${heavyRow.p99.toFixed(0).padStart(6)} ms   ${String(lightRow.errors + heavyRow.errors).padStart(7)}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachEngine(benchEngine);
