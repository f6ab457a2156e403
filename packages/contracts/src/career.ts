import { HOUSING_IDS, IP_COST_TABLE, LIFESTYLE_IDS } from '@edgeforge/rules/career/data/career';
import type { RankChoices } from '@edgeforge/rules/career/rank-growth';
import type { CareerState } from '@edgeforge/rules/career/state';
import {
  COMBAT_AWARENESS_OPTIONS,
  MAKER_SPECIALTIES,
  MEDICINE_SPECIALTIES,
} from '@edgeforge/rules/data/role-abilities';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import type { RoleAbilitySetup } from '@edgeforge/rules/role-ability';
import { type ZodType, z } from 'zod';
import { roleAbilitySchema } from './character-build.ts';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';

// The career between the jobs (decision 056): the requests that award, spend and charge, and what the
// server answers. Shapes and sizes only: whether a step makes sense against the career (enough IP, a
// skill below 10) is the rules' refusal, not a refused request.

const int = z.int();
const ledgerSchema = z.enum(['ip', 'eb', 'reputation']);
/** A signed amount that moves a ledger; never 0. */
const amountSchema = z
  .int()
  .min(-LIMITS.careerAmountMax)
  .max(LIMITS.careerAmountMax)
  .refine((amount) => amount !== 0, { message: 'An amount of 0 changes nothing.' });
const reasonSchema = singleLineText().trim().min(1).max(LIMITS.careerReasonMax);

const keys = <K extends string>(table: Readonly<Record<K, unknown>>) => Object.keys(table) as [K, ...K[]];
const rankRaisesMax = IP_COST_TABLE.maxLevel;

/**
 * The player's choices for a raise of the role rank (the rules' `RankChoices`, decision 070): only the
 * field the role's set-up asks for. Whether they fit the raise is the rules' refusal.
 */
export const rankChoicesSchema = z
  .object({
    combatAwareness: z
      .partialRecord(z.enum(keys(COMBAT_AWARENESS_OPTIONS)), z.int().min(0).max(10))
      .optional(),
    maker: z
      .array(z.enum(keys(MAKER_SPECIALTIES)))
      .max(2 * rankRaisesMax)
      .optional(),
    medicine: z
      .array(z.enum(keys(MEDICINE_SPECIALTIES)))
      .max(rankRaisesMax)
      .optional(),
    team: z.array(z.enum(ROLE_IDS)).max(rankRaisesMax).optional(),
    familyVehicle: singleLineText().trim().max(LIMITS.idMax).optional(),
  })
  .strict() satisfies ZodType<unknown> as unknown as ZodType<RankChoices>;

/** The steps of a character's career, as the server takes them. */
export const careerCommandSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('award'), ledger: ledgerSchema, amount: amountSchema, reason: reasonSchema })
    .strict(),
  z
    .object({ kind: z.literal('raiseSkill'), skill: singleLineText().trim().min(1).max(LIMITS.idMax) })
    .strict(),
  z.object({ kind: z.literal('raiseRoleRank'), choices: rankChoicesSchema.optional() }).strict(),
  z.object({ kind: z.literal('undo') }).strict(),
  z
    .object({
      kind: z.literal('chooseLiving'),
      lifestyle: z.enum(LIFESTYLE_IDS),
      housing: z.enum(HOUSING_IDS),
    })
    .strict(),
  z.object({ kind: z.literal('monthPasses'), confirm: z.boolean().optional() }).strict(),
]);
export type CareerCommand = z.infer<typeof careerCommandSchema>;

/** POST a career step: the client's command id (a retry answers the first result) and the version read. */
export const careerCommandRequestSchema = z
  .object({ commandId: z.uuid(), version: int.min(0).optional(), command: careerCommandSchema })
  .strict();
export type CareerCommandRequest = z.infer<typeof careerCommandRequestSchema>;

/** POST a GM's award to several characters of the campaign in one step: the same entries to each. */
export const campaignAwardRequestSchema = z
  .object({
    commandId: z.uuid(),
    characterIds: z
      .array(z.uuid())
      .min(1)
      .max(LIMITS.careerAwardCharactersMax)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Name each character once.' }),
    awards: z
      .array(z.object({ ledger: ledgerSchema, amount: amountSchema }).strict())
      .min(1)
      .max(3)
      .refine((list) => new Set(list.map((entry) => entry.ledger)).size === list.length, {
        message: 'One amount per ledger.',
      }),
    reason: reasonSchema,
  })
  .strict();
export type CampaignAwardRequest = z.infer<typeof campaignAwardRequestSchema>;

/** POST a month passing for the whole campaign (the GM): short money is the player's to confirm. */
export const campaignMonthRequestSchema = z.object({ commandId: z.uuid() }).strict();

/** PUT the campaign's IP multipliers (the GM's house rule); null returns to the rules' table. */
export const ipMultipliersSchema = z
  .object({
    skill: z.int().min(IP_COST_TABLE.multiplierMin).max(IP_COST_TABLE.multiplierMax),
    roleRank: z.int().min(IP_COST_TABLE.multiplierMin).max(IP_COST_TABLE.multiplierMax),
  })
  .strict();
export const ipMultipliersRequestSchema = z.object({ multipliers: ipMultipliersSchema.nullable() }).strict();
export const ipMultipliersResponseSchema = z.object({ multipliers: ipMultipliersSchema.nullable() });

const advanceSchema = z.object({ from: int, bought: int, paid: int });
/** The rules' `CareerState` as it crosses the wire. */
export const careerStateSchema = z.object({
  ip: int,
  eb: int,
  reputation: int,
  skills: z.record(z.string(), advanceSchema),
  roleRank: advanceSchema.nullable(),
  lifestyle: z.enum(LIFESTYLE_IDS),
  housing: z.enum(HOUSING_IDS),
  marketBought: z
    .array(z.object({ itemId: z.string(), name: z.string(), price: int, from: z.string() }))
    .optional(),
}) satisfies ZodType<unknown> as unknown as ZodType<CareerState>;

/** One ledger entry as an event carries it. */
export const ledgerEntrySchema = z.object({ ledger: ledgerSchema, amount: int, reason: z.string() });

/** One entry of the career timeline: a career event, a game session, or a Humanity change in play. */
export const careerEntrySchema = z.object({
  id: z.string(),
  /** What it was: the career step's kind, `gameSession` or `humanity`. */
  kind: z.string(),
  at: z.string(),
  actor: z.object({ role: z.enum(['owner', 'gm']).nullable() }),
  explanation: z.string(),
  entries: z.array(ledgerEntrySchema),
  /** An award the owner made outside a campaign. */
  selfAwarded: z.boolean(),
  gameSessionId: z.string().nullable(),
});
export type CareerEntryView = z.infer<typeof careerEntrySchema>;

/** A character's career as the viewer sees it. */
export const careerViewSchema = z.object({
  characterId: z.string(),
  name: z.string(),
  viewer: z.enum(['owner', 'gm']),
  inCampaign: z.boolean(),
  /** The career's version: the last event's number. */
  version: int,
  state: careerStateSchema,
  /** The build's skills with their level in play (build plus bought) and whether they are x2. */
  skills: z.array(z.object({ name: z.string(), level: int, doubleCost: z.boolean() })),
  /** The role ability's rank in play, null without one. */
  roleRank: int.nullable(),
  /** The role and its ability's set-up in play: the build's grown by the rank's raises (decision 070). */
  roleAbility: z
    .object({
      role: z.enum(ROLE_IDS),
      setup: roleAbilitySchema satisfies ZodType<unknown> as unknown as ZodType<RoleAbilitySetup>,
    })
    .nullable(),
  multipliers: ipMultipliersSchema,
  monthlyCost: int,
  /** Whether the last entry is a spend that undo takes back. */
  canUndo: z.boolean(),
});
export type CareerView = z.infer<typeof careerViewSchema>;

export const careerResponseSchema = z.object({
  career: careerViewSchema,
  timeline: z.array(careerEntrySchema),
});
export type CareerResponse = z.infer<typeof careerResponseSchema>;

export const careerCommandResponseSchema = z.object({ career: careerViewSchema, entry: careerEntrySchema });
export type CareerCommandResponse = z.infer<typeof careerCommandResponseSchema>;

/** What a step across the campaign did to each character: its new balances, or why it was refused. */
export const campaignCareerResponseSchema = z.object({
  characters: z.array(
    z.object({
      characterId: z.string(),
      name: z.string(),
      state: careerStateSchema.nullable(),
      refused: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
});
export type CampaignCareerResponse = z.infer<typeof campaignCareerResponseSchema>;
