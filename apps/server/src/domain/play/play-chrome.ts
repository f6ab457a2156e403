import { draftFromCharacter } from '@edgeforge/contracts/character-draft';
import { withLevelsNow } from '@edgeforge/contracts/since-creation';
import type { LevelsLayer } from '@edgeforge/rules/career/levels';
import { type CareerLayer, possessionsNow } from '@edgeforge/rules/career/possessions';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { armOldState } from '@edgeforge/rules/play/arm-old';
import type { PlayState } from '@edgeforge/rules/play/state';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { careerStates } from '../../db/schema/career.ts';
import { playStates } from '../../db/schema/play.ts';
import type { Actor } from '../actor.ts';
import { findCharacter } from '../characters/get-character.ts';
import { characterScope } from '../characters/policies.ts';

/** What play is made from: the build at its levels now as a draft, its numbers, and the career's layer. */
export async function readBuildAndCareer(db: Database, actor: Actor, characterId: string) {
  const character = await findCharacter(db, characterScope(actor, 'view'), characterId);
  const [career] = await db
    .select({ state: careerStates.state })
    .from(careerStates)
    .where(eq(careerStates.characterId, characterId));
  const layer = (career?.state ?? null) as (CareerLayer & LevelsLayer) | null;
  // The levels bought before the first play are the ones it starts at (playAtLevels after a raise).
  const draft = character ? draftFromCharacter(withLevelsNow(character, layer)) : null;
  const numbers = draft ? characterNumbers(draft) : null;
  return { draft, numbers, layer };
}

/** The chrome installed now: the build's and what the career installed since (possessions.ts). */
export function chromeNow(
  numbers: { readonly cyberware: readonly InstalledCyberware[] } | null,
  layer: CareerLayer | null,
): readonly InstalledCyberware[] {
  return possessionsNow({ items: null, cyberware: numbers?.cyberware ?? [] }, layer).cyberware;
}

/**
 * Arms a play state made before melee weapons and cyberweapons joined play (decision 073): every melee
 * weapon owned and every installed cyberweapon joins its weapons and the state is marked, once, under
 * the row's lock. No event is written: the
 * table did nothing, and undo restores only the fields an event changed, so the weapons stay.
 */
export async function armOldPlayState(db: Database, actor: Actor, characterId: string): Promise<void> {
  const { numbers, layer } = await readBuildAndCareer(db, actor, characterId);
  // Without the build's numbers the chrome is unknown: marking the state would lose its weapons for good.
  if (!numbers) return;
  const owned = possessionsNow({ items: numbers.inventory, cyberware: numbers.cyberware }, layer);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: playStates.state })
      .from(playStates)
      .where(eq(playStates.characterId, characterId))
      .for('update');
    const state = row?.state as PlayState | undefined;
    if (!state || state.weaponsArmed) return;
    await tx
      .update(playStates)
      .set({ state: armOldState(state, owned) })
      .where(eq(playStates.characterId, characterId));
  });
}
