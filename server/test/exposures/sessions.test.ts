import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureSessions } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { refreshLogin, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const base = '/api/v1/erp-exposures/exposures';
const inject = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const exposureOf = async (person: Person, id: string) =>
  (await inject(person, 'GET', '')).json().find((e: { id: string }) => e.id === id);

async function newExposure(person: Person, fear = 7) {
  const response = await inject(person, 'POST', '', {
    title: 'Leave the house without checking the stove',
    description: 'Turn the stove off once, leave for 30 minutes. Do not go back, check photos or ask anyone.',
    fear_level: fear,
  });
  return response.json().id as string;
}

const progress = { anxiety_level_pre: 7, anxiety_level_post: 4, duration_minutes: 25, notes: 'Hard at first.\nEasier later.' };

describe('exposure sessions', () => {
  it('start opens a session and moves the exposure to in_progress', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const started = await inject(person, 'POST', `/${id}/start`, {
      anxiety_level: 7,
      feared_outcome: 'The house burns down',
      feared_outcome_likelihood: 60,
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      exposure_id: id,
      status: 'open',
      started_at: t.clock.now().toISOString(),
      anxiety_level_pre: 7,
      feared_outcome: 'The house burns down',
      feared_outcome_likelihood: 60,
    });
    const exposure = await exposureOf(person, id);
    expect(exposure.status).toBe('in_progress');
    expect(exposure.open_session).toEqual({ id: started.json().id, started_at: t.clock.now().toISOString(), anxiety_level_pre: 7 });
  });

  it('a closed tab does not lose the session: starting again resumes it with the server start time', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const first = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 8 })).json();
    t.clock.advance({ minutes: 12 });
    const again = await inject(person, 'POST', `/${id}/start`, { anxiety_level: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect(again.json().started_at).toBe(first.started_at);
    expect(again.json().anxiety_level_pre).toBe(8);
  });

  it('progress closes the open session, stores the log and sets latest_anxiety', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const session = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 7 })).json();
    t.clock.advance({ minutes: 25 });
    const logged = await inject(person, 'POST', `/${id}/progress`, {
      ...progress,
      peak_anxiety: 9,
      outcome_happened: false,
      surprise: 6,
      did_compulsion: false,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      id: session.id,
      status: 'completed',
      ended_at: t.clock.now().toISOString(),
      anxiety_level_pre: 7,
      anxiety_level_post: 4,
      duration_minutes: 25,
      notes: 'Hard at first.\nEasier later.',
      peak_anxiety: 9,
      outcome_happened: false,
      surprise: 6,
      did_compulsion: false,
    });
    const exposure = await exposureOf(person, id);
    expect(exposure).toMatchObject({ status: 'in_progress', latest_anxiety: 4, session_count: 1, initial_fear: 7, open_session: null });
    expect(exposure.last_practised_at).toBe(t.clock.now().toISOString());
  });

  it('progress without a recorded start is accepted and recorded as such', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const logged = await inject(person, 'POST', `/${id}/progress`, progress);
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({ started_at: null, status: 'completed', anxiety_level_post: 4 });
    expect((await exposureOf(person, id)).status).toBe('in_progress');
  });

  it('marks the exposure completed when a session starts at anxiety 1, and it stays completed', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person, 3);
    await inject(person, 'POST', `/${id}/progress`, { ...progress, anxiety_level_pre: 1, anxiety_level_post: 1 });
    expect((await exposureOf(person, id)).status).toBe('completed');
    await inject(person, 'POST', `/${id}/progress`, { ...progress, anxiety_level_pre: 4, anxiety_level_post: 2 });
    expect((await exposureOf(person, id))).toMatchObject({ status: 'completed', latest_anxiety: 2, session_count: 2, initial_fear: 1 });
  });

  it('optional fields never block submitting', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const minimal = await inject(person, 'POST', `/${id}/progress`, {
      anxiety_level_pre: 6,
      anxiety_level_post: 6,
      duration_minutes: 0,
      notes: '',
      feared_outcome: null,
      peak_anxiety: null,
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ notes: null, feared_outcome: null, peak_anxiety: null });
  });

  it.each([
    ['/start', { anxiety_level: 0 }, 'A rating must be from 1 to 10.'],
    ['/start', {}, 'Anxiety level is required.'],
    ['/start', { anxiety_level: 5, feared_outcome_likelihood: 101 }, 'Likelihood must be from 0 to 100.'],
    ['/progress', { ...progress, anxiety_level_post: 11 }, 'A rating must be from 1 to 10.'],
    ['/progress', { ...progress, duration_minutes: -1 }, 'Duration cannot be negative.'],
    ['/progress', { ...progress, duration_minutes: 2.5 }, 'Duration must be whole minutes.'],
    ['/progress', { ...progress, notes: 'x'.repeat(5001) }, 'Notes can be at most 5000 characters.'],
    ['/progress', { ...progress, surprise: 11 }, 'Surprise must be from 0 to 10.'],
  ])('refuses %s %j with 422 and changes nothing', async (path, body, detail) => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const response = await inject(person, 'POST', `/${id}${path}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await exposureOf(person, id))).toMatchObject({ status: 'not_started', session_count: 0, latest_anxiety: null });
  });

  it("another person's exposure id answers 404 and changes nothing", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const id = await newExposure(alice);
    for (const [path, body] of [['/start', { anxiety_level: 5 }], ['/progress', progress]] as const) {
      const response = await inject(bob, 'POST', `/${id}${path}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'This exposure was not found.', code: 'not_found' });
    }
    expect((await inject(bob, 'GET', `/${id}/sessions`)).statusCode).toBe(404);
    expect((await exposureOf(alice, id))).toMatchObject({ status: 'not_started', session_count: 0 });
  });

  it('notes and feared outcomes are sealed at rest', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    await inject(person, 'POST', `/${id}/start`, { anxiety_level: 6, feared_outcome: 'Something secret happens' });
    await inject(person, 'POST', `/${id}/progress`, { ...progress, notes: 'My private reflection' });
    const rows = await t.ctx.db.select().from(exposureSessions).where(eq(exposureSessions.exposureId, id));
    expect(JSON.stringify(rows)).not.toMatch(/secret happens|private reflection/);
    const history = (await inject(person, 'GET', `/${id}/sessions`)).json();
    expect(history[0]).toMatchObject({ notes: 'My private reflection', feared_outcome: 'Something secret happens' });
  });

  it('a session left open for over a day is kept as abandoned and a new one starts', async () => {
    let person = await signedInUser(t);
    const id = await newExposure(person);
    const old = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 8 })).json();
    t.clock.advance({ hours: 25 });
    person = await refreshLogin(t, person);
    const fresh = await inject(person, 'POST', `/${id}/start`, { anxiety_level: 6 });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(old.id);
    const rows = await t.ctx.db.select().from(exposureSessions).where(eq(exposureSessions.exposureId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'open']);
  });

  it('lists many exposures with their practice figures', async () => {
    const person = await signedInUser(t);
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await newExposure(person, 4 + i));
    for (const id of ids.slice(0, 3)) await inject(person, 'POST', `/${id}/progress`, progress);
    await inject(person, 'POST', `/${ids[4]}/start`, { anxiety_level: 5 });
    const list = (await inject(person, 'GET', '')).json() as Array<{ id: string; session_count: number; open_session: unknown }>;
    expect(list.filter((e) => e.session_count === 1)).toHaveLength(3);
    expect(list.filter((e) => e.open_session !== null)).toHaveLength(1);
  });
});

describe('check-ins and slips during the timer (issue 17)', () => {
  it('keeps the check-ins in order, takes the peak from them, and records a slip as a compulsion done', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    await inject(person, 'POST', `/${id}/start`, { anxiety_level: 6 });
    const logged = await inject(person, 'POST', `/${id}/progress`, {
      anxiety_level_pre: 6,
      anxiety_level_post: 5,
      duration_minutes: 30,
      check_ins: [
        { minute: 10, anxiety: 9 },
        { minute: 5, anxiety: 8 },
        { minute: 20, anxiety: 6 },
      ],
      slips: 1,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      check_ins: [
        { minute: 5, anxiety: 8 },
        { minute: 10, anxiety: 9 },
        { minute: 20, anxiety: 6 },
      ],
      peak_anxiety: 9,
      slips: 1,
      did_compulsion: true,
    });
    const [history] = (await inject(person, 'GET', `/${id}/sessions`)).json();
    expect(history.check_ins).toHaveLength(3);
    expect(history.slips).toBe(1);
  });

  it('keeps the person’s own peak and answer over what the check-ins suggest, and needs none of them', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const own = await inject(person, 'POST', `/${id}/progress`, {
      ...progress,
      peak_anxiety: 10,
      did_compulsion: false,
      check_ins: [{ minute: 3, anxiety: 7 }],
      slips: 0,
    });
    expect(own.json()).toMatchObject({ peak_anxiety: 10, did_compulsion: false, slips: 0 });
    const none = await inject(person, 'POST', `/${id}/progress`, progress);
    expect(none.json()).toMatchObject({ check_ins: null, slips: null, peak_anxiety: null, did_compulsion: null });
  });

  it.each([
    [{ check_ins: [{ minute: 3, anxiety: 11 }] }, 'A check-in is from 0 to 10.'],
    [{ check_ins: [{ minute: -1, anxiety: 3 }] }, 'A check-in minute cannot be negative.'],
    [{ slips: -2 }, 'Slips cannot be negative.'],
  ])('refuses %j with a clear detail and saves nothing', async (extra, detail) => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const response = await inject(person, 'POST', `/${id}/progress`, { ...progress, ...extra });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect((await inject(person, 'GET', `/${id}/sessions`)).json()).toEqual([]);
  });
});

/** Decision 035: a session sent again from a device's offline queue is recorded once. */
describe('logging a session with an Idempotency-Key', () => {
  const send = (person: Person, id: string, key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/progress`, headers: { ...person.headers, 'idempotency-key': key }, payload });
  const sessionsOf = async (person: Person, id: string) => (await inject(person, 'GET', `/${id}/sessions`)).json() as { id: string }[];

  it('a replay answers the same session with the same status and records nothing new', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const key = 'd7c1f0a4-2b7e-4c43-9d3e-3a1f6f0b9c11';
    const first = await send(person, id, key, { ...progress, check_ins: [{ minute: 2, anxiety: 6 }] });
    expect(first.statusCode).toBe(201);
    const points = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/gamification/stats', headers: person.headers })).json().progress.points;
    const pointsAfterFirst = await points();
    expect(pointsAfterFirst).toBeGreaterThan(0);
    t.clock.advance({ minutes: 30 });
    const again = await send(person, id, key, { ...progress, check_ins: [{ minute: 2, anxiety: 6 }] });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await sessionsOf(person, id)).toHaveLength(1);
    // The practice is counted once too (points, streak days).
    expect(await points()).toBe(pointsAfterFirst);
  });

  it('a replay of a session that closed an open one does not reopen or duplicate it', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const started = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 7 })).json();
    const key = 'queued-session-0000000000001';
    const first = await send(person, id, key, progress);
    expect(first.json().id).toBe(started.id);
    // Another session is opened and left running: the replay must not close it.
    const next = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 6 })).json();
    const again = await send(person, id, key, progress);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(started.id);
    const sessions = await sessionsOf(person, id);
    expect(sessions.map((s) => s.id).sort()).toEqual([started.id, next.id].sort());
    expect((await exposureOf(person, id)).open_session.id).toBe(next.id);
  });

  it('the same key with a different session is refused with 409 and changes nothing', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const key = 'queued-session-0000000000002';
    const first = await send(person, id, key, progress);
    const conflicting = await send(person, id, key, { ...progress, anxiety_level_post: 2 });
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json()).toMatchObject({ detail: expect.any(String), code: 'conflict' });
    const otherExposure = await newExposure(person);
    const elsewhere = await send(person, otherExposure, key, progress);
    expect(elsewhere.statusCode).toBe(409);
    expect(await sessionsOf(person, id)).toEqual([expect.objectContaining({ id: first.json().id, anxiety_level_post: 4 })]);
    expect(await sessionsOf(person, otherExposure)).toEqual([]);
  });

  it("another person's exposure is 404 with or without a key, and keys belong to each person", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const id = await newExposure(owner);
    const key = 'queued-session-0000000000003';
    expect((await send(owner, id, key, progress)).statusCode).toBe(201);
    const replayByOther = await send(other, id, key, progress);
    expect(replayByOther.statusCode).toBe(404);
    expect(replayByOther.json()).toMatchObject({ detail: 'This exposure was not found.' });
    // The same key on the other person's own exposure is theirs: a session of their own, not the owner's.
    const own = await newExposure(other);
    const theirs = await send(other, own, key, progress);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().exposure_id).toBe(own);
    expect(await sessionsOf(owner, id)).toHaveLength(1);
  });

  it('a malformed key is refused with 422 before anything is written', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const response = await send(person, id, 'k'.repeat(201), progress);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: expect.stringContaining('Idempotency-Key') });
    expect(await sessionsOf(person, id)).toEqual([]);
  });
});

describe('a session sent after it ended (kept on the device while offline, decision 035)', () => {
  const send = (person: Person, id: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/progress`, headers: { ...person.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const stats = async (person: Person) => (await t.app.inject({ method: 'GET', url: '/api/v1/gamification/stats', headers: person.headers })).json().progress;
  const DAY = 24 * 3_600_000;

  it('counts for the day it was practised: yesterday and today make a streak of two', async () => {
    let person = await signedInUser(t);
    const id = await newExposure(person);
    t.clock.advance({ hours: 30 });
    person = await refreshLogin(t, person);
    const practisedAt = new Date(t.clock.now().getTime() - DAY);
    const late = await send(person, id, { ...progress, ended_at: practisedAt.toISOString() }, 'late-session-000000000001');
    expect(late.statusCode).toBe(201);
    expect(late.json().ended_at).toBe(practisedAt.toISOString());
    expect((await exposureOf(person, id)).last_practised_at).toBe(practisedAt.toISOString());
    expect(await stats(person)).toMatchObject({ current_streak: 1, longest_streak: 1 });
    expect((await send(person, id, progress)).statusCode).toBe(201);
    expect(await stats(person)).toMatchObject({ current_streak: 2, longest_streak: 2 });
  });

  it('a device clock ahead files it now; one behind the exposure files it when the exposure was made', async () => {
    let person = await signedInUser(t);
    const id = await newExposure(person);
    const madeAt = t.clock.now().toISOString();
    t.clock.advance({ hours: 2 });
    person = await refreshLogin(t, person);
    const ahead = await send(person, id, { ...progress, ended_at: new Date(t.clock.now().getTime() + 5 * DAY).toISOString() });
    expect(ahead.statusCode).toBe(201);
    expect(ahead.json().ended_at).toBe(t.clock.now().toISOString());
    const behind = await send(person, id, { ...progress, ended_at: '2001-01-01T00:00:00Z' });
    expect(behind.statusCode).toBe(201);
    expect(behind.json().ended_at).toBe(madeAt);
  });

  it('a recorded start is the earliest it can have ended', async () => {
    let person = await signedInUser(t);
    const id = await newExposure(person);
    t.clock.advance({ hours: 1 });
    person = await refreshLogin(t, person);
    const started = (await inject(person, 'POST', `/${id}/start`, { anxiety_level: 6 })).json();
    t.clock.advance({ minutes: 20 });
    const logged = await send(person, id, { ...progress, ended_at: new Date(t.clock.now().getTime() - 3 * 3_600_000).toISOString() });
    expect(logged.json()).toMatchObject({ id: started.id, ended_at: started.started_at });
  });

  it('an end time that is not a date and time is refused, and nothing is written', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    for (const ended_at of ['yesterday', '2026-13-40T25:00:00Z', 1_700_000_000_000]) {
      const refused = await send(person, id, { ...progress, ended_at });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toMatch(/end time/i);
    }
    expect((await inject(person, 'GET', `/${id}/sessions`)).json()).toEqual([]);
  });

  it('a replay with the same end time is the same session; a key stored without one still matches a null', async () => {
    const person = await signedInUser(t);
    const id = await newExposure(person);
    const endedAt = t.clock.now().toISOString();
    const first = await send(person, id, { ...progress, ended_at: endedAt }, 'late-session-000000000002');
    t.clock.advance({ minutes: 30 });
    const again = await send(person, id, { ...progress, ended_at: endedAt }, 'late-session-000000000002');
    expect(again.json()).toEqual(first.json());
    expect((await send(person, id, { ...progress, ended_at: new Date(t.clock.now().getTime() - 60_000).toISOString() }, 'late-session-000000000002')).statusCode).toBe(409);
    const without = await send(person, id, progress, 'late-session-000000000003');
    const withNull = await send(person, id, { ...progress, ended_at: null }, 'late-session-000000000003');
    expect(withNull.statusCode).toBe(201);
    expect(withNull.json().id).toBe(without.json().id);
  });
});
