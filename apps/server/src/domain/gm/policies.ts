import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, campaignScope } from '../campaigns/policies.ts';

/**
 * Who may see and change what on the GM's side (decision 034): a campaign's NPC roster is its GM's
 * alone. A player of the campaign, a stranger and an unknown campaign all get the one 404, so nobody
 * learns that a roster exists.
 */

/** The campaign whose roster `actor` may read: one they run. NOT_FOUND otherwise. */
export async function rosterCampaign(handle: Database | Transaction, actor: Actor, campaignId: string) {
  return findCampaign(handle, campaignScope(actor, 'manage'), campaignId);
}

/** The campaign whose roster `actor` may change: one they run, still open; locked for the change. */
export async function rosterCampaignForChange(tx: Transaction, actor: Actor, campaignId: string) {
  const campaign = await findCampaign(tx, campaignScope(actor, 'manage'), campaignId, { forUpdate: true });
  assertCampaignOpen(campaign);
  return campaign;
}

/** The one answer for an NPC outside the actor's roster, the same as for one that does not exist. */
export function npcNotFound(): AppError {
  return new AppError('NOT_FOUND', 'NPC not found.');
}

/** A roster holds at most LIMITS.npcRosterMax NPCs, retired ones counted. */
export function assertRosterRoom(held: number, adding: number, max: number): void {
  if (held + adding > max) throw new AppError('NPC_ROSTER_FULL');
}
