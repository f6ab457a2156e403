import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Env } from '../env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** The Drizzle handle every module uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`: what a write that must commit or fail as one takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations; safe to run on every start and from several processes. */
  migrate(): Promise<void>;
  /** PGlite only: its whole data directory as a tar file (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** An in-memory PGlite (tests): no data directory, no lock. Ignored when DATABASE_URL is set. */
  memory?: boolean;
  /**
   * With `memory`: start from this dump of a PGlite data directory (`dumpDataDir`) instead of an empty
   * one. The tests keep a migrated database's dump, so each test database skips PostgreSQL's initdb.
   */
  template?: Blob;
  /**
   * With `memory`: wrap this open PGlite instead of starting one; close() then leaves it open for its
   * owner (the API suite's pool of migrated databases, `apps/server/test/support/pglite-pool.ts`).
   */
  pglite?: PGlite;
}

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 74_657_201;
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The directory PGlite keeps its files in, inside DATA_DIR. */
export function pgliteDir(env: Pick<Env, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'pglite');
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, PGlite under DATA_DIR otherwise. The same
 * committed migrations serve both. PGlite's directory is locked against a second process.
 */
export async function createDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_SCHEMA);
  return openPglite(options.memory ? null : pgliteDir(env), options);
}

async function openPglite(
  dir: string | null,
  { template, pglite: borrowed }: Pick<DatabaseOptions, 'template' | 'pglite'>,
): Promise<DatabaseHandle> {
  // Loaded only when used: PGlite's WebAssembly build costs about 50 MiB of memory on import,
  // which a server on PostgreSQL should not carry.
  const [
    { PGlite },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    { PrivateNodeFS },
    { withNamedStatements },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./private-node-fs.ts'),
    import('./pglite-named-statements.ts'),
  ]);
  const release = dir ? lockDataDir(dir) : () => {};
  let client: PGlite;
  try {
    client = dir
      ? await PGlite.create({ fs: new PrivateNodeFS(dir) })
      : (borrowed ?? (await PGlite.create(template ? { loadDataDir: template } : {})));
  } catch (error) {
    release();
    throw error;
  }
  // Each statement with parameters parsed once under a name (pglite-named-statements.ts).
  const db = drizzlePglite(withNamedStatements(client), { schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!borrowed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A separate schema isolates test runs; the migrations carry no schema prefix.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once: a session-level advisory lock lets one migrate
      // while the others wait, then find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (schemaName) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        await migrateNodePg(db, {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
