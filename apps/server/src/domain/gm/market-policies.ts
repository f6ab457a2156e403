import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { nightMarkets } from '../../db/schema/market.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, campaignScope } from '../campaigns/policies.ts';

/**
 * Who may see and change a campaign's Night Markets (decision 067). The GM rolls, edits, opens and
 * closes them and reads every one with its purchases; an active player of the campaign reads the open
 * ones and buys from them. Before a market opens it is the GM's alone: to a player it is the 404 of a
 * market that does not exist, as is every market of a campaign the actor is not at.
 */

type Handle = Database | Transaction;
/** A Night Market row as stored. */
export type MarketRow = typeof nightMarkets.$inferSelect;
/** Where the reader sits: the campaign's GM, or one of its players. */
export type MarketViewer = 'gm' | 'player';

/** The one answer for a market outside the actor's reach, the same as for one that does not exist. */
export function marketNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Night Market not found.');
}

/** The campaign whose markets `actor` reads (its GM or an active player), and where the actor sits. */
export async function marketReader(handle: Handle, actor: Actor, campaignId: string) {
  const campaign = await findCampaign(handle, campaignScope(actor, 'view'), campaignId);
  const viewer: MarketViewer = campaign.gmUserId === actor.userId ? 'gm' : 'player';
  return { campaign, viewer };
}

/** The campaign whose markets `actor` changes: one they run, still open. */
export async function marketCampaignForChange(tx: Transaction, actor: Actor, campaignId: string) {
  const campaign = await findCampaign(tx, campaignScope(actor, 'manage'), campaignId);
  assertCampaignOpen(campaign);
  return campaign;
}

/** The campaign a player buys in: one they play in now, still open. */
export async function marketCampaignToBuyIn(handle: Handle, actor: Actor, campaignId: string) {
  const campaign = await findCampaign(handle, campaignScope(actor, 'play'), campaignId);
  assertCampaignOpen(campaign);
  return campaign;
}

/** Whether a reader sees a market: the GM all, a player only an open one. */
export function readsMarket(viewer: MarketViewer, market: { status: string }): boolean {
  return viewer === 'gm' || market.status === 'open';
}

/** The campaign's market, locked until the transaction ends; NOT_FOUND for any other id. */
export async function lockMarket(tx: Transaction, campaignId: string, marketId: string): Promise<MarketRow> {
  if (!isRecordId(marketId)) throw marketNotFound();
  const [row] = await tx
    .select()
    .from(nightMarkets)
    .where(and(eq(nightMarkets.id, marketId), eq(nightMarkets.campaignId, campaignId)))
    .for('update');
  if (!row) throw marketNotFound();
  return row;
}
