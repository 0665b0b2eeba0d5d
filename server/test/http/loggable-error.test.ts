import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { loggableError } from '../../src/http/error-handler';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** "Health text (journal, obsessions, notes) never appears in logs": nor do a failed query's parameters. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('what an error log line may hold', () => {
  it("keeps the database's own message and code but not the failed query's parameters", async () => {
    const email = 'private.person@example.org';
    const row = { email, passwordHash: 'x', timeZone: 'UTC' };
    await database.handle.db.insert(users).values(row);
    const failure = await database.handle.db
      .insert(users)
      .values(row)
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The wrapper Drizzle throws names the parameters; what is logged must not.
    expect(String((failure as Error).message)).toContain(email);
    const logged = loggableError(failure, { stack: true });
    expect(JSON.stringify(logged)).not.toContain(email);
    expect(logged.message).toMatch(/duplicate key/);
    expect(logged.code).toBe('23505');
  });

  it('logs an ordinary error as it is', () => {
    const error = Object.assign(new Error('something broke'), { code: 'E_SOMETHING' });
    expect(loggableError(error, { stack: true })).toEqual({ message: 'something broke', code: 'E_SOMETHING', stack: error.stack });
    expect(loggableError(error)).toEqual({ message: 'something broke', code: 'E_SOMETHING' });
  });
});
