import { and, asc, eq } from 'drizzle-orm';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { closeCampaignIn } from '../campaigns/close-campaign.ts';
import type { UserDataOwner } from './user-data.ts';

/**
 * The campaigns a user runs and the ones they joined. Deleting the account closes the campaigns they
 * run (their players keep the record, the GM's row goes with the account) and removes their seats.
 */
export const campaignData: UserDataOwner = {
  key: 'campaigns',
  async exportFor(db, userId) {
    const running = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.gmUserId, userId))
      .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
    const memberships = await db
      .select({
        campaignId: campaignMembers.campaignId,
        campaignName: campaigns.name,
        status: campaignMembers.status,
        characterId: campaignMembers.characterId,
        joinedAt: campaignMembers.joinedAt,
        leftAt: campaignMembers.leftAt,
      })
      .from(campaignMembers)
      .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
      .where(eq(campaignMembers.userId, userId))
      .orderBy(asc(campaignMembers.joinedAt), asc(campaignMembers.campaignId));
    return {
      running: running.map((row) => ({
        id: row.id,
        name: row.name,
        pitch: row.pitch,
        allowedMethods: row.allowedMethods,
        acceptsHouseRules: row.acceptsHouseRules,
        completeStatPoints: row.completeStatPoints,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
      })),
      memberships: memberships.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        leftAt: row.leftAt?.toISOString() ?? null,
      })),
    };
  },
  async eraseFor(tx, userId) {
    const running = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.gmUserId, userId), eq(campaigns.status, 'open')));
    for (const { id } of running) await closeCampaignIn(tx, id);
    const seats = await tx
      .delete(campaignMembers)
      .where(eq(campaignMembers.userId, userId))
      .returning({ campaignId: campaignMembers.campaignId });
    const campaignIds = [...running.map((row) => row.id), ...seats.map((row) => row.campaignId)];
    return { portraitKeys: [], campaignIds };
  },
};
