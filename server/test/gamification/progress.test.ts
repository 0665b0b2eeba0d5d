import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, assignments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ALL_ANSWERS, refreshLogin, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const api = (person: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const stats = async (person: Person) => (await api(person, 'GET', '/gamification/stats')).json();

async function exposure(person: Person, fear: number, title = `Exposure at ${fear}`) {
  const response = await api(person, 'POST', '/erp-exposures/exposures', {
    title,
    description: 'Do it once, for 20 minutes. Do not check afterwards.',
    fear_level: fear,
  });
  return response.json().id as string;
}

const session = (person: Person, id: string, minutes = 20) =>
  api(person, 'POST', `/erp-exposures/exposures/${id}/progress`, {
    anxiety_level_pre: 6,
    anxiety_level_post: 4,
    duration_minutes: minutes,
    notes: '',
  });

describe('GET /api/v1/gamification/stats', () => {
  it('has the exact shape of docs/product.md §48 for a new person', async () => {
    const person = await signedInUser(t);
    expect(await stats(person)).toEqual({
      progress: { points: 0, current_streak: 0, longest_streak: 0 },
      next_milestone: { title: 'First step', current: 0, target: 1, progress_percent: 0, description: 'Complete your first exposure session.' },
      achievements: [],
    });
  });

  it('rewards practice: points, streak across days in the person’s time zone, and milestones awarded once', async () => {
    t.clock.set('2026-06-01T12:00:00Z');
    let person = await signedInUser(t);
    await api(person, 'PATCH', '/users/me', { time_zone: 'America/Los_Angeles' });
    const id = await exposure(person, 5);
    await session(person, id);
    let current = await stats(person);
    // A 20-minute session 10, and 5 for the practice suggestion it completes: suggestions are issued
    // when the exposure is written, not when the dashboard reads them (issue 19).
    expect(current.progress).toEqual({ points: 15, current_streak: 1, longest_streak: 1 });
    expect(current.achievements.map((a: { title: string }) => a.title)).toEqual(['First step']);

    // 03:00 UTC on the 2nd is still the evening of the 1st in Los Angeles: same day, streak stays 1.
    t.clock.set('2026-06-02T03:00:00Z');
    person = await refreshLogin(t, person);
    await session(person, id);
    expect((await stats(person)).progress.current_streak).toBe(1);

    t.clock.set('2026-06-02T18:00:00Z');
    person = await refreshLogin(t, person);
    await session(person, id);
    t.clock.set('2026-06-03T18:00:00Z');
    person = await refreshLogin(t, person);
    await session(person, id);
    current = await stats(person);
    // Four sessions (40), each completing the practice suggestion issued at that sign-in (4 × 5).
    expect(current.progress).toMatchObject({ current_streak: 3, longest_streak: 3, points: 60 });
    expect(current.achievements[0]).toMatchObject({ type: 'streak', title: 'Three days running' });

    t.clock.set('2026-06-06T18:00:00Z');
    person = await refreshLogin(t, person);
    current = await stats(person);
    expect(current.progress).toMatchObject({ current_streak: 0, longest_streak: 3 });
    const held = await t.ctx.db.select().from(achievements).where(eq(achievements.userId, person.id));
    expect(new Set(held.map((a) => a.code)).size).toBe(held.length);
  });

  it('caps points for repeated actions: three sessions a day, one journal entry a day, nothing for a zero-minute session', async () => {
    const person = await signedInUser(t);
    const id = await exposure(person, 4);
    await session(person, id, 0);
    for (let i = 0; i < 5; i += 1) await session(person, id);
    for (let i = 0; i < 3; i += 1) await api(person, 'POST', '/journal/entries', { content: `Entry ${i}`, mood: 6 });
    // Three capped sessions and one journal entry, plus the practice and journal suggestions they
    // complete (issued with the exposure, issue 19), each once.
    expect((await stats(person)).progress.points).toBe(3 * 10 + 3 + 5 + 5);
  });

  it('concurrent activity never awards an achievement twice', async () => {
    const person = await signedInUser(t);
    const ids = await Promise.all([exposure(person, 4, 'a'), exposure(person, 5, 'b'), exposure(person, 6, 'c')]);
    await Promise.all(ids.map((id) => session(person, id)));
    await Promise.all([stats(person), stats(person), stats(person)]);
    const held = await t.ctx.db.select().from(achievements).where(eq(achievements.userId, person.id));
    expect(held.filter((a) => a.code === 'exposures-1')).toHaveLength(1);
  });
});

describe('assignments', () => {
  it('suggests the next exposure at the person’s level and a journal entry, never duplicated', async () => {
    const person = await signedInUser(t);
    await exposure(person, 9, 'Hardest');
    await exposure(person, 5, 'Middle step');
    await exposure(person, 2, 'Easiest');
    const [first, second] = await Promise.all([api(person, 'GET', '/assignments/pending'), api(person, 'GET', '/assignments/pending')]);
    expect(first.statusCode).toBe(200);
    const titles = first.json().map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Practise: Middle step', 'Write a journal entry']);
    expect(second.json().map((a: { title: string }) => a.title)).toEqual(titles);
    const rows = await t.ctx.db.select().from(assignments).where(eq(assignments.userId, person.id));
    expect(rows).toHaveLength(2);
  });

  it('completes on the matching action (a journal suggestion also by hand), with points once; another person gets 404', async () => {
    const person = await signedInUser(t);
    const stranger = await signedInUser(t);
    const id = await exposure(person, 5, 'Practise me');
    const pending = (await api(person, 'GET', '/assignments/pending')).json();
    const journal = pending.find((a: { title: string }) => a.title === 'Write a journal entry');
    expect((await api(stranger, 'POST', `/assignments/${journal.id}/complete`)).statusCode).toBe(404);
    expect((await api(person, 'POST', '/assignments/not-a-uuid/complete')).statusCode).toBe(404);

    await api(person, 'POST', '/journal/entries', { content: 'Wrote something.', mood: 7 });
    let titles = (await api(person, 'GET', '/assignments/pending')).json().map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Practise: Practise me']);

    // The practice suggestion completes with a session on its exposure (issue 17), once.
    await session(person, id);
    // journal 3 + its assignment 5 + a 20-minute session 10 + the practice assignment 5
    expect((await stats(person)).progress.points).toBe(23);
    titles = (await api(person, 'GET', '/assignments/pending')).json().map((a: { title: string }) => a.title);
    expect(titles).toEqual([]);

    // A journal suggestion can also be ticked by hand, once.
    t.clock.advance({ hours: 8 * 24 });
    const later = await refreshLogin(t, person);
    const next = ((await api(later, 'GET', '/assignments/pending')).json() as Array<{ id: string; kind: string }>).find((a) => a.kind === 'journal')!;
    expect((await api(later, 'POST', `/assignments/${next.id}/complete`)).statusCode).toBe(204);
    expect((await api(later, 'POST', `/assignments/${next.id}/complete`)).statusCode).toBe(204);
    expect((await stats(later)).progress.points).toBe(28);
  });

  it('issues suggestions on writes and at sign-in, never on GET /assignments/pending (issue 19)', async () => {
    const person = await signedInUser(t);
    await exposure(person, 5, 'Issued on a write');
    const issued = await t.ctx.db.select().from(assignments).where(eq(assignments.userId, person.id));
    expect(issued.map((row) => row.kind).sort()).toEqual(['journal', 'practise_exposure']);

    // With the rows gone, reading issues nothing: the list is empty and stays so.
    await t.ctx.db.delete(assignments).where(eq(assignments.userId, person.id));
    const read = await api(person, 'GET', '/assignments/pending');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([]);
    expect(await t.ctx.db.select().from(assignments).where(eq(assignments.userId, person.id))).toEqual([]);

    // A failed write issues nothing either; a new sign-in does.
    expect((await api(person, 'POST', '/journal/entries', { content: '', mood: 99 })).statusCode).toBe(422);
    expect(await t.ctx.db.select().from(assignments).where(eq(assignments.userId, person.id))).toEqual([]);
    const again = await refreshLogin(t, person);
    const titles = (await api(again, 'GET', '/assignments/pending')).json().map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Practise: Issued on a write', 'Write a journal entry']);
  });

  it('suggests retaking the Y-BOCS only when the last one is at least two weeks old', async () => {
    t.clock.set('2026-07-01T10:00:00Z');
    let person = await signedInUser(t);
    await api(person, 'POST', '/assessments/ybocs', { responses: ALL_ANSWERS('2'), is_onboarding: true });
    const kinds = async () => (await api(person, 'GET', '/assignments/pending')).json().map((a: { title: string }) => a.title);
    expect(await kinds()).not.toContain('Retake the Y-BOCS');
    t.clock.set('2026-07-14T09:00:00Z');
    person = await refreshLogin(t, person);
    expect(await kinds()).not.toContain('Retake the Y-BOCS');
    t.clock.set('2026-07-15T10:00:00Z');
    person = await refreshLogin(t, person);
    expect(await kinds()).toContain('Retake the Y-BOCS');
    await api(person, 'POST', '/assessments/ybocs', { responses: ALL_ANSWERS('1') });
    expect(await kinds()).not.toContain('Retake the Y-BOCS');
  });
});

describe('PATCH /api/v1/users/me', () => {
  it('stores a valid IANA time zone and refuses others', async () => {
    const person = await signedInUser(t);
    expect((await api(person, 'PATCH', '/users/me', { time_zone: 'Europe/Berlin' })).statusCode).toBe(200);
    const bad = await api(person, 'PATCH', '/users/me', { time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Time zone must be an IANA name such as Europe/Berlin.');
  });
});

describe('assignments tied to practice (issue 17)', () => {
  const practiseSuggestion = async (person: Person) =>
    ((await api(person, 'GET', '/assignments/pending')).json() as Array<{ id: string; kind: string; exposure_id?: string | null }>).find(
      (a) => a.kind === 'practise_exposure',
    );
  const kinds = async (person: Person) => (await api(person, 'GET', '/assignments/pending')).json().map((a: { kind: string }) => a.kind);
  const logSession = (person: Person, exposureId: string) =>
    api(person, 'POST', `/erp-exposures/exposures/${exposureId}/progress`, { anxiety_level_pre: 6, anxiety_level_post: 4, duration_minutes: 12 });

  it('names its exposure; a tick by hand is refused; a session on another exposure leaves it; one on its own completes it', async () => {
    t.clock.set('2026-09-01T08:00:00Z');
    let person = await signedInUser(t);
    const first = await exposure(person, 5, 'First');
    const second = await exposure(person, 2, 'Second');
    const practise = (await practiseSuggestion(person))!;
    expect(practise.exposure_id).toBe(first);

    const byHand = await api(person, 'POST', `/assignments/${practise.id}/complete`);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().detail).toMatch(/log a session on its exposure/);
    expect((await practiseSuggestion(person))?.id).toBe(practise.id);

    expect((await logSession(person, second)).statusCode).toBe(201);
    expect((await practiseSuggestion(person))?.id).toBe(practise.id);

    expect((await logSession(person, first)).statusCode).toBe(201);
    expect(await kinds(person)).not.toContain('practise_exposure');
    // Not replaced at once (it would look as if nothing happened), but after a break.
    t.clock.advance({ hours: 13 });
    person = await refreshLogin(t, person);
    expect(await kinds(person)).toContain('practise_exposure');
  });
});
