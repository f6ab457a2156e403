import { fullName } from '@edgeforge/contracts/draft';
import type {
  createEncounterRequestSchema,
  EncounterState,
  StoredCombatant,
} from '@edgeforge/contracts/encounter';
import { npcPlayState } from '@edgeforge/rules/gm/encounter-play';
import type { NpcBuild } from '@edgeforge/rules/gm/npc';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { npcs } from '../../db/schema/gm.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { partyOf } from '../play/start-campaign-game-session.ts';
import {
  encounterCampaign,
  encounterCampaignForChange,
  encounterNotFound,
  encounterRefused,
} from './encounter-policies.ts';
import { type EncounterRow, toEncounterView } from './encounter-records.ts';

/** A new encounter after validation. */
export type CreateEncounterInput = z.output<typeof createEncounterRequestSchema>;

/**
 * The GM builds an encounter of an open campaign they run: each NPC named (the same NPC twice is two
 * combatants) must be an active NPC of its roster, each character one attached to its party now; the
 * NPCs start whole (`npcPlayState`). Refused with nothing written otherwise (ENCOUNTER_REFUSED).
 */
export async function createEncounter(
  db: Database,
  actor: Actor,
  campaignId: string,
  input: CreateEncounterInput,
) {
  const party = await partyOf(db, (await encounterCampaign(db, actor, campaignId)).id);
  return db.transaction(async (tx) => {
    const campaign = await encounterCampaignForChange(tx, actor, campaignId);
    const wanted = [...new Set(input.npcIds)];
    const found = wanted.length
      ? await tx
          .select()
          .from(npcs)
          .where(and(eq(npcs.campaignId, campaign.id), inArray(npcs.id, wanted), eq(npcs.status, 'active')))
      : [];
    if (found.length !== wanted.length) throw encounterRefused('Only active NPCs of this roster fight.');
    const seats = new Map(party.map((seat) => [seat.characterId, seat]));
    if (input.characterIds.some((id) => !seats.has(id)))
      throw encounterRefused("Only characters of this campaign's party fight.");
    const byId = new Map(found.map((row) => [row.id, row]));
    const base = { initiative: null, rollOffs: [], status: 'in' as const, revealed: false };
    const combatants: StoredCombatant[] = [
      ...input.npcIds.map((id) => {
        const npc = byId.get(id)!;
        const build = npc.build as NpcBuild;
        return {
          ...base,
          kind: 'npc' as const,
          refId: id,
          name: npc.name,
          tier: build.tier,
          state: npcPlayState(build),
        };
      }),
      ...input.characterIds.map((id) => {
        const seat = seats.get(id)!;
        const name = fullName({ firstName: seat.nameFirst, lastName: seat.nameLast });
        return { ...base, kind: 'character' as const, refId: id, name, tier: null, state: null };
      }),
    ].map((combatant, index) => ({ id: `c${index + 1}`, ...combatant }));
    const state: EncounterState = { combatants, order: null, round: 0, turn: null };
    const [row] = await tx
      .insert(encounters)
      .values({ campaignId: campaign.id, name: input.name, state })
      .returning();
    return toEncounterView(tx, row!);
  });
}

/** A campaign's encounters, newest first, for its GM. */
export async function listEncounters(db: Database, actor: Actor, campaignId: string) {
  const campaign = await encounterCampaign(db, actor, campaignId);
  const rows = await db
    .select()
    .from(encounters)
    .where(eq(encounters.campaignId, campaign.id))
    .orderBy(desc(encounters.createdAt), desc(encounters.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status as 'running' | 'ended',
    round: (row.state as EncounterState).round,
    combatants: (row.state as EncounterState).combatants.length,
  }));
}

/** One encounter of a campaign the actor runs; NOT_FOUND otherwise. */
export async function findEncounter(
  handle: Database | Transaction,
  campaignId: string,
  encounterId: string,
  { forUpdate = false } = {},
): Promise<EncounterRow> {
  if (!isRecordId(encounterId)) throw encounterNotFound();
  const query = handle
    .select()
    .from(encounters)
    .where(and(eq(encounters.id, encounterId), eq(encounters.campaignId, campaignId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw encounterNotFound();
  return row;
}

/** The GM's view of one encounter. */
export async function getEncounter(db: Database, actor: Actor, campaignId: string, encounterId: string) {
  const campaign = await encounterCampaign(db, actor, campaignId);
  return toEncounterView(db, await findEncounter(db, campaign.id, encounterId));
}
