import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { campaignRefSchema } from './campaign-ref.ts';
import { ipMultipliersSchema } from './career.ts';
import { attributesSchema } from './draft.ts';
import { completeStatPointsSchema } from './legality.ts';
import { LIMITS } from './limits.ts';
import { multiLineText, singleLineText } from './player-text.ts';
import { recordIdSchema } from './record-id.ts';

// Campaigns (decision 022): a GM's table, its players, their characters and the invite link.

export const campaignStatusSchema = z.enum(['open', 'closed']);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;
/** What the viewer is at a campaign's table. */
export const campaignRoleSchema = z.enum(['gm', 'player']);
export type CampaignRole = z.infer<typeof campaignRoleSchema>;

const allowedMethodsSchema = z
  .array(z.enum(CHARACTER_TYPES))
  .min(1, 'Allow at least one creation method.')
  .max(CHARACTER_TYPES.length)
  .refine((methods) => new Set(methods).size === methods.length, 'Name each method once.');

// --- requests ---------------------------------------------------------------------------------
/**
 * The table's house settings, editable after creation: the creation methods it takes, whether it takes
 * characters under the player's house rules, and its Complete Package STAT points (docs/rules/gm.md).
 */
const campaignSettingsFields = {
  allowedMethods: allowedMethodsSchema,
  acceptsHouseRules: z.boolean(),
  completeStatPoints: completeStatPointsSchema.default(62),
};

/** New Campaign: the name, a short pitch and the table's house settings. */
export const createCampaignRequestSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Give the campaign a name.').max(LIMITS.campaignNameMax),
    pitch: multiLineText().trim().max(LIMITS.campaignPitchMax).default(''),
    ...campaignSettingsFields,
  })
  .strict();
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** The GM changes the table's house settings; characters already in the party keep their place. */
export const updateCampaignSettingsRequestSchema = z.object(campaignSettingsFields).strict();
export type UpdateCampaignSettingsRequest = z.input<typeof updateCampaignSettingsRequestSchema>;

/** A new invite link; `expiresInDays` null keeps it valid until it is revoked or replaced. */
export const createInviteRequestSchema = z
  .object({ expiresInDays: z.number().int().min(1).max(LIMITS.inviteExpiryDaysMax).nullable() })
  .strict();
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

/** The token of an invite link, sent in a body so it never sits in a request line or a log. */
export const inviteTokenRequestSchema = z
  .object({ token: z.string().min(1).max(LIMITS.inviteTokenMax) })
  .strict();

/** A player brings one of their saved characters to the party. */
export const attachCharacterRequestSchema = z.object({ characterId: recordIdSchema }).strict();

// --- answers ----------------------------------------------------------------------------------

/** One row of "Continue Campaign". */
export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  pitch: z.string(),
  status: campaignStatusSchema,
  role: campaignRoleSchema,
  /** The GM's display name; null once the GM's account is gone. */
  gmName: z.string().nullable(),
  players: z.number().int(),
  lastActivityAt: z.string(),
  /** The viewer's character in this campaign, if they play in it and brought one. */
  myCharacter: campaignRefSchema.nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSummarySchema) });

/** What the party view shows of a member's character: the numbers a GM reads at the table. */
export const partyCharacterSchema = z.object({
  id: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  portrait_url: z.string().nullable(),
  role_id: z.enum(ROLE_IDS),
  role_ability_rank: z.number().int(),
  status: z.enum(['active', 'retired']),
  character_type: z.string(),
  hp: z.number(),
  /** Current and maximum Humanity; null for a character saved before the rules check. */
  humanity: z.object({ current: z.number().int(), max: z.number().int() }).nullable(),
  /** The EMP Humanity leaves (`shownHumanity` in `packages/rules/src/cyberware/humanity.ts`), not the EMP bought. */
  emp: z.number().int(),
  attributes: attributesSchema,
  /** The cash the build left (the creator's money). */
  money: z.number().int(),
  /** The career's eurobuck balance (decision 056); null while the character has no career yet. */
  career_eb: z.number().int().nullable(),
  /** Saved under the player's "House rules" tick. */
  house_rules: z.boolean(),
});
export type PartyCharacter = z.infer<typeof partyCharacterSchema>;

/** A player at the table, as the viewer may see them. */
export const partyMemberSchema = z.object({
  /** The player's account id, which the GM's removal names; null in a player's view (decision 022). */
  userId: z.string().nullable(),
  /** Whether this is the viewer's own seat. */
  isViewer: z.boolean(),
  name: z.string(),
  joinedAt: z.string(),
  character: partyCharacterSchema.nullable(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

/** The live invite link as the GM sees it: never its token, which was shown once. */
export const inviteStatusSchema = z.object({
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** The campaign page: the table's settings, the GM, the party and, for the GM, the invite. */
export const campaignDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  pitch: z.string(),
  status: campaignStatusSchema,
  allowedMethods: z.array(z.enum(CHARACTER_TYPES)),
  acceptsHouseRules: z.boolean(),
  /** The Complete Package's STAT points of the campaign's characters (62 by the book). */
  completeStatPoints: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  gmName: z.string().nullable(),
  viewer: z.object({ role: campaignRoleSchema, userId: z.string() }),
  party: z.array(partyMemberSchema),
  /** The GM's IP cost multipliers (a house rule, decision 063); null: the rules' table. */
  ipMultipliers: ipMultipliersSchema.nullable(),
  /** The GM's live invite link (null: none); always null for a player. */
  invite: inviteStatusSchema.nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
export const campaignResponseSchema = z.object({ campaign: campaignDetailSchema });

/** A new invite link: the token appears here once; only its hash is kept. */
export const createInviteResponseSchema = z.object({
  invite: inviteStatusSchema.extend({ token: z.string() }),
});

/** What the join screen shows of an invite: the campaign, its GM, and where the viewer stands. */
export const invitePreviewSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  pitch: z.string(),
  gmName: z.string().nullable(),
  players: z.number().int(),
  /** 'gm': the viewer runs it; 'member': already at the table; 'guest': may join. */
  standing: z.enum(['gm', 'member', 'guest']),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export const invitePreviewResponseSchema = z.object({ invite: invitePreviewSchema });
export const joinCampaignResponseSchema = z.object({ campaignId: z.string() });
