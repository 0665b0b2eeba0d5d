import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointEvents, urgeLogs } from '../../src/db/schema';
import { FakeClock } from '../helpers/fake-clock';
import { signedInUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The urge and compulsion log (issue 17 item 7): HTTP in, HTTP out, on a real database. */
let t: TestApp;
const START = '2026-11-24T12:00:00.000Z';
beforeAll(async () => {
  t = await createTestApp({ clock: new FakeClock(START) });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const api = (person: Person, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const logUrge = (person: Person, payload: object) => api(person, 'POST', '/urges', payload);
const day = async (person: Person, query = '') => {
  const response = await api(person, 'GET', `/urges${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { date: string; time_zone: string; counts: object; urges: Array<{ id: string; compulsion: string; occurred_at: string }> };
};

describe('POST /api/v1/urges', () => {
  it('logs an urge now (201) with the words as written, trimmed', async () => {
    t.clock.set(START);
    const person = await signedInUser(t);
    const response = await logUrge(person, { compulsion: '  Checking   the stove ', outcome: 'resisted', note: ' after dinner ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      compulsion: 'Checking the stove',
      outcome: 'resisted',
      note: 'after dinner',
      occurred_at: START,
      created_at: START,
      crisis_resources: false,
    });
    const blankNote = await logUrge(person, { compulsion: 'Washing hands', outcome: 'done', note: '   ' });
    expect(blankNote.json().note).toBeNull();
  });

  it('takes an earlier time within three days, and a device clock a few minutes ahead', async () => {
    t.clock.set(START);
    const person = await signedInUser(t);
    const earlier = '2026-11-24T07:15:00.000Z';
    expect((await logUrge(person, { compulsion: 'Counting', outcome: 'delayed', occurred_at: earlier })).json().occurred_at).toBe(earlier);
    expect((await logUrge(person, { compulsion: 'Counting', outcome: 'done', occurred_at: '2026-11-24T14:00:00+02:00' })).statusCode).toBe(201);
    expect((await logUrge(person, { compulsion: 'Counting', outcome: 'done', occurred_at: '2026-11-24T12:04:00Z' })).statusCode).toBe(201);
    expect((await logUrge(person, { compulsion: 'Counting', outcome: 'done', occurred_at: '2026-11-21T12:00:01Z' })).statusCode).toBe(201);
  });

  it.each([
    ['2026-11-24T12:06:00Z', 'The time is in the future. Choose the time the urge came, or leave it as now.'],
    ['2027-01-01T00:00:00Z', 'The time is in the future. Choose the time the urge came, or leave it as now.'],
    ['2026-11-21T11:59:00Z', 'An urge can be logged up to 3 days after it came. Choose a later time.'],
  ])('refuses occurred_at %s with 400 and saves nothing', async (occurredAt, detail) => {
    t.clock.set(START);
    const person = await signedInUser(t);
    const response = await logUrge(person, { compulsion: 'Checking', outcome: 'done', occurred_at: occurredAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'bad_request' });
    expect((await day(person, '?date=2026-11-21&time_zone=UTC')).urges).toEqual([]);
    expect((await day(person, '?time_zone=UTC')).urges).toEqual([]);
  });

  it.each([
    [{ outcome: 'done' }, 'Compulsion is required.'],
    [{ compulsion: '   ', outcome: 'done' }, 'Choose or write the compulsion.'],
    [{ compulsion: 'x'.repeat(501), outcome: 'done' }, 'A compulsion can be at most 500 characters.'],
    [{ compulsion: 'Checking' }, 'Outcome is required.'],
    [{ compulsion: 'Checking', outcome: 'failed' }, 'Outcome must be done, resisted or delayed.'],
    [{ compulsion: 'Checking', outcome: 'done', note: 'n'.repeat(501) }, 'A note can be at most 500 characters.'],
    [{ compulsion: 'Checking', outcome: 'done', occurred_at: 'yesterday' }, 'The time must be an ISO 8601 date and time with its offset, such as 2026-11-24T08:30:00Z.'],
    [{ compulsion: 'Checking', outcome: 'done', occurred_at: '2026-11-24T10:00:00' }, 'The time must be an ISO 8601 date and time with its offset, such as 2026-11-24T08:30:00Z.'],
  ])('refuses %j with 422 and saves nothing', async (payload, detail) => {
    const person = await signedInUser(t);
    const response = await logUrge(person, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await day(person)).urges).toEqual([]);
  });

  it('accepts exactly 500 characters in the compulsion and the note', async () => {
    const person = await signedInUser(t);
    expect((await logUrge(person, { compulsion: 'c'.repeat(500), outcome: 'done', note: 'n'.repeat(500) })).statusCode).toBe(201);
  });

  it('offers crisis resources beside words that read as a crisis, and saves them as usual', async () => {
    t.clock.set(START);
    const person = await signedInUser(t);
    const response = await logUrge(person, { compulsion: 'Checking', outcome: 'done', note: 'I want to kill myself tonight' });
    expect(response.statusCode).toBe(201);
    expect(response.json().crisis_resources).toBe(true);
    expect((await day(person, '?time_zone=UTC')).urges).toHaveLength(1);
  });

  it('seals the compulsion and the note at rest: the raw columns do not hold the words', async () => {
    const person = await signedInUser(t);
    await logUrge(person, { compulsion: 'Touching the doorframe seven times', outcome: 'done', note: 'A very private note' });
    const rows = await t.ctx.db.select().from(urgeLogs).where(eq(urgeLogs.userId, person.id));
    expect(rows[0]!.compulsionEncrypted).toMatch(/^enc:v1:/);
    expect(rows[0]!.noteEncrypted).toMatch(/^enc:v1:/);
    const raw = await t.ctx.db.execute(sql`SELECT row_to_json(u)::text AS row FROM urge_logs u WHERE user_id = ${person.id}`);
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain('doorframe');
    expect(text).not.toContain('private note');
  });
});

describe('GET /api/v1/urges (a local day)', () => {
  it('places each urge on the local day of its time zone, earliest first, with counts', async () => {
    t.clock.set('2026-11-25T06:00:00Z');
    const person = await signedInUser(t);
    // 23:30 UTC on the 24th is 08:30 on the 25th in Tokyo and 15:30 on the 24th in Los Angeles.
    await logUrge(person, { compulsion: 'Late', outcome: 'done', occurred_at: '2026-11-24T23:30:00Z' });
    await logUrge(person, { compulsion: 'Early', outcome: 'resisted', occurred_at: '2026-11-24T09:00:00Z' });
    await logUrge(person, { compulsion: 'Middle', outcome: 'delayed', occurred_at: '2026-11-24T14:00:00Z' }); // 23:00 in Tokyo

    const utc = await day(person, '?date=2026-11-24&time_zone=UTC');
    expect(utc.urges.map((urge) => urge.compulsion)).toEqual(['Early', 'Middle', 'Late']);
    expect(utc.counts).toEqual({ done: 1, resisted: 1, delayed: 1 });
    expect((await day(person, '?date=2026-11-24&time_zone=Asia/Tokyo')).urges.map((urge) => urge.compulsion)).toEqual(['Early', 'Middle']);
    expect((await day(person, '?date=2026-11-25&time_zone=Asia/Tokyo')).urges.map((urge) => urge.compulsion)).toEqual(['Late']);
    expect((await day(person, '?date=2026-11-24&time_zone=America/Los_Angeles')).urges.map((urge) => urge.compulsion)).toEqual(['Early', 'Middle', 'Late']);
    // The zones furthest from UTC: +14 and −11.
    expect((await day(person, '?date=2026-11-25&time_zone=Pacific/Kiritimati')).urges.map((urge) => urge.compulsion)).toEqual(['Middle', 'Late']);
    expect((await day(person, '?date=2026-11-23&time_zone=Pacific/Pago_Pago')).urges.map((urge) => urge.compulsion)).toEqual(['Early']);
  });

  it('is right across a daylight-saving change (Berlin, 25 October 2026: 25 hours long)', async () => {
    t.clock.set('2026-10-26T12:00:00Z');
    const person = await signedInUser(t);
    await logUrge(person, { compulsion: 'Before midnight', outcome: 'done', occurred_at: '2026-10-24T21:59:00Z' }); // 23:59 CEST on the 24th
    await logUrge(person, { compulsion: 'Just after midnight', outcome: 'done', occurred_at: '2026-10-24T22:01:00Z' }); // 00:01 CEST on the 25th
    await logUrge(person, { compulsion: 'Late evening', outcome: 'done', occurred_at: '2026-10-25T22:59:00Z' }); // 23:59 CET on the 25th
    await logUrge(person, { compulsion: 'Next day', outcome: 'done', occurred_at: '2026-10-25T23:01:00Z' }); // 00:01 CET on the 26th
    const berlin = await day(person, '?date=2026-10-25&time_zone=Europe/Berlin');
    expect(berlin.urges.map((urge) => urge.compulsion)).toEqual(['Just after midnight', 'Late evening']);
  });

  it("defaults to today in the person's own time zone", async () => {
    t.clock.set('2026-11-24T23:30:00Z');
    const person = await signedInUser(t);
    await logUrge(person, { compulsion: 'Now', outcome: 'resisted' });
    expect((await day(person)).date).toBe('2026-11-24');
    expect((await api(person, 'PATCH', '/users/me', { time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    const today = await day(person);
    expect(today).toMatchObject({ date: '2026-11-25', time_zone: 'Asia/Tokyo' });
    expect(today.urges.map((urge) => urge.compulsion)).toEqual(['Now']);
    expect((await day(person, '?time_zone=UTC')).date).toBe('2026-11-24');
  });

  it.each([
    ['?date=2026-02-30', 'The date must be a calendar date written YYYY-MM-DD.'],
    ['?date=24/11/2026', 'The date must be a calendar date written YYYY-MM-DD.'],
    ['?time_zone=Mars/Olympus', 'Time zone must be an IANA name such as Europe/Berlin.'],
  ])('refuses %s with 422', async (query, detail) => {
    const person = await signedInUser(t);
    const response = await api(person, 'GET', `/urges${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it("never shows another person's urges", async () => {
    t.clock.set(START);
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await logUrge(alice, { compulsion: 'Alice only', outcome: 'done' });
    expect((await day(bob)).urges).toEqual([]);
    expect((await api(bob, 'GET', '/urges/weekly')).json().days.at(-1)).toMatchObject({ done: 0, resisted: 0, delayed: 0 });
  });
});

describe('GET /api/v1/urges/weekly', () => {
  it('counts done, resisted and delayed for today and the six local days before it, oldest first', async () => {
    t.clock.set('2026-11-24T20:00:00Z');
    const person = await signedInUser(t);
    // Logged when each happened (the clock moves: logging goes back three days at most).
    const at = async (iso: string, outcome: string) => {
      t.clock.set(iso);
      expect((await logUrge(person, { compulsion: 'Checking', outcome })).statusCode).toBe(201);
    };
    await at('2026-11-16T12:00:00Z', 'done'); // eight days back: outside the week
    await at('2026-11-18T09:00:00Z', 'done'); // the first day of the week
    await at('2026-11-20T09:00:00Z', 'resisted');
    await at('2026-11-20T10:00:00Z', 'resisted');
    await at('2026-11-20T11:00:00Z', 'delayed');
    await at('2026-11-24T19:00:00Z', 'done');
    await at('2026-11-24T19:30:00Z', 'resisted');
    t.clock.set('2026-11-24T20:00:00Z');

    const response = await api(person, 'GET', '/urges/weekly?time_zone=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      time_zone: 'UTC',
      days: [
        { date: '2026-11-18', done: 1, resisted: 0, delayed: 0 },
        { date: '2026-11-19', done: 0, resisted: 0, delayed: 0 },
        { date: '2026-11-20', done: 0, resisted: 2, delayed: 1 },
        { date: '2026-11-21', done: 0, resisted: 0, delayed: 0 },
        { date: '2026-11-22', done: 0, resisted: 0, delayed: 0 },
        { date: '2026-11-23', done: 0, resisted: 0, delayed: 0 },
        { date: '2026-11-24', done: 1, resisted: 1, delayed: 0 },
      ],
    });
    // In Tokyo it is already the 25th: the week moves one day on, and the evening's urges fall on the 25th.
    const tokyo = (await api(person, 'GET', '/urges/weekly?time_zone=Asia/Tokyo')).json();
    expect(tokyo.days.map((entry: { date: string }) => entry.date)).toEqual([
      '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25',
    ]);
    expect(tokyo.days.at(-1)).toEqual({ date: '2026-11-25', done: 1, resisted: 1, delayed: 0 });
    expect(tokyo.days[0]).toEqual({ date: '2026-11-19', done: 0, resisted: 0, delayed: 0 });
  });

  it('refuses an unknown time zone with 422', async () => {
    const person = await signedInUser(t);
    expect((await api(person, 'GET', '/urges/weekly?time_zone=Nowhere')).statusCode).toBe(422);
  });
});

describe('DELETE /api/v1/urges/{id}', () => {
  it('removes one of the person’s urges; another person’s id, or none, is 404 and changes nothing', async () => {
    t.clock.set(START);
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const kept = (await logUrge(owner, { compulsion: 'Kept', outcome: 'done' })).json();
    const removed = (await logUrge(owner, { compulsion: 'Removed', outcome: 'delayed' })).json();

    const theirs = await api(stranger, 'DELETE', `/urges/${kept.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'This urge was not found.', code: 'not_found' });
    expect((await api(owner, 'DELETE', '/urges/not-an-id')).statusCode).toBe(404);

    expect((await api(owner, 'DELETE', `/urges/${removed.id}`)).statusCode).toBe(204);
    expect((await api(owner, 'DELETE', `/urges/${removed.id}`)).statusCode).toBe(404);
    expect((await day(owner, '?time_zone=UTC')).urges.map((urge) => urge.compulsion)).toEqual(['Kept']);
  });
});

describe('the log and gamification', () => {
  it('logging compulsions done (or resisted) never changes points, streaks, milestones or suggestions', async () => {
    t.clock.set('2026-11-24T08:00:00Z');
    const person = await signedInUser(t);
    const exposure = (await api(person, 'POST', '/erp-exposures/exposures', { title: 'Touch the bin lid', description: 'Do not wash.', fear_level: 4 })).json();
    await api(person, 'POST', `/erp-exposures/exposures/${exposure.id}/start`, { anxiety_level: 6 });
    t.clock.advance({ minutes: 20 });
    expect(
      (await api(person, 'POST', `/erp-exposures/exposures/${exposure.id}/progress`, { anxiety_level_pre: 6, anxiety_level_post: 5, duration_minutes: 20 })).statusCode,
    ).toBe(201);
    t.clock.advance({ minutes: 5 });
    const statsBefore = (await api(person, 'GET', '/gamification/stats')).json();
    const assignmentsBefore = (await api(person, 'GET', '/assignments/pending')).json();
    const ledgerBefore = await t.ctx.db.select().from(pointEvents).where(eq(pointEvents.userId, person.id));
    expect(statsBefore.progress.current_streak).toBe(1);
    expect(statsBefore.progress.points).toBeGreaterThan(0);

    for (const outcome of ['done', 'done', 'done', 'resisted', 'delayed']) {
      expect((await logUrge(person, { compulsion: 'Washing hands', outcome })).statusCode).toBe(201);
    }
    expect((await logUrge(person, { compulsion: 'Washing hands', outcome: 'done', occurred_at: '2026-11-23T19:00:00Z' })).statusCode).toBe(201);

    expect((await api(person, 'GET', '/gamification/stats')).json()).toEqual(statsBefore);
    expect((await api(person, 'GET', '/assignments/pending')).json()).toEqual(assignmentsBefore);
    expect(await t.ctx.db.select().from(pointEvents).where(eq(pointEvents.userId, person.id))).toEqual(ledgerBefore);
  });
});
