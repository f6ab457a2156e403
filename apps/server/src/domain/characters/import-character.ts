import type { ImportCharacterResponse } from '@edgeforge/contracts/api';
import {
  MOTIVATION_FIELDS,
  PERSONAL_HISTORY_FIELDS,
  saveCharacterRequestSchema,
} from '@edgeforge/contracts/api';
import { draftInputOf } from '@edgeforge/contracts/character-draft';
import { isCharacterFileProblem, readCharacterFile } from '@edgeforge/contracts/character-export';
import { completeDraftSchema, draftSchema } from '@edgeforge/contracts/draft';
import { looksLikeFoundryActor } from '@edgeforge/contracts/foundry-actor-file';
import { readStoredDraft } from '@edgeforge/contracts/stored-draft';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseWith, toIssues } from '../../lib/validate.ts';
import { importFoundryActor } from './import-foundry-actor.ts';
import { saveCharacter } from './save-character.ts';
import type { SaveCharacterDeps } from './write-character.ts';

const STATS = 'character.character_stats';
const INVENTORY = 'character.character_inventory';
const BACKGROUND = 'character.character_background';

/** Where each draft field came from in the file, so a problem names the file's own field. */
const FILE_PATH: Record<string, string> = {
  firstName: 'character.name_first',
  lastName: 'character.name_last',
  gender: 'character.gender',
  age: `${BACKGROUND}.personal_history.age`,
  characterType: 'character.character_type',
  selectedRole: 'character.role_id',
  fashionStyle: 'character.fashion_style',
  attributes: `${STATS}.attributes`,
  templateRow: `${BACKGROUND}.personal_history.templateRow`,
  skills: `${STATS}.skills`,
  statRolls: `${STATS}.stat_rolls`,
  roleAbility: `${STATS}.role_ability`,
  nativeLanguage: `${STATS}.native_language`,
  houseRules: `${STATS}.house_rules`,
  gearChoices: `${INVENTORY}.gear_choices`,
  purchases: `${INVENTORY}.purchases`,
  cyberware: `${INVENTORY}.installed_cyberware`,
  ...Object.fromEntries(PERSONAL_HISTORY_FIELDS.map((key) => [key, `${BACKGROUND}.personal_history.${key}`])),
  ...Object.fromEntries(MOTIVATION_FIELDS.map((key) => [key, `${BACKGROUND}.motivations.${key}`])),
  friends: `${BACKGROUND}.connections.friends`,
  enemies: `${BACKGROUND}.connections.enemies`,
  loveAffairs: `${BACKGROUND}.connections.loveAffairs`,
  roleLifepath: `${BACKGROUND}.life_events`,
};

/** A refusal whose issues and message name the fields of the file, not of the draft. */
function refuse(error: z.ZodError, prefix = ''): AppError {
  const issues = toIssues(error).map((issue) => {
    const [field = '', ...rest] = issue.path.replace(prefix, '').split('.');
    const mapped =
      FILE_PATH[field] ??
      (field === 'bio' ? 'character.bio' : field === 'shortBio' ? 'character.short_bio' : field);
    return { path: [mapped, ...rest].filter(Boolean).join('.'), message: issue.message };
  });
  const first = issues[0];
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return new AppError(
    'VALIDATION_FAILED',
    `The file's character cannot be imported: ${first?.path || 'character'}: ${first?.message ?? 'invalid'}${more}.`,
    issues,
  );
}

/**
 * Creates a new character from an Edgeforge export file of any version, or from a Foundry VTT character
 * actor (`import-foundry-actor.ts`); a file that is neither is 400 UNKNOWN_CHARACTER_FILE. An Edgeforge file: the file is read strictly
 * (unknown fields, wrong types and a foreign or newer format are refused, naming what is wrong), its
 * answers become a draft (a version-1 character gets what the screens would set), and then it is a
 * save like any other: the save's schema, the portrait check, the rules check (422 RULES_VIOLATION
 * unless the file's character was built under house rules), the quotas. Nothing is written on refusal.
 */
export async function importCharacter(
  deps: SaveCharacterDeps,
  ownerId: string,
  file: unknown,
): Promise<ImportCharacterResponse> {
  const declared = typeof file === 'object' && file !== null && !Array.isArray(file) && 'format' in file;
  if (!declared && looksLikeFoundryActor(file)) return importFoundryActor(deps, ownerId, file);
  if (!declared) {
    throw new AppError(
      'UNKNOWN_CHARACTER_FILE',
      'This file is neither an Edgeforge character export nor a Foundry VTT character actor.',
      [{ path: 'format', message: 'must be "edgeforge.character", or the file a Foundry character actor' }],
    );
  }
  const read = readCharacterFile(file);
  if (isCharacterFileProblem(read)) throw new AppError('VALIDATION_FAILED', read.message, read.issues);
  const input = draftInputOf(read.character);
  const shaped = draftSchema.safeParse(input);
  if (!shaped.success) throw refuse(shaped.error);
  const complete = completeDraftSchema.safeParse(readStoredDraft(input));
  if (!complete.success) throw refuse(complete.error);
  const request = saveCharacterRequestSchema.safeParse({
    draft: complete.data,
    bio: read.character.bio ?? '',
    shortBio: read.character.short_bio ?? '',
    portrait: read.portrait,
  });
  if (!request.success) throw refuse(request.error, 'draft.');
  const character = await saveCharacter(deps, ownerId, parseWith(saveCharacterRequestSchema, request.data));
  return { character, notMapped: [] };
}
