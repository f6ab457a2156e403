import type { BuyFromMarketRequest, BuyFromMarketResponse } from '@edgeforge/contracts/market';
import { buyItem } from '@edgeforge/rules/career/buy';
import { type CareerState, isCareerRefusal } from '@edgeforge/rules/career/state';
import type { MarketLine } from '@edgeforge/rules/gm/night-market';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { marketPurchases, nightMarkets } from '../../db/schema/market.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { careerRefused } from '../career/apply-step.ts';
import { readBuildFacts } from '../career/build-facts.ts';
import {
  type CareerRow,
  careerCommand,
  lockCareer,
  multipliersFor,
  stepChange,
  steppedRow,
  toCareerView,
} from '../career/career-records.ts';
import { carryIntoPlay } from '../career/play-side.ts';
import { readShopBuild, type ShopBuild } from '../career/shop-records.ts';
import { characterNotFound } from '../characters/policies.ts';
import { runStreamCommand, type StreamChange } from '../commands/stream-command.ts';
import type { StoredEvent } from '../event-log/event-log.ts';
import { findReach } from '../play/play-records.ts';
import { type PlayReach, playScope } from '../play/policies.ts';
import { lockMarket, type MarketRow, marketCampaignToBuyIn, marketNotFound } from './market-policies.ts';
import { toMarket } from './market-records.ts';

/** The career step a purchase is, as the career stream keeps it. */
type BuyCommand = { kind: 'buy'; marketId: string; itemId: string };

/** The buyer's character: their own, attached to this campaign, in play; 404 for anything else. */
async function buyersCharacter(db: Database, actor: Actor, campaignId: string, characterId: string) {
  const reach = await findReach(db, playScope(actor), characterId);
  if (reach.viewer !== 'owner' || reach.campaignId !== campaignId) throw characterNotFound();
  if (reach.retired) throw new AppError('CHARACTER_RETIRED', 'A retired character is out of play.');
  return reach;
}

/** The line being bought, with one fewer left; refused when the market has none of it. */
function takeOne(market: MarketRow, itemId: string): { line: MarketLine; lines: MarketLine[] } {
  const lines = market.lines as MarketLine[];
  const line = lines.find((candidate) => candidate.itemId === itemId);
  if (!line) throw new AppError('NOT_FOUND', 'That item is not on this market.');
  if (line.stock < 1) throw new AppError('OUT_OF_STOCK');
  return {
    line,
    lines: lines.map((other) => (other === line ? { ...other, stock: other.stock - 1 } : other)),
  };
}

/** What buying the line does to the career, and the market's lines with one fewer of it. */
type Purchase = StreamChange & { line: MarketLine; lines: MarketLine[] };

/** The career's change a purchase is: the line taken off the market and paid from the eurobuck ledger. */
async function purchaseChange(
  tx: Transaction,
  market: MarketRow,
  row: CareerRow,
  itemId: string,
): Promise<Purchase> {
  const { line, lines } = takeOne(market, itemId);
  const result = buyItem(row.state as CareerState, {
    itemId: line.itemId,
    name: line.name,
    price: line.price,
    from: market.name,
  });
  if (isCareerRefusal(result)) throw careerRefused(result);
  return { ...(await stepChange(tx, row, {}, result)), line, lines };
}

/** Writes the rest of the purchase once its career event is: the item into play, the stock, the GM's record. */
async function recordPurchase(
  tx: Transaction,
  market: MarketRow,
  career: { row: CareerRow; event: StoredEvent; reach: PlayReach; actor: Actor; build: ShopBuild | null },
  { line, lines }: Purchase,
) {
  const { reach, event } = career;
  if (career.build) {
    const ids = { characterId: reach.characterId, itemId: line.itemId, actorUserId: career.actor.userId };
    const states = { before: career.row.state as CareerState, after: event.after as CareerState };
    await carryIntoPlay(tx, { ...ids, commandId: event.commandId }, career.build, states);
  }
  const [updated] = await tx
    .update(nightMarkets)
    .set({ lines, version: market.version + 1, updatedAt: sql`now()` })
    .where(eq(nightMarkets.id, market.id))
    .returning();
  await tx.insert(marketPurchases).values({
    marketId: market.id,
    characterId: reach.characterId,
    buyerUserId: career.actor.userId,
    commandId: event.commandId,
    itemId: line.itemId,
    name: line.name,
    price: line.price,
  });
  return updated!;
}

/**
 * A player buys one of an item from an open market of their campaign for their character there, once
 * per command id. Paid through the career's eurobuck ledger (decision 056): the market row is locked
 * first, then the career row, so twenty buyers of the last item run one after the other and one of
 * them gets it; the stock, the career's event and the GM's record are written in one transaction, with
 * the play event that carries the item into play when the character has been played (the play row is
 * locked after the career's, as every career step locks it).
 */
export async function buyFromMarket(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; marketId: string },
  request: BuyFromMarketRequest,
): Promise<BuyFromMarketResponse> {
  const campaign = await marketCampaignToBuyIn(db, actor, ids.campaignId);
  const reach = await buyersCharacter(db, actor, campaign.id, request.characterId);
  const facts = await readBuildFacts(db, actor, reach.characterId);
  const multipliers = await multipliersFor(db, reach.campaignId);
  // A build play cannot start from (no STATs) has nothing to carry into play.
  const build = await readShopBuild(db, actor, reach.characterId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'PLAY_UNAVAILABLE') return null;
    throw error;
  });
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    const market = await lockMarket(tx, campaign.id, ids.marketId);
    if (market.status === 'draft') throw marketNotFound();
    const row = await lockCareer(tx, reach, facts);
    const view = (careerRow: CareerRow, marketRow: MarketRow) => ({
      market: toMarket(marketRow, 'player', []),
      career: toCareerView(careerRow, reach, facts, { multipliers, lastKind: 'buy' }),
    });
    const command: BuyCommand = { kind: 'buy', marketId: market.id, itemId: request.itemId };
    const input = { actorUserId: actor.userId, commandId: request.commandId, command };
    // The career's command path (no version: a purchase is paid from whatever the ledger holds).
    return runStreamCommand(tx, {
      ...careerCommand(row, input, undefined),
      retried: () => view(row, market),
      guard: () => {
        if (market.status !== 'open') throw new AppError('MARKET_CLOSED');
      },
      apply: () => purchaseChange(tx, market, row, request.itemId),
      finish: async (event, purchase) => {
        const updated = await recordPurchase(tx, market, { row, event, reach, actor, build }, purchase);
        return view(steppedRow(row, event), updated);
      },
    });
  });
}
