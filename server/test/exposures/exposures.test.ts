import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposures } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const base = '/api/v1/erp-exposures/exposures';
const create = (person: Person, payload: object) => t.app.inject({ method: 'POST', url: base, headers: person.headers, payload });
const list = (person: Person) => t.app.inject({ method: 'GET', url: base, headers: person.headers });
const remove = (person: Person, id: string) => t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: person.headers });

const doorknobs = {
  title: 'Touch a public door handle, then eat a snack',
  description: 'At the library entrance, hold the door handle for 10 seconds, then eat an apple. Do not wash or use gel for 30 minutes.',
  fear_level: 6,
};

describe('exposures', () => {
  it('creates a custom exposure and lists it, newest first', async () => {
    const person = await signedInUser(t);
    const first = await create(person, { ...doorknobs, title: '  First  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      title: 'First',
      description: doorknobs.description,
      fear_level: 6,
      status: 'not_started',
      latest_anxiety: null,
      created_by_ai: false,
      created_by_user: true,
      created_at: t.clock.now().toISOString(),
      session_count: 0,
      last_practised_at: null,
      initial_fear: 6,
      open_session: null,
    });
    t.clock.advance({ seconds: 1 });
    await create(person, { ...doorknobs, title: 'Second', created_by_ai: true, created_by_user: false });
    const titles = (await list(person)).json().map((e: { title: string }) => e.title);
    expect(titles).toEqual(['Second', 'First']);
  });

  it.each([
    [{ ...doorknobs, title: '   ' }, 'Title is required.'],
    [{ ...doorknobs, title: 'x'.repeat(201) }, 'Title can be at most 200 characters.'],
    [{ ...doorknobs, description: '' }, 'Description is required.'],
    [{ ...doorknobs, description: 'x'.repeat(2001) }, 'Description can be at most 2000 characters.'],
    [{ ...doorknobs, fear_level: 0 }, 'A rating must be from 1 to 10.'],
    [{ ...doorknobs, fear_level: 11 }, 'A rating must be from 1 to 10.'],
    [{ ...doorknobs, fear_level: 5.5 }, 'A rating must be a whole number from 1 to 10.'],
    [{ ...doorknobs, fear_level: '5' }, 'A rating must be a number from 1 to 10.'],
    [{ title: 'Only a title' }, 'Description is required. (1 more problem in the request.)'],
  ])('refuses %j with 422 and saves nothing', async (payload, detail) => {
    const person = await signedInUser(t);
    const response = await create(person, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await list(person)).json()).toEqual([]);
  });

  it('stores title and description sealed', async () => {
    const person = await signedInUser(t);
    await create(person, doorknobs);
    const rows = await t.ctx.db.select().from(exposures).where(eq(exposures.userId, person.id));
    expect(JSON.stringify(rows)).not.toContain('door handle');
  });

  it('deletes a not-started exposure; another person gets 404 and nothing changes', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const id = (await create(alice, doorknobs)).json().id;
    const stranger = await remove(bob, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'This exposure was not found.', code: 'not_found' });
    expect((await list(alice)).json()).toHaveLength(1);
    expect((await list(bob)).json()).toEqual([]);

    expect((await remove(alice, id)).statusCode).toBe(204);
    expect((await list(alice)).json()).toEqual([]);
    expect((await remove(alice, id)).statusCode).toBe(404);
    expect((await remove(alice, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses to delete an exposure with practice history', async () => {
    const person = await signedInUser(t);
    const id = (await create(person, doorknobs)).json().id;
    await t.ctx.db.update(exposures).set({ status: 'in_progress' }).where(eq(exposures.id, id));
    const response = await remove(person, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/Only exposures you have not started can be deleted/);
    expect((await list(person)).json()).toHaveLength(1);
  });
});
