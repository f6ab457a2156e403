import type { SharedCharacter } from '@edgeforge/contracts/since-creation';
import type { CareerState } from '@edgeforge/rules/career/state';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCareerRow } from '../career/career-records.ts';
import { sinceCreation } from '../career/since-creation.ts';
import { findCharacter } from '../characters/get-character.ts';
import { sharedCharacterScope } from './policies.ts';
import { isShareToken } from './share-token.ts';

/** The one answer for a token that opens nothing: unknown, revoked, replaced, or its character retired. */
export function sharedNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This shared character does not exist or is no longer shared.');
}

/**
 * The character a share link's token opens, read-only, with what its career added since creation (the
 * levels bought and the possessions, never a balance, a ledger or the timeline: docs/rules/career.md);
 * NOT_FOUND for any token that opens nothing.
 */
export async function getSharedCharacter(db: Database, token: string): Promise<SharedCharacter> {
  if (!isShareToken(token)) throw sharedNotFound();
  const found = await findCharacter(db, sharedCharacterScope(token));
  if (!found) throw sharedNotFound();
  const career = await findCareerRow(db, found.id);
  return { character: found, sinceCreation: career ? sinceCreation(career.state as CareerState) : null };
}
