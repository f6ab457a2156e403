import type { ImportCharacterResponse } from '@edgeforge/contracts/api';
import { saveCharacterRequestSchema } from '@edgeforge/contracts/api';
import { foundryActorFileSchema } from '@edgeforge/contracts/foundry-actor-file';
import { characterFromFoundryActor } from '@edgeforge/foundry/import/character';
import { AppError } from '../../lib/app-error.ts';
import { toIssues } from '../../lib/validate.ts';
import { saveCharacter } from './save-character.ts';
import type { SaveCharacterDeps } from './write-character.ts';

/** "1200eb" as the sheet writes cash. */
const eb = (amount: number) => `${amount.toLocaleString('en-US')}eb`;

/**
 * Creates a new character from a Foundry VTT character actor (decision 051): the file is read with the
 * contract's schema (400 naming the field when it does not fit), mapped by `characterFromFoundryActor`,
 * then saved like any save: the save's schema, the portrait check, the rules check, the quotas. What
 * breaks the rules comes in under house rules with its findings; what has no place here comes back in
 * `notMapped`. Nothing is written on refusal.
 */
export async function importFoundryActor(
  deps: SaveCharacterDeps,
  ownerId: string,
  file: unknown,
): Promise<ImportCharacterResponse> {
  const parsed = foundryActorFileSchema.safeParse(file);
  if (!parsed.success) {
    const issues = toIssues(parsed.error);
    const first = issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `The Foundry actor cannot be imported: ${first?.path || 'actor'}: ${first?.message ?? 'invalid'}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}.`,
      issues,
    );
  }
  const mapped = characterFromFoundryActor(parsed.data);
  if ('problem' in mapped) {
    throw new AppError('VALIDATION_FAILED', mapped.problem, [{ path: 'items', message: mapped.problem }]);
  }
  const request = saveCharacterRequestSchema.safeParse({
    draft: mapped.draft,
    bio: mapped.bio,
    shortBio: mapped.shortBio,
    portrait: mapped.portrait,
  });
  if (!request.success) {
    const issues = toIssues(request.error);
    throw new AppError(
      'VALIDATION_FAILED',
      `The Foundry actor cannot be imported: ${issues[0]?.path}: ${issues[0]?.message}.`,
      issues,
    );
  }
  const character = await saveCharacter(deps, ownerId, request.data, undefined, mapped.importedFrom);
  const money = character.character_inventory.money;
  const cash =
    mapped.cash !== null && mapped.cash !== money
      ? [`Cash ${eb(mapped.cash)}: here it is ${eb(money)}, what the method's money leaves after the gear.`]
      : [];
  return { character, notMapped: [...mapped.notMapped, ...cash] };
}
