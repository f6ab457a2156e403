import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import { characterStats, characters } from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { type CharacterScope, characterNotFound } from '../characters/policies.ts';
import { hasHouseRules, tableSettings, touchCampaign } from './campaign-records.ts';
import { findCampaign } from './get-campaign.ts';
import { assertCampaignOpen, assertCharacterFits, type CampaignScope } from './policies.ts';

/** What an attachment needs: the campaigns the actor plays in and the characters they may change. */
export interface AttachScopes {
  campaigns: CampaignScope<'play'>;
  characters: CharacterScope<'attach'>;
}

/**
 * Puts one of the actor's characters into the party of a campaign they play in, inside a transaction
 * (the save of a character built for the campaign runs it in its own). The character must fit the
 * table's house settings; a player brings one character, and a character plays in one campaign.
 */
export async function attachCharacterIn(
  tx: Transaction,
  scopes: AttachScopes,
  actor: Actor,
  campaignId: string,
  characterId: string,
): Promise<void> {
  const campaign = await findCampaign(tx, scopes.campaigns, campaignId, { forUpdate: true });
  assertCampaignOpen(campaign);
  if (!isCharacterId(characterId)) throw characterNotFound();
  const [character] = await tx
    .select({
      characterType: characters.characterType,
      status: characters.status,
      houseRules: characterStats.houseRules,
      campaignStatPoints: characterStats.campaignStatPoints,
    })
    .from(characters)
    .innerJoin(characterStats, eq(characterStats.characterId, characters.id))
    .where(and(eq(characters.id, characterId), scopes.characters.where));
  if (!character) throw characterNotFound();
  assertCharacterFits(tableSettings(campaign), {
    ...character,
    houseRules: hasHouseRules(character.houseRules),
  });
  const seat = and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, actor.userId));
  const [membership] = await tx
    .select({ characterId: campaignMembers.characterId })
    .from(campaignMembers)
    .where(seat);
  if (membership?.characterId === characterId) return;
  if (membership?.characterId) throw new AppError('CAMPAIGN_CHARACTER_ATTACHED');
  const elsewhere = await tx.$count(
    campaignMembers,
    and(eq(campaignMembers.characterId, characterId), ne(campaignMembers.campaignId, campaign.id)),
  );
  if (elsewhere > 0) throw new AppError('CHARACTER_IN_CAMPAIGN');
  await tx.update(campaignMembers).set({ characterId }).where(seat);
  await touchCampaign(tx, campaign.id);
}

/** A player brings one of their saved characters to a campaign's party. */
export async function attachCharacter(
  db: Database,
  scopes: AttachScopes,
  actor: Actor,
  campaignId: string,
  characterId: string,
): Promise<void> {
  await db.transaction((tx) => attachCharacterIn(tx, scopes, actor, campaignId, characterId));
}
