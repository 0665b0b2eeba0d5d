import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

/**
 * A PostgreSQL cluster of the test's own, on a free port of 127.0.0.1, that the test may stop and
 * start at will (the shared server in DATABASE_URL serves other tests at the same time and must
 * never be restarted). It uses the system's binaries (/usr/lib/postgresql/<version>/bin, the
 * Debian/Ubuntu layout CI uses). PostgreSQL refuses to run as root, so when the tests run as root
 * the binaries run as the `postgres` user through runuser.
 */
const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, private to this test). */
  url: string;
  port: number;
  /** Starts the cluster and waits until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop: `fast` rolls back open transactions and disconnects; `immediate` is a crash (recovery on start). */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster if it runs and removes its files. */
  destroy(): Promise<void>;
}

export type PrivatePostgresAvailability = { available: true; binDir: string; asUser: string | null } | { available: false; reason: string };

function newestBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && ['initdb', 'pg_ctl', 'postgres'].every((bin) => fs.existsSync(path.join(root, name, 'bin', bin))))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function commandFor(asUser: string | null, binary: string, args: string[]): [string, string[]] {
  return asUser ? ['runuser', ['-u', asUser, '--', binary, ...args]] : [binary, args];
}

let availability: Promise<PrivatePostgresAvailability> | null = null;

/** Whether a private cluster can be run here, and if not, why (the test prints the reason and skips). */
export function privatePostgresAvailability(): Promise<PrivatePostgresAvailability> {
  availability ??= (async (): Promise<PrivatePostgresAvailability> => {
    const binDir = newestBinDir();
    if (!binDir) return { available: false, reason: 'no PostgreSQL server binaries (initdb, pg_ctl, postgres) under /usr/lib/postgresql/*/bin' };
    const isRoot = process.getuid?.() === 0;
    const asUser = isRoot ? 'postgres' : null;
    try {
      const [command, args] = commandFor(asUser, path.join(binDir, 'initdb'), ['--version']);
      await run(command, args, { timeout: 10_000 });
    } catch (error) {
      const how = asUser ? `as the ${asUser} user (runuser -u ${asUser})` : 'as this user';
      return { available: false, reason: `cannot run ${binDir}/initdb ${how}: ${(error as Error).message.split('\n')[0]}` };
    }
    return { available: true, binDir, asUser };
  })();
  return availability;
}

/** Creates (initdb) and starts a private cluster. Throws if privatePostgresAvailability() says it cannot run. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const found = await privatePostgresAvailability();
  if (!found.available) throw new Error(`A private PostgreSQL cannot run here: ${found.reason}`);
  const { binDir, asUser } = found;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (asUser) {
    const { stdout } = await run('id', ['-u', asUser]);
    const { stdout: gid } = await run('id', ['-g', asUser]);
    fs.chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgCommand = async (binary: string, args: string[], timeout = 60_000) => {
    const [command, commandArgs] = commandFor(asUser, path.join(binDir, binary), args);
    try {
      return await run(command, commandArgs, { timeout });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${binary} ${args.join(' ')} failed: ${(error as Error).message}\n${log}`);
    }
  };

  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // Sockets in the private folder; TCP on 127.0.0.1 only. Few connections and small buffers: it is a test.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=16MB`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await cluster.stop('immediate');
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
