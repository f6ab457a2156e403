import { MARKET_CATEGORY_IDS, NIGHT_MARKET_RULES, OPERATOR_RANK_MAX } from '@edgeforge/rules/gm/night-market';
import { z } from 'zod';
import { careerViewSchema } from './career.ts';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';

// The Night Market (decision 067): the GM rolls, edits, opens and closes it; the campaign's players buy
// from it while it is open, paid from their career's eurobuck ledger.

const marketName = singleLineText().trim().min(1, 'Give the market a name.').max(LIMITS.nameMax);
const operatorRank = z.int().min(0).max(OPERATOR_RANK_MAX);
const itemId = z.string().min(1).max(LIMITS.idMax);

/** POST: the GM rolls a market by the table, for a Fixer of this Operator rank (0: no Fixer). */
export const rollMarketRequestSchema = z.object({ name: marketName, operatorRank }).strict();
export type RollMarketRequest = z.infer<typeof rollMarketRequestSchema>;

/** PUT: the GM's edit: the name and every line's stock (0 keeps it listed, sold out), lines added or dropped. */
export const updateMarketRequestSchema = z
  .object({
    name: marketName,
    version: z.int().min(0),
    lines: z
      .array(z.object({ itemId, stock: z.int().min(0).max(NIGHT_MARKET_RULES.stockMax) }).strict())
      .max(LIMITS.marketLinesMax)
      .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, {
        message: 'List each item once.',
      }),
  })
  .strict();
export type UpdateMarketRequest = z.infer<typeof updateMarketRequestSchema>;

/** POST: a player buys one of an item for their character attached to the campaign, once per command id. */
export const buyFromMarketRequestSchema = z
  .object({ commandId: z.uuid(), characterId: z.uuid(), itemId })
  .strict();
export type BuyFromMarketRequest = z.infer<typeof buyFromMarketRequestSchema>;

/** One line of a market: a catalogue item at its catalogue price, and how many are left. */
export const marketLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  category: z.enum(MARKET_CATEGORY_IDS),
  price: z.int(),
  stock: z.int(),
});
export type MarketLineView = z.infer<typeof marketLineSchema>;

/** Who bought what: the GM's view of a purchase. */
export const marketPurchaseSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  price: z.int(),
  characterId: z.string(),
  characterName: z.string(),
  at: z.string(),
});
export type MarketPurchase = z.infer<typeof marketPurchaseSchema>;

/** A market as its reader sees it: the GM with its purchases, a player (open markets only) without. */
export const marketSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'open', 'closed']),
  operatorRank: z.int(),
  /** The highest price the market sources, from the Fixer's Operator rank. */
  sourcingLimit: z.int(),
  version: z.int(),
  lines: z.array(marketLineSchema),
  /** Who bought what, newest first: the GM's alone, null for a player. */
  purchases: z.array(marketPurchaseSchema).nullable(),
});
export type Market = z.infer<typeof marketSchema>;

export const marketResponseSchema = z.object({ market: marketSchema });
export const marketListResponseSchema = z.object({ markets: z.array(marketSchema) });
export const buyFromMarketResponseSchema = z.object({ market: marketSchema, career: careerViewSchema });
export type BuyFromMarketResponse = z.infer<typeof buyFromMarketResponseSchema>;

/** What the player's market view reads of a career answer (the read or a purchase): the eurobucks. */
export const purseSchema = z.object({ career: z.object({ state: z.object({ eb: z.int() }) }) });
