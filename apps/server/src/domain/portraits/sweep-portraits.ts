import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { pendingPortraits } from '../../db/schema/portraits.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';

export type SweepDeps = {
  db: Database;
  storage: PortraitStorage;
  log: Pick<Logger, 'warn'>;
};

/** What one sweep removed. */
export type SweepResult = { expired: number; orphans: number };

// A key is `portraits/<uuid>.png`: 50 characters, the tail of every portrait URL we store.
const KEY_LENGTH = 50;

/**
 * The listed keys that a character or a pending portrait still points at, read in one statement so a
 * save moving a pending portrait into its character (one transaction) is seen on one side or the other.
 */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const characterKey = sql<string>`right(${characters.portraitUrl}, ${sql.raw(String(KEY_LENGTH))})`;
  const rows = await db
    .select({ key: characterKey })
    .from(characters)
    .where(inArray(characterKey, keys))
    .unionAll(
      db
        .select({ key: pendingPortraits.storageKey })
        .from(pendingPortraits)
        .where(inArray(pendingPortraits.storageKey, keys)),
    );
  return new Set(rows.map((row) => row.key));
}

async function remove(deps: SweepDeps, key: string, what: string): Promise<boolean> {
  try {
    await deps.storage.delete(key);
    return true;
  } catch (error) {
    deps.log.warn({ err: error, key }, `Could not remove ${what}; the next sweep tries again`);
    return false;
  }
}

/**
 * Removes what no save will ever claim (decision 024), on local disk and S3 alike: pending portraits
 * past their expiry (row and object), then every stored object older than `graceMs` that neither a
 * character nor a pending portrait points at. Those are the files of saves that never committed (a
 * crash between storing and committing) and of deletions that failed. The grace keeps the object of a
 * save still on its way to its commit; at start-up on PGlite it may be 0, since the data directory's
 * lock means no other process can be saving.
 */
export async function sweepPortraits(
  deps: SweepDeps,
  { graceMs, now = new Date() }: { graceMs: number; now?: Date },
): Promise<SweepResult> {
  const expired = await deps.db
    .delete(pendingPortraits)
    .where(lte(pendingPortraits.expiresAt, now))
    .returning({ key: pendingPortraits.storageKey });
  let expiredRemoved = 0;
  for (const { key } of expired) {
    if (await remove(deps, key, 'an expired pending portrait')) expiredRemoved++;
  }
  const cutoff = now.getTime() - graceMs;
  let orphans = 0;
  for await (const page of deps.storage.list()) {
    const old = page.filter((object) => object.modifiedAt.getTime() <= cutoff).map((object) => object.key);
    if (old.length === 0) continue;
    const referenced = await referencedKeys(deps.db, old);
    for (const key of old) {
      if (!referenced.has(key) && (await remove(deps, key, 'an orphaned portrait'))) orphans++;
    }
  }
  return { expired: expiredRemoved, orphans };
}
