import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pushSubscriptions, reminders } from '../../src/db/schema';
import { openValue, SEALED } from '../../src/lib/crypto/sealed-columns';
import type { MailBody } from '../../src/modules/mail/outbox';
import { sendDueReminders } from '../../src/modules/reminders/send-reminders';
import { saveReminderSettings } from '../../src/modules/reminders/settings';
import { createUser, refreshLogin, signedInUser, uniqueEmail } from '../helpers/factories';
import { FakeClock } from '../helpers/fake-clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { HEALTH_WORDS, healthWordsIn } from './health-words';

/**
 * The daily practice reminder (issue 17 item 6, decision 022): the contract, the local time across
 * daylight-saving changes, one a local day under concurrency, only verified addresses, the mail's
 * neutral words and its one-click unsubscribe (RFC 8058).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new FakeClock('2025-03-20T10:00:00Z') });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (person: Person | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const putReminder = (person: Person, body: object) => call(person, 'PUT', '/users/me/reminders', body);

async function queuedReminderMails(email: string) {
  const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return rows.filter((row) => row.subject === "Time for today's practice");
}

async function reminderRow(userId: string) {
  const [row] = await t.ctx.db.select().from(reminders).where(and(eq(reminders.userId, userId), eq(reminders.kind, 'daily_practice')));
  return row!;
}

/** A signed-in person whose reminder is on, with the clock placed before it. */
async function personWithReminder(time: string, timeZone: string, at: string) {
  t.clock.set(at);
  const person = await signedInUser(t);
  const response = await putReminder(person, { enabled: true, time, time_zone: timeZone });
  expect(response.statusCode).toBe(200);
  return person;
}

describe('GET and PUT /api/v1/users/me/reminders', () => {
  it('answers off, at 18:00, in the person’s own time zone before anything was saved', async () => {
    const person = await signedInUser(t);
    expect((await call(person, 'GET', '/users/me/reminders')).json()).toEqual({ enabled: false, time: '18:00', time_zone: 'UTC' });
    await call(person, 'PATCH' as 'PUT', '/users/me', { time_zone: 'Europe/Lisbon' });
    expect((await call(person, 'GET', '/users/me/reminders')).json()).toEqual({ enabled: false, time: '18:00', time_zone: 'Europe/Lisbon' });
  });

  it('saves the shape it answers, and GET answers the same', async () => {
    const person = await signedInUser(t);
    const body = { enabled: true, time: '07:45', time_zone: 'America/New_York' };
    const saved = await putReminder(person, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(body);
    expect((await call(person, 'GET', '/users/me/reminders')).json()).toEqual(body);

    const off = { enabled: false, time: '00:00', time_zone: 'Asia/Kathmandu' };
    expect((await putReminder(person, off)).json()).toEqual(off);
    expect((await call(person, 'GET', '/users/me/reminders')).json()).toEqual(off);
    expect((await reminderRow(person.id)).nextDueAt).toBeNull();
  });

  it.each([
    ['24:00'], ['7:30'], ['07:60'], ['0730'], [''], [' 07:30'], ['07:30:00'], ['12:00pm'], ['07.30'], ['-1:00'], ['99:99'], ['٠٧:٣٠'],
  ])('refuses the time %j with 400 {detail}', async (time) => {
    const person = await signedInUser(t);
    const response = await putReminder(person, { enabled: true, time, time_zone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Time must be "HH:MM" in 24 hours, from 00:00 to 23:59.', code: 'bad_request' });
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(false);
  });

  it.each([['Mars/Olympus_Mons'], ['Europe/Nowhere'], ['+01:00'], ['UTC+1'], [''], ['Europe/Berlin '], ['../../etc/passwd'], ['Europe\u0000Berlin']])(
    'refuses the time zone %j with 400 {detail}',
    async (time_zone) => {
      const person = await signedInUser(t);
      const response = await putReminder(person, { enabled: true, time: '08:00', time_zone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Time zone must be an IANA name such as Europe/Berlin.', code: 'bad_request' });
    },
  );

  it('accepts the edges of the day and zones with odd offsets', async () => {
    const person = await signedInUser(t);
    for (const [time, time_zone] of [['00:00', 'Pacific/Chatham'], ['23:59', 'Asia/Kathmandu'], ['12:30', 'UTC'], ['06:15', 'America/Argentina/Buenos_Aires']]) {
      expect((await putReminder(person, { enabled: true, time, time_zone })).json()).toEqual({ enabled: true, time, time_zone });
    }
  });

  it('refuses a body of the wrong shape with {detail}, and a request without a session with 401', async () => {
    const person = await signedInUser(t);
    for (const body of [{ time: '08:00', time_zone: 'UTC' }, { enabled: 'yes', time: '08:00', time_zone: 'UTC' }, { enabled: true, time: 800, time_zone: 'UTC' }]) {
      const response = await putReminder(person, body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().detail).toBe('string');
    }
    expect((await call(null, 'GET', '/users/me/reminders')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/users/me/reminders', { enabled: true, time: '08:00', time_zone: 'UTC' })).statusCode).toBe(401);
  });

  it('keeps each person’s reminder their own', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await putReminder(first, { enabled: true, time: '06:00', time_zone: 'Europe/Paris' });
    expect((await call(second, 'GET', '/users/me/reminders')).json()).toEqual({ enabled: false, time: '18:00', time_zone: 'UTC' });
  });
});

describe('the reminder arrives at the chosen local time', () => {
  it('in Europe/Berlin, a day before and a day after the March change, at the same local time', async () => {
    const person = await personWithReminder('07:00', 'Europe/Berlin', '2025-03-28T12:00:00Z');
    t.clock.set('2025-03-29T05:59:50Z'); // 06:59:50 CET
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(0);
    t.clock.set('2025-03-29T06:00:05Z'); // 07:00:05 CET
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(1);
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(1);
    t.clock.set('2025-03-30T05:00:05Z'); // 07:00:05 CEST, one hour earlier in UTC
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(2);
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-03-31T05:00:00.000Z');
  });

  it('a time that does not exist on the March change (02:30 in Berlin) comes when the clocks show 03:30', async () => {
    const person = await personWithReminder('02:30', 'Europe/Berlin', '2025-03-29T12:00:00Z');
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    t.clock.set('2025-03-30T01:29:00Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(0);
    t.clock.set('2025-03-30T01:30:10Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(1);
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-03-31T00:30:00.000Z');
  });

  it('in America/New_York, 01:30 on the November change comes once, at the first of the two', async () => {
    const person = await personWithReminder('01:30', 'America/New_York', '2025-11-01T12:00:00Z');
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-11-02T05:30:00.000Z'); // EDT
    t.clock.set('2025-11-02T05:30:20Z');
    await sendDueReminders(t.ctx);
    t.clock.set('2025-11-02T06:30:20Z'); // 01:30 again, now EST
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(1);
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-11-03T06:30:00.000Z');
  });

  it('in America/New_York, 02:30 on the March change comes at 03:30 EDT', async () => {
    const person = await personWithReminder('02:30', 'America/New_York', '2025-03-08T12:00:00Z');
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-03-09T07:30:00.000Z');
  });

  it('a time in the current minute counts; one already gone today waits for tomorrow', async () => {
    t.clock.set('2025-06-10T14:05:40Z');
    const now = await signedInUser(t);
    await putReminder(now, { enabled: true, time: '14:05', time_zone: 'UTC' });
    const earlier = await signedInUser(t);
    await putReminder(earlier, { enabled: true, time: '14:04', time_zone: 'UTC' });
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(now.email)).toHaveLength(1);
    expect(await queuedReminderMails(earlier.email)).toHaveLength(0);
    expect((await reminderRow(earlier.id)).nextDueAt?.toISOString()).toBe('2025-06-11T14:04:00.000Z');
  });

  it('a later time chosen after today’s reminder waits for tomorrow: never two on one local day', async () => {
    const before = await personWithReminder('08:00', 'Europe/Berlin', '2025-06-10T05:00:00Z');
    t.clock.set('2025-06-10T06:00:10Z');
    await sendDueReminders(t.ctx);
    const person = await refreshLogin(t, before);
    await putReminder(person, { enabled: true, time: '21:00', time_zone: 'Europe/Berlin' });
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-06-11T19:00:00.000Z');
    await putReminder(person, { enabled: false, time: '21:00', time_zone: 'Europe/Berlin' });
    await putReminder(person, { enabled: true, time: '21:00', time_zone: 'Europe/Berlin' });
    t.clock.set('2025-06-10T19:00:10Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(1);
  });

  it(`is still sent up to 30 minutes late (the server was down), and skipped for the day after that`, async () => {
    const late = await personWithReminder('09:00', 'UTC', '2025-07-01T08:00:00Z');
    const tooLate = await personWithReminder('08:20', 'UTC', '2025-07-01T08:00:00Z');
    t.clock.set('2025-07-01T09:29:00Z');
    const result = await sendDueReminders(t.ctx);
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await queuedReminderMails(late.email)).toHaveLength(1);
    expect(await queuedReminderMails(tooLate.email)).toHaveLength(0);
    expect((await reminderRow(tooLate.id)).nextDueAt?.toISOString()).toBe('2025-07-02T08:20:00.000Z');
    t.clock.set('2025-07-02T08:20:30Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(tooLate.email)).toHaveLength(1);
  });

  it('after days of downtime, skips the missed days and comes back on the next one', async () => {
    const person = await personWithReminder('10:00', 'UTC', '2025-08-01T09:00:00Z');
    t.clock.set('2025-08-05T09:00:00Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(person.email)).toHaveLength(0);
    expect((await reminderRow(person.id)).nextDueAt?.toISOString()).toBe('2025-08-05T10:00:00.000Z');
  });

  it('mails only a verified address; the day is claimed all the same', async () => {
    t.clock.set('2025-09-01T06:00:00Z');
    const unverified = await createUser(t.ctx, { verified: false });
    await saveReminderSettings(t.ctx, unverified.id, 'daily_practice', { enabled: true, time: '06:30', time_zone: 'UTC' });
    t.clock.set('2025-09-01T06:30:05Z');
    await sendDueReminders(t.ctx);
    expect(await queuedReminderMails(unverified.email)).toHaveLength(0);
    expect((await reminderRow(unverified.id)).lastSentOn).toBe('2025-09-01');
  });

  it('is sent once a local day when several processes tick at once', async () => {
    t.clock.set('2025-10-01T05:00:00Z');
    const people = [];
    for (let index = 0; index < 12; index += 1) {
      const person = await createUser(t.ctx);
      await saveReminderSettings(t.ctx, person.id, 'daily_practice', { enabled: true, time: '07:15', time_zone: index % 2 ? 'Europe/Berlin' : 'Europe/Paris' });
      people.push(person);
    }
    // A second process: its own application and connections on the same database, like scale-out.
    const other = await createTestApp({ database: { ...t.database, handle: await t.database.openAnother(), destroy: async () => {} }, keys: t.keys, clock: t.clock });
    try {
      t.clock.set('2025-10-01T05:15:02Z');
      const results = await Promise.all([sendDueReminders(t.ctx), sendDueReminders(other.ctx), sendDueReminders(t.ctx), sendDueReminders(other.ctx)]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
      for (const person of people) expect(await queuedReminderMails(person.email)).toHaveLength(1);
      t.clock.set('2025-10-01T05:20:00Z');
      await Promise.all([sendDueReminders(t.ctx), sendDueReminders(other.ctx)]);
      for (const person of people) expect(await queuedReminderMails(person.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the reminder mail', () => {
  async function deliveredReminder() {
    const before = await personWithReminder('19:30', 'Europe/Berlin', '2025-05-05T12:00:00Z');
    t.clock.set('2025-05-05T17:30:03Z');
    await sendDueReminders(t.ctx);
    // Signed in again: the clock moved past the session's lifetime.
    const person = await refreshLogin(t, before);
    const [queued] = await queuedReminderMails(person.email);
    expect(queued).toBeDefined();
    await t.deliverMail();
    const mail = await t.smtp.waitForMail(person.email, { subject: "Time for today's practice" });
    return { person, queued: queued!, mail };
  }

  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) in the outbox and on the wire', async () => {
    const { queued, mail } = await deliveredReminder();
    const body = JSON.parse(openValue(t.ctx.cipher, SEALED.mailOutbox.body, queued.bodyEncrypted!)) as MailBody;
    expect(body.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/ladder\.test\/unsubscribe\/[A-Za-z0-9_-]{64}>$/);
    expect(body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toBe(body.headers?.['List-Unsubscribe']);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = mail.headers['list-unsubscribe']!.slice(1, -1);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
  });

  it('says nothing about health: one neutral line, a link to the app, the way out', async () => {
    const { mail } = await deliveredReminder();
    expect(mail.subject).toBe("Time for today's practice");
    expect(mail.fromName).toBe('Ladder');
    expect(mail.text).toContain("Time for today's practice.");
    expect(mail.text).toContain('http://ladder.test/dashboard');
    for (const part of [mail.subject, mail.fromName, mail.text, mail.html]) expect(healthWordsIn(part), part).toEqual([]);
    // The check itself finds the words it is for.
    expect(healthWordsIn('Your OCD exposure practice; in a crisis call 988')).toEqual(expect.arrayContaining(['ocd', 'exposure', 'crisis', '988']));
    expect(HEALTH_WORDS.length).toBeGreaterThan(15);
  });

  it('unsubscribes by POST to its link, with no sign-in; a wrong token is 404 and changes nothing', async () => {
    const { person, mail } = await deliveredReminder();
    const link = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const token = link.pathname.split('/').at(-1)!;
    const wrong = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const path of [`/unsubscribe/${wrong}`, '/unsubscribe/not-a-token', `/api/v1/reminders/unsubscribe/${wrong}`]) {
      const refused = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(refused.statusCode, path).toBe(404);
      expect(typeof refused.json().detail).toBe('string');
    }
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(true);

    // Opening the link (a person, or a mail scanner following it) turns nothing off.
    await t.app.inject({ method: 'GET', url: link.pathname });
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await call(person, 'GET', '/users/me/reminders').then((r) => r.json())).toEqual({ enabled: false, time: '19:30', time_zone: 'Europe/Berlin' });
    // Again: still off, still fine.
    expect((await t.app.inject({ method: 'POST', url: link.pathname })).statusCode).toBe(200);
    t.clock.set('2025-05-06T17:30:03Z');
    await sendDueReminders(t.ctx);
    await t.deliverMail();
    expect(t.smtp.mailsTo(person.email)).toHaveLength(1);
  });

  it('unsubscribes with a multipart one-click POST and through the API address the web page uses', async () => {
    const { person, mail } = await deliveredReminder();
    const path = new URL(mail.headers['list-unsubscribe']!.slice(1, -1)).pathname;
    const boundary = 'x1y2z3';
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(false);
    for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'text/plain' }, {}]) {
      expect((await t.app.inject({ method: 'POST', url: path, headers })).statusCode, JSON.stringify(headers)).toBe(200);
    }

    await putReminder(person, { enabled: true, time: '19:30', time_zone: 'Europe/Berlin' });
    const viaApi = await t.app.inject({ method: 'POST', url: `/api/v1/reminders${path}` });
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.json()).toEqual({ message: 'Reminders are off. You can turn them on again in Settings.' });
    expect((await call(person, 'GET', '/users/me/reminders')).json().enabled).toBe(false);
  });

  it('goes to the log, link included, when SMTP_URL is unset', async () => {
    const lines: string[] = [];
    const pino = (await import('pino')).default;
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const { createLogTransport } = await import('../../src/modules/mail/transport');
    const { createMailWorker } = await import('../../src/modules/mail/worker');
    const person = await personWithReminder('20:00', 'UTC', '2025-05-07T12:00:00Z');
    t.clock.set('2025-05-07T20:00:01Z');
    await sendDueReminders(t.ctx);
    const worker = createMailWorker({ db: t.ctx.db, clock: t.clock, cipher: t.ctx.cipher, transport: createLogTransport(logger), from: t.ctx.config.mailFrom, logger });
    await worker.runOnce();
    const logged = lines.join('\n');
    // One plain line: the subject and the links (issue 18), the unsubscribe link among them.
    expect(logged).toContain('Mail not sent (SMTP_URL is not set): “Time for today\'s practice”');
    expect(logged).toMatch(/http:\/\/ladder\.test\/unsubscribe\/[A-Za-z0-9_-]{64}/);
    expect(logged).toContain(person.email);
  });
});

describe('reminders and the person’s data rights', () => {
  it('are in the export, and gone with the account', async () => {
    const person = await signedInUser(t, { email: uniqueEmail('rights') });
    await putReminder(person, { enabled: true, time: '08:30', time_zone: 'Europe/Madrid' });
    await t.ctx.db.insert(pushSubscriptions).values({ userId: person.id, endpoint: 'https://push.example.net/abc', p256dh: 'key', auth: 'secret' });
    const exported = (await call(person, 'GET', '/users/me/export')).json();
    expect(exported.reminders).toEqual([
      expect.objectContaining({ kind: 'daily_practice', enabled: true, time: '08:30', time_zone: 'Europe/Madrid', last_sent_on: null }),
    ]);
    expect(exported.push_subscriptions).toEqual([expect.objectContaining({ endpoint: 'https://push.example.net/abc', keys: { p256dh: 'key', auth: 'secret' } })]);

    expect((await call(person, 'DELETE', '/users/me', { password: person.password })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(reminders).where(eq(reminders.userId, person.id))).toEqual([]);
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id))).toEqual([]);
  });
});
