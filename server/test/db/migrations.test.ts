import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.destroy());

describe(`migrations on ${testEngine}`, () => {
  it('several processes starting together migrate once, without errors (advisory lock)', async () => {
    const handles = [database.handle, await database.openAnother(), await database.openAnother()];
    await Promise.all(handles.map((handle) => handle.migrate()));
    const applied = await database.handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const tables = await database.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'users'`,
    );
    expect((applied.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(1);
    expect((tables.rows[0] as { n: number }).n).toBe(1);
    // Running again is a no-op.
    await database.handle.migrate();
    const again = await database.handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(again.rows[0]).toEqual(applied.rows[0]);
  });
});
