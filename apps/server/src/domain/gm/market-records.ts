import { fullName } from '@edgeforge/contracts/draft';
import type { Market, MarketPurchase } from '@edgeforge/contracts/market';
import { type MarketLine, sourcingLimit } from '@edgeforge/rules/gm/night-market';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { marketPurchases } from '../../db/schema/market.ts';
import type { MarketRow, MarketViewer } from './market-policies.ts';

type Handle = Database | Transaction;

/** Who bought what on these markets, newest first, by market id. */
export async function purchasesOf(
  handle: Handle,
  marketIds: string[],
): Promise<Map<string, MarketPurchase[]>> {
  const byMarket = new Map<string, MarketPurchase[]>(marketIds.map((id) => [id, []]));
  if (marketIds.length === 0) return byMarket;
  const rows = await handle
    .select({
      purchase: marketPurchases,
      firstName: characters.nameFirst,
      lastName: characters.nameLast,
    })
    .from(marketPurchases)
    .innerJoin(characters, eq(characters.id, marketPurchases.characterId))
    .where(inArray(marketPurchases.marketId, marketIds))
    .orderBy(desc(marketPurchases.at), desc(marketPurchases.id));
  for (const { purchase, firstName, lastName } of rows)
    byMarket.get(purchase.marketId)?.push({
      id: purchase.id,
      itemId: purchase.itemId,
      name: purchase.name,
      price: purchase.price,
      characterId: purchase.characterId,
      characterName: fullName({ firstName, lastName }),
      at: purchase.at.toISOString(),
    });
  return byMarket;
}

/** A market as its reader sees it: the GM with who bought what, a player without. */
export function toMarket(row: MarketRow, viewer: MarketViewer, purchases: MarketPurchase[]): Market {
  return {
    id: row.id,
    name: row.name,
    status: row.status as Market['status'],
    operatorRank: row.operatorRank,
    sourcingLimit: sourcingLimit(row.operatorRank),
    version: row.version,
    lines: row.lines as MarketLine[],
    purchases: viewer === 'gm' ? purchases : null,
  };
}

/** One market as its reader sees it, its purchases read for the GM. */
export async function marketView(handle: Handle, row: MarketRow, viewer: MarketViewer): Promise<Market> {
  const purchases = viewer === 'gm' ? ((await purchasesOf(handle, [row.id])).get(row.id) ?? []) : [];
  return toMarket(row, viewer, purchases);
}
