import type { CampaignSummary } from '@edgeforge/contracts/campaigns';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import type { Actor } from '../actor.ts';
import { activePlayers } from './campaign-records.ts';
import type { CampaignScope } from './policies.ts';

const mine = alias(campaignMembers, 'mine');

/**
 * "Continue Campaign": the campaigns the actor runs or plays in, open and closed, the one with the most
 * recent activity first, each with its GM, its number of players and the actor's own character there.
 */
export async function listCampaigns(
  db: Database,
  scope: CampaignScope<'list'>,
  actor: Actor,
): Promise<CampaignSummary[]> {
  const rows = await db
    .select({
      campaign: campaigns,
      gmName: user.name,
      players: activePlayers,
      characterId: characters.id,
      nameFirst: characters.nameFirst,
      nameLast: characters.nameLast,
    })
    .from(campaigns)
    .leftJoin(user, eq(user.id, campaigns.gmUserId))
    .leftJoin(
      mine,
      and(eq(mine.campaignId, campaigns.id), eq(mine.userId, actor.userId), eq(mine.status, 'active')),
    )
    .leftJoin(characters, eq(characters.id, mine.characterId))
    .where(scope.where)
    .orderBy(desc(campaigns.lastActivityAt), desc(campaigns.id));
  return rows.map((row) => ({
    id: row.campaign.id,
    name: row.campaign.name,
    pitch: row.campaign.pitch,
    status: row.campaign.status as CampaignSummary['status'],
    role: row.campaign.gmUserId === actor.userId ? 'gm' : 'player',
    gmName: row.gmName,
    players: row.players,
    lastActivityAt: row.campaign.lastActivityAt.toISOString(),
    myCharacter: row.characterId
      ? { id: row.characterId, name: `${row.nameFirst} ${row.nameLast}`.trim() }
      : null,
  }));
}
