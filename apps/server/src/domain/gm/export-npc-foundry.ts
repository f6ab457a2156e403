import { foundryActorFromNpc } from '@edgeforge/foundry/export/map-npc';
import type { FoundryMookActor } from '@edgeforge/foundry/model';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { npcs } from '../../db/schema/gm.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { toNpc } from './npc-records.ts';
import { npcNotFound, rosterCampaign } from './policies.ts';

/**
 * One NPC of the roster as a Foundry VTT mook actor, for the campaign's GM only (a closed campaign's
 * too: reading changes nothing); the one NOT_FOUND to anyone else, as for every NPC route.
 */
export async function exportNpcFoundry(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; npcId: string },
): Promise<FoundryMookActor> {
  const campaign = await rosterCampaign(db, actor, ids.campaignId);
  if (!isRecordId(ids.npcId)) throw npcNotFound();
  const [row] = await db
    .select()
    .from(npcs)
    .where(and(eq(npcs.id, ids.npcId), eq(npcs.campaignId, campaign.id)));
  if (!row) throw npcNotFound();
  return foundryActorFromNpc(toNpc(row));
}
