import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  call,
  expectCall,
  killStartedServers,
  login,
  newEncryptionKey,
  processEmail,
  register,
  signUp,
  startServer,
  TEST_PASSWORD,
  type RunningServer,
} from '../helpers/server-process';
import { SmtpTestServer } from '../helpers/smtp-test-server';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: requests for one
 * person are spread over both, at the same time. Every guarantee that needs shared state must
 * hold across them: the daily generation limit, milestones and assignments awarded once, sign-in
 * throttling, and each mail of the outbox delivered once while both run a mail worker. Each
 * process has its own empty DATA_DIR, which must stay empty: nothing they share lives on disk.
 */
const adminUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;
if (!adminUrl) {
  console.log('[scale-out] skipped: DATABASE_URL is not a postgres:// URL (CI sets it; PGlite is single-process by design).');
}

const DAILY_LIMIT = 3;

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const name = `ladder_scale_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  let db: pg.Client;
  let smtp: SmtpTestServer;
  let servers: RunningServer[];
  /** The n-th request goes to process n % 2: round robin, like the load balancer. */
  const api = (n: number) => servers[n % servers.length]!.api;
  let clientAddress = 0;
  /** TRUST_PROXY is on, as behind a load balancer: each person comes from an address of their own. */
  const nextAddress = () => `198.51.100.${(clientAddress += 1)}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    smtp = await new SmtpTestServer().start();
    const shared = {
      DATABASE_URL: url.toString(),
      DATA_ENCRYPTION_KEY: newEncryptionKey(),
      SMTP_URL: smtp.url,
      APP_URL: 'http://ladder.test',
      GENERATION_DAILY_LIMIT: String(DAILY_LIMIT),
      TRUST_PROXY: 'true',
    };
    // Both start at once on an empty database: the migrations run once, under the advisory lock.
    servers = await Promise.all(
      [0, 1].map((i) => {
        const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-scale-')), `instance-${i}`);
        dataDirs.push(path.dirname(dataDir));
        return startServer({ ...shared, DATA_DIR: dataDir });
      }),
    );
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await killStartedServers();
    await db?.end();
    await smtp?.stop();
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const showOutputOnFailure = () =>
    onTestFailed(() => servers.forEach((server, i) => console.log(`--- process ${i}\n${server.output().slice(-3000)}`)));

  it('delivers each mail of the outbox once while both processes run a mail worker', async () => {
    showOutputOnFailure();
    const people = Array.from({ length: 10 }, () => processEmail('mail-once'));
    // All at once, alternating processes: both workers are woken and race for the same rows.
    await Promise.all(people.map((email, n) => register(api(n), email, { forwardedFor: nextAddress() })));
    await Promise.all(people.map((email) => smtp.waitForMail(email, { timeoutMs: 15_000 })));
    // Longer than a worker's poll interval (2 s): a second copy would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const copies = people.map((email) => smtp.mailsTo(email).length);
    const { rows } = await db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status ORDER BY status`,
    );
    console.log(`[scale-out] ${people.length} sign-ups on 2 processes: ${copies.reduce((a, b) => a + b, 0)} mails received; outbox ${JSON.stringify(rows)}`);
    expect(copies).toEqual(people.map(() => 1));
    expect(rows).toEqual([{ status: 'sent', count: people.length }]);
    // Links work on either process: verify on the other one than registered.
    await Promise.all(
      people.map(async (email, n) => {
        const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(smtp.mailsTo(email)[0]!.text)![1]!;
        await expectCall(api(n + 1), 'GET', `/auth/verify-email/${token}`, 200);
      }),
    );
  });

  it('keeps the daily generation limit exact under parallel calls to both processes', async () => {
    showOutputOnFailure();
    const { token } = await signUp(api(0), smtp, 'limit', { forwardedFor: nextAddress() });
    await expectCall(api(1), 'POST', '/obsessions', 200, {
      token,
      body: { obsessions: [{ description: 'Fear of germs on public door handles making me ill' }], compulsions: [] },
    });
    const calls = 12;
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, n) => call<{ detail?: string }>(api(n), 'POST', '/erp-exposures/exposures/generate', { token })),
    );
    const statuses = answers.map((answer) => answer.status);
    const byProcess = [0, 1].map((p) => answers.filter((answer, n) => n % 2 === p && answer.status === 200).length);
    console.log(
      `[scale-out] ${calls} parallel generate calls at limit ${DAILY_LIMIT}: ${statuses.filter((s) => s === 200).length} × 200 ` +
        `(process 0: ${byProcess[0]}, process 1: ${byProcess[1]}), ${statuses.filter((s) => s === 429).length} × 429`,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(DAILY_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(calls - DAILY_LIMIT);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.detail).toContain('Daily limit');
    const { rows } = await db.query<{ count: number }>(`SELECT count FROM generation_usage`);
    expect(rows).toEqual([{ count: DAILY_LIMIT }]);
  });

  it('shares sign-in throttling: failures on both processes add up', async () => {
    showOutputOnFailure();
    const email = processEmail('throttle');
    const address = nextAddress();
    await register(api(0), email, { forwardedFor: address });
    const mail = await smtp.waitForMail(email);
    await expectCall(api(1), 'GET', `/auth/verify-email/${/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]}`, 200);
    await login(api(0), email); // the right password works before the attack

    // Ten wrong passwords at once from one client, five on each process: only a counter shared
    // through the database can stop the eleventh, and the claim is taken before the check, so all ten
    // are counted however they interleave (decision 019).
    const attacker = nextAddress();
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        call(api(n), 'POST', '/auth/login', { form: { username: email, password: `wrong guess ${n}` }, headers: { 'x-forwarded-for': attacker } }),
      ),
    );
    expect(failures.map((answer) => answer.status)).toEqual(failures.map(() => 400));
    const after = await Promise.all(
      [0, 1].map((p) => call<{ detail: string }>(api(p), 'POST', '/auth/login', { form: { username: email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': attacker } })),
    );
    console.log(`[scale-out] 10 failed sign-ins from one client spread over 2 processes; then that client's right password answers ${after.map((a) => a.status).join(' and ')}`);
    for (const answer of after) {
      expect(answer.status).toBe(429);
      expect(answer.body.detail).toMatch(/^Too many password attempts/);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The owner, from their own address, is not locked out by someone else's guesses.
    await expectCall(api(1), 'POST', '/auth/login', 200, { form: { username: email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': nextAddress() } });
  });

  describe('progress recorded at the same moment on both processes', () => {
    interface Recorded {
      pendingLists: Array<Array<{ id: string; kind: string }>>;
      statuses: number[];
      titles: string[];
      points: number;
      held: Array<{ code: string; count: number }>;
      assignments: Array<{ kind: string; status: string; count: number }>;
      pointEvents: Array<{ source: string; count: number }>;
    }
    let recorded: Recorded;

    beforeAll(async () => {
      const { token } = await signUp(api(1), smtp, 'awards', { forwardedFor: nextAddress() });
      const exposures: Array<{ id: string }> = [];
      for (let i = 0; i < 3; i += 1) {
        exposures.push(
          await expectCall(api(i), 'POST', '/erp-exposures/exposures', 201, {
            token,
            body: { title: `Leave the house after checking the stove once (${i})`, description: 'Check once, then leave and do not go back.', fear_level: 4 + i },
          }),
        );
      }
      // Both processes create the person's suggestions at the same moment.
      const pendingLists = await Promise.all(
        Array.from({ length: 8 }, (_, n) => expectCall<Array<{ id: string; kind: string }>>(api(n), 'GET', '/assignments/pending', 200, { token })),
      );
      // Then six sessions of 12 minutes, two journal entries and stats reads, all at once, on both processes.
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, n) =>
          call(api(n), 'POST', `/erp-exposures/exposures/${exposures[n % 3]!.id}/progress`, {
            token,
            body: { anxiety_level_pre: 6, anxiety_level_post: 3, duration_minutes: 12 },
          }),
        ),
        ...Array.from({ length: 2 }, (_, n) => call(api(n), 'POST', '/journal/entries', { token, body: { content: `Practised twice today (${n}).`, mood: 6 } })),
        ...Array.from({ length: 4 }, (_, n) => call(api(n), 'GET', '/gamification/stats', { token })),
      ]);
      const stats = await expectCall<{ progress: { points: number }; achievements: Array<{ title: string }> }>(api(0), 'GET', '/gamification/stats', 200, {
        token,
      });
      const query = async <T extends object>(text: string) => (await db.query<T>(text)).rows;
      const mine = `user_id = (SELECT user_id FROM exposures WHERE id = '${exposures[0]!.id}')`;
      recorded = {
        pendingLists,
        statuses: answers.map((answer) => answer.status),
        titles: stats.achievements.map((achievement) => achievement.title),
        points: stats.progress.points,
        // This person's rows only: the people signed up by the other tests are issued suggestions at
        // their own sign-ins and writes (issue 19), and share the database.
        held: await query(`SELECT code, count(*)::int AS count FROM achievements WHERE ${mine} GROUP BY code ORDER BY code`),
        assignments: await query(`SELECT kind, status, count(*)::int AS count FROM assignments WHERE ${mine} GROUP BY kind, status ORDER BY kind, status`),
        pointEvents: await query(`SELECT source, count(*)::int AS count FROM point_events WHERE ${mine} GROUP BY source ORDER BY source`),
      };
      console.log(
        `[scale-out] 8 parallel suggestion reads, then 6 sessions + 2 journal entries + 4 stats reads at once on 2 processes: ` +
          `milestones ${JSON.stringify(recorded.held)}, assignments ${JSON.stringify(recorded.assignments)}, ` +
          `point events ${JSON.stringify(recorded.pointEvents)}, ${recorded.points} points`,
      );
    });

    it('awards each milestone and makes each assignment once', () => {
      showOutputOnFailure();
      expect(recorded.statuses).toEqual([...Array(6).fill(201), ...Array(2).fill(201), ...Array(4).fill(200)]);
      // Each milestone held once, among them the first session's and the fifth's.
      expect(recorded.held.filter((row) => row.count !== 1)).toEqual([]);
      expect(recorded.held.map((row) => row.code)).toEqual(expect.arrayContaining(['exposures-1', 'exposures-5']));
      expect(new Set(recorded.titles).size).toBe(recorded.titles.length);
      expect(recorded.titles).toEqual(expect.arrayContaining(['First step', 'Finding your feet']));
      // Every read saw the same suggestions, one per kind; the writes completed them, and none was made twice.
      for (const list of recorded.pendingLists) expect(new Set(list.map((item) => item.kind)).size).toBe(list.length);
      expect(new Set(recorded.pendingLists.map((list) => JSON.stringify(list.map((item) => item.id).sort()))).size).toBe(1);
      expect(recorded.assignments).toEqual([
        { kind: 'journal', status: 'completed', count: 1 },
        { kind: 'practise_exposure', status: 'completed', count: 1 },
      ]);
      // Points once per source: the day's journal entry, each completed assignment.
      expect(recorded.pointEvents.find((row) => row.source === 'journal')?.count).toBe(1);
      expect(recorded.pointEvents.find((row) => row.source === 'assignment')?.count).toBe(2);
    });

    it('keeps the daily cap of three sessions earning points (docs/gamification.md)', () => {
      expect(recorded.pointEvents.find((row) => row.source === 'session')?.count).toBe(3);
      expect(recorded.points).toBe(2 * 5 + 3 + 3 * 10);
      // So no milestone is reached through points the cap should not have given.
      expect(recorded.held.map((row) => row.code)).toEqual(['exposures-1', 'exposures-5']);
    });
  });

  it('keeps nothing on local disk, and both stop cleanly on SIGTERM', async () => {
    for (const dir of dataDirs) expect(fs.readdirSync(dir)).toEqual([]);
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    for (const server of servers) expect(server.output()).toContain('stopped cleanly');
  });
});
