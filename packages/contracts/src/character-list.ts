import { ROLE_IDS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { campaignRefSchema } from './campaign-ref.ts';
import { findingSchema, houseRulesSchema, since014 } from './legality.ts';
import { LIMITS } from './limits.ts';

// The character list in pages (decision 023): GET /api/characters and GET /api/characters/{id}/bio.

/**
 * One row of the list (decision 023): only what the /characters screen and the campaign page's picker show.
 * `bio_preview` is the Bio cell's text (the short bio, else the bio's first line, cut to
 * LIMITS.bioPreviewMax; null when there is neither) and `has_bio` says whether "Read More" has a full bio to
 * fetch (GET /api/characters/{id}/bio). `character_stats` holds the role ability rank and the house rules and
 * deviations of the "House rules" badge (null for a character saved before the check); `campaign` is the one
 * it plays in, if any (decision 022).
 */
export const characterSummarySchema = z.object({
  id: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  role_id: z.enum(ROLE_IDS),
  character_type: z.string(),
  portrait_url: z.string().nullable(),
  bio_preview: z.string().nullable(),
  has_bio: z.boolean(),
  character_stats: z
    .object({
      role_ability_rank: z.number().int(),
      house_rules: since014(houseRulesSchema),
      deviations: since014(z.array(findingSchema)),
    })
    .nullable(),
  campaign: campaignRefSchema.nullable().default(null),
});
export type CharacterSummary = z.infer<typeof characterSummarySchema>;

/**
 * The list's query (GET /api/characters): how many characters, and where the previous page ended.
 * Other parameters are ignored, so nobody names whose characters to list.
 */
export const characterListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.listPageMax).default(LIMITS.listPageDefault),
  cursor: z.string().min(1).max(LIMITS.listCursorMax).optional(),
});
export type CharacterListQuery = z.input<typeof characterListQuerySchema>;

/**
 * One page of the list, most recently updated first (ties by id, highest first), and the cursor of the
 * next page: null on the last one.
 */
export const characterListResponseSchema = z.object({
  characters: z.array(characterSummarySchema),
  nextCursor: z.string().nullable(),
});
export type CharacterListPage = z.infer<typeof characterListResponseSchema>;

/** A character's full biography (GET /api/characters/{id}/bio), read by the list's "Read More". */
export const characterBioResponseSchema = z.object({ bio: z.string().nullable() });
export type CharacterBio = z.infer<typeof characterBioResponseSchema>;
