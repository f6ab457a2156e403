import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import type { ErasedData, UserDataOwner } from './user-data.ts';

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
 * Answers the characters deleted and the campaigns changed, for the caller to tell their followers.
 */
export async function eraseAccount(
  deps: EraseAccountDeps,
  userId: string,
): Promise<{ portraits: number; characterIds: string[]; campaignIds: string[] }> {
  const erased = await deps.db.transaction(async (tx) => {
    const all: Required<ErasedData> = { portraitKeys: [], characterIds: [], campaignIds: [] };
    for (const owner of deps.owners) {
      const part = await owner.eraseFor(tx, userId);
      all.portraitKeys.push(...part.portraitKeys);
      all.characterIds.push(...(part.characterIds ?? []));
      all.campaignIds.push(...(part.campaignIds ?? []));
    }
    await tx.delete(user).where(eq(user.id, userId));
    return all;
  });
  const { portraitKeys, characterIds } = erased;
  for (const key of portraitKeys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key, userId }, 'Could not remove a portrait of a deleted account');
    });
  }
  return { portraits: portraitKeys.length, characterIds, campaignIds: [...new Set(erased.campaignIds)] };
}
