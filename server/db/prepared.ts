import type { Db } from './client';

/**
 * A statement built and prepared once per database, for the few that run on every API request (rate limit,
 * signature nonce): Drizzle then neither rebuilds the SQL nor PostgreSQL re-plans it per call.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
