import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { intakeItems, safetyAnswers } from '../../src/db/schema';
import { createFieldCipher } from '../../src/lib/crypto/field-encryption';
import { SEALED_COLUMNS } from '../../src/lib/crypto/sealed-columns';
import { answerSubject } from '../../src/modules/safety/answers';
import { countValuesUnderOlderKeys, rotateSealedValues, type RotationProgress } from '../../src/modules/keys/rotate-sealed-values';
import { signedInUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const oldPrefix = createFieldCipher([oldKey]).currentPrefix;

const JOURNAL = ['I checked the stove four times.', 'Today I left without checking.', 'Ängste, und doch bin ich gegangen.'];
const URGE = { compulsion: 'Checking the lock', outcome: 'resisted', note: 'after dinner' };
const EXPOSURE = { title: 'Leave the house without checking', description: 'Close the door once and walk away for an hour.', fear_level: 5 };

let database: TestDatabase;
let before: TestApp;
let person: Awaited<ReturnType<typeof signedInUser>>;
let obsessionIds: string[];

const inject = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });

/** Values in every sealed column still sealed with the old key, straight from the tables. */
async function valuesUnderOldKey(): Promise<number> {
  let found = 0;
  for (const { table, column } of SEALED_COLUMNS) {
    const result = await database.handle.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE ${`${oldPrefix}%`}`,
    );
    found += Number(result.rows[0]?.n ?? 0);
  }
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase();
  before = await createTestApp({ database, keys: [oldKey] });
  person = await signedInUser(before);
  for (const content of JOURNAL) expect((await inject(before, 'POST', '/journal/entries', { content, mood: 5 })).statusCode).toBe(201);
  expect((await inject(before, 'POST', '/urges', URGE)).statusCode).toBe(201);
  expect((await inject(before, 'POST', '/erp-exposures/exposures', EXPOSURE)).statusCode).toBe(201);
  expect((await inject(before, 'POST', '/compulsions', { compulsions: ['Checking locks', 'Washing hands'] })).statusCode).toBe(200);
  const saved = await inject(before, 'POST', '/obsessions', { obsessions: [{ description: 'What if the door is open' }], compulsions: [] });
  expect(saved.statusCode).toBe(200);
  obsessionIds = saved.json().map((item: { id: string }) => item.id);
  // An answer to the crisis question, keyed by a digest of the item's words under the old key.
  const oldCipher = createFieldCipher([oldKey]);
  await database.handle.db.insert(safetyAnswers).values({
    userId: person.id,
    question: 'crisis_question',
    subject: answerSubject({ cipher: oldCipher }, 'What if the door is open'),
    answerEncrypted: oldCipher.encrypt('not_now', 'safety_answers.answer'),
    answeredAt: new Date(),
  });
  await before.close();
});
afterAll(() => database.destroy());

describe('the sealed-column registry', () => {
  it('lists every *_encrypted column of the schema, so rotation misses none', () => {
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.filter((column) => column.name.endsWith('_encrypted')).map((column) => `${config.name}.${column.name}`);
      });
    expect(inSchema.length).toBeGreaterThan(10);
    expect(SEALED_COLUMNS.map(({ table, column }) => `${table}.${column}`).sort()).toEqual(inSchema.sort());
  });
});

describe('rotate-key', () => {
  it('interrupted after one batch and run again, leaves no value under the old key; the app reads everything with the new key alone', async () => {
    const keys = [newKey, oldKey];
    expect(await valuesUnderOldKey()).toBeGreaterThan(6);
    const total = await countValuesUnderOlderKeys({ db: database.handle.db }, keys);

    const progress: RotationProgress[] = [];
    const first = await rotateSealedValues({ db: database.handle.db }, keys, { batchSize: 2, maxBatches: 1, onProgress: (p) => progress.push(p) });
    expect(first).toEqual({ rotated: 2, complete: false });
    expect(await countValuesUnderOlderKeys({ db: database.handle.db }, keys)).toBe(total - 2);

    const second = await rotateSealedValues({ db: database.handle.db }, keys, { batchSize: 2, onProgress: (p) => progress.push(p) });
    expect(second).toEqual({ rotated: total - 2, complete: true });
    expect(await valuesUnderOldKey()).toBe(0);
    expect(await countValuesUnderOlderKeys({ db: database.handle.db }, keys)).toBe(0);
    // Progress says where and how far, and nothing anyone wrote.
    const journal = progress.filter((p) => p.table === 'journal_entries');
    expect(journal.at(-1)).toEqual({ table: 'journal_entries', column: 'content_encrypted', done: 3, total: 3 });
    const printed = JSON.stringify(progress);
    for (const words of [...JOURNAL, URGE.compulsion, EXPOSURE.title, 'Checking locks', person.email]) expect(printed).not.toContain(words);

    // A third run finds nothing to do.
    expect(await rotateSealedValues({ db: database.handle.db }, keys)).toEqual({ rotated: 0, complete: true });

    const after = await createTestApp({ database, keys: [newKey] });
    try {
      const entries = (await inject(after, 'GET', '/journal/entries')).json();
      expect(entries.map((entry: { content: string }) => entry.content).sort()).toEqual([...JOURNAL].sort());
      const exposures = (await inject(after, 'GET', '/erp-exposures/exposures')).json();
      expect(exposures.map((e: { title: string; description: string }) => [e.title, e.description])).toEqual([[EXPOSURE.title, EXPOSURE.description]]);
      const urges = (await inject(after, 'GET', '/urges')).json();
      expect(urges.urges.map((u: { compulsion: string; note: string }) => [u.compulsion, u.note])).toEqual([[URGE.compulsion, URGE.note]]);
      const compulsions = (await inject(after, 'GET', '/compulsions')).json();
      expect(compulsions.map((c: { description: string }) => c.description)).toEqual(['Checking locks', 'Washing hands']);

      // The keyed digests moved with the key: an unchanged list keeps its ids, the answer still finds its item.
      const again = await inject(after, 'POST', '/obsessions', { obsessions: [{ description: 'What if the door is open' }], compulsions: [] });
      expect(again.json().map((item: { id: string }) => item.id)).toEqual(obsessionIds);
      const [answer] = await after.ctx.db.select().from(safetyAnswers).where(eq(safetyAnswers.userId, person.id));
      expect(answer?.subject).toBe(answerSubject(after.ctx, 'What if the door is open'));
      expect(after.ctx.cipher.decrypt(answer!.answerEncrypted, 'safety_answers.answer')).toBe('not_now');
      const items = await after.ctx.db.select().from(intakeItems).where(eq(intakeItems.userId, person.id));
      expect(items.every((item) => !after.ctx.cipher.needsRotation(item.descriptionEncrypted))).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('stops with the remedy, and no value, when a value is under a key it was not given', async () => {
    const stranger = createFieldCipher([randomBytes(32)]);
    await database.handle.db
      .update(schema.journalEntries)
      .set({ contentEncrypted: stranger.encrypt('lost words', 'journal_entries.content') })
      .where(eq(schema.journalEntries.userId, person.id));
    await expect(rotateSealedValues({ db: database.handle.db }, [newKey])).rejects.toThrow(
      /A value in journal_entries\.content_encrypted cannot be opened with any key in DATA_ENCRYPTION_KEY\. Add the key/,
    );
  });
});
