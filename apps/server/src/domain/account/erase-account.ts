import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import type { UserDataOwner } from './user-data.ts';

export interface EraseAccountDeps {
  db: Database;
  storage: PortraitStorage;
  owners: readonly UserDataOwner[];
  log: Pick<Logger, 'warn'>;
}

/**
 * Erases an account for good: in one transaction every data owner deletes (or closes) its part and
 * the user row goes, taking its sessions, credentials and anything else keyed to it (ON DELETE
 * CASCADE). Only once that has committed are the stored portraits removed, so a failed deletion
 * leaves no character without its picture. A portrait that cannot be removed is logged, not fatal.
 */
export async function eraseAccount(deps: EraseAccountDeps, userId: string): Promise<{ portraits: number }> {
  const portraitKeys = await deps.db.transaction(async (tx) => {
    const keys: string[] = [];
    for (const owner of deps.owners) keys.push(...(await owner.eraseFor(tx, userId)).portraitKeys);
    await tx.delete(user).where(eq(user.id, userId));
    return keys;
  });
  for (const key of portraitKeys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key, userId }, 'Could not remove a portrait of a deleted account');
    });
  }
  return { portraits: portraitKeys.length };
}
