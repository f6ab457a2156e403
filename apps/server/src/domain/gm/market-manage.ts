import { LIMITS } from '@edgeforge/contracts/limits';
import type { Market, RollMarketRequest, UpdateMarketRequest } from '@edgeforge/contracts/market';
import { findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import type { Rng } from '@edgeforge/rules/dice';
import { isSourceable, marketLine, rollNightMarket, sourcingLimit } from '@edgeforge/rules/gm/night-market';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { nightMarkets } from '../../db/schema/market.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import {
  lockMarket,
  type MarketRow,
  marketCampaignForChange,
  marketReader,
  readsMarket,
} from './market-policies.ts';
import { marketView, purchasesOf, toMarket } from './market-records.ts';

/** The campaign's markets its reader sees, oldest first: the GM every one, a player the open ones. */
export async function listMarkets(db: Database, actor: Actor, campaignId: string): Promise<Market[]> {
  const { campaign, viewer } = await marketReader(db, actor, campaignId);
  const where =
    viewer === 'gm'
      ? eq(nightMarkets.campaignId, campaign.id)
      : and(eq(nightMarkets.campaignId, campaign.id), eq(nightMarkets.status, 'open'));
  const rows = await db
    .select()
    .from(nightMarkets)
    .where(where)
    .orderBy(asc(nightMarkets.createdAt), asc(nightMarkets.id));
  const purchases =
    viewer === 'gm'
      ? await purchasesOf(
          db,
          rows.map((row) => row.id),
        )
      : new Map();
  return rows
    .filter((row) => readsMarket(viewer, row))
    .map((row) => toMarket(row, viewer, purchases.get(row.id) ?? []));
}

/** The GM rolls a market by the table for a Fixer of this Operator rank; it starts as a draft. */
export async function rollMarket(
  db: Database,
  actor: Actor,
  campaignId: string,
  request: RollMarketRequest,
  rng: Rng,
): Promise<Market> {
  return db.transaction(async (tx) => {
    const campaign = await marketCampaignForChange(tx, actor, campaignId);
    const held = await tx.$count(nightMarkets, eq(nightMarkets.campaignId, campaign.id));
    if (held >= LIMITS.marketsMax)
      throw new AppError('VALIDATION_FAILED', 'This campaign keeps enough markets.');
    const [row] = await tx
      .insert(nightMarkets)
      .values({
        campaignId: campaign.id,
        name: request.name,
        operatorRank: request.operatorRank,
        lines: rollNightMarket(rng, request.operatorRank),
      })
      .returning();
    return toMarket(row!, 'gm', []);
  });
}

/**
 * The lines of a GM's edit, each a catalogue item the market's Fixer can source, at its catalogue
 * price; anything else is refused before anything is written.
 */
function editedLines(request: UpdateMarketRequest, operatorRank: number) {
  const limit = sourcingLimit(operatorRank);
  return request.lines.map((line) => {
    const item = findCatalogItem(line.itemId);
    if (!item || !isSourceable(item, limit))
      throw new AppError(
        'VALIDATION_FAILED',
        `"${line.itemId}" is not an item this market's Fixer can source (up to ${limit}eb).`,
      );
    return marketLine(item, line.stock);
  });
}

/** Writes a change to a locked market and raises its version. */
async function writeMarket(
  tx: Transaction,
  row: MarketRow,
  change: Partial<Pick<MarketRow, 'name' | 'lines' | 'status'>>,
): Promise<MarketRow> {
  const [updated] = await tx
    .update(nightMarkets)
    .set({ ...change, version: row.version + 1, updatedAt: sql`now()` })
    .where(eq(nightMarkets.id, row.id))
    .returning();
  return updated!;
}

/** The GM edits a market's name and lines (stock set, items added or dropped), on the version read. */
export async function updateMarket(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; marketId: string },
  request: UpdateMarketRequest,
): Promise<Market> {
  return db.transaction(async (tx) => {
    const campaign = await marketCampaignForChange(tx, actor, ids.campaignId);
    const row = await lockMarket(tx, campaign.id, ids.marketId);
    if (request.version !== row.version) throw new AppError('STALE_MARKET');
    const lines = editedLines(request, row.operatorRank);
    return marketView(tx, await writeMarket(tx, row, { name: request.name, lines }), 'gm');
  });
}

/** The GM opens a market to the campaign's players, or closes it; doing it twice changes nothing. */
export async function setMarketStatus(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; marketId: string },
  status: 'open' | 'closed',
): Promise<Market> {
  return db.transaction(async (tx) => {
    const campaign = await marketCampaignForChange(tx, actor, ids.campaignId);
    const row = await lockMarket(tx, campaign.id, ids.marketId);
    if (row.status === status) return marketView(tx, row, 'gm');
    if (status === 'closed' && row.status !== 'open')
      throw new AppError('MARKET_CLOSED', 'Only an open market can be closed.');
    return marketView(tx, await writeMarket(tx, row, { status }), 'gm');
  });
}
