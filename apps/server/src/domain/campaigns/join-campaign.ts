import { LIMITS } from '@edgeforge/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import type { Actor } from '../actor.ts';
import { touchCampaign } from './campaign-records.ts';
import { findAdmittingInvite } from './find-invite.ts';
import { assertRoomAtTheTable } from './policies.ts';

/**
 * Seats the actor at the campaign an invite token opens. The campaign row is locked, so the count of
 * players and the seat are one step. Joining again, or as the GM, changes nothing. A player who left
 * comes back without a character.
 */
export async function joinCampaign(
  db: Database,
  actor: Actor,
  token: string,
): Promise<{ campaignId: string; joined: boolean }> {
  return db.transaction(async (tx) => {
    const { campaign, membership } = await findAdmittingInvite(tx, actor, token, { forUpdate: true });
    if (campaign.gmUserId === actor.userId || membership?.status === 'active') {
      return { campaignId: campaign.id, joined: false };
    }
    const seated = await tx.$count(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.status, 'active')),
    );
    assertRoomAtTheTable(seated, LIMITS.campaignPlayersMax);
    const seat = { status: 'active', joinedAt: sql`now()`, leftAt: null, characterId: null };
    await tx
      .insert(campaignMembers)
      .values({ campaignId: campaign.id, userId: actor.userId, status: 'active' })
      .onConflictDoUpdate({ target: [campaignMembers.campaignId, campaignMembers.userId], set: seat });
    await touchCampaign(tx, campaign.id);
    return { campaignId: campaign.id, joined: true };
  });
}
