import type { CompleteDraft } from '@edgeforge/contracts/draft';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from './get-campaign.ts';
import { assertCampaignOpen, assertCharacterFits, type CampaignScope } from './policies.ts';

/**
 * Before a character built for a campaign is saved: the actor plays in the campaign, it is open, the
 * draft's method and house-rules tick fit the table, and the actor has not brought a character yet.
 * The save then attaches it in its own transaction, which checks all of it again.
 */
export async function checkCampaignBuild(
  db: Database,
  scope: CampaignScope<'play'>,
  actor: Actor,
  campaignId: string,
  draft: Pick<CompleteDraft, 'characterType' | 'houseRules'>,
): Promise<void> {
  const campaign = await findCampaign(db, scope, campaignId);
  assertCampaignOpen(campaign);
  assertCharacterFits(
    { allowedMethods: campaign.allowedMethods as string[], acceptsHouseRules: campaign.acceptsHouseRules },
    { characterType: draft.characterType, status: 'active', houseRules: draft.houseRules?.enabled === true },
  );
  const [seat] = await db
    .select({ characterId: campaignMembers.characterId })
    .from(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, actor.userId)));
  if (seat?.characterId) throw new AppError('CAMPAIGN_CHARACTER_ATTACHED');
}

/**
 * Before an edit of a character that plays in an open campaign is written: the edited draft must still
 * fit the table (its method, its house-rules tick), as it had to when it joined. A character in no
 * campaign, or in a closed one, changes freely. Called once the caller is known to own the character,
 * so the answer tells a stranger nothing.
 */
export async function checkCampaignFitOfEdit(
  db: Database,
  characterId: string,
  draft: Pick<CompleteDraft, 'characterType' | 'houseRules'>,
): Promise<void> {
  const [table] = await db
    .select({ allowedMethods: campaigns.allowedMethods, acceptsHouseRules: campaigns.acceptsHouseRules })
    .from(campaignMembers)
    .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(
      and(
        eq(campaignMembers.characterId, characterId),
        eq(campaignMembers.status, 'active'),
        eq(campaigns.status, 'open'),
      ),
    );
  if (!table) return;
  assertCharacterFits(
    { allowedMethods: table.allowedMethods as string[], acceptsHouseRules: table.acceptsHouseRules },
    { characterType: draft.characterType, status: 'active', houseRules: draft.houseRules?.enabled === true },
  );
}
