import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { oneToTen, roleAbilitySchema, statRollsSchema } from './character-build.ts';
import { LIMITS } from './limits.ts';
import { multiLineText, singleLineText } from './player-text.ts';

// A `cyberpunk-red-core` character actor as the import reads it: the file Edgeforge's Foundry export
// writes and the one Foundry's own "Export Data" writes. Only the fields the import reads are named;
// the rest of a Foundry document (tokens, effects, ownership, the system's many item fields) is let
// through unread. Every text that is read is checked for control characters and cut to a size
// (decision 051).

/** The longest name of an actor or an item the import reads. */
const NAME_MAX = 200;
/** The longest HTML field (a biography, notes, one lifepath answer, an item's description). */
const HTML_MAX = 20_000;
/** Items in one actor: a full character is about 150 (63 skills, containers, ware, gear). */
const ITEMS_MAX = 1_000;
/** The actor's image: a path, a URL, or a PNG inline as a data URL the size of a portrait. */
const IMAGE_MAX = Math.ceil((LIMITS.portraitBytesMax * 4) / 3) + 64;

const name = () => singleLineText().max(NAME_MAX);
const html = () => multiLineText().max(HTML_MAX);
const int = () => z.int().min(-1_000_000).max(1_000_000);
const id = () => singleLineText().max(64);

/** One STAT: its value, and for LUCK and EMP the maximum (EMP's is the EMP bought). */
const stat = z.looseObject({ value: int(), max: int().optional() });

/** The ten STATs the system keeps: our STAT abbreviations in lower case. */
const FOUNDRY_ACTOR_STAT_KEYS = ATTRIBUTE_KEYS.map((key) => key.toLowerCase()) as Lowercase<
  (typeof ATTRIBUTE_KEYS)[number]
>[];

const statsSchema = z.looseObject(
  Object.fromEntries(FOUNDRY_ACTOR_STAT_KEYS.map((key) => [key, stat])) as Record<
    Lowercase<(typeof ATTRIBUTE_KEYS)[number]>,
    typeof stat
  >,
);

/** One item of the actor, by the fields the import reads. */
export const foundryActorItemSchema = z.looseObject({
  _id: id().optional(),
  name: name(),
  type: singleLineText().max(40),
  system: z
    .looseObject({
      description: z.looseObject({ value: html().nullable().optional() }).optional(),
      level: int().optional(),
      rank: int().optional(),
      abilities: z
        .array(z.looseObject({ name: name(), rank: int().optional() }))
        .max(50)
        .optional(),
      amount: int().optional(),
      core: z.boolean().optional(),
      isBodyLocation: z.boolean().optional(),
      isHeadLocation: z.boolean().optional(),
      isFoundational: z.boolean().optional(),
      installedItems: z.looseObject({ list: z.array(id()).max(ITEMS_MAX).optional() }).optional(),
    })
    .default({}),
});

/** `system` of a character actor, by the fields the import reads. */
const systemSchema = z.looseObject({
  stats: statsSchema,
  derivedStats: z
    .looseObject({ humanity: z.looseObject({ value: int(), max: int().optional() }).optional() })
    .optional(),
  information: z
    .looseObject({
      alias: html().optional(),
      description: html().optional(),
      history: html().optional(),
      notes: html().optional(),
    })
    .optional(),
  lifepath: z.record(singleLineText().max(64), html()).optional(),
  roleInfo: z.looseObject({ activeRole: name().optional() }).optional(),
  installedItems: z.looseObject({ list: z.array(id()).max(ITEMS_MAX).optional() }).optional(),
  wealth: z.looseObject({ value: int() }).optional(),
});

/** Where Edgeforge's own export names what Foundry has no field for (the creation method). */
const edgeforgeFlags = z
  .looseObject({
    characterType: singleLineText().max(40).optional(),
    gender: singleLineText().max(40).optional(),
    fashionStyle: singleLineText().max(40).optional(),
    templateRow: oneToTen.optional(),
    statRolls: statRollsSchema.optional(),
    roleAbility: roleAbilitySchema.optional(),
  })
  .optional();

/** A Foundry VTT character actor file. */
export const foundryActorFileSchema = z.looseObject({
  name: name(),
  type: z.literal('character'),
  img: singleLineText().max(IMAGE_MAX).nullable().optional(),
  system: systemSchema,
  items: z.array(foundryActorItemSchema).max(ITEMS_MAX),
  flags: z.looseObject({ edgeforge: edgeforgeFlags }).optional(),
  _stats: z.looseObject({ systemId: singleLineText().max(64).optional() }).optional(),
});

/** A Foundry character actor as the import read it. */
export type FoundryActorFile = z.infer<typeof foundryActorFileSchema>;
/** One item of it. */
export type FoundryActorFileItem = z.infer<typeof foundryActorItemSchema>;

/**
 * Whether a parsed JSON file claims to be a Foundry actor (then it is read, and refused field by field
 * when it does not fit): a `type` of "character" beside `system` and `items`.
 */
export function looksLikeFoundryActor(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const record = json as Record<string, unknown>;
  return 'system' in record && 'items' in record && typeof record.type === 'string';
}

/** Where an imported character came from, and whether its file named a creation method. */
export const importedFromSchema = z
  .object({ source: z.string().max(NAME_MAX), methodNamed: z.boolean() })
  .strict();
export type ImportedFrom = z.infer<typeof importedFromSchema>;
