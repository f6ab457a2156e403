// The API suite's in-memory databases, kept for the next test context of the same worker. Starting a
// PGlite from the migrated template (pglite-template.ts) still boots PostgreSQL and loads its data
// directory: 1 to 3 s per context on this 2-core machine, more than most test files take. A context's
// close() hands its database back here instead: every table of the public schema is emptied (identities
// restarted) and the connection's own state discarded (prepared statements, settings, locks), which
// leaves what the template held, since no migration writes rows. A database that cannot be emptied, or
// that a test closed, is closed and never lent again. The workers share modules (`isolate: false` in
// vitest.config.ts), so one worker's files, which run one after the other, share its pool.
import type { PGlite } from '@electric-sql/pglite';
import { withTimeout } from './timeout.ts';

/** Databases kept idle per worker: a file rarely holds more than two contexts at once. */
const KEEP = 3;
/** Emptying takes milliseconds; one that hangs (a transaction a test left open) is not waited for. */
const RESET_LIMIT_MS = 10_000;

const idle: PGlite[] = [];

/** An empty migrated database: an idle one of this worker's, or a new one from the template. */
export async function borrowPglite(template: Blob): Promise<PGlite> {
  const kept = idle.pop();
  if (kept && !kept.closed) return kept;
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ loadDataDir: template });
}

/** Empties a database a context used and keeps it for the next one (or closes it). */
export async function returnPglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    await withTimeout(emptied(client), RESET_LIMIT_MS, 'emptying a test database');
  } catch {
    // Not waited for: a database stuck in a transaction would hold its close() too.
    void client.close().catch(() => {});
    return;
  }
  if (idle.length < KEEP) idle.push(client);
  else await client.close();
}

async function emptied(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"public"."${row.name}"`).join(', ');
  if (tables) await client.exec(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  // Alone: DISCARD ALL refuses to run inside the implicit transaction of a multi-statement string.
  await client.exec('DISCARD ALL');
}
