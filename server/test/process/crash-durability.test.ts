import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  call,
  completeIntake,
  expectCall,
  killStartedServers,
  newEncryptionKey,
  signUp,
  startServer,
} from '../helpers/server-process';
import { SmtpTestServer } from '../helpers/smtp-test-server';

/**
 * SIGKILL right after acknowledged writes: no shutdown code runs, no close, no flush. Every write
 * the server answered 2xx (journal entries, logged exposure sessions) must be there after a
 * restart, on the embedded PGlite folder (whose lock file the killed process leaves behind) and on
 * PostgreSQL.
 */
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
if (!postgresUrl) {
  console.log('[crash-durability] the PostgreSQL case is skipped: DATABASE_URL is not a postgres:// URL (CI sets it).');
}

const JOURNAL_ENTRIES = 12;
const SESSIONS = 9;
const PARALLEL = 3;

let smtp: SmtpTestServer;
const folders: string[] = [];
beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
});
afterAll(async () => {
  await killStartedServers();
  await smtp.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

interface Written {
  journal: Map<string, string>; // id → content
  sessions: Map<string, { exposureId: string; notes: string; pre: number; post: number }>; // id → what was logged
}

/** Writes journal entries and exposure sessions, PARALLEL at a time, keeping what was acknowledged. */
async function writeAndRecord(api: string, token: string, exposureIds: string[]): Promise<Written> {
  const written: Written = { journal: new Map(), sessions: new Map() };
  const journalJobs: Array<() => Promise<void>> = [];
  const sessionJobs: Array<() => Promise<void>> = [];
  for (let i = 0; i < JOURNAL_ENTRIES; i += 1) {
    journalJobs.push(async () => {
      const content = `Before the crash, entry ${i}: I sat with the doubt for ten minutes. ${randomBytes(4).toString('hex')}`;
      const entry = await expectCall<{ id: string }>(api, 'POST', '/journal/entries', 201, { token, body: { content, mood: 1 + (i % 10) } });
      written.journal.set(entry.id, content);
    });
  }
  for (let i = 0; i < SESSIONS; i += 1) {
    const exposureId = exposureIds[i % exposureIds.length]!;
    sessionJobs.push(async () => {
      const notes = `Session ${i}: the urge peaked and faded. ${randomBytes(4).toString('hex')}`;
      const [pre, post] = [6 + (i % 3), 2 + (i % 3)];
      const session = await expectCall<{ id: string }>(api, 'POST', `/erp-exposures/exposures/${exposureId}/progress`, 201, {
        token,
        body: { anxiety_level_pre: pre, anxiety_level_post: post, duration_minutes: 10 + i, notes },
      });
      written.sessions.set(session.id, { exposureId, notes, pre, post });
    });
  }
  // Journal and session writes interleaved, PARALLEL in flight at a time.
  const jobs = journalJobs.flatMap((job, i) => [job, ...(sessionJobs[i] ? [sessionJobs[i]] : [])]).concat(sessionJobs.slice(journalJobs.length));
  for (let start = 0; start < jobs.length; start += PARALLEL) {
    await Promise.all(jobs.slice(start, start + PARALLEL).map((job) => job()));
  }
  return written;
}

async function expectAllThere(api: string, token: string, exposureIds: string[], written: Written) {
  const journal = await expectCall<Array<{ id: string; content: string }>>(api, 'GET', '/journal/entries?limit=100', 200, { token });
  const journalById = new Map(journal.map((entry) => [entry.id, entry.content]));
  const missingEntries = [...written.journal].filter(([id, content]) => journalById.get(id) !== content);
  const sessionsById = new Map<string, { notes: string | null; anxiety_level_pre: number; anxiety_level_post: number | null; status: string }>();
  for (const exposureId of exposureIds) {
    const sessions = await expectCall<Array<{ id: string; notes: string | null; anxiety_level_pre: number; anxiety_level_post: number | null; status: string }>>(
      api,
      'GET',
      `/erp-exposures/exposures/${exposureId}/sessions`,
      200,
      { token },
    );
    for (const session of sessions) sessionsById.set(session.id, session);
  }
  const missingSessions = [...written.sessions].filter(([id, logged]) => {
    const found = sessionsById.get(id);
    return !found || found.notes !== logged.notes || found.anxiety_level_pre !== logged.pre || found.anxiety_level_post !== logged.post || found.status !== 'completed';
  });
  return { missingEntries: missingEntries.length, missingSessions: missingSessions.length, listedEntries: journal.length, listedSessions: sessionsById.size };
}

async function crashAndRestart(engine: string, env: Record<string, string>, lockFile: string | null) {
  const first = await startServer(env);
  onTestFailed(() => console.log(first.output().slice(-4000)));
  const { token } = await signUp(first.api, smtp, `crash-${engine}`);
  const exposures = await completeIntake(first.api, token, 3);
  const exposureIds = exposures.map((exposure) => exposure.id);

  const written = await writeAndRecord(first.api, token, exposureIds);
  // The last acknowledgement has just arrived: kill at once, before anything else can run.
  first.child.kill('SIGKILL');
  const killedAt = Date.now();
  expect(await first.exited).toBeNull();
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(written.journal.size).toBe(JOURNAL_ENTRIES);
  expect(written.sessions.size).toBe(SESSIONS);

  if (lockFile) {
    // The killed process could not remove its lock: the restart must see that its owner is gone.
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));
  }

  const second = await startServer(env);
  onTestFailed(() => console.log(second.output().slice(-4000)));
  const restartMs = Date.now() - killedAt;
  // The session issued before the crash is still valid: it lives in the database too.
  const found = await expectAllThere(second.api, token, exposureIds, written);
  console.log(
    `[crash-durability] ${engine}: ${written.journal.size} journal entries and ${written.sessions.size} session logs acknowledged, ` +
      `SIGKILL, restarted in ${restartMs} ms; ${found.listedEntries} entries and ${found.listedSessions} sessions listed, ` +
      `${found.missingEntries + found.missingSessions} acknowledged writes missing`,
  );
  expect(found).toEqual({ missingEntries: 0, missingSessions: 0, listedEntries: JOURNAL_ENTRIES, listedSessions: SESSIONS });
  // What the writes earned was written in their transactions: the Y-BOCS of the intake (5), the
  // day's first journal entry (3) and the three sessions a day that earn points (3 × 10).
  const stats = await call<{ progress: { points: number } }>(second.api, 'GET', '/gamification/stats', { token });
  expect(stats.status).toBe(200);
  expect(stats.body.progress.points).toBeGreaterThanOrEqual(5 + 3 + 3 * 10);

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}

describe('SIGKILL right after acknowledged writes', () => {
  it('on PGlite: every acknowledged write is there after a restart, over the stale lock file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-crash-'));
    folders.push(dataDir);
    await crashAndRestart('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir, SMTP_URL: smtp.url }, path.join(dataDir, 'pglite.lock'));
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);

  it.skipIf(!postgresUrl)('on PostgreSQL: every acknowledged write is there after a restart', async () => {
    const name = `ladder_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-crash-'));
      folders.push(dataDir);
      await crashAndRestart(
        'PostgreSQL',
        { DATABASE_URL: url.toString(), DATA_ENCRYPTION_KEY: newEncryptionKey(), DATA_DIR: dataDir, SMTP_URL: smtp.url },
        null,
      );
    } finally {
      await killStartedServers();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
