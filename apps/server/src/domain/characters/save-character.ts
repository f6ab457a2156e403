import { randomUUID } from 'node:crypto';
import type { FullCharacter } from '@edgeforge/contracts/api';
import type { ImportedFrom } from '@edgeforge/contracts/foundry-actor-file';
import { campaignVariant } from '@edgeforge/rules/check/variant';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { characterBackground, characterInventory, characterStats } from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertWithinQuotas, type Quotas, readUsage, refuseBeyond } from '../limits/quotas.ts';
import type { SaveCharacterInput } from './build-character-records.ts';
import { toFullCharacter } from './character-records.ts';
import { insertWithinQuotas } from './insert-character.ts';
import {
  type CharacterRecords,
  checkWrite,
  findNamedPortrait,
  type SaveCharacterDeps,
  writeWithUpload,
} from './write-character.ts';

/**
 * Writes a new character and its three related records, checked first by `checkWrite` (write-character.ts):
 * nothing is written or stored for a bad portrait or a character that breaks the rules without the player's
 * "House rules" tick. A portrait the server generated is named by `portraitId` instead: the transaction moves
 * it from the user's pending portraits into the character (decision 024). A storage failure only leaves
 * portrait_url null; a failed insert leaves no rows at all, and its portrait is removed again. The quotas
 * are looked at before an upload is stored and held exactly by the insert's one statement (decision 047).
 */
export async function saveCharacter(
  deps: SaveCharacterDeps,
  ownerId: string,
  input: SaveCharacterInput,
  afterInsert?: AfterInsert,
  importedFrom: ImportedFrom | null = null,
): Promise<FullCharacter> {
  // A campaign's STAT points hold only for a character built for that campaign (`afterInsert` attaches it).
  if (!afterInsert && campaignVariant(input.draft.campaignStatPoints))
    throw new AppError('CAMPAIGN_STAT_POINTS_MISMATCH');
  const { upload, records } = checkWrite(input);
  const named = await findNamedPortrait(deps, ownerId, input.portraitId);
  const addedBytes = upload?.png.length ?? named?.bytes ?? 0;
  // Only worth a round trip when a refusal spares storing an upload: the transaction checks anyway.
  if (upload) await assertWithinQuotas(deps.db, ownerId, { characters: 1, addedBytes }, deps.quotas);
  return writeWithUpload(
    deps,
    upload,
    'Portrait upload failed; saving the character without it',
    (stored) => {
      const portraitUrl = stored?.url ?? named?.url ?? null;
      const portraitBytes = stored && upload ? upload.png.length : (named?.bytes ?? 0);
      return insertRecords(
        deps.db,
        deps.quotas,
        ownerId,
        records,
        { portraitUrl, portraitBytes, importedFrom },
        afterInsert,
        named?.take,
      );
    },
  );
}

/**
 * What else the save's transaction does once the rows are in (a character built for a campaign joins
 * its party); whatever it throws undoes the save.
 */
export type AfterInsert = (tx: Transaction, characterId: string) => Promise<void>;

/**
 * A related row as the database holds it once `values` are inserted: a column left out is null. Built
 * from what was written instead of read back, since the save sends no query for it (jsonb keeps the
 * same JSON, its keys in its own order). A left-out column with a default would read as the default,
 * which this cannot know: the save always sets those.
 */
function writtenRow<T extends PgTable>(table: T, values: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = values[key];
    if (value === undefined && column.hasDefault) throw new Error(`${key} has a default: set it`);
    row[key] = value ?? null;
  }
  return row as T['$inferSelect'];
}

/**
 * Writes the four rows in the one statement of `insertWithinQuotas` (insert-character.ts), which holds
 * the owner's quotas exactly. Taking a pending portrait or joining a campaign adds statements, so those
 * saves run it in a transaction. When a quota refuses, the usage row says which.
 */
async function insertRecords(
  db: Database,
  quotas: Quotas,
  ownerId: string,
  records: CharacterRecords,
  extra: { portraitUrl: string | null; portraitBytes: number; importedFrom: ImportedFrom | null },
  afterInsert?: AfterInsert,
  takePortrait?: (tx: Transaction) => Promise<unknown>,
): Promise<FullCharacter> {
  const characterId = randomUUID();
  const stats = writtenRow(characterStats, { ...records.stats, characterId });
  const inventory = writtenRow(characterInventory, { ...records.inventory, characterId });
  const background = writtenRow(characterBackground, { ...records.background, characterId });
  const character = { ...records.character, id: characterId, userId: ownerId, ...extra };
  const rows = { character, stats, inventory, background };
  const insert = async (handle: Database | Transaction) => {
    const row = await insertWithinQuotas(handle, rows, quotas);
    if (row) return toFullCharacter(row, stats, inventory, background);
    refuseBeyond(
      await readUsage(handle, ownerId),
      { characters: 1, addedBytes: extra.portraitBytes },
      quotas,
    );
    // Refused, yet the row read after has room: another write freed some in between.
    return undefined;
  };
  // One retry when a quota refused and the account had room again just after; never more.
  if (!takePortrait && !afterInsert) return (await insert(db)) ?? (await insert(db)) ?? refused();
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    const saved = (await insert(tx)) ?? (await insert(tx)) ?? refused();
    await takePortrait?.(tx);
    await afterInsert?.(tx, characterId);
    return saved;
  });
}

/** A save a quota refused twice though the account had room again each time: refused all the same. */
function refused(): never {
  throw new AppError('CHARACTER_QUOTA_EXCEEDED');
}
