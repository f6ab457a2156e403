import type { FullCharacter } from '@edgeforge/contracts/api';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCharacter } from '../characters/get-character.ts';
import { sharedCharacterScope } from './policies.ts';
import { isShareToken } from './share-token.ts';

/** The one answer for a token that opens nothing: unknown, revoked, replaced, or its character retired. */
export function sharedNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This shared character does not exist or is no longer shared.');
}

/** The character a share link's token opens, read-only; NOT_FOUND for any token that opens nothing. */
export async function getSharedCharacter(db: Database, token: string): Promise<FullCharacter> {
  if (!isShareToken(token)) throw sharedNotFound();
  const found = await findCharacter(db, sharedCharacterScope(token));
  if (!found) throw sharedNotFound();
  return found;
}
