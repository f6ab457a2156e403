import { foundryActorFromCharacter } from '@edgeforge/foundry/export/map-character';
import type { FoundryCharacterActor } from '@edgeforge/foundry/model';
import type { Database } from '../../db/client.ts';
import { getCharacter } from '../characters/get-character.ts';
import type { CharacterScope } from '../characters/policies.ts';

/**
 * The character as a Foundry VTT actor (decision 020). `publicUrl` is the origin the player's browser
 * loads the portrait from.
 */
export async function exportCharacterFoundry(
  db: Database,
  scope: CharacterScope<'export'>,
  id: string,
  publicUrl: string,
): Promise<FoundryCharacterActor> {
  const character = await getCharacter(db, scope, id);
  return foundryActorFromCharacter(character, { publicUrl });
}
