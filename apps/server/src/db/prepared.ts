import type { Database } from './client.ts';

/**
 * A query built once per database instead of once per request: `build` runs on a database's first call
 * and its result (a prepared query, or several) is kept with that database. Building a query with
 * Drizzle costs more CPU than running a small one (docs/OPERATIONS.md, CPU profile). On PostgreSQL a
 * prepared query is also planned once per connection; on PGlite every statement with parameters is
 * (pglite-named-statements.ts), since Drizzle's PGlite driver does not use the name.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
