import type { NpcBuildInput, rollNpcsRequestSchema } from '@edgeforge/contracts/gm';
import { LIMITS } from '@edgeforge/contracts/limits';
import { generateName } from '@edgeforge/generation/names/generate-name';
import { NAME_REGIONS } from '@edgeforge/generation/names/lists/index';
import { pickRandom, type Rng } from '@edgeforge/rules/dice';
import { checkNpc, type NpcBuild } from '@edgeforge/rules/gm/npc';
import { NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import { rollNpc } from '@edgeforge/rules/gm/roll-npc';
import { GENDERS } from '@edgeforge/rules/ids';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { npcs } from '../../db/schema/gm.ts';
import { rulesViolation } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { type NpcRow, toNpc } from './npc-records.ts';
import { assertRosterRoom, rosterCampaignForChange } from './policies.ts';

/** A roll request after validation. */
export type RollNpcsInput = z.output<typeof rollNpcsRequestSchema>;

/** A hand-built NPC must keep the rules where they speak (the tier's ranges, the catalogue, chrome). */
export function assertLegalNpc(build: NpcBuildInput): void {
  const findings = checkNpc(build as NpcBuild, { budgets: false });
  if (findings.length > 0) throw rulesViolation(findings);
}

/** A new NPC: its name and build. */
export type NewNpc = { name: string; build: NpcBuildInput };

/**
 * Inserts the NPCs `made` gives (it may read the roster, by the campaign's checked id) into a roster
 * the actor may change, within the roster's size; answers them.
 */
export async function insertNpcs(
  db: Database,
  actor: Actor,
  campaignId: string,
  made: (tx: Transaction, campaignId: string) => NewNpc[] | Promise<NewNpc[]>,
): Promise<NpcRow[]> {
  return db.transaction(async (tx) => {
    const campaign = await rosterCampaignForChange(tx, actor, campaignId);
    const rows = await made(tx, campaign.id);
    assertRosterRoom(
      await tx.$count(npcs, eq(npcs.campaignId, campaign.id)),
      rows.length,
      LIMITS.npcRosterMax,
    );
    return tx
      .insert(npcs)
      .values(
        rows.map((row) => ({
          campaignId: campaign.id,
          name: row.name,
          tier: row.build.tier,
          build: row.build,
        })),
      )
      .returning();
  });
}

/** The GM builds one NPC by hand: checked by the rules where they speak (422 with the findings). */
export async function createNpc(
  db: Database,
  actor: Actor,
  campaignId: string,
  input: { name: string; build: NpcBuildInput },
) {
  assertLegalNpc(input.build);
  const [row] = await insertNpcs(db, actor, campaignId, () => [input]);
  return toNpc(row!);
}

/** A rolled NPC's name: "<tier> <first> <last>", from the offline name lists. */
function npcName(rng: Rng, tier: NpcBuild['tier']): string {
  const { firstName, lastName } = generateName(pickRandom(rng, GENDERS), pickRandom(rng, NAME_REGIONS), rng);
  return `${NPC_TIER_RULES[tier].name} ${firstName} ${lastName}`;
}

/** The GM rolls 1 to 20 NPCs of a tier with "Roll everything" and the tier's budgets (decision 060). */
export async function rollNpcs(
  db: Database,
  actor: Actor,
  campaignId: string,
  input: RollNpcsInput,
  rng: Rng,
) {
  const rows = await insertNpcs(db, actor, campaignId, () =>
    Array.from({ length: input.count }, () => {
      const build = rollNpc(rng, input.tier, input.role ? { role: input.role } : {});
      return { name: npcName(rng, input.tier), build: build as NpcBuildInput };
    }),
  );
  return rows.map(toNpc);
}
