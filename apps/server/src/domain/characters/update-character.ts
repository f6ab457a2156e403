import type { FullCharacter, updateCharacterRequestSchema } from '@edgeforge/contracts/api';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../db/schema/characters.ts';
import { AppError, rulesViolation } from '../lib/app-error.ts';
import { portraitKeyOfUrl } from '../storage/portrait-keys.ts';
import { buildCharacterRecords } from './build-character-records.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';
import { findPendingPortrait, type PendingPortrait, takePendingPortrait } from './pending-portraits.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';
import { assertWithinPortraitQuota } from './quotas.ts';
import { assertOnePortrait, type SaveCharacterDeps } from './save-character.ts';
import type { Transaction } from './user-data.ts';
import { validatePortrait } from './validate-portrait.ts';

/** An update request after validation with the shared schema. */
export type UpdateCharacterInput = z.output<typeof updateCharacterRequestSchema>;

type Records = ReturnType<typeof buildCharacterRecords>;
type PortraitChange = { url: string | null; bytes: number } | undefined;

/**
 * Updates a saved character from an edited draft, as a save would write it: the same rules check
 * (422 RULES_VIOLATION, or saved with its deviations under house rules), the same computed numbers.
 * The update names the version it was made from; when the stored character is newer (saved from
 * another tab or device) it is 409 STALE_CHARACTER and nothing changes. The portrait is kept unless
 * a new one is sent, or a generated one named by `portraitId` (moved in by the update's transaction,
 * decision 024), or null, which removes it; a replaced portrait is deleted once the update has
 * committed, a new upload again if the update fails.
 */
export async function updateCharacter(
  deps: SaveCharacterDeps,
  scope: CharacterScope<'change'>,
  id: string,
  input: UpdateCharacterInput,
  /** Checks the edit against what the character belongs to (a campaign's table), once it is known to be in scope. */
  assertFits: (draft: UpdateCharacterInput['draft']) => Promise<void> = async () => undefined,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
  assertOnePortrait(input);
  const portrait = input.portrait ? validatePortrait(input.portrait) : null;
  const findings = checkCharacter(input.draft);
  if (findings.length > 0 && !input.draft.houseRules?.enabled) throw rulesViolation(findings);
  const records = buildCharacterRecords(input, findings);
  const current = await currentRow(deps, scope, id);
  if (current.version !== input.version) throw staleCharacter();
  await assertFits(input.draft);
  const pending = input.portraitId
    ? await findPendingPortrait(deps.db, current.userId, input.portraitId, deps.onForeignPortrait)
    : null;
  const addedBytes = portrait?.png.length ?? pending?.bytes;
  if (addedBytes !== undefined) {
    await assertWithinPortraitQuota(deps.db, current.userId, addedBytes, current.portraitBytes, deps.quotas);
  }
  const stored = portrait ? await storeNewPortrait(deps, portrait.png) : null;
  const change: PortraitChange = pending
    ? { url: pending.url, bytes: pending.bytes }
    : portraitChange(input.portrait, stored, portrait?.png.length ?? 0);
  const take = pending ? takeFrom(current.userId, pending) : undefined;
  try {
    const updated = await writeRecords(deps, scope, id, input.version, records, change, take);
    if (change !== undefined && current.portraitUrl) await removePortrait(deps, current.portraitUrl);
    return updated;
  } catch (error) {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** The answer for an update made from an older version than the stored one. */
export function staleCharacter(): AppError {
  return new AppError('STALE_CHARACTER');
}

/** Moves the named generated portrait into the character inside the update's transaction. */
function takeFrom(userId: string, pending: PendingPortrait) {
  return (tx: Transaction) => takePendingPortrait(tx, userId, pending.id);
}

/** Stores a new portrait; a failed upload keeps the old one (spec call 10: the save goes on). */
async function storeNewPortrait(deps: SaveCharacterDeps, png: Buffer) {
  try {
    return await deps.storage.put(png);
  } catch (error) {
    deps.log.warn({ err: error }, 'Portrait upload failed; the update keeps the stored portrait');
    return null;
  }
}

/** What the update does to the portrait: keep it (undefined), remove it, or point at the new one. */
function portraitChange(
  sent: string | null | undefined,
  stored: { url: string } | null,
  bytes: number,
): PortraitChange {
  if (sent === null) return { url: null, bytes: 0 };
  if (sent === undefined || !stored) return undefined;
  return { url: stored.url, bytes };
}

async function currentRow(deps: SaveCharacterDeps, scope: CharacterScope<'change'>, id: string) {
  const [row] = await deps.db
    .select({
      version: characters.version,
      userId: characters.userId,
      portraitUrl: characters.portraitUrl,
      portraitBytes: characters.portraitBytes,
    })
    .from(characters)
    .where(and(eq(characters.id, id), scope.where));
  if (!row) throw characterNotFound();
  return row;
}

/** The four rows, in one transaction, only if the version is still the one the edit started from. */
function writeRecords(
  deps: SaveCharacterDeps,
  scope: CharacterScope<'change'>,
  id: string,
  version: number,
  records: Records,
  portrait: PortraitChange,
  takePortrait?: (tx: Transaction) => Promise<unknown>,
): Promise<FullCharacter> {
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return deps.db.transaction(async (tx) => {
    await takePortrait?.(tx);
    const [row] = await tx
      .update(characters)
      .set({
        ...records.character,
        ...(portrait ? { portraitUrl: portrait.url, portraitBytes: portrait.bytes } : {}),
        version: sql`${characters.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(characters.id, id), scope.where, eq(characters.version, version)))
      .returning();
    // Another update won the race since the version was read: this one changes nothing.
    if (!row) throw staleCharacter();
    const [stats] = await tx
      .update(characterStats)
      .set(records.stats)
      .where(eq(characterStats.characterId, id))
      .returning();
    const [inventory] = await tx
      .update(characterInventory)
      .set(records.inventory)
      .where(eq(characterInventory.characterId, id))
      .returning();
    const [background] = await tx
      .update(characterBackground)
      .set(records.background)
      .where(eq(characterBackground.characterId, id))
      .returning();
    if (!stats || !inventory || !background) throw new Error('A related row of the character is missing.');
    return toFullCharacter(row, stats, inventory, background);
  });
}

async function removePortrait(deps: SaveCharacterDeps, url: string): Promise<void> {
  const key = portraitKeyOfUrl(url);
  if (!key) return;
  await deps.storage.delete(key).catch((error: unknown) => {
    deps.log.warn({ err: error, key }, 'Could not remove the portrait an update replaced');
  });
}
