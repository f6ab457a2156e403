import { z } from 'zod';
import {
  characterBackgroundSchema,
  characterInventorySchema,
  characterSchema,
  characterStatsSchema,
  derivedStatsSchema,
  type FullCharacter,
  gearItemSchema,
} from './api.ts';
import {
  gearChoicesSchema,
  humanitySchema,
  installedCyberwareSchema,
  ownedItemSchema,
  purchaseSchema,
  roleAbilitySchema,
  statRollsSchema,
} from './character-build.ts';
import type { CharacterAnswers } from './character-draft.ts';
import { completeStatPointsSchema, findingSchema, houseRulesSchema, since014 } from './legality.ts';
import { LIMITS } from './limits.ts';

/** The `format` of every Edgeforge character file. */
export const CHARACTER_EXPORT_FORMAT = 'edgeforge.character';

/**
 * The export format's version: 3 since the portrait travels inside the file and the character carries
 * its version (docs/character-export.md describes every version). Any change of the file's fields bumps
 * it: the import reads each version's fields exactly and refuses anything else.
 */
export const CHARACTER_EXPORT_VERSION = 3;

/** The portrait inside a file: the PNG in base64, as a save sends it. */
export const exportedPortraitSchema = z
  .object({
    mediaType: z.literal('image/png'),
    data: z.string().max(Math.ceil((LIMITS.portraitBytesMax * 4) / 3) + 64),
  })
  .strict();

/** An exported character file, as this version writes it. */
export type CharacterExport = {
  format: typeof CHARACTER_EXPORT_FORMAT;
  version: typeof CHARACTER_EXPORT_VERSION;
  exportedAt: string;
  character: Omit<FullCharacter, 'imported_from'>;
  portrait: z.infer<typeof exportedPortraitSchema> | null;
};

/** Wraps a saved character and its portrait (base64 PNG, or null) in the export envelope. */
export function buildCharacterExport(
  character: FullCharacter,
  portraitBase64: string | null,
  now: Date = new Date(),
): CharacterExport {
  const { imported_from: _importedFrom, ...fields } = character;
  return {
    format: CHARACTER_EXPORT_FORMAT,
    version: CHARACTER_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    character: fields,
    portrait: portraitBase64 === null ? null : { mediaType: 'image/png', data: portraitBase64 },
  };
}

/** A safe file name such as `vesna-kade-1a2b3c4d.edgeforge.json`. */
export function characterExportFileName(
  character: Pick<FullCharacter, 'id' | 'name_first' | 'name_last'>,
): string {
  const slug = `${character.name_first}-${character.name_last}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'character'}-${character.id.slice(0, 8)}.edgeforge.json`;
}

// --- reading a file back ---------------------------------------------------------------------
// Each version's fields exactly: a key a version never wrote is refused, so a hand-edited or hostile
// file cannot slip anything past the import. What the server computes (derived stats, Humanity, gear,
// deviations...) is checked for its shape only: the import computes it again.

const strictStats = {
  attributes: characterStatsSchema.shape.attributes,
  derived_stats: derivedStatsSchema.strict(),
  skills: characterStatsSchema.shape.skills,
  role_ability_rank: characterStatsSchema.shape.role_ability_rank,
};
const strictInventory = {
  gear: z.array(gearItemSchema.strict()).max(500),
  cyberware: z.array(gearItemSchema.strict()).max(500),
  fashion_items: z
    .array(z.object({ style: z.string(), name: z.string(), description: z.string() }).strict())
    .max(50),
  money: characterInventorySchema.shape.money,
};
const strictBackground = z
  .object({
    personal_history: z.record(z.string().max(64), z.string().nullable()),
    connections: characterBackgroundSchema.shape.connections.strict(),
    motivations: z.record(z.string().max(64), z.string().nullable()),
    life_events: z
      .array(z.object({ kind: z.string(), question: z.string(), answer: z.string() }).strict())
      .max(100),
  })
  .strict();

// Neither the version (since 3, below) nor where an import came from (the file is Edgeforge's own).
const { version: _version, imported_from: _importedFrom, ...coreFields } = characterSchema.shape;

/** Version 1: before the rules check (decision 014). */
const characterV1 = z
  .object({
    ...coreFields,
    character_stats: z.object(strictStats).strict(),
    character_inventory: z.object(strictInventory).strict(),
    character_background: strictBackground,
  })
  .strict();

const statsV2 = z
  .object({
    ...strictStats,
    role_ability: since014(roleAbilitySchema),
    stat_rolls: since014(statRollsSchema),
    native_language: since014(z.string()),
    humanity: since014(humanitySchema.strict()),
    house_rules: since014(houseRulesSchema),
    campaign_stat_points: completeStatPointsSchema.nullable().optional(),
    deviations: since014(z.array(findingSchema.strict()).max(200)),
  })
  .strict();
const inventoryV2 = z
  .object({
    ...strictInventory,
    gear_choices: since014(gearChoicesSchema),
    purchases: since014(z.array(purchaseSchema).max(LIMITS.purchasesMax)),
    installed_cyberware: since014(z.array(installedCyberwareSchema).max(LIMITS.cyberwareMax)),
    items: since014(z.array(ownedItemSchema.strict()).max(500)),
  })
  .strict();

/** Version 2: the rules check's fields. */
const characterV2 = z
  .object({
    ...coreFields,
    character_stats: statsV2,
    character_inventory: inventoryV2,
    character_background: strictBackground,
  })
  .strict();

/** Version 3: the character's version, and the portrait beside it. */
const characterV3 = characterV2.extend({ version: characterSchema.shape.version }).strict();

const envelope = <V extends number, C extends z.ZodType>(version: V, character: C) =>
  z
    .object({
      format: z.literal(CHARACTER_EXPORT_FORMAT),
      version: z.literal(version),
      exportedAt: z.string().max(64),
      character,
    })
    .strict();

/** Every version of the file this Edgeforge reads, by version. */
export const CHARACTER_FILE_SCHEMAS = {
  1: envelope(1, characterV1),
  2: envelope(2, characterV2),
  3: envelope(3, characterV3).extend({ portrait: exportedPortraitSchema.nullable() }).strict(),
} as const;

/** Any file the import accepts, whatever its version (the hostile-input suites use it as the contract). */
export const characterFileSchema = z.discriminatedUnion('version', [
  CHARACTER_FILE_SCHEMAS[1],
  CHARACTER_FILE_SCHEMAS[2],
  CHARACTER_FILE_SCHEMAS[3],
]);

/** A file read back: the character's answers and its portrait (base64 PNG) when the file had one. */
export interface ReadCharacterFile {
  readonly version: 1 | 2 | 3;
  readonly character: CharacterAnswers;
  readonly portrait: string | null;
}

/** Why a file cannot be read, with the path of each problem inside the file. */
export interface CharacterFileProblem {
  readonly message: string;
  readonly issues: { path: string; message: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an exported character file of any version Edgeforge wrote. A file that is not one, one from a
 * newer Edgeforge, or one whose fields do not fit its version is a problem naming what is wrong.
 */
export function readCharacterFile(json: unknown): ReadCharacterFile | CharacterFileProblem {
  if (!isRecord(json) || json.format !== CHARACTER_EXPORT_FORMAT) {
    return {
      message: 'This file is not an Edgeforge character export (its "format" is not "edgeforge.character").',
      issues: [{ path: 'format', message: 'must be "edgeforge.character"' }],
    };
  }
  const version = json.version;
  if (version !== 1 && version !== 2 && version !== 3) {
    const newer = typeof version === 'number' && version > CHARACTER_EXPORT_VERSION;
    return {
      message: newer
        ? `This file was made by a newer Edgeforge (export version ${version}); this one reads versions 1 to ${CHARACTER_EXPORT_VERSION}.`
        : `This file's export version (${JSON.stringify(version)}) is not one Edgeforge wrote.`,
      issues: [{ path: 'version', message: `must be 1 to ${CHARACTER_EXPORT_VERSION}` }],
    };
  }
  const parsed = CHARACTER_FILE_SCHEMAS[version].safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    return {
      message: `The file does not fit Edgeforge's export version ${version}: ${first?.path || 'file'}: ${first?.message ?? 'invalid'}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}.`,
      issues,
    };
  }
  const data = parsed.data;
  return {
    version,
    character: data.character as CharacterAnswers,
    portrait: 'portrait' in data && data.portrait ? data.portrait.data : null,
  };
}

/** Tells a file read back from a problem. */
export function isCharacterFileProblem(
  read: ReadCharacterFile | CharacterFileProblem,
): read is CharacterFileProblem {
  return 'issues' in read;
}
