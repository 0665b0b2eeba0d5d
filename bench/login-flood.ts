/**
 * Sign-ins are CPU-bound by argon2. This floods POST /auth/login with correct credentials (50
 * connections; a successful sign-in is not throttled, so every request hashes) and, in the same
 * run, measures an authenticated read route alone and then while the flood goes on. It prints the
 * hashes per second the server sustains, how many sign-ins the per-process cap refused with 503,
 * and the read route's throughput and p99 during the flood as a share of its own figures alone.
 *
 *   node --import tsx bench/login-flood.ts     (BENCH_SECONDS=8; DATABASE_URL=postgres://… to use PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, postgresDatabase, seed, startServer } from './support';

/**
 * The flood runs in a process of its own (autocannon's command line), so that generating it does
 * not slow the client that measures the reads.
 */
function floodProcess(url: string, body: string): Promise<autocannon.Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', '50', '-d', String(SECONDS), '-m', 'POST', '-H', 'content-type=application/x-www-form-urlencoded', '-b', body, url];
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as autocannon.Result) : reject(new Error(`autocannon exited ${code}`))));
  });
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const READ_ROUTE = '/api/v1/journal/entries';

const adminUrl = process.env.DATABASE_URL;
const database = adminUrl?.startsWith('postgres') ? await postgresDatabase(adminUrl) : null;
const server = await startServer(database?.url ?? '', { LOG_LEVEL: 'info' });
try {
  const { token, email } = await seed(server);
  const reads = () =>
    autocannon({ url: `${server.base}${READ_ROUTE}`, connections: 10, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
  const alone = await reads();
  const [flood, during] = await Promise.all([
    floodProcess(`${server.base}/api/v1/auth/login`, new URLSearchParams({ username: email, password: BENCH_PASSWORD }).toString()),
    reads(),
  ]);
  const signedIn = flood['2xx'];
  const refused = flood.non2xx;
  console.log(`\nSign-in flood on ${database ? 'PostgreSQL' : 'PGlite'}: 50 connections for ${SECONDS} s, with ${READ_ROUTE} read by 10 more`);
  console.log(`  sign-ins (argon2 hashes)  ${(signedIn / SECONDS).toFixed(1).padStart(8)} /s   p50 ${flood.latency.p50} ms  p99 ${flood.latency.p99} ms`);
  console.log(`  refused at once (503)     ${(refused / SECONDS).toFixed(1).padStart(8)} /s   (${refused} in all; errors ${flood.errors})`);
  console.log(`  reads alone               ${alone.requests.average.toFixed(0).padStart(8)} /s   p99 ${alone.latency.p99} ms`);
  console.log(
    `  reads during the flood    ${during.requests.average.toFixed(0).padStart(8)} /s   p99 ${during.latency.p99} ms   (${((during.requests.average / alone.requests.average) * 100).toFixed(0)}% of alone; non-2xx ${during.non2xx})`,
  );
} finally {
  await server.stop();
  await database?.drop();
}
