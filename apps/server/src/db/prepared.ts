import type { Database } from './client';

/**
 * A statement built once per database and prepared by name: its SQL is made once, and
 * PostgreSQL parses it once per connection and, after a few runs, plans it once too (a generic
 * plan), where an unnamed statement is parsed and planned on every run. For the hot reads whose
 * shape never changes; constants that partial indexes name (`del_yn = false`) are written as
 * literals in them, so the generic plan can use those indexes. The name must be unique in the
 * store. PGlite runs the same statements unnamed.
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) byDatabase.set(db, (statement = build(db)));
    return statement;
  };
}
