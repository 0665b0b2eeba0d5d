import type { Database } from './client';

/**
 * A query prepared once per database handle. Building a query with Drizzle costs about 200 µs of
 * CPU, six times what running it costs (docs/performance.md); a prepared query skips that, and on
 * PostgreSQL it is also parsed and planned once per connection (a named statement) instead of on
 * every call. For the hot read paths only: prepared queries run on the handle, never inside a
 * transaction.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const byHandle = new WeakMap<Database, T>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
