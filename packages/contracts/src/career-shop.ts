import { THERAPY_KINDS } from '@edgeforge/rules/career/therapy';
import { MAX_PURCHASE_QUANTITY } from '@edgeforge/rules/shop/budget';
import { z } from 'zod';
import { careerEntrySchema } from './career.ts';
import { installedCyberwareSchema, purchaseSchema } from './character-build.ts';
import { LIMITS } from './limits.ts';
import { levelsBoughtShape } from './since-creation.ts';

// Buying after creation and therapy (decision 064): the shop on a saved character, paid from its
// eurobuck ledger. Shapes and sizes only: whether the money suffices or a piece fits is the rules'
// refusal (409 CAREER_REFUSED), not a refused request.

const id = z.string().min(1).max(LIMITS.idMax);

/** The steps of the shop on a saved character. */
export const shopCommandSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('buy'), itemId: id, quantity: z.int().min(1).max(MAX_PURCHASE_QUANTITY) })
    .strict(),
  z
    .object({
      kind: z.literal('install'),
      itemId: id,
      /** Where each copy goes: a foundation's instance id, or null for the body (two for a pair). */
      placement: z.array(id.nullable()).min(1).max(2),
      /** The Humanity Loss of each copy, entered by hand: only the GM of the campaign may send it. */
      humanityLoss: z.array(z.int().min(0).max(LIMITS.humanityLossMax)).min(1).max(2).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('therapy'), therapy: z.enum(THERAPY_KINDS) }).strict(),
]);
export type ShopCommand = z.infer<typeof shopCommandSchema>;

/** POST a shop step: the client's command id (a retry answers the first result) and the career version read. */
export const shopCommandRequestSchema = z
  .object({ commandId: z.uuid(), version: z.int().min(0).optional(), command: shopCommandSchema })
  .strict();
export type ShopCommandRequest = z.infer<typeof shopCommandRequestSchema>;

/**
 * The saved character as the shop needs it: its money, its chrome and what judges an install; and, for
 * the sheet, everything the career added since creation (what it bought, its levels).
 */
export const careerShopSchema = z.object({
  characterId: z.string(),
  name: z.string(),
  viewer: z.enum(['owner', 'gm']),
  inCampaign: z.boolean(),
  /** The career's version, which a step sends back. */
  version: z.int(),
  eb: z.int(),
  method: z.enum(['streetrat', 'edgerunner', 'complete']),
  /** The EMP and BODY STATs as bought, which the cyberware rules read. */
  emp: z.int(),
  body: z.int(),
  /** The build's cyberware (package pieces included), then what was installed after creation. */
  build: z.array(installedCyberwareSchema),
  chrome: z.array(installedCyberwareSchema),
  bought: z.array(purchaseSchema),
  /** The Night Market's purchases (decision 067), which the sheet lists with the rest (possessions.ts). */
  marketBought: z
    .array(z.object({ itemId: z.string(), name: z.string(), price: z.int(), from: z.string() }))
    .optional(),
  /** The levels bought since creation, which the sheet shows the skills and the role ability at. */
  ...levelsBoughtShape,
  /** Humanity in play. */
  humanity: z.object({ current: z.int(), max: z.int() }),
  /** Whether this viewer may enter a Humanity Loss by hand (the GM, in a campaign). */
  mayEnterLoss: z.boolean(),
});
export type CareerShop = z.infer<typeof careerShopSchema>;

/** What a shop step answers: the shop after it, its timeline entry, and the dice it rolled. */
export const shopCommandResponseSchema = z.object({
  shop: careerShopSchema,
  entry: careerEntrySchema,
  /** Each Humanity Loss of an install, or a therapy's d6s; empty for a purchase. */
  rolled: z.array(z.int()),
});
export type ShopCommandResponse = z.infer<typeof shopCommandResponseSchema>;
