import { LIMITS } from '@edgeforge/contracts/limits';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pendingPortraits } from '../../db/schema/portraits.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { validatePortrait } from './validate-portrait.ts';

const HOUR_MS = 60 * 60 * 1000;

export type PendingPortraitDeps = {
  db: Database;
  storage: PortraitStorage;
  log: Pick<Logger, 'warn'>;
  /** How long a kept portrait waits for a save (PENDING_PORTRAIT_HOURS). */
  pendingHours: number;
};

/** A kept portrait as a save uses it: where it is stored and what it weighs against the quota. */
export type PendingPortrait = { id: string; url: string; bytes: number };

/**
 * Keeps a generated portrait for its user until a save names it (decision 024): validates and
 * re-encodes it like an upload (an AI service's image is foreign input too), stores it, and records
 * it as pending with its expiry. Answers the id and the PNG as stored, or a null id when it could not
 * be kept: the player then still has the image and the save sends it as an upload.
 */
export async function keepGeneratedPortrait(
  deps: PendingPortraitDeps,
  userId: string,
  base64: string,
): Promise<{ portraitId: string | null; image: string }> {
  let png: Buffer;
  try {
    png = validatePortrait(base64).png;
  } catch (error) {
    deps.log.warn({ err: error }, 'The generated portrait is not a valid PNG; it is not kept');
    return { portraitId: null, image: base64 };
  }
  const image = png.toString('base64');
  let stored: { key: string; url: string };
  try {
    stored = await deps.storage.put(png);
  } catch (error) {
    deps.log.warn({ err: error }, 'Could not store the generated portrait; the save will upload it');
    return { portraitId: null, image };
  }
  let row: { id: string } | undefined;
  try {
    [row] = await deps.db
      .insert(pendingPortraits)
      .values({
        userId,
        storageKey: stored.key,
        url: stored.url,
        bytes: png.length,
        expiresAt: new Date(Date.now() + deps.pendingHours * HOUR_MS),
      })
      .returning({ id: pendingPortraits.id });
  } catch (error) {
    // No row points at the object: remove it now rather than wait for the sweep.
    deps.log.warn({ err: error }, 'Could not record the generated portrait; the save will upload it');
    await deps.storage.delete(stored.key).catch(() => undefined);
    return { portraitId: null, image };
  }
  await dropOldest(deps, userId).catch((error: unknown) => {
    deps.log.warn({ err: error, userId }, 'Could not drop the oldest pending portraits');
  });
  return { portraitId: row?.id ?? null, image };
}

/**
 * Keeps a user's newest LIMITS.pendingPortraitsPerUser pending portraits and drops the rest, rows and
 * objects: generating is rate-limited, but a day of it would otherwise fill the storage.
 */
async function dropOldest(deps: PendingPortraitDeps, userId: string): Promise<void> {
  const newest = deps.db
    .select({ id: pendingPortraits.id })
    .from(pendingPortraits)
    .where(eq(pendingPortraits.userId, userId))
    .orderBy(desc(pendingPortraits.createdAt), desc(pendingPortraits.id))
    .limit(LIMITS.pendingPortraitsPerUser);
  const dropped = await deps.db
    .delete(pendingPortraits)
    .where(and(eq(pendingPortraits.userId, userId), notInArray(pendingPortraits.id, newest)))
    .returning({ key: pendingPortraits.storageKey });
  for (const { key } of dropped) {
    // A failure leaves an orphan that the sweep removes.
    await deps.storage.delete(key).catch(() => undefined);
  }
}

function notFound(): AppError {
  return new AppError('PORTRAIT_NOT_FOUND');
}

type Row = typeof pendingPortraits.$inferSelect;

/** The kept portrait as a save may use it: another user's, or an unknown id, is 404; an old one 410. */
function usable(row: Row | undefined, now = new Date()): PendingPortrait {
  if (!row) throw notFound();
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('PORTRAIT_EXPIRED');
  return { id: row.id, url: row.url, bytes: row.bytes };
}

/**
 * Reads a kept portrait of `userId` before a save (for the quota check and an early answer): an
 * unknown id, another user's, or one already saved is 404 PORTRAIT_NOT_FOUND, one past its expiry
 * 410 PORTRAIT_EXPIRED. `onForeign` hears of another user's id, for the security log only.
 */
export async function findPendingPortrait(
  db: Database,
  userId: string,
  id: string,
  onForeign?: (id: string) => void,
): Promise<PendingPortrait> {
  // A uuid, like a character id: anything else cannot exist, and PostgreSQL would reject it.
  if (!isCharacterId(id)) throw notFound();
  const [row] = await db
    .select({
      row: pendingPortraits,
      mine: sql<boolean>`(${pendingPortraits.userId} = ${userId})`.mapWith(Boolean),
    })
    .from(pendingPortraits)
    .where(eq(pendingPortraits.id, id));
  if (row && !row.mine) {
    onForeign?.(id);
    throw notFound();
  }
  return usable(row?.row);
}

/**
 * Consumes a kept portrait inside the save's transaction: the row goes, and the character takes its
 * stored object as it is (no copy, no upload). Whatever it throws undoes the save, the row included,
 * so the portrait stays pending. A portrait is consumed once: a second save naming it gets 404.
 */
export async function takePendingPortrait(
  tx: Transaction,
  userId: string,
  id: string,
): Promise<PendingPortrait> {
  const [row] = await tx
    .delete(pendingPortraits)
    .where(and(eq(pendingPortraits.id, id), eq(pendingPortraits.userId, userId)))
    .returning();
  return usable(row);
}
