import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaignInvites, campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { findCampaign } from './get-campaign.ts';
import type { CampaignScope } from './policies.ts';

/**
 * Ends a campaign, inside a transaction: it changes no more, its invite link stops working and every
 * character in it is free to play elsewhere. Its players stay listed, so everyone sees who was at the
 * table. Closing a closed campaign changes nothing.
 */
export async function closeCampaignIn(tx: Transaction, campaignId: string): Promise<void> {
  await tx
    .update(campaigns)
    .set({ status: 'closed', closedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'open')));
  await tx
    .update(campaignMembers)
    .set({ characterId: null })
    .where(eq(campaignMembers.campaignId, campaignId));
  await tx
    .update(campaignInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(campaignInvites.campaignId, campaignId), isNull(campaignInvites.revokedAt)));
}

/** The GM closes a campaign they run. Answers whether it was open until now. */
export async function closeCampaign(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, scope, campaignId, { forUpdate: true });
    if (campaign.status !== 'open') return false;
    await closeCampaignIn(tx, campaign.id);
    return true;
  });
}
