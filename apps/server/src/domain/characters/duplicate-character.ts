import type { FullCharacter } from '@edgeforge/contracts/api';
import { LIMITS } from '@edgeforge/contracts/limits';
import type { Database } from '../../db/client.ts';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../db/schema/characters.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import { assertWithinQuotas, holdQuotas, type Quotas } from '../limits/quotas.ts';
import { isCharacterId, toFullCharacter } from './character-records.ts';
import { findCharacterRecords } from './get-character.ts';
import { type CharacterScope, characterNotFound } from './policies.ts';
import type { SaveCharacterDeps } from './write-character.ts';

const COPY_SUFFIX = ' (copy)';

/** The last name of a copy: "<last> (copy)", the last name shortened when the whole would not fit. */
export function copyLastName(last: string): string {
  return `${last.slice(0, LIMITS.nameMax - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * Copies a character into a new, independent one of the same owner, named "<name> (copy)": every
 * answer and computed value as stored, its own copy of the portrait, version 1, active. Counts against
 * the owner's quotas like a save: looked at before the portrait is copied, held in the insert's transaction.
 */
export async function duplicateCharacter(
  deps: SaveCharacterDeps,
  scope: CharacterScope<'duplicate'>,
  id: string,
): Promise<FullCharacter> {
  if (!isCharacterId(id)) throw characterNotFound();
  const found = await findCharacterRecords(deps.db, scope, id);
  if (!found) throw characterNotFound();
  const source = found.character;
  const change = { characters: 1, addedBytes: source.portraitBytes };
  await assertWithinQuotas(deps.db, source.userId, change, deps.quotas);
  const portrait = await copyPortrait(deps, source.portraitUrl);
  try {
    return await insertCopy(deps.db, deps.quotas, found, portrait);
  } catch (error) {
    if (portrait) await deps.storage.delete(portrait.key).catch(() => undefined);
    throw error;
  }
}

type Found = {
  character: typeof characters.$inferSelect;
  stats: typeof characterStats.$inferSelect;
  inventory: typeof characterInventory.$inferSelect;
  background: typeof characterBackground.$inferSelect;
};

/** A stored copy of the portrait, so that replacing or deleting one never touches the other. */
async function copyPortrait(deps: SaveCharacterDeps, url: string | null) {
  const key = url ? portraitKeyOfUrl(url) : null;
  try {
    const png = key ? await deps.storage.get(key) : null;
    if (!png) return null;
    const stored = await deps.storage.put(png);
    return { ...stored, bytes: png.length };
  } catch (error) {
    // As with a save: the copy goes on without a portrait.
    deps.log.warn({ err: error, key }, 'Could not copy the portrait; the copy has none');
    return null;
  }
}

function insertCopy(
  db: Database,
  quotas: Quotas,
  { character, stats, inventory, background }: Found,
  portrait: { url: string; bytes: number } | null,
): Promise<FullCharacter> {
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...kept } = character;
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    await holdQuotas(tx, character.userId, { characters: 1, addedBytes: portrait?.bytes ?? 0 }, quotas);
    const [row] = await tx
      .insert(characters)
      .values({
        ...kept,
        nameLast: copyLastName(character.nameLast),
        status: 'active',
        portraitUrl: portrait?.url ?? null,
        portraitBytes: portrait?.bytes ?? 0,
      })
      .returning();
    if (!row) throw new Error('The copy insert returned no row.');
    const characterId = row.id;
    const [s] = await tx
      .insert(characterStats)
      .values({ ...stats, characterId })
      .returning();
    const [i] = await tx
      .insert(characterInventory)
      .values({ ...inventory, characterId })
      .returning();
    const [b] = await tx
      .insert(characterBackground)
      .values({ ...background, characterId })
      .returning();
    if (!s || !i || !b) throw new Error('A related insert of the copy returned no row.');
    return toFullCharacter(row, s, i, b);
  });
}
