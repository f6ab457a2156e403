import { checkCharacter } from '@edgeforge/rules/check/check-character';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, rulesViolation } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import type { Quotas } from '../limits/quotas.ts';
import {
  findPendingPortrait,
  type PendingPortrait,
  takePendingPortrait,
} from '../portraits/pending-portraits.ts';
import { type ValidPortrait, validatePortrait } from '../portraits/validate-portrait.ts';
import { buildCharacterRecords, type SaveCharacterInput } from './build-character-records.ts';

/**
 * The steps a save and an update share: the checks before anything is read, the generated portrait a
 * write names, and the uploaded portrait stored beside the write and removed again if it fails.
 */

export type SaveCharacterDeps = {
  db: Database;
  storage: PortraitStorage;
  log: Pick<Logger, 'warn'>;
  quotas: Quotas;
  /** Test only (TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE): runs between storing a portrait and the write. */
  afterPortraitStored?: ((key: string) => Promise<void>) | undefined;
  /** Hears of a write naming another user's generated portrait, for the security log. */
  onForeignPortrait?: ((id: string) => void) | undefined;
};

/** The rows a save or an update writes. */
export type CharacterRecords = ReturnType<typeof buildCharacterRecords>;

/** A write names a generated portrait, or uploads (or, updating, removes) one, never both. */
function assertOnePortrait(input: { portrait?: string | null; portraitId?: string | undefined }) {
  if (input.portrait !== undefined && input.portraitId !== undefined) {
    const message = 'Send either portrait or portraitId, not both.';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'portraitId', message }]);
  }
}

/**
 * Checks a write before anything is read or stored: one portrait at most, an uploaded one that is a
 * real image, and the rules check. A character that breaks the rules without the player's "House
 * rules" tick is 422 RULES_VIOLATION with the findings; a house-rules one keeps its findings as
 * deviations in the records.
 */
export function checkWrite(input: SaveCharacterInput): {
  upload: ValidPortrait | null;
  records: CharacterRecords;
} {
  assertOnePortrait(input);
  const upload = input.portrait ? validatePortrait(input.portrait) : null;
  const findings = checkCharacter(input.draft);
  if (findings.length > 0 && !input.draft.houseRules?.enabled) throw rulesViolation(findings);
  return { upload, records: buildCharacterRecords(input, findings) };
}

/** A generated portrait a write names, and the step that moves it into the character. */
export type NamedPortrait = PendingPortrait & { take: (tx: Transaction) => Promise<unknown> };

/**
 * The generated portrait named by `portraitId`, read before the write (unknown, foreign or used 404,
 * expired 410, decision 024); the write's transaction then takes it from the owner's pending portraits.
 */
export async function findNamedPortrait(
  deps: SaveCharacterDeps,
  ownerId: string,
  portraitId: string | undefined,
): Promise<NamedPortrait | null> {
  if (!portraitId) return null;
  const pending = await findPendingPortrait(deps.db, ownerId, portraitId, deps.onForeignPortrait);
  return { ...pending, take: (tx) => takePendingPortrait(tx, ownerId, pending.id) };
}

/** Where an uploaded portrait was stored. */
export type StoredPortrait = { key: string; url: string };

type UploadDeps = Pick<SaveCharacterDeps, 'storage' | 'log' | 'afterPortraitStored'>;

/**
 * Stores the uploaded portrait, then runs `write` with where it went. A failed upload is only logged
 * (`uploadFailed`) and the write goes on without it: the character matters more than its picture. A
 * failed write removes the stored file again, since no character will point at it.
 */
export async function writeWithUpload<T>(
  deps: UploadDeps,
  upload: ValidPortrait | null,
  uploadFailed: string,
  write: (stored: StoredPortrait | null) => Promise<T>,
): Promise<T> {
  const stored = upload ? await storeUpload(deps, upload.png, uploadFailed) : null;
  try {
    if (stored) await deps.afterPortraitStored?.(stored.key);
    return await write(stored);
  } catch (error) {
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

async function storeUpload(deps: UploadDeps, png: Buffer, uploadFailed: string) {
  try {
    return await deps.storage.put(png);
  } catch (error) {
    deps.log.warn({ err: error }, uploadFailed);
    return null;
  }
}
