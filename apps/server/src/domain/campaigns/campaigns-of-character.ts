import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';

/**
 * The campaigns whose party holds the character now (an active seat): the ones whose page shows it,
 * told when the character itself changes (decision 042).
 */
export async function campaignsOfCharacter(db: Database, characterId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: campaignMembers.campaignId })
    .from(campaignMembers)
    .where(and(eq(campaignMembers.characterId, characterId), eq(campaignMembers.status, 'active')));
  return rows.map((row) => row.id);
}
