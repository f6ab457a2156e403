import { draftFromCharacter } from '@edgeforge/contracts/character-draft';
import type { Draft } from '@edgeforge/contracts/draft';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { putDraft } from '../drafts/put-draft.ts';
import { getCharacter } from './get-character.ts';
import type { CharacterScope } from './policies.ts';

/**
 * Opens a saved character in the wizard: its answers become the user's draft (replacing the one in
 * progress), marked with the character and the version it had, so the summary's Save updates it.
 */
export async function openCharacterForEdit(
  db: Database,
  scope: CharacterScope<'change'>,
  userId: string,
  id: string,
): Promise<Draft> {
  const character = await getCharacter(db, scope, id);
  const draft = draftFromCharacter(character);
  if (!draft) {
    throw new AppError('VALIDATION_FAILED', 'This character holds answers the wizard can no longer open.');
  }
  const editing: Draft = { ...draft, editing: { characterId: character.id, version: character.version } };
  const saved = await putDraft(db, userId, editing);
  return saved.draft ?? editing;
}
