import type { CompleteDraft } from '@edgeforge/contracts/draft';
import { campaignVariant } from '@edgeforge/rules/check/variant';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characterStats } from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { tableSettings } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import {
  assertCampaignOpen,
  assertCharacterFits,
  type CampaignScope,
  type CharacterAtTheDoor,
} from './policies.ts';

/** What the door reads of a draft. */
type DraftAtTheDoor = Pick<CompleteDraft, 'characterType' | 'houseRules' | 'campaignStatPoints'>;

/** A draft as the table's door reads it: an active character with its method, tick and STAT points. */
function atTheDoor(draft: DraftAtTheDoor): CharacterAtTheDoor {
  return {
    characterType: draft.characterType,
    status: 'active',
    houseRules: draft.houseRules?.enabled === true,
    campaignStatPoints: draft.campaignStatPoints,
  };
}

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
  draft: DraftAtTheDoor,
): Promise<void> {
  const campaign = await findCampaign(db, scope, campaignId);
  assertCampaignOpen(campaign);
  assertCharacterFits(tableSettings(campaign), atTheDoor(draft));
  const [seat] = await db
    .select({ characterId: campaignMembers.characterId })
    .from(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, actor.userId)));
  if (seat?.characterId) throw new AppError('CAMPAIGN_CHARACTER_ATTACHED');
}

/**
 * Before an edit of a character that plays in an open campaign is written: the edited draft must still
 * fit the table (its method, its house-rules tick, its STAT points), as it had to when it joined. A
 * character in no campaign, or in a closed one, changes freely but keeps the STAT points it was built
 * with. Called once the caller is known to own the character, so the answer tells a stranger nothing.
 */
export async function checkCampaignFitOfEdit(
  db: Database,
  characterId: string,
  draft: DraftAtTheDoor,
): Promise<void> {
  const [table] = await db
    .select({
      allowedMethods: campaigns.allowedMethods,
      acceptsHouseRules: campaigns.acceptsHouseRules,
      completeStatPoints: campaigns.completeStatPoints,
    })
    .from(campaignMembers)
    .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(
      and(
        eq(campaignMembers.characterId, characterId),
        eq(campaignMembers.status, 'active'),
        eq(campaigns.status, 'open'),
      ),
    );
  if (table) return assertCharacterFits(tableSettings(table), atTheDoor(draft));
  // Outside an open campaign the character keeps the STAT points it was built with, and gains none.
  if (!campaignVariant(draft.campaignStatPoints)) return;
  const [stored] = await db
    .select({ points: characterStats.campaignStatPoints })
    .from(characterStats)
    .where(eq(characterStats.characterId, characterId));
  if (stored?.points !== draft.campaignStatPoints) throw new AppError('CAMPAIGN_STAT_POINTS_MISMATCH');
}
