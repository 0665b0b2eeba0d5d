/**
 * Resident memory of the server process: at idle after start-up, after seeding one person, and
 * after 10,000 requests spread over the data routes (BENCH_REQUESTS), on PGlite and (when
 * DATABASE_URL is a postgres:// URL) on PostgreSQL. Then it waits for the heap to settle and reads
 * once more, so a leak shows as memory that stays up. A trivial-route run of the same size is the
 * baseline in the same process.
 *
 *   node --import tsx bench/memory.ts
 */
import autocannon from 'autocannon';
import { onEachEngine, residentMiB, seed, startServer, type BenchServer } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const ROUTES = ['/api/v1/journal/entries', '/api/v1/erp-exposures/exposures', '/api/v1/gamification/stats', '/api/v1/assignments/pending'];

async function send(server: BenchServer, routes: string[], token: string | null, total: number) {
  const result = await autocannon({
    url: server.base,
    connections: 10,
    amount: total,
    requests: routes.map((path) => ({ method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {} })),
  });
  return result.non2xx + result.errors;
}

async function measure(label: string, databaseUrl: string) {
  const server = await startServer(databaseUrl);
  try {
    const idle = residentMiB(server.pid);
    const { token } = await seed(server);
    const seeded = residentMiB(server.pid);
    const trivialFailures = await send(server, ['/api/v1/health/live'], null, REQUESTS);
    const afterTrivial = residentMiB(server.pid);
    const failures = await send(server, ROUTES, token, REQUESTS);
    const afterData = residentMiB(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settled = residentMiB(server.pid);
    console.log(`\n${label}: resident memory (MiB)`);
    console.log(`  idle after start-up                    ${idle.toFixed(0).padStart(6)}`);
    console.log(`  after seeding one person               ${seeded.toFixed(0).padStart(6)}`);
    console.log(`  after ${REQUESTS} trivial requests         ${afterTrivial.toFixed(0).padStart(6)}   (baseline; ${trivialFailures} failed)`);
    console.log(`  after ${REQUESTS} data-route requests      ${afterData.toFixed(0).padStart(6)}   (${failures} failed)`);
    console.log(`  5 s later                              ${settled.toFixed(0).padStart(6)}`);
  } finally {
    await server.stop();
  }
}

await onEachEngine(measure);
