import {
  COMBAT_AWARENESS_OPTIONS,
  MAKER_SPECIALTIES,
  MEDICINE_SPECIALTIES,
} from '@edgeforge/rules/data/role-abilities';
import { ATTRIBUTE_KEYS, ROLE_IDS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { completeStatPointsSchema, houseRulesSchema } from './legality.ts';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';

// The shapes of what the rules check reads beyond the original draft, named as the rules' CharacterBuild
// names them. The schemas hold shapes and sizes only: whether a value breaks a rule (a second re-roll, a
// rank too high, an unknown catalogue id) is the rules check's finding, not a refused request.

/** The keys of a constant table, as the non-empty tuple z.enum takes. */
function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}

// Shared pieces: a schema is immutable, so one instance serves every field of its shape. The wizard's
// first screen builds these schemas as it loads, and each instance costs it time (decision 032).

/** Any whole number (a safe integer). */
export const integer = z.int();
/** A d10's result, and any rank or number from 1 to 10. */
export const oneToTen = z.int().min(1).max(10);
/** Ranks or points from 0 to 10. */
export const zeroToTen = z.int().min(0).max(10);
/** A catalogue id, an instance id or a choice key. */
const shortId = z.string().min(1).max(LIMITS.idMax);
/** The same, or empty. */
const idOrEmpty = z.string().max(LIMITS.idMax);

/** Edgerunner: the 1d10 results per STAT column, in the order rolled (the last one counts). */
export const statRollsSchema = z.partialRecord(
  z.enum(ATTRIBUTE_KEYS),
  z.array(oneToTen).min(1).max(LIMITS.statRollsMax),
);

/** Ranks or points placed per key of a role ability's options. */
function placedOn<K extends string>(table: Readonly<Record<K, unknown>>) {
  return z.partialRecord(z.enum(keysOf(table)), zeroToTen);
}

/** The role ability's rank and the one choice its role makes (`RoleAbilitySetup` in the rules). */
export const roleAbilitySchema = z
  .object({
    rank: oneToTen,
    combatAwareness: placedOn(COMBAT_AWARENESS_OPTIONS).optional(),
    maker: placedOn(MAKER_SPECIALTIES).optional(),
    medicine: placedOn(MEDICINE_SPECIALTIES).optional(),
    team: z
      .array(z.object({ role: z.enum(ROLE_IDS) }).strict())
      .max(10)
      .optional(),
    familyVehicle: idOrEmpty.optional(),
  })
  .strict();

/** The role package's "A | B" choices: choice group id to option id. */
export const gearChoicesSchema = z
  .record(shortId, idOrEmpty)
  .refine((choices) => Object.keys(choices).length <= LIMITS.gearChoicesMax, {
    message: `At most ${LIMITS.gearChoicesMax} gear choices`,
  });

/** One line of the shop basket: a catalogue id and how many. */
export const purchaseSchema = z
  .object({ id: shortId, quantity: z.int().min(0).max(LIMITS.purchaseQuantityMax) })
  .strict();

/** One installed piece of cyberware, with the Humanity Loss it took (fixed, or rolled and stored). */
export const installedCyberwareSchema = z
  .object({
    instanceId: shortId,
    itemId: shortId,
    foundationId: shortId.nullable(),
    humanityLoss: z.int().min(0).max(LIMITS.humanityLossMax),
    rolled: z.boolean(),
  })
  .strict();

/** Current and maximum Humanity, the EMP they leave and the EMP STAT as bought (`HumanityState`). */
export const humanitySchema = z.object({ current: integer, max: integer, emp: integer, baseEmp: integer });

/** A catalogue item and how many the character owns (the role package and the purchases, merged). */
export const ownedItemSchema = z.object({ id: z.string(), quantity: integer });

/**
 * The draft's fields for the rules check, each nullable and null by default: a draft stored before
 * they existed reads as "not chosen yet" (decision 014).
 */
export const buildFields = {
  statRolls: statRollsSchema.nullable().default(null),
  roleAbility: roleAbilitySchema.nullable().default(null),
  nativeLanguage: singleLineText().trim().min(1).max(LIMITS.idMax).nullable().default(null),
  houseRules: houseRulesSchema.nullable().default(null),
  gearChoices: gearChoicesSchema.nullable().default(null),
  purchases: z.array(purchaseSchema).max(LIMITS.purchasesMax).nullable().default(null),
  cyberware: z.array(installedCyberwareSchema).max(LIMITS.cyberwareMax).nullable().default(null),
  /** The Complete Package's STAT points of the campaign it is built for; null for the book's 62. */
  campaignStatPoints: completeStatPointsSchema.nullable().default(null),
};
