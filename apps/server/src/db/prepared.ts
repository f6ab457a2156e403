import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * A query built once per database instead of once per request: `build` runs on a database's first call
 * and its result (a prepared query, or several) is kept with that database. Building a query with
 * Drizzle costs more CPU than running a small one (docs/OPERATIONS.md, CPU profile); on PostgreSQL a
 * prepared query is also planned once per connection.
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

type Columns = ReturnType<typeof getTableColumns>;
const insertedColumns = (table: PgTable, omit: readonly string[]): Columns =>
  Object.fromEntries(Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key)));

/**
 * The values of an insert whose every column but `omit` (left to its default) is a placeholder named
 * `prefix` + the column's key. The placeholders are raw (not Drizzle params): `insertParams` encodes each
 * value as its column does, and keeps a null a SQL NULL, which Drizzle's filling of a jsonb placeholder
 * would turn into the JSON `null`.
 */
export function insertPlaceholders<T extends PgTable>(
  table: T,
  prefix: string,
  omit: readonly string[] = [],
): T['$inferInsert'] {
  const keys = Object.keys(insertedColumns(table, omit));
  return Object.fromEntries(keys.map((key): [string, SQL] => [key, sql`${sql.placeholder(prefix + key)}`]));
}

/**
 * The placeholder values of `insertPlaceholders(table, prefix, omit)` for one row. Every inserted column
 * must be given (null for SQL NULL) and nothing else, so a column added to the table or to the row
 * cannot be dropped silently.
 */
export function insertParams(
  table: PgTable,
  prefix: string,
  values: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const columns = insertedColumns(table, omit);
  const unknownKey = Object.keys(values).find((key) => !(key in columns));
  if (unknownKey) throw new Error(`${unknownKey} is not an inserted column`);
  const params: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = values[key];
    if (value === undefined) throw new Error(`${key} has no value`);
    params[prefix + key] = value === null ? null : column.mapToDriverValue(value);
  }
  return params;
}
