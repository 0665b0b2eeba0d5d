import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const post = (person: Person, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/journal/entries', headers: { ...person.headers, ...headers }, payload });
const list = (person: Person, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/journal/entries${query}`, headers: person.headers });

describe('journal', () => {
  it('creates an entry (201) with line breaks kept and lists newest first', async () => {
    const person = await signedInUser(t);
    const first = await post(person, { content: '  First day.\nIt was hard.\n\nBut I stayed.  ', mood: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      content: 'First day.\nIt was hard.\n\nBut I stayed.',
      mood: 4,
      created_at: t.clock.now().toISOString(),
      crisis_resources: false,
    });
    t.clock.advance({ minutes: 1 });
    await post(person, { content: 'Second', mood: 8 });
    expect((await list(person)).json().map((e: { content: string }) => e.content)).toEqual(['Second', 'First day.\nIt was hard.\n\nBut I stayed.']);
  });

  it.each([
    [{ content: '   \n  ', mood: 5 }, 'Write something before saving: the entry is empty.'],
    [{ content: 'x'.repeat(20_001), mood: 5 }, 'An entry can be at most 20,000 characters.'],
    [{ content: 'ok', mood: 0 }, 'Mood must be from 1 to 10.'],
    [{ content: 'ok', mood: 11 }, 'Mood must be from 1 to 10.'],
    [{ content: 'ok', mood: 5.5 }, 'Mood must be a whole number from 1 to 10.'],
    [{ content: 'ok' }, 'Mood is required.'],
    [{ mood: 5 }, 'Content is required.'],
  ])('refuses %j with 422 and saves nothing', async (payload, detail) => {
    const person = await signedInUser(t);
    const response = await post(person, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect((await list(person)).json()).toEqual([]);
  });

  it('accepts exactly 20,000 characters', async () => {
    const person = await signedInUser(t);
    expect((await post(person, { content: 'y'.repeat(20_000), mood: 5 })).statusCode).toBe(201);
  });

  it('pages with a cursor, newest first, with no entry lost or repeated', async () => {
    const person = await signedInUser(t);
    for (let i = 0; i < 7; i += 1) {
      await post(person, { content: `Entry ${i}`, mood: 5 });
      if (i % 2 === 0) t.clock.advance({ seconds: 1 }); // some entries share a timestamp
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const response = await list(person, `?limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().map((e: { content: string }) => e.content));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    // Entries 5 and 6 share a timestamp (the id breaks the tie); both come before the older ones.
    expect(seen.slice(0, 2).sort()).toEqual(['Entry 5', 'Entry 6']);
    expect((await list(person, '?limit=0')).statusCode).toBe(422);
    expect((await list(person, '?limit=101')).statusCode).toBe(422);
    expect((await list(person, '?before=garbage')).statusCode).toBe(400);
  });

  it('an Idempotency-Key makes a retried POST create one entry, not two', async () => {
    const person = await signedInUser(t);
    const key = { 'idempotency-key': 'retry-me-1' };
    const [a, b] = await Promise.all([post(person, { content: 'Once', mood: 6 }, key), post(person, { content: 'Once', mood: 6 }, key)]);
    const c = await post(person, { content: 'Once', mood: 6 }, key);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect((await list(person)).json()).toHaveLength(1);
    const different = await post(person, { content: 'Something else', mood: 6 }, key);
    expect(different.statusCode).toBe(409);
    const otherPerson = await signedInUser(t);
    expect((await post(otherPerson, { content: 'Mine', mood: 6 }, key)).statusCode).toBe(201);
  });

  it('keeps entries private: another person sees none of them', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await post(alice, { content: 'Alice only', mood: 5 });
    expect((await list(bob)).json()).toEqual([]);
  });

  it('stores the content sealed: the column does not contain the plain text', async () => {
    const person = await signedInUser(t);
    await post(person, { content: 'A deeply private sentence', mood: 3 });
    const rows = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.userId, person.id));
    expect(rows[0]!.contentEncrypted).toMatch(/^enc:v1:/);
    expect(JSON.stringify(rows)).not.toContain('deeply private');
  });
});
