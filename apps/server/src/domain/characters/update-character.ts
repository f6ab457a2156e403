import type { FullCharacter, updateCharacterRequestSchema } from '@edgeforge/contracts/api';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import { discardEditOf } from '../drafts/discard-draft.ts';
import { assertWithinQuotas, holdQuotas } from '../limits/quotas.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';
import {
  type CharacterRecords,
  checkWrite,
  findNamedPortrait,
  type SaveCharacterDeps,
  type StoredPortrait,
  writeWithUpload,
} from './write-character.ts';

/** An update request after validation with the shared schema. */
export type UpdateCharacterInput = z.output<typeof updateCharacterRequestSchema>;

type PortraitChange = { url: string | null; bytes: number } | undefined;

/**
 * Updates a saved character from an edited draft, as a save would write it: the same rules check
 * (422 RULES_VIOLATION, or saved with its deviations under house rules), the same computed numbers.
 * The update names the version it was made from; when the stored character is newer (saved from
 * another tab or device) it is 409 STALE_CHARACTER and nothing changes. The portrait is kept unless
 * a new one is sent, or a generated one named by `portraitId` (moved in by the update's transaction,
 * decision 024), or null, which removes it; a replaced portrait is deleted once the update has
 * committed, a new upload again if the update fails. The owner's draft that edited it goes with the
 * update (decision 044).
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
  const { upload, records } = checkWrite(input);
  const current = await currentRow(deps, scope, id);
  if (current.version !== input.version) throw staleCharacter();
  await assertFits(input.draft);
  const named = await findNamedPortrait(deps, current.userId, input.portraitId);
  const addedBytes = upload?.png.length ?? named?.bytes;
  if (addedBytes !== undefined) {
    const change = { characters: 0, addedBytes, freedBytes: current.portraitBytes };
    await assertWithinQuotas(deps.db, current.userId, change, deps.quotas);
  }
  const uploadFailed = 'Portrait upload failed; the update keeps the stored portrait';
  const { updated, change } = await writeWithUpload(deps, upload, uploadFailed, async (stored) => {
    const change: PortraitChange = named
      ? { url: named.url, bytes: named.bytes }
      : portraitChange(input.portrait, stored, upload?.png.length ?? 0);
    const owner = { ...current, id };
    const updated = await writeRecords(deps, scope, owner, input.version, records, change, named?.take);
    return { updated, change };
  });
  // Outside writeWithUpload: the update has committed, and no failure here may take its new portrait.
  if (change !== undefined && current.portraitUrl) await removePortrait(deps, current.portraitUrl);
  return updated;
}

/** The answer for an update made from an older version than the stored one. */
export function staleCharacter(): AppError {
  return new AppError('STALE_CHARACTER');
}

/** What the update does to the portrait: keep it (undefined), remove it, or point at the new one. */
function portraitChange(
  sent: string | null | undefined,
  stored: StoredPortrait | null,
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
  current: { id: string; userId: string; portraitBytes: number },
  version: number,
  records: CharacterRecords,
  portrait: PortraitChange,
  takePortrait?: (tx: Transaction) => Promise<unknown>,
): Promise<FullCharacter> {
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  const { id } = current;
  return deps.db.transaction(async (tx) => {
    // A new portrait counts against the owner's portrait quota, held like a save's (the replaced one
    // freed). A removed one takes the usage row's lock too, before the character's row (quotas.ts).
    if (portrait) {
      const change = { characters: 0, addedBytes: portrait.bytes, freedBytes: current.portraitBytes };
      await holdQuotas(tx, current.userId, change, deps.quotas);
    }
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
    await discardEditOf(tx, current.userId, id);
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
