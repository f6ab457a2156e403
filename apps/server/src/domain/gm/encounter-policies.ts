import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, campaignScope } from '../campaigns/policies.ts';

/**
 * Who may read and change a campaign's encounters (decision 065): the GM reads and runs them; a player
 * of the campaign reads the public turn order only; anyone else, and an unknown campaign or encounter,
 * gets the one 404.
 */

/** The campaign whose encounters `actor` may read in full: one they run. NOT_FOUND otherwise. */
export async function encounterCampaign(handle: Database | Transaction, actor: Actor, campaignId: string) {
  return findCampaign(handle, campaignScope(actor, 'manage'), campaignId);
}

/** The campaign whose encounters `actor` may change: one they run, still open. */
export async function encounterCampaignForChange(tx: Transaction, actor: Actor, campaignId: string) {
  const campaign = await findCampaign(tx, campaignScope(actor, 'manage'), campaignId);
  assertCampaignOpen(campaign);
  return campaign;
}

/** The one answer for an encounter outside the actor's campaigns, the same as for an unknown one. */
export function encounterNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Encounter not found.');
}

/** A command that makes no sense for the fight as it stands: 409, nothing written. */
export function encounterRefused(message: string): AppError {
  return new AppError('ENCOUNTER_REFUSED', message);
}
