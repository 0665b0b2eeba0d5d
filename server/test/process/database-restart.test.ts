import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { privatePostgresAvailability, startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { call, killStartedServers, type ApiAnswer, newEncryptionKey, signUp, startServer, type RunningServer } from '../helpers/server-process';
import { SmtpTestServer } from '../helpers/smtp-test-server';

/**
 * PostgreSQL restarted under the server's feet while a client keeps writing journal entries.
 * The server must stay up, answer 503 {detail} while the database is away, recover by itself
 * when it is back, and lose nothing it acknowledged. The database is a private cluster (the
 * shared one serves other tests), stopped once with `-m fast` (open transactions rolled back,
 * connections closed) and once with `-m immediate` (a crash: recovery from the WAL on start).
 */
const availability = await privatePostgresAvailability();
if (!availability.available) {
  console.log(`[database-restart] skipped: ${availability.reason}. It needs the PostgreSQL server binaries (apt-get install postgresql).`);
}

const WRITERS = 4;
const DOWN_MS = 2000;

describe.skipIf(!availability.available)('PostgreSQL restarted while requests are in flight', () => {
  let cluster: PrivatePostgres;
  let smtp: SmtpTestServer;
  let server: RunningServer;

  beforeAll(async () => {
    [cluster, smtp] = await Promise.all([startPrivatePostgres(), new SmtpTestServer().start()]);
    server = await startServer({ DATABASE_URL: cluster.url, DATA_ENCRYPTION_KEY: newEncryptionKey(), SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await killStartedServers();
    await smtp?.stop();
    await cluster?.destroy();
  });

  it('answers 503 {detail} while it is down, recovers by itself, and keeps every acknowledged entry', async () => {
    onTestFailed(() => console.log(server.output().slice(-6000)));
    const { token } = await signUp(server.api, smtp, 'restart');

    // The client: WRITERS loops, each saving entries one after another. An entry answered 503 is
    // retried with the same Idempotency-Key (as the web client would), so it is saved at most once.
    const acknowledged = new Map<string, string>(); // content → entry id
    // When each acknowledged attempt was sent and when its 201 arrived: a write committed just before
    // the stop can have its answer arrive just after, so "nothing acknowledged while down" is judged
    // by when the attempt was sent, not by when its answer arrived.
    const acknowledgedAt: { sentAt: number; at: number }[] = [];
    let unavailable = 0;
    const unexpected: string[] = [];
    let writing = true;
    let sequence = 0;
    const writer = async (worker: number) => {
      while (writing) {
        sequence += 1;
        const content = `Entry ${sequence} from writer ${worker}: noticed the urge to check and let it pass.`;
        const mood = 1 + (sequence % 10);
        const key = randomUUID();
        for (;;) {
          let answer;
          const sentAt = Date.now();
          try {
            answer = await call<{ id: string; detail?: unknown }>(server.api, 'POST', '/journal/entries', {
              token,
              body: { content, mood },
              headers: { 'idempotency-key': key },
              timeoutMs: 10_000,
            });
          } catch (error) {
            unexpected.push(`network: ${(error as Error).message}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          if (answer.status === 201) {
            acknowledged.set(content, answer.body.id);
            acknowledgedAt.push({ sentAt, at: Date.now() });
            break;
          }
          if (answer.status === 503 && typeof answer.body.detail === 'string' && answer.body.detail.length > 0) {
            unavailable += 1;
          } else {
            unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          }
          if (!writing) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, worker) => writer(worker));
    const firstAckAfter = (since: number) => acknowledgedAt.find(({ at }) => at >= since)?.at ?? null;
    const sentAndAcknowledgedBetween = (from: number, to: number) =>
      acknowledgedAt.filter(({ sentAt, at }) => sentAt >= from && at < to).length;

    const recoveries: Record<string, number> = {};
    for (const mode of ['fast', 'immediate'] as const) {
      await waitUntil(() => acknowledged.size >= 20 + Object.keys(recoveries).length * 40, 10_000);
      const before = acknowledged.size;
      const beforeUnavailable = unavailable;
      await cluster.stop(mode);

      // The database is away: the process is alive, says so on /health, and answers 503 {detail}.
      const downSince = Date.now();
      const beforeUnexpected = unexpected.length;
      await waitUntil(() => unavailable > beforeUnavailable || unexpected.length > beforeUnexpected, 5_000);
      expect(unexpected).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      const live = await call(server.api, 'GET', '/health/live');
      expect(live.status).toBe(200);
      const health = await call<{ detail: unknown }>(server.api, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(typeof health.body.detail).toBe('string');
      const journal = await call<{ detail: unknown }>(server.api, 'GET', '/journal/entries', { token });
      expect(journal.status).toBe(503);
      expect(journal.body.detail).toEqual(expect.any(String));
      expect(journal.headers.get('retry-after')).toMatch(/^\d+$/);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_MS - (Date.now() - downSince))));
      const startingAt = Date.now();
      // Nothing sent while the database was stopped is acknowledged: there was no database to commit it.
      expect(sentAndAcknowledgedBetween(downSince, startingAt)).toBe(0);
      const acknowledgedWhileStopping = acknowledgedAt.filter(({ sentAt, at }) => sentAt < downSince && at >= downSince).length;

      // Back again: no restart of the server, it just works again.
      await cluster.start();
      const upAt = Date.now();
      await waitUntil(() => firstAckAfter(upAt) !== null, 15_000);
      recoveries[mode] = firstAckAfter(upAt)! - upAt;
      expect((await call(server.api, 'GET', '/health')).status).toBe(200);
      console.log(
        `[database-restart] pg_ctl stop -m ${mode}: ${unavailable - beforeUnavailable} answers 503 while down, ` +
          `${acknowledgedWhileStopping} sent before the stop and acknowledged after it, ${acknowledged.size - before} acknowledged since the stop began, first acknowledged write ${recoveries[mode]} ms after pg_ctl start returned`,
      );
    }
    await waitUntil(() => acknowledged.size >= 20 + 2 * 40 + 20, 10_000);
    writing = false;
    await Promise.all(writers);

    // Every acknowledged entry is there, exactly once.
    const listed = await listAll(server.api, token);
    const counts = new Map<string, number>();
    for (const entry of listed) counts.set(entry.content, (counts.get(entry.content) ?? 0) + 1);
    const missing = [...acknowledged.keys()].filter((content) => !counts.has(content));
    const doubled = [...counts].filter(([, count]) => count > 1).map(([content]) => content);
    console.log(
      `[database-restart] acknowledged ${acknowledged.size} entries, ${unavailable} answers 503, ` +
        `${unexpected.length} other answers, ${listed.length} entries listed, ${missing.length} missing, ${doubled.length} saved twice; ` +
        `recovery: fast ${recoveries.fast} ms, immediate ${recoveries.immediate} ms`,
    );
    expect(unexpected).toEqual([]);
    expect(missing).toEqual([]);
    expect(doubled).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    // Ids are those the server acknowledged: the rows are the same rows, not re-created ones.
    const ids = new Map(listed.map((entry) => [entry.content, entry.id]));
    for (const [content, id] of acknowledged) expect(ids.get(content)).toBe(id);
  }, 90_000);
});

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Entry = { id: string; content: string };

/** The whole journal, page after page (newest first, X-Next-Cursor). */
async function listAll(api: string, token: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  let before: string | null = null;
  for (;;) {
    const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
    const answer: ApiAnswer<Entry[]> = await call<Entry[]>(api, 'GET', `/journal/entries?limit=100${query}`, { token });
    if (answer.status !== 200) throw new Error(`listing the journal: ${answer.status} ${JSON.stringify(answer.body)}`);
    entries.push(...answer.body);
    before = answer.headers.get('x-next-cursor');
    if (!before) return entries;
  }
}
