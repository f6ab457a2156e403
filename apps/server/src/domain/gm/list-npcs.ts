import type { Npc } from '@edgeforge/contracts/gm';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { npcs } from '../../db/schema/gm.ts';
import type { Actor } from '../actor.ts';
import { toNpc } from './npc-records.ts';
import { rosterCampaign } from './policies.ts';

/** A campaign's NPC roster, oldest first, for its GM only (404 to anyone else). */
export async function listNpcs(db: Database, actor: Actor, campaignId: string): Promise<Npc[]> {
  const campaign = await rosterCampaign(db, actor, campaignId);
  const rows = await db
    .select()
    .from(npcs)
    .where(eq(npcs.campaignId, campaign.id))
    .orderBy(asc(npcs.createdAt), asc(npcs.id));
  return rows.map(toNpc);
}
