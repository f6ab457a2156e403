import { foundryActorFromCharacter } from '@edgeforge/foundry/export/map-character';
import type { FoundryCharacterActor } from '@edgeforge/foundry/model';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database } from '../../db/client.ts';
import { careerForExport } from '../career/career-records.ts';
import { getCharacter } from '../characters/get-character.ts';
import type { CharacterScope } from '../characters/policies.ts';
import { findPlayRow } from '../play/play-records.ts';

/**
 * The character as a Foundry VTT actor (decision 020), with its play state when it has been played
 * (HP, Luck, armour, ammunition, injuries as they are now), and its career's ledgers, Lifestyle and
 * Housing once opened (decision 056). `publicUrl` is the origin the player's
 * browser loads the portrait from.
 */
export async function exportCharacterFoundry(
  db: Database,
  scope: CharacterScope<'download'>,
  id: string,
  publicUrl: string,
): Promise<FoundryCharacterActor> {
  const character = await getCharacter(db, scope, id);
  const play = await findPlayRow(db, character.id);
  const career = await careerForExport(db, character.id);
  return foundryActorFromCharacter(character, {
    publicUrl,
    play: (play?.state as PlayState) ?? null,
    career,
  });
}
