import type { Npc, NpcBuildInput } from '@edgeforge/contracts/gm';
import { type NpcBuild, npcArmorSp, npcHp } from '@edgeforge/rules/gm/npc';
import { NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import type { npcs } from '../../db/schema/gm.ts';

/** An NPC row as stored. */
export type NpcRow = typeof npcs.$inferSelect;

/**
 * An NPC as the roster answers it: the build and the numbers a GM reads in a fight (HP by the formula,
 * the Seriously Wounded threshold, armour SP, weight).
 */
export function toNpc(row: NpcRow): Npc {
  const build = row.build as NpcBuildInput;
  const hp = npcHp(build as NpcBuild);
  return {
    id: row.id,
    name: row.name,
    status: row.status as Npc['status'],
    build,
    hp,
    seriouslyWounded: Math.ceil(hp / 2),
    sp: npcArmorSp(build),
    weight: NPC_TIER_RULES[build.tier].weight,
  };
}
