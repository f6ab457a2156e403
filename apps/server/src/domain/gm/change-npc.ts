import type { NpcBuildInput } from '@edgeforge/contracts/gm';
import { LIMITS } from '@edgeforge/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { npcs } from '../../db/schema/gm.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { assertLegalNpc, insertNpcs } from './add-npcs.ts';
import { type NpcRow, toNpc } from './npc-records.ts';
import { npcNotFound, rosterCampaignForChange } from './policies.ts';

/** One NPC of a roster the actor may change, locked for the change; NOT_FOUND otherwise. */
async function findNpcForChange(tx: Transaction, actor: Actor, campaignId: string, npcId: string) {
  const campaign = await rosterCampaignForChange(tx, actor, campaignId);
  if (!isRecordId(npcId)) throw npcNotFound();
  const [row] = await tx
    .select()
    .from(npcs)
    .where(and(eq(npcs.id, npcId), eq(npcs.campaignId, campaign.id)))
    .for('update');
  if (!row) throw npcNotFound();
  return row;
}

/** Changes one NPC in its own transaction and answers it as it now is. */
async function changeNpc(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; npcId: string },
  set: (row: NpcRow) => Partial<Pick<NpcRow, 'name' | 'tier' | 'build' | 'status'>>,
) {
  return db.transaction(async (tx) => {
    const row = await findNpcForChange(tx, actor, ids.campaignId, ids.npcId);
    const [updated] = await tx
      .update(npcs)
      .set({ ...set(row), updatedAt: sql`now()` })
      .where(eq(npcs.id, row.id))
      .returning();
    return toNpc(updated!);
  });
}

/** The GM edits an NPC by hand: a new name and build, checked as a hand build is. */
export async function updateNpc(
  db: Database,
  actor: Actor,
  ids: { campaignId: string; npcId: string },
  input: { name: string; build: NpcBuildInput },
) {
  assertLegalNpc(input.build);
  return changeNpc(db, actor, ids, () => ({ name: input.name, tier: input.build.tier, build: input.build }));
}

/** The GM retires an NPC: it stays on the roster, marked, out of new encounters. */
export async function retireNpc(db: Database, actor: Actor, ids: { campaignId: string; npcId: string }) {
  return changeNpc(db, actor, ids, () => ({ status: 'retired' }));
}

/** The GM duplicates an NPC: a copy with the same build, named "(copy)", active. */
export async function duplicateNpc(db: Database, actor: Actor, ids: { campaignId: string; npcId: string }) {
  const [inserted] = await insertNpcs(db, actor, ids.campaignId, async (tx, campaignId) => {
    if (!isRecordId(ids.npcId)) throw npcNotFound();
    const [source] = await tx
      .select({ name: npcs.name, build: npcs.build })
      .from(npcs)
      .where(and(eq(npcs.id, ids.npcId), eq(npcs.campaignId, campaignId)));
    if (!source) throw npcNotFound();
    return [{ name: `${source.name} (copy)`.slice(0, LIMITS.nameMax), build: source.build as NpcBuildInput }];
  });
  return toNpc(inserted!);
}
