import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@edgeforge/test-support/scratch-database';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDir } from '../../src/db/client.ts';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { copyMigratedPgliteDir } from './pglite-template.ts';

export type BackendKind = 'pglite' | 'postgres';

/** One character row with which of its three related rows exist. */
export interface CharacterRowState {
  id: string;
  userId: string;
  status: string;
  hasStats: boolean;
  hasInventory: boolean;
  hasBackground: boolean;
}

/** What the database holds after a run, read directly with SQL (not through the server). */
export interface DatabaseSnapshot {
  characters: CharacterRowState[];
  /** Related rows whose character does not exist. */
  orphans: number;
  /** Row counts of the three related tables. */
  related: { stats: number; inventory: number; background: number };
}

/** A fresh database for one spawned server: a PGlite data directory or a new PostgreSQL database. */
export interface Backend {
  kind: BackendKind;
  /** Environment for the server process (DATA_DIR always; DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Reads every character row. On PGlite the server must be stopped (one process per directory). */
  snapshot(): Promise<DatabaseSnapshot>;
  dispose(): Promise<void>;
}

/** The backend the suite runs on: PostgreSQL when DATABASE_URL is set (CI's second pass), else PGlite. */
export function backendKindFromEnv(): BackendKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

const SNAPSHOT_SQL = `
  SELECT c.id, c.user_id AS "userId", c.status,
         s.character_id IS NOT NULL AS "hasStats",
         i.character_id IS NOT NULL AS "hasInventory",
         b.character_id IS NOT NULL AS "hasBackground"
    FROM characters c
    LEFT JOIN character_stats s ON s.character_id = c.id
    LEFT JOIN character_inventory i ON i.character_id = c.id
    LEFT JOIN character_background b ON b.character_id = c.id`;
const ORPHANS_SQL = `
  SELECT (SELECT count(*) FROM character_stats t WHERE NOT EXISTS (SELECT 1 FROM characters c WHERE c.id = t.character_id))
       + (SELECT count(*) FROM character_inventory t WHERE NOT EXISTS (SELECT 1 FROM characters c WHERE c.id = t.character_id))
       + (SELECT count(*) FROM character_background t WHERE NOT EXISTS (SELECT 1 FROM characters c WHERE c.id = t.character_id))
       AS orphans,
       (SELECT count(*) FROM character_stats) AS stats,
       (SELECT count(*) FROM character_inventory) AS inventory,
       (SELECT count(*) FROM character_background) AS background`;

type Query = (text: string) => Promise<{ rows: unknown[] }>;

async function readSnapshot(query: Query): Promise<DatabaseSnapshot> {
  const characters = (await query(SNAPSHOT_SQL)).rows as CharacterRowState[];
  const [counts] = (await query(ORPHANS_SQL)).rows as Record<string, string | number>[];
  if (!counts) throw new Error('the orphan count returned no row');
  return {
    characters,
    orphans: Number(counts.orphans),
    related: {
      stats: Number(counts.stats),
      inventory: Number(counts.inventory),
      background: Number(counts.background),
    },
  };
}

/** Creates the backend of the given kind; PostgreSQL gets a new database on DATABASE_URL's server. */
export async function createBackend(kind: BackendKind): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), `edgeforge-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    // Migrated already: these suites test a running server, not its first start (server.test.ts does).
    await copyMigratedPgliteDir(dataDir);
    return {
      kind,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async snapshot() {
        const dir = pgliteDir({ DATA_DIR: dataDir });
        const release = lockDataDir(dir);
        try {
          const client = await PGlite.create(dir);
          try {
            return await readSnapshot((text) => client.query(text));
          } finally {
            await client.close();
          }
        } finally {
          release();
        }
      },
      async dispose() {
        removeDir();
      },
    };
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL backend needs DATABASE_URL');
  const database = await createScratchDatabase(adminUrl, 'edgeforge_stress');
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async snapshot() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await readSnapshot((text) => client.query(text));
      } finally {
        await client.end();
      }
    },
    async dispose() {
      // FORCE ends connections a killed server may have left behind.
      await database.drop();
      removeDir();
    },
  };
}

/** Saves the clients know about, to compare with the rows found. */
export interface SaveLedger {
  /** Character ids the server acknowledged with 201. */
  acknowledged: Iterable<string>;
  /** Acknowledged ids the server then confirmed retired (200 with status retired). */
  retired?: Iterable<string>;
  /** Saves sent whose answer never came (the connection died): each may or may not be stored. */
  inDoubt?: number;
}

/** The comparison of a ledger with a snapshot; every list empty means nothing was lost or torn. */
export interface SaveAudit {
  expected: number;
  found: number;
  /** Acknowledged but not in the database. */
  missing: string[];
  /** Characters missing one of their related rows. */
  partial: string[];
  orphans: number;
  /** Rows nobody acknowledged: allowed only up to the in-doubt count. */
  unacknowledged: number;
  /** Confirmed retired but stored active, or acknowledged active but stored retired. */
  wrongStatus: string[];
}

/** Compares what clients were told with what the database holds. */
export function auditSaves(snapshot: DatabaseSnapshot, ledger: SaveLedger): SaveAudit {
  const acknowledged = new Set(ledger.acknowledged);
  const retired = new Set(ledger.retired ?? []);
  const rows = new Map(snapshot.characters.map((row) => [row.id, row]));
  const missing = [...acknowledged].filter((id) => !rows.has(id));
  const partial = snapshot.characters
    .filter((row) => !row.hasStats || !row.hasInventory || !row.hasBackground)
    .map((row) => row.id);
  const wrongStatus = [...acknowledged].filter((id) => {
    const row = rows.get(id);
    return row !== undefined && row.status !== (retired.has(id) ? 'retired' : 'active');
  });
  return {
    expected: acknowledged.size,
    found: snapshot.characters.filter((row) => acknowledged.has(row.id)).length,
    missing,
    partial,
    orphans: snapshot.orphans,
    unacknowledged: snapshot.characters.filter((row) => !acknowledged.has(row.id)).length,
    wrongStatus,
  };
}
