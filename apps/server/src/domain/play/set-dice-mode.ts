import type { PlayView } from '@edgeforge/contracts/play';
import type { DiceMode } from '@edgeforge/contracts/play-commands';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playStates } from '../../db/schema/play.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { ensurePlayState, findReach, readPlayRow, toPlayView } from './play-records.ts';
import type { PlayScope } from './policies.ts';

/**
 * Sets who rolls the character's dice: the server, or the player ("I roll my own dice"). A setting of
 * the player's, not a change of the play state: no event. The GM reaches it but may not change it.
 */
export async function setDiceMode(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  mode: DiceMode,
): Promise<PlayView> {
  const reach = await findReach(db, scope, characterId);
  if (reach.viewer !== 'owner')
    throw new AppError('PLAY_NOT_ALLOWED', 'Only the player picks who rolls the dice.');
  await ensurePlayState(db, actor, characterId);
  await db
    .update(playStates)
    .set({ diceMode: mode, updatedAt: sql`now()` })
    .where(eq(playStates.characterId, characterId));
  return toPlayView(db, await readPlayRow(db, characterId), reach);
}
