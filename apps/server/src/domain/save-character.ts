import type { FullCharacter } from '@edgeforge/contracts/api';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import type { Database } from '../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../db/schema/characters.ts';
import { AppError, rulesViolation } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { PortraitStorage } from '../storage/portrait-storage.ts';
import { buildCharacterRecords, type SaveCharacterInput } from './build-character-records.ts';
import { toFullCharacter } from './character-records.ts';
import { findPendingPortrait, takePendingPortrait } from './pending-portraits.ts';
import { assertWithinSaveQuota, type Quotas } from './quotas.ts';
import type { Transaction } from './user-data.ts';
import { validatePortrait } from './validate-portrait.ts';

export type SaveCharacterDeps = {
  db: Database;
  storage: PortraitStorage;
  log: Pick<Logger, 'warn'>;
  quotas: Quotas;
  /** Test only (TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE): runs between storing a portrait and the transaction. */
  afterPortraitStored?: ((key: string) => Promise<void>) | undefined;
  /** Hears of a save naming another user's generated portrait, for the security log. */
  onForeignPortrait?: ((id: string) => void) | undefined;
};

/** A save names a generated portrait, or uploads (or, updating, removes) one, never both. */
export function assertOnePortrait(input: { portrait?: string | null; portraitId?: string | undefined }) {
  if (input.portrait !== undefined && input.portraitId !== undefined) {
    const message = 'Send either portrait or portraitId, not both.';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'portraitId', message }]);
  }
}

/**
 * Runs the rules check, stores the portrait, then writes the character and its three related records
 * in one transaction (spec calls 10 and 11). A portrait the server generated is named by `portraitId`
 * instead: the transaction moves it from the user's pending portraits into the character (decision
 * 024; unknown, foreign or used 404, expired 410, and nothing saved). A bad portrait, or a character that breaks the rules
 * without the player's "House rules" tick (422 RULES_VIOLATION with the findings), is refused before
 * anything is written or stored; a house-rules character is saved with its findings as deviations. A
 * storage failure only leaves portrait_url null; a failed insert leaves no rows at all, and its portrait
 * is removed again.
 */
export async function saveCharacter(
  deps: SaveCharacterDeps,
  ownerId: string,
  input: SaveCharacterInput,
  afterInsert?: AfterInsert,
): Promise<FullCharacter> {
  assertOnePortrait(input);
  const portrait = input.portrait ? validatePortrait(input.portrait) : null;
  const findings = checkCharacter(input.draft);
  if (findings.length > 0 && !input.draft.houseRules?.enabled) throw rulesViolation(findings);
  const records = buildCharacterRecords(input, findings);
  const pending = input.portraitId
    ? await findPendingPortrait(deps.db, ownerId, input.portraitId, deps.onForeignPortrait)
    : null;
  const addedBytes = portrait?.png.length ?? pending?.bytes ?? 0;
  await assertWithinSaveQuota(deps.db, ownerId, addedBytes, deps.quotas);
  const stored = portrait ? await storePortrait(deps, portrait.png) : null;
  if (stored) await deps.afterPortraitStored?.(stored.key);
  const portraitUrl = stored?.url ?? pending?.url ?? null;
  const portraitBytes = stored && portrait ? portrait.png.length : (pending?.bytes ?? 0);
  const take = pending ? (tx: Transaction) => takePendingPortrait(tx, ownerId, pending.id) : undefined;
  try {
    return await insertRecords(deps.db, ownerId, records, { portraitUrl, portraitBytes }, afterInsert, take);
  } catch (error) {
    // No character will point at the portrait: remove it rather than leave an orphan behind.
    if (stored) {
      await deps.storage.delete(stored.key).catch((cleanupError: unknown) => {
        deps.log.warn(
          { err: cleanupError, key: stored.key },
          'Could not remove the portrait of a failed save',
        );
      });
    }
    throw error;
  }
}

/**
 * What else the save's transaction does once the rows are in (a character built for a campaign joins
 * its party); whatever it throws undoes the save.
 */
export type AfterInsert = (tx: Transaction, characterId: string) => Promise<void>;

/** The character and its three related rows, in one transaction. */
function insertRecords(
  db: Database,
  ownerId: string,
  records: ReturnType<typeof buildCharacterRecords>,
  portrait: { portraitUrl: string | null; portraitBytes: number },
  afterInsert?: AfterInsert,
  takePortrait?: (tx: Transaction) => Promise<unknown>,
): Promise<FullCharacter> {
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    await takePortrait?.(tx);
    const [row] = await tx
      .insert(characters)
      .values({ ...records.character, userId: ownerId, ...portrait })
      .returning();
    if (!row) throw new Error('The character insert returned no row.');
    const [stats] = await tx
      .insert(characterStats)
      .values({ ...records.stats, characterId: row.id })
      .returning();
    const [inventory] = await tx
      .insert(characterInventory)
      .values({ ...records.inventory, characterId: row.id })
      .returning();
    const [background] = await tx
      .insert(characterBackground)
      .values({ ...records.background, characterId: row.id })
      .returning();
    if (!stats || !inventory || !background) throw new Error('A related insert returned no row.');
    await afterInsert?.(tx, row.id);
    return toFullCharacter(row, stats, inventory, background);
  });
}

async function storePortrait(
  deps: SaveCharacterDeps,
  png: Buffer,
): Promise<{ key: string; url: string } | null> {
  try {
    return await deps.storage.put(png);
  } catch (error) {
    // Spec call 10: a failed upload leaves portrait_url null and the save goes on.
    deps.log.warn({ err: error }, 'Portrait upload failed; saving the character without it');
    return null;
  }
}
