import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../db/schema/characters.ts';
import { accountUsage } from '../../db/schema/usage.ts';
import type { Quotas } from '../limits/quotas.ts';

/** The four rows of a new character, every column the save sets (a left-out column is null). */
export interface NewCharacterRows {
  character: typeof characters.$inferInsert & { id: string; userId: string; portraitBytes: number };
  stats: typeof characterStats.$inferInsert;
  inventory: typeof characterInventory.$inferInsert;
  background: typeof characterBackground.$inferInsert;
}

/** Columns of the character left to their defaults: a new character is version 1, active, made now. */
const DEFAULTED = new Set(['status', 'version', 'createdAt', 'updatedAt']);

type Written = { table: PgTable; prefix: string; columns: [string, Column][] };

function written(table: PgTable, prefix: string, leftOut: Set<string> = new Set()): Written {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !leftOut.has(key));
  return { table, prefix, columns };
}

const CHARACTER = written(characters, 'c', new Set([...DEFAULTED, 'userId']));
const RELATED = [
  written(characterStats, 's', new Set(['characterId'])),
  written(characterInventory, 'i', new Set(['characterId'])),
  written(characterBackground, 'b', new Set(['characterId'])),
] as const;

/**
 * A placeholder cast to its column's type, since an INSERT ... SELECT does not lend the column's type
 * to its parameters. JSON goes as text and is cast in the statement: each driver would otherwise encode
 * an array its own way.
 */
function placeholder(prefix: string, key: string, column: Column): SQL {
  const type = column.getSQLType();
  const cast = type === 'jsonb' ? 'text::jsonb' : type;
  return sql`${sql.placeholder(`${prefix}_${key}`)}::${sql.raw(cast)}`;
}

const names = (columns: [string, Column][]) =>
  sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
const values = ({ prefix, columns }: Written) =>
  sql.join(
    columns.map(([key, column]) => placeholder(prefix, key, column)),
    sql`, `,
  );

/**
 * The save in one statement (decision 047): the owner's usage row is locked only while the new
 * character still fits both quotas (a save that stores no portrait is never refused for bytes, as in
 * `refuseBeyond`); the character is inserted from that row, and its three related rows
 * from the character. PostgreSQL checks a locked row's condition again on its newest version once the
 * lock is granted, so under a burst the check is exact; when it fails nothing is inserted and the
 * statement answers no row. The usage row then counts the character through its trigger (migration 0009).
 * Built once: its text does not depend on the request, only its parameters do.
 */
function buildSave(): SQL {
  const related = RELATED.map(
    (row) => sql`, ${sql.identifier(`edgeforge_${row.prefix}`)} AS (
      INSERT INTO ${row.table} ("character_id", ${names(row.columns)})
      SELECT "edgeforge_character"."id", ${values(row)} FROM "edgeforge_character")`,
  );
  return sql`WITH "edgeforge_quota" AS (
      SELECT ${sql.identifier(accountUsage.userId.name)} AS "user_id" FROM ${accountUsage}
      WHERE ${accountUsage.userId} = ${sql.placeholder('ownerId')}::text
        AND ${accountUsage.characters} + 1 <= ${sql.placeholder('maxCharacters')}::integer
        AND (${sql.placeholder('addedBytes')}::bigint = 0
          OR ${accountUsage.portraitBytes} + ${sql.placeholder('addedBytes')}::bigint <= ${sql.placeholder('maxBytes')}::bigint)
      FOR NO KEY UPDATE
    ), "edgeforge_character" AS (
      INSERT INTO ${characters} (${sql.identifier(characters.userId.name)}, ${names(CHARACTER.columns)})
      SELECT "edgeforge_quota"."user_id", ${values(CHARACTER)} FROM "edgeforge_quota"
      RETURNING *
    )${sql.join(related)}
    SELECT * FROM "edgeforge_character"`;
}

const SAVE = new PgDialect().sqlToQuery(buildSave());

function parameters(rows: NewCharacterRows, quotas: Quotas): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ownerId: rows.character.userId,
    maxCharacters: quotas.charactersPerUser,
    addedBytes: rows.character.portraitBytes,
    maxBytes: quotas.portraitBytesPerUser,
  };
  for (const key of DEFAULTED) {
    if ((rows.character as Record<string, unknown>)[key] !== undefined)
      throw new Error(`${key} is left to its default`);
  }
  const sets = [
    [CHARACTER, rows.character],
    [RELATED[0], rows.stats],
    [RELATED[1], rows.inventory],
    [RELATED[2], rows.background],
  ] as const;
  for (const [{ prefix, columns }, row] of sets) {
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key] ?? null;
      out[`${prefix}_${key}`] =
        value !== null && column.getSQLType() === 'jsonb' ? JSON.stringify(value) : value;
    }
  }
  return out;
}

/** The character's row as the database answered it, in the schema's property names and types. */
function characterRow(raw: Record<string, unknown>): typeof characters.$inferSelect {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(characters))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as typeof characters.$inferSelect;
}

/**
 * Runs the save's statement on the database or in a transaction; the character's row, or undefined
 * when a quota refused it (nothing is then written). Prepared once per connection on PostgreSQL.
 */
export async function insertWithinQuotas(
  handle: Database | Transaction,
  rows: NewCharacterRows,
  quotas: Quotas,
): Promise<typeof characters.$inferSelect | undefined> {
  const prepared = handle._.session.prepareQuery(SAVE, undefined, 'edgeforge_save_character', false);
  // Without fields to map, both drivers answer their own result: its `rows` keyed by column name.
  const result = (await prepared.execute(parameters(rows, quotas))) as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  return raw ? characterRow(raw) : undefined;
}
