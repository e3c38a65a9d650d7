import { createHash } from 'node:crypto';
import type { Db } from './client';

const nameOf = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

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

/**
 * Statements prepared per query shape (which filters a list has, not their values), at most `max` per
 * database: the first shapes seen, which in practice are the common pages. A shape past that gets
 * `undefined` and the caller runs its query unprepared, so no client can make PostgreSQL keep an
 * unbounded number of statements per connection. `key` must name everything that changes the SQL text.
 * The statement's name comes from the key, so one name is one text on every connection of a pool, whatever
 * Drizzle object (a transaction's too) prepared it.
 */
export function preparedByShape<T>(prefix: string, max: number) {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return (db: Db, key: string, prepare: (name: string) => T): T | undefined => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let statement = shapes.get(key);
    if (!statement && shapes.size < max) shapes.set(key, (statement = prepare(nameOf(prefix, key))));
    return statement;
  };
}
