import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ALL_ANSWERS, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (person: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('terms', () => {
  it('starts unaccepted and records acceptance with its version and time', async () => {
    const person = await signedInUser(t);
    const before = await call(person, 'GET', '/users/me/tos-status');
    expect(before.json()).toEqual({ accepted_tos: false, accepted_at: null, version: expect.any(String) });
    const accepted = await call(person, 'POST', '/users/me/accept-tos');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ accepted_tos: true, accepted_at: t.clock.now().toISOString(), version: before.json().version });
    expect((await call(person, 'GET', '/users/me')).json().accepted_tos).toBe(true);
    t.clock.advance({ minutes: 5 });
    expect((await call(person, 'POST', '/users/me/accept-tos')).json().accepted_at).toBe(accepted.json().accepted_at);
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/users/me/tos-status')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/users/me/accept-tos')).statusCode).toBe(401);
  });
});

describe('obsessions, compulsions and triggers', () => {
  it('replaces a list: trims, drops blanks, merges duplicates, keeps order', async () => {
    const person = await signedInUser(t);
    const response = await call(person, 'POST', '/compulsions', {
      compulsions: ['  Washing my hands  ', '', '   ', 'washing   my HANDS', 'Checking the stove'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { description: string }) => item.description)).toEqual(['Washing my hands', 'Checking the stove']);
    expect((await call(person, 'GET', '/compulsions')).json()).toEqual(response.json());
    expect((await call(person, 'GET', '/users/me/compulsions')).json()).toEqual(response.json());
  });

  it('keeps the ids of unchanged items across a replace', async () => {
    const person = await signedInUser(t);
    const first = (await call(person, 'POST', '/triggers', { triggers: ['Door handles', 'Hospitals'] })).json();
    const second = (await call(person, 'POST', '/triggers', { triggers: ['Public toilets', 'door handles'] })).json();
    expect(second[1].id).toBe(first[0].id);
    expect(second[1].description).toBe('door handles');
    expect(second[0].id).not.toBe(first[1].id);
    expect(second).toHaveLength(2);
  });

  it('saves obsessions with the intake body and answers them with compulsions and triggers', async () => {
    const person = await signedInUser(t);
    await call(person, 'POST', '/compulsions', { compulsions: ['Checking locks'] });
    await call(person, 'POST', '/triggers', { triggers: ['Leaving the house'] });
    const saved = await call(person, 'POST', '/obsessions', {
      obsessions: [{ description: 'What if I left the door unlocked' }],
      compulsions: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      {
        id: expect.any(String),
        description: 'What if I left the door unlocked',
        compulsions: [{ id: expect.any(String), description: 'Checking locks' }],
        triggers: [{ id: expect.any(String), description: 'Leaving the house' }],
      },
    ]);
    expect((await call(person, 'GET', '/users/me/obsessions')).json()).toEqual(saved.json());
  });

  it('a non-empty compulsions list sent with obsessions replaces the compulsions', async () => {
    const person = await signedInUser(t);
    await call(person, 'POST', '/compulsions', { compulsions: ['Old one'] });
    await call(person, 'POST', '/obsessions', { obsessions: [{ description: 'Germs' }], compulsions: [{ description: 'Washing' }] });
    expect((await call(person, 'GET', '/compulsions')).json().map((c: { description: string }) => c.description)).toEqual(['Washing']);
  });

  it.each([
    ['/obsessions', { obsessions: [{ description: '   ' }] }, 'Add at least one obsession: the list cannot be empty.'],
    ['/compulsions', { compulsions: [] }, 'Add at least one compulsion: the list cannot be empty.'],
    ['/triggers', { triggers: [''] }, 'Add at least one trigger: the list cannot be empty.'],
    ['/triggers', { triggers: ['x'.repeat(501)] }, 'Each item can be at most 500 characters.'],
    ['/triggers', { triggers: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'A list can hold at most 50 items.'],
    ['/compulsions', { compulsions: [5] }, 'Each item must be text.'],
  ])('refuses %s %j with 422 and keeps what was saved', async (url, body, detail) => {
    const person = await signedInUser(t);
    const kind = url.slice(1);
    const seed = kind === 'obsessions' ? { obsessions: [{ description: 'Kept' }] } : { [kind]: ['Kept'] };
    await call(person, 'POST', url, seed);
    const response = await call(person, 'POST', url, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await call(person, 'GET', url)).json().map((item: { description: string }) => item.description)).toEqual(['Kept']);
  });

  it('stores the words sealed, never in plain text', async () => {
    const person = await signedInUser(t);
    await call(person, 'POST', '/obsessions', { obsessions: [{ description: 'A very private intrusive thought' }] });
    const rows = await t.ctx.db.select().from(intakeItems).where(eq(intakeItems.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('private intrusive');
    expect(rows[0]!.descriptionEncrypted).toMatch(/^enc:v1:/);
  });

  it("never shows one person's list to another", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await call(alice, 'POST', '/triggers', { triggers: ['Alice only'] });
    expect((await call(bob, 'GET', '/triggers')).json()).toEqual([]);
  });
});

describe('POST /api/v1/users/me/complete-intake', () => {
  it('needs terms, an obsession and a Y-BOCS, then sets completed_onboarding', async () => {
    const person = await signedInUser(t);
    const attempt = () => call(person, 'POST', '/users/me/complete-intake');
    expect((await attempt()).json().detail).toBe('Please accept the Terms of Service before finishing the intake.');
    await call(person, 'POST', '/users/me/accept-tos');
    expect((await attempt()).json().detail).toBe('Please add at least one obsession before finishing the intake.');
    await call(person, 'POST', '/obsessions', { obsessions: [{ description: 'Contamination' }], compulsions: [] });
    const noYbocs = await attempt();
    expect(noYbocs.statusCode).toBe(422);
    expect(noYbocs.json().detail).toBe('Please complete the Y-BOCS questionnaire before finishing the intake.');
    await call(person, 'POST', '/assessments/ybocs', { responses: ALL_ANSWERS('2'), is_onboarding: true });
    const done = await attempt();
    expect(done.statusCode).toBe(200);
    expect(done.json().completed_onboarding).toBe(true);
    expect((await call(person, 'GET', '/users/me')).json().completed_onboarding).toBe(true);
  });
});
