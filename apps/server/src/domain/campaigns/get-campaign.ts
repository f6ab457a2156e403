import type { CampaignDetail, InviteStatus, PartyMember } from '@edgeforge/contracts/campaigns';
import type { CareerState } from '@edgeforge/rules/career/state';
import { and, asc, desc, eq } from 'drizzle-orm';
import { user } from '../../db/schema/auth.ts';
import { campaignInvites, campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { careerStates } from '../../db/schema/career.ts';
import { characterInventory, characterStats, characters } from '../../db/schema/characters.ts';
import type { Actor } from '../actor.ts';
import { type CampaignRow, type Handle, isRecordId, toPartyCharacter } from './campaign-records.ts';
import { type CampaignScope, campaignNotFound, inviteIsLive } from './policies.ts';

/**
 * One campaign in the actor's scope, locked for the rest of the transaction when `forUpdate` is set;
 * NOT_FOUND otherwise, exactly like an id that does not exist.
 */
export async function findCampaign(
  handle: Handle,
  scope: CampaignScope,
  id: string,
  { forUpdate = false } = {},
): Promise<CampaignRow> {
  if (!isRecordId(id)) throw campaignNotFound();
  const query = handle
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), scope.where));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw campaignNotFound();
  return row;
}

/**
 * The players at the table now, in the order they joined, each with the character they brought. Only
 * the GM sees their account ids (a removal names one); a player sees which seat is theirs.
 */
async function partyOf(
  handle: Handle,
  campaignId: string,
  viewer: { userId: string; isGm: boolean },
): Promise<PartyMember[]> {
  const rows = await handle
    .select({
      userId: campaignMembers.userId,
      name: user.name,
      joinedAt: campaignMembers.joinedAt,
      character: characters,
      stats: characterStats,
      inventory: characterInventory,
      career: careerStates.state,
    })
    .from(campaignMembers)
    .innerJoin(user, eq(user.id, campaignMembers.userId))
    .leftJoin(characters, eq(characters.id, campaignMembers.characterId))
    .leftJoin(characterStats, eq(characterStats.characterId, characters.id))
    .leftJoin(characterInventory, eq(characterInventory.characterId, characters.id))
    .leftJoin(careerStates, eq(careerStates.characterId, characters.id))
    .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.status, 'active')))
    .orderBy(asc(campaignMembers.joinedAt), asc(campaignMembers.userId));
  return rows.map((row) => ({
    userId: viewer.isGm ? row.userId : null,
    isViewer: row.userId === viewer.userId,
    name: row.name,
    joinedAt: row.joinedAt.toISOString(),
    character:
      row.character && row.stats && row.inventory
        ? toPartyCharacter(row.character, row.stats, row.inventory, row.career as CareerState | null)
        : null,
  }));
}

/**
 * The campaign's invite that still lets players in, if any. Making an invite revokes the ones before
 * it (create-invite.ts), so only the newest can be live.
 */
async function liveInvite(
  handle: Handle,
  campaign: { id: string; status: string },
): Promise<InviteStatus | null> {
  const [row] = await handle
    .select({
      createdAt: campaignInvites.createdAt,
      expiresAt: campaignInvites.expiresAt,
      revokedAt: campaignInvites.revokedAt,
    })
    .from(campaignInvites)
    .where(eq(campaignInvites.campaignId, campaign.id))
    .orderBy(desc(campaignInvites.createdAt))
    .limit(1);
  return row && inviteIsLive(row, campaign)
    ? { createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null }
    : null;
}

/**
 * The campaign page: its settings, its GM, the party with each character's numbers and, for the GM
 * only, the live invite link (never its token).
 */
export async function getCampaign(
  handle: Handle,
  scope: CampaignScope,
  actor: Actor,
  id: string,
): Promise<CampaignDetail> {
  const campaign = await findCampaign(handle, scope, id);
  const isGm = campaign.gmUserId === actor.userId;
  const [gm] = campaign.gmUserId
    ? await handle.select({ name: user.name }).from(user).where(eq(user.id, campaign.gmUserId))
    : [];
  return {
    id: campaign.id,
    name: campaign.name,
    pitch: campaign.pitch,
    status: campaign.status as CampaignDetail['status'],
    allowedMethods: campaign.allowedMethods as CampaignDetail['allowedMethods'],
    acceptsHouseRules: campaign.acceptsHouseRules,
    completeStatPoints: campaign.completeStatPoints,
    createdAt: campaign.createdAt.toISOString(),
    closedAt: campaign.closedAt?.toISOString() ?? null,
    gmName: gm?.name ?? null,
    viewer: { role: isGm ? 'gm' : 'player', userId: actor.userId },
    party: await partyOf(handle, campaign.id, { userId: actor.userId, isGm }),
    ipMultipliers: campaign.ipMultipliers as CampaignDetail['ipMultipliers'],
    invite: isGm ? await liveInvite(handle, campaign) : null,
  };
}
